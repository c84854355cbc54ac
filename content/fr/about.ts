import type { aboutPage as english } from "@/content/about";

export const aboutPage: typeof english = {
  hero: {
    title: "Des ingénieurs qui construisent une IA durable",
    lead: "Tessellate AI est un cabinet de conseil en ingénierie spécialisé dans l’IA agentique, le machine learning et les données en temps réel. Depuis San Francisco, Londres et Singapour, nous aidons les équipes à passer d’un pilote prometteur à un système sur lequel elles peuvent compter, et nous consacrons une partie de notre temps aux organisations à but non lucratif à travers le NGO Lab.",
  },
  mission: {
    title: "Notre mission",
    text: "Mettre une IA fiable au service de problèmes qui comptent : des systèmes mesurés par rapport à une référence claire, compris par celles et ceux qui les utilisent, et détenus par les organisations qui les financent.",
  },
  vision: {
    title: "Notre vision",
    text: "Un monde où chaque organisation, de la banque internationale à l’association de dix personnes, peut utiliser l’IA avec la même confiance qu’elle accorde à sa comptabilité : testée, explicable, sécurisée et redevable envers les personnes qu’elle sert.",
  },
  values: [
    {
      icon: "target",
      title: "Les résultats avant les livrables",
      description:
        "Avant d’écrire la moindre ligne de code, nous convenons de l’indicateur qui définit le succès, et nous rendons compte honnêtement par rapport à lui, y compris lorsque le résultat est plus modeste que prévu.",
    },
    {
      icon: "eye",
      title: "Transparence",
      description:
        "Des périmètres clairs, des estimations sans détour et des modèles que vous pouvez inspecter. Vous voyez les métriques, les arbitrages et le code, et tout vous appartient lorsque nous partons.",
    },
    {
      icon: "shield-check",
      title: "La responsabilité dès la conception",
      description:
        "Les revues de confidentialité, d’équité et de sécurité font partie de chaque phase de conception, et non d’un audit final. Nous préférons décliner un projet plutôt que livrer un système que nous ne pourrions pas assumer.",
    },
    {
      icon: "wrench",
      title: "L’exigence technique",
      description:
        "Pipelines testés, entraînement reproductible, supervision dès le premier jour. Nous construisons des logiciels que votre équipe peut exploiter à trois heures du matin sans avoir à nous appeler.",
    },
    {
      icon: "users",
      title: "Partenariat",
      description:
        "Nous travaillons au sein de votre équipe, pas à côté. Travail en binôme, documentation et formation : c’est ainsi que nous garantissons que le savoir-faire reste chez vous après la mission.",
    },
    {
      icon: "heart-handshake",
      title: "Impact social",
      description:
        "Une partie de notre capacité est consacrée bénévolement aux organisations à but non lucratif à travers le NGO Lab. Les mêmes ingénieurs seniors, la même exigence, sans facture.",
    },
  ],
  leadership: [
    {
      name: "Maya Okafor",
      role: "Directrice générale (CEO)",
      bio: "Maya a fondé Tessellate AI après douze ans à la tête d’équipes de machine learning dans les paiements et la logistique, où elle a appris que le plus difficile en IA est le dernier kilomètre vers la production. Titulaire d’un master en recherche opérationnelle, elle a fixé la règle du cabinet : chaque projet est mesuré par rapport à une référence validée par le client.",
    },
    {
      name: "Tomasz Wierzbicki",
      role: "Directeur technique (CTO)",
      bio: "Tomasz a passé dix ans à concevoir des systèmes de données distribués pour des gestionnaires de réseaux électriques, avant de diriger l’ingénierie plateforme d’une société d’analytique maritime. Chez Tessellate AI, il pilote l’architecture de l’ensemble des pôles ainsi que la stack de référence derrière Stream House et nos plateformes de contrôle modulaires.",
    },
    {
      name: "Priya Raman",
      role: "Directrice des opérations (COO)",
      bio: "Priya dirigeait auparavant la réalisation des projets d’un cabinet de conseil en technologies de santé, où elle a piloté des programmes réglementés sur trois continents. Elle supervise la réalisation, la sécurité et les opérations clients de nos bureaux de San Francisco, Londres et Singapour, et elle préserve la capacité que nous réservons chaque trimestre au NGO Lab.",
    },
  ],
  teams: [
    {
      icon: "bot",
      name: "Systèmes agentiques",
      description:
        "Conçoit et déploie des agents IA qui planifient, appellent des outils et rendent la main aux humains au bon moment, avec des garde-fous, des suites d’évaluation et une traçabilité complète de chaque décision.",
      focus: [
        "Orchestration multi-agents",
        "Utilisation d’outils et recherche d’information",
        "Évaluation et garde-fous",
      ],
    },
    {
      icon: "brain",
      name: "Machine learning et MLOps",
      description:
        "Développe des modèles prédictifs et génératifs ainsi que les pipelines qui préservent leur précision en production, du feature store au réentraînement automatisé et à la détection de dérive.",
      focus: [
        "Modèles de prévision et de risque",
        "Supervision et réentraînement des modèles",
        "Tests d’explicabilité et d’équité",
      ],
    },
    {
      icon: "database",
      name: "Plateformes de données et de streaming",
      description:
        "Bâtit les fondations de données dont dépend tout système d’IA, notamment la plateforme temps réel Stream House, qui achemine les événements de la source à la décision en quelques millisecondes.",
      focus: [
        "Streaming d’événements en temps réel",
        "Architecture lakehouse",
        "Qualité et traçabilité des données",
      ],
    },
    {
      icon: "factory",
      name: "Contrôle industriel et MCP",
      description:
        "Relie l’IA aux opérations physiques grâce à nos plateformes de contrôle modulaires, en réunissant données de capteurs, logique de commande et verrouillages de sécurité dans un seul système auditable.",
      focus: [
        "Intégration de capteurs et d’automates (API)",
        "Inférence en périphérie",
        "Boucles de régulation certifiées sécurité",
      ],
    },
  ],
  advisors: [
    {
      name: "Prof. Elena Marchetti",
      role: "Professeure d’informatique, Halden Institute of Technology",
      bio: "Elena mène des recherches sur la vérification des systèmes apprenants et a publié de nombreux travaux sur le test des agents autonomes. Elle conseille notre équipe Systèmes agentiques sur les méthodes d’évaluation et sur les cas où des garanties formelles sont réalistes.",
    },
    {
      name: "Richard Osei",
      role: "Ancien directeur des risques, Northmere Financial Group",
      bio: "Richard a passé vingt-cinq ans dans la gestion des risques bancaires, dont huit comme directeur des risques. Il nous aide à concevoir une gouvernance des modèles qui satisfait les régulateurs sans paralyser la réalisation.",
    },
    {
      name: "Carmen Delgado",
      role: "Directrice exécutive, Open Harvest Network",
      bio: "Carmen dirige un réseau de banques alimentaires solidaires présent dans plus de quarante villes. Elle conseille le NGO Lab sur ses critères de sélection et sur ce dont les associations ont besoin pour faire vivre un système après sa remise.",
    },
  ],
  commitment: {
    title: "Notre engagement pour une IA responsable et un impact social",
    paragraphs: [
      "Chaque système que nous construisons passe par une revue d’IA responsable menée par Dr. Lena Fischer, notre responsable de l’IA responsable. Nous documentons les données dont un modèle apprend, nous testons ses effets discriminatoires et nous prévoyons un moyen clair pour qu’une personne puisse examiner et annuler ses décisions. Lorsqu’un cas d’usage mettrait des personnes en danger sans que le risque puisse être maîtrisé, nous le disons et nous renonçons.",
      "À travers le NGO Lab, dirigé par Amara Nwosu, nous sélectionnons chaque trimestre des organisations à but non lucratif et leur construisons gratuitement des outils de données et d’IA, du cadrage jusqu’à la remise. Le travail est réalisé par les mêmes ingénieurs seniors que ceux qui accompagnent nos clients commerciaux, et nous restons pour former les personnes qui exploiteront le système après notre départ.",
    ],
    pledges: [
      {
        icon: "scale",
        title: "Équité testée avant le lancement",
        description:
          "Chaque modèle qui a un impact sur des personnes est testé pour détecter d’éventuels effets discriminatoires entre les groupes concernés, et les résultats sont partagés avec le client avant la mise en production.",
      },
      {
        icon: "user-check",
        title: "L’humain garde la main",
        description:
          "Les décisions à fort enjeu restent soumises à la validation d’une personne, avec des explications qu’un non-spécialiste peut comprendre et exploiter.",
      },
      {
        icon: "hand-heart",
        title: "Du temps bénévole chaque trimestre",
        description:
          "Nous réservons chaque trimestre une part fixe de notre temps d’ingénierie aux projets du NGO Lab, et nous la préservons même lorsque la demande commerciale est forte.",
      },
    ],
    cta: {
      title: "Travaillez avec une équipe qui partage vos exigences",
      lead: "Que vous dirigiez une entreprise ou une association, dites-nous ce que vous voulez changer. Nous vous dirons franchement ce que l’IA peut apporter et ce qu’il faudra pour y parvenir.",
    },
  },
};
