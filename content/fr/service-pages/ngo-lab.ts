import type { ngoLabPage as english } from "@/content/service-pages/ngo-lab";

export const ngoLabPage: typeof english = {
  hero: {
    badge: "Programme bénévole",
    title: "NGO Lab : la technologie au service des organisations qui agissent sur le terrain",
    highlight: "qui agissent sur le terrain",
    lead: "Le NGO Lab est notre programme de développement gratuit pour les associations. Chaque trimestre, nous sélectionnons des organisations et construisons avec elles, sans frais, des systèmes de données, de machine learning et des logiciels, pour qu’une plus grande part de leurs ressources aille aux personnes qu’elles accompagnent.",
  },
  steps: {
    intro: {
      eyebrow: "Déroulement",
      title: "Comment fonctionne le NGO Lab",
      lead: "Trois étapes mènent un projet du premier échange à un système opérationnel qui appartient à votre équipe et qu’elle peut faire fonctionner sans nous.",
    },
    items: [
      {
        icon: "file-text",
        title: "Candidature",
        description:
          "Parlez-nous de votre mission, du problème que vous voulez résoudre et des données dont vous disposez. Nous examinons chaque candidature et répondons à chacune d’elles.",
      },
      {
        icon: "handshake",
        title: "Co-construction",
        description:
          "Les organisations sélectionnées travaillent avec une équipe dédiée de nos ingénieurs et designers pour cadrer le projet, s’accorder sur les objectifs et planifier la réalisation.",
      },
      {
        icon: "rocket",
        title: "Mise en œuvre",
        description:
          "Nous construisons, testons et déployons la solution aux côtés de vos équipes, puis nous les formons à son exploitation et accompagnons la passation pendant trois mois.",
      },
    ],
  },
  stories: {
    intro: {
      eyebrow: "Notre impact",
      title: "Ce que nous avons construit ensemble",
      lead: "Deux projets récents du NGO Lab, et ce qu’ils ont changé pour les communautés derrière les chiffres.",
    },
    items: [
      {
        id: "water-resource-management",
        title: "Gestion des ressources en eau",
        organization: "Clearwater Community Trust",
        description:
          "Nous avons construit un système de prévision et de surveillance par capteurs qui aide les comités ruraux de l’eau à détecter les fuites et à planifier le pompage en fonction de la demande saisonnière.",
        stats: [
          { value: "12", label: "communautés desservies" },
          { value: "40%", label: "d’eau économisée" },
          { value: "250k", label: "personnes touchées" },
        ],
      },
      {
        id: "medical-supply-chain",
        title: "Chaîne d’approvisionnement médicale",
        organization: "MedReach Health Alliance",
        description:
          "Nous avons construit un outil de prévision de la demande et de planification des tournées qui achemine les médicaments essentiels vers des dispensaires isolés avant que les stocks ne s’épuisent.",
        stats: [
          { value: "50%", label: "de délai de livraison en moins" },
          { value: "27", label: "régions" },
          { value: "35%", label: "de réduction des coûts" },
        ],
      },
    ],
  },
  apply: {
    intro: {
      eyebrow: "Candidater",
      title: "Candidatez au NGO Lab",
      lead: "Les candidatures sont ouvertes aux associations déclarées de toute taille, partout dans le monde. La participation est gratuite et aucune expérience technique préalable n’est requise.",
    },
    rule: "Nous sélectionnons chaque trimestre des organisations pour un accompagnement bénévole. Chaque candidature est évaluée selon son impact potentiel, les besoins de l’organisation et la faisabilité technique du projet.",
    criteria: [
      {
        icon: "target",
        title: "Impact potentiel",
        description:
          "Le nombre de personnes que le projet pourrait aider, la profondeur de cette aide et la possibilité d’en mesurer les résultats dans la durée.",
      },
      {
        icon: "hand-heart",
        title: "Besoins de l’organisation",
        description:
          "Le fait que l’organisation ne dispose ni du budget ni de l’expertise interne pour construire la solution par elle-même.",
      },
      {
        icon: "wrench",
        title: "Faisabilité technique",
        description:
          "La capacité des données, de l’infrastructure et du calendrier à nous permettre de livrer un système opérationnel que votre équipe pourra faire vivre.",
      },
    ],
    nextReview: "2025-06-01",
  },
  partners: {
    intro: {
      eyebrow: "Partenaires",
      title: "Les organisations avec lesquelles nous avons travaillé",
      lead: "Les partenaires du NGO Lab vont des associations locales aux réseaux internationaux. Chacun a apporté une connaissance approfondie de son domaine ; nous avons apporté l’ingénierie.",
    },
    items: [
      { icon: "droplets", name: "Clearwater Community Trust", focus: "Accès à l’eau potable" },
      {
        icon: "pill",
        name: "MedReach Health Alliance",
        focus: "Distribution de fournitures médicales",
      },
      {
        icon: "graduation-cap",
        name: "Open Slate Learning Trust",
        focus: "Alphabétisation et éducation",
      },
      {
        icon: "sprout",
        name: "Greenfield Growers Cooperative",
        focus: "Petite agriculture familiale",
      },
      { icon: "life-buoy", name: "Harbor Relief Network", focus: "Réponse aux catastrophes" },
      {
        icon: "trees",
        name: "Canopy Restoration Fund",
        focus: "Reforestation et biodiversité",
      },
    ],
  },
  closing: {
    title: "Venez avec le problème que vous voulez résoudre",
    lead: "Candidatez à la prochaine promotion du NGO Lab, ou planifiez un échange pour discuter de votre idée avec notre équipe avant de déposer votre candidature.",
  },
};
