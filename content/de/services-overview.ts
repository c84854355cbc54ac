import type { servicesOverview as english } from "@/content/services-overview";
import type { TranslationShape } from "@/content/translation-names";

/** Copy of the services overview page that is not derived from the services themselves. */
export const servicesOverview = {
  title: "Unsere Leistungen",
  subtitle: "Umfassende KI-Lösungen, zugeschnitten auf Ihre Herausforderungen",
  lead: "Sechs Fachbereiche, ein Engineering-Standard. Beginnen Sie mit dem, der zu Ihrem Problem passt – die meisten Projekte greifen am Ende auf zwei oder drei zurück.",
  socialImpact: {
    eyebrow: "Gesellschaftliche Wirkung",
    title: "Dasselbe erfahrene Team – für Organisationen, die es sich nicht leisten können",
    lead: "Im NGO Lab widmen wir jedes Quartal einen Teil unserer Zeit gemeinnützigen Organisationen: Wasserversorgung, Lieferrouten für Medikamente, Werkzeuge für den Naturschutz. Ohne Rechnung, ohne Übergabe an Junioren, mit vollständiger Übergabe am Ende.",
    quote:
      "Wir messen uns daran, was unsere Software in der Welt verändert. Für unsere Kunden sind das Marge und Zeit. Für die gemeinnützigen Organisationen, mit denen wir bauen, sind es sauberes Wasser und Medikamente, die rechtzeitig ankommen – und für diese Arbeit gilt exakt derselbe Anspruch.",
    author: "Maya Okafor",
    role: "Geschäftsführerin, Tessellate AI",
  },
  careers: {
    eyebrow: "Karriere",
    title: "Systeme bauen, die zählen – mit Menschen, denen das Wie wichtig ist",
    lead: "Wir suchen Engineers, Data Scientists und Designer, die schwierige Probleme und ehrliches Feedback schätzen.",
    points: [
      {
        icon: "rocket",
        title: "Anspruchsvolle Projekte",
        description:
          "Produktive KI für Banken, Kliniken, Fabriken und gemeinnützige Organisationen – niemals nur Folien.",
      },
      {
        icon: "users",
        title: "Inklusive Kultur",
        description:
          "Teams aus zwanzig Ländern, schriftlich festgehaltene Entscheidungen und Raum für jede Stimme im Review.",
      },
      {
        icon: "graduation-cap",
        title: "Kontinuierliche Weiterentwicklung",
        description:
          "Ein jährliches Weiterbildungsbudget von $5,000, Zeit für Konferenzen und Mentoring durch Principal Engineers.",
      },
    ],
  },
} as const satisfies TranslationShape<typeof english>;
