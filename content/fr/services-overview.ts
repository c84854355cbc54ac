import type { servicesOverview as english } from "@/content/services-overview";
import type { TranslationShape } from "@/content/translation-names";

/** Copy of the services overview page that is not derived from the services themselves. */
export const servicesOverview = {
  title: "Nos services",
  subtitle: "Des solutions d’IA complètes, conçues pour vos enjeux spécifiques",
  lead: "Six pôles, une même exigence d’ingénierie. Commencez par celui qui correspond à votre problème : la plupart de nos missions finissent par en mobiliser deux ou trois.",
  socialImpact: {
    eyebrow: "Impact social",
    title:
      "La même équipe expérimentée, pour les organisations qui n’ont pas les moyens de la payer",
    lead: "À travers le NGO Lab, nous consacrons chaque trimestre une partie de notre temps aux associations : réseaux d’eau, acheminement de fournitures médicales, outils de protection de la nature. Sans facture, sans relais confié à des juniors, avec une remise complète à la fin.",
    quote:
      "Nous nous mesurons à ce que nos logiciels changent dans le monde. Pour nos clients, ce sont des marges et du temps. Pour les associations avec lesquelles nous travaillons, c’est de l’eau potable et des médicaments qui arrivent à temps, et nous appliquons à ce travail exactement la même exigence.",
    author: "Maya Okafor",
    role: "Directrice générale, Tessellate AI",
  },
  careers: {
    eyebrow: "Carrières",
    title:
      "Construisez des systèmes qui comptent, avec des personnes attentives à la manière de les construire",
    lead: "Nous recrutons des ingénieurs, des data scientists et des designers qui aiment les problèmes difficiles et les retours francs.",
    points: [
      {
        icon: "rocket",
        title: "Des projets stimulants",
        description:
          "De l’IA en production pour des banques, des hôpitaux, des usines et des associations, jamais de simples présentations.",
      },
      {
        icon: "users",
        title: "Une culture inclusive",
        description:
          "Des équipes venues de vingt pays, des décisions écrites et une place pour chaque voix lors des revues.",
      },
      {
        icon: "graduation-cap",
        title: "Un développement continu",
        description:
          "Un budget formation annuel de $5,000, du temps pour les conférences et le mentorat d’ingénieurs principaux.",
      },
    ],
  },
} as const satisfies TranslationShape<typeof english>;
