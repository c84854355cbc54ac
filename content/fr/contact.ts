import type { contactPage as english } from "@/content/contact";

export const contactPage: typeof english = {
  hero: {
    title: "Contactez-nous",
    lead: "Parlez-nous du problème que vous souhaitez résoudre. Un membre de notre équipe vous répondra sous un jour ouvré, depuis San Francisco, Londres ou Singapour, selon le bureau le plus proche de chez vous.",
  },
  meetings: [
    {
      type: "discovery",
      title: "Premier échange",
      length: "30 min",
      description:
        "Une présentation de 30 minutes avec un membre de notre direction. Nous découvrons vos objectifs et vos contraintes, puis nous vous disons honnêtement si l’IA est le bon outil et à quoi pourrait ressembler une première phase.",
      subject: "Demande de premier échange",
    },
    {
      type: "expert",
      title: "Consultation technique",
      length: "60 min",
      description:
        "Un échange technique de 60 minutes avec un ingénieur senior du pôle concerné. Venez avec votre architecture, vos questions sur les données ou un pilote au point mort, et repartez avec des prochaines étapes concrètes.",
      subject: "Demande de consultation technique",
    },
  ],
  faq: [
    {
      question: "Avec quels secteurs travaillez-vous ?",
      answer:
        "Nous intervenons dans neuf secteurs : aéronautique et défense, climat et agritech, banque et fintech, énergie, secteur public, ressources humaines, santé et industrie pharmaceutique, commerce et e-commerce, et start-up. Nos méthodes se transposent bien d’un secteur à l’autre, et chaque mission est confiée à des ingénieurs qui connaissent la réglementation et les données de votre domaine.",
    },
    {
      question: "Combien de temps dure la mise en œuvre ?",
      answer:
        "Tout dépend du périmètre. Une preuve de concept ciblée sur des données réelles prend généralement quatre à six semaines. Un système de production pour un cas d’usage unique demande en général trois à quatre mois, et une plateforme d’entreprise couvrant plusieurs équipes ou sources de données de six à douze mois, livrée par étapes pour que vous voyiez rapidement un logiciel qui fonctionne.",
    },
    {
      question: "Quel accompagnement proposez-vous après la mise en œuvre ?",
      answer:
        "Chaque projet se termine par de la documentation, des procédures d’exploitation et une formation pour votre équipe, suivies d’une période de stabilisation sans frais supplémentaires. Ensuite, vous pouvez opter pour un contrat de support continu couvrant la supervision, le réentraînement des modèles, la gestion des incidents et des revues de performance régulières, ou exploiter le système vous-même en nous gardant en astreinte.",
    },
    {
      question: "Comment une ONG peut-elle candidater au NGO Lab ?",
      answer:
        "Nous sélectionnons les projets du NGO Lab chaque trimestre, en évaluant chaque candidature selon son impact potentiel, les besoins de l’organisation et la faisabilité technique du travail. Pour candidater, remplissez le formulaire de la page NGO Lab ; nous examinons chaque dossier et répondons à chaque candidat après la sélection trimestrielle.",
    },
  ],
};
