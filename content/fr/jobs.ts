import type { allJobs as english } from "@/content/jobs";

export const allJobs: typeof english = [
  {
    id: "senior-ml-engineer",
    title: "Ingénieur ML senior (H/F)",
    department: "engineering",
    location: "sf",
    type: "full-time",
    summary:
      "Concevez les agents que nos clients utilisent chaque jour, de la recherche à l’orchestration d’outils : fiables, observables et faciles à transmettre.",
    description:
      "Vous concevrez et livrerez les systèmes agentiques que nos clients utilisent chaque jour, des couches de recherche d’information à l’orchestration des appels d’outils. Ce travail compte, car ces agents accomplissent de vraies tâches pour de vraies équipes : ils doivent être fiables, observables et faciles à transmettre.",
    responsibilities: [
      "Concevoir et construire des processus agentiques de production avec des critères d’évaluation clairs dès le premier jour",
      "Prendre en charge le service des modèles, la mise en cache et la maîtrise des coûts pour les déploiements clients",
      "Écrire des suites d’évaluation à partir de traces de production enregistrées",
      "Travailler en binôme avec les ingénieurs du client pour qu’ils puissent exploiter et faire évoluer ce que nous construisons",
      "Relire le code et les documents de conception sur deux ou trois projets menés en parallèle",
    ],
    requirements: [
      "Au moins cinq ans d’expérience dans le développement de logiciels en production, dont au moins deux en machine learning",
      "Une excellente maîtrise de Python et l’expérience d’au moins un framework de deep learning",
      "Une expérience concrète du déploiement de modèles de langage face à un trafic utilisateur réel",
      "L’aisance nécessaire pour expliquer des arbitrages à des non-ingénieurs, à l’écrit comme à l’oral",
    ],
    niceToHave: [
      "Des contributions à des outils ML open source",
      "Une expérience de l’ordonnancement GPU ou de l’optimisation de l’inférence",
      "Une expérience dans un secteur réglementé comme la santé ou la finance",
    ],
    salary: "$185,000 – $235,000",
    postedAt: "2025-04-14",
  },
  {
    id: "staff-data-engineer-streaming",
    title: "Ingénieur data staff, streaming (H/F)",
    department: "engineering",
    location: "nyc",
    type: "full-time",
    summary:
      "Orientez les pipelines Stream House (des millions d’événements par seconde pour la logistique, l’énergie et la finance) et accompagnez l’équipe.",
    description:
      "Stream House construit des pipelines temps réel qui traitent des millions d’événements par seconde pour des clients de la logistique, de l’énergie et de la finance. En tant qu’ingénieur staff, vous fixerez l’orientation technique de ces pipelines et accompagnerez, en tant que mentor, les ingénieurs qui les construisent.",
    responsibilities: [
      "Piloter l’architecture de plateformes de streaming bâties sur Kafka, Flink et un stockage cloud natif",
      "Définir les standards d’évolution des schémas, de gestion de la contre-pression et de livraison exactly-once",
      "Mener la planification de capacité et les tests de charge avant chaque lancement client",
      "Accompagner des ingénieurs seniors et confirmés par des revues de conception et du travail en binôme",
      "Orienter la feuille de route de nos outils open source de benchmark pour le streaming",
    ],
    requirements: [
      "Au moins huit ans d’expérience en ingénierie des données, avec une solide expérience du traitement de flux",
      "Une expérience en production de Kafka ou d’un système comparable fondé sur des journaux",
      "La maîtrise de Java, Scala ou Go",
      "Une expérience avérée du pilotage de décisions techniques impliquant plusieurs équipes",
      "Une communication écrite claire et patiente",
    ],
    niceToHave: [
      "Une expérience de l’exploitation de Flink ou de Spark Structured Streaming à grande échelle",
      "Une connaissance des formats de tables lakehouse comme Apache Iceberg",
      "Une expérience préalable du conseil ou d’un poste en contact avec des clients",
    ],
    salary: "$215,000 – $265,000",
    postedAt: "2025-03-24",
  },
  {
    id: "ai-product-manager",
    title: "Product manager IA (H/F)",
    department: "product",
    location: "sf",
    type: "full-time",
    summary:
      "Transformez des objectifs flous en produits d’IA réellement utilisés, entre parties prenantes, ingénieurs et utilisateurs, avec des versions mesurées.",
    description:
      "Vous transformerez des objectifs clients encore flous en produits d’IA que les gens utilisent vraiment. À l’interface entre les parties prenantes du client, nos ingénieurs et les utilisateurs finaux, vous veillerez à ce que chaque version résolve un problème mesuré.",
    responsibilities: [
      "Mener la phase de cadrage avec les équipes clientes et formuler les problèmes en résultats mesurables",
      "Rédiger des exigences produit qui incluent critères d’évaluation et modes de défaillance",
      "Prioriser les backlogs entre ingénierie, data science et design",
      "Planifier les déploiements, les programmes pilotes et les boucles de retour avec les utilisateurs finaux",
      "Rendre compte de l’avancement et des risques aux dirigeants du client toutes les deux semaines",
    ],
    requirements: [
      "Au moins quatre ans de gestion de produit, dont au moins une fonctionnalité de ML ou d’IA livrée",
      "Une bonne compréhension de la manière dont échouent les modèles de langage et les modèles de ML classiques",
      "Une expérience de la définition et du suivi d’indicateurs produit",
      "L’assurance nécessaire pour animer des ateliers avec des interlocuteurs de haut niveau",
    ],
    niceToHave: [
      "Un parcours en ingénierie ou en data science",
      "Une expérience en cabinet de conseil ou en agence",
      "Une connaissance des processus de revue d’IA responsable",
    ],
    salary: "$170,000 – $210,000",
    postedAt: "2025-04-02",
  },
  {
    id: "product-designer",
    title: "Designer produit (H/F)",
    department: "design",
    location: "london",
    type: "full-time",
    summary:
      "Concevez les interfaces où l’humain travaille avec l’IA (files de validation, tableaux de bord, relais entre agents) pour des outils dignes de confiance.",
    description:
      "Vous concevrez les interfaces où les humains travaillent aux côtés de l’IA : files de validation, tableaux de bord opérateurs et passages de relais entre agents et humains. Ici, la qualité du design détermine si les gens font suffisamment confiance à un système pour l’utiliser.",
    responsibilities: [
      "Mener la recherche utilisateur auprès du personnel des clients, des opérateurs aux dirigeants",
      "Concevoir des parcours de bout en bout pour des outils assistés par l’IA, y compris les états d’erreur et d’incertitude",
      "Créer et maintenir les composants partagés de notre design system",
      "Prototyper rapidement et tester avec de vrais utilisateurs avant le début du développement",
      "Accompagner les ingénieurs pendant la réalisation et la revue qualité",
    ],
    requirements: [
      "Au moins quatre ans d’expérience dans la conception d’applications web complexes",
      "Un portfolio montrant des décisions fondées sur la recherche et des projets livrés",
      "Une excellente maîtrise de Figma et du prototypage interactif",
      "Une expérience de la conception accessible selon le niveau WCAG 2.2 AA",
    ],
    niceToHave: [
      "Une expérience de la conception de tableaux de bord riches en données ou d’outils opérationnels",
      "L’aisance nécessaire pour lire du code front-end",
      "Une expérience de produits utilisant le machine learning",
    ],
    salary: "£70,000 – £88,000",
    postedAt: "2025-03-11",
  },
  {
    id: "solutions-architect",
    title: "Architecte solutions (H/F)",
    department: "sales",
    location: "nyc",
    type: "full-time",
    summary:
      "Montrez aux futurs clients ce que nous pouvons construire, avec des propositions honnêtes sur périmètre, coûts et risques, pour bien démarrer chaque projet.",
    description:
      "Vous aiderez nos futurs clients à comprendre ce que nous pouvons construire pour eux et ce que cela demandera. Vous élaborerez des propositions honnêtes sur le périmètre, les coûts et les risques, afin que chaque projet démarre sur des bases solides.",
    responsibilities: [
      "Mener des entretiens de cadrage technique avec des clients potentiels",
      "Concevoir des architectures de solution et rédiger des propositions de prestation au périmètre défini",
      "Estimer la charge et les effectifs avec les responsables de la réalisation et de l’ingénierie",
      "Présenter les propositions techniques aux équipes d’ingénierie et aux dirigeants des clients",
      "Transmettre le contexte aux équipes de réalisation pour que rien ne se perde au lancement",
    ],
    requirements: [
      "Au moins six ans d’expérience en génie logiciel, en ingénierie des données ou en architecture de solutions",
      "Une expérience concrète d’au moins une grande plateforme cloud",
      "Une bonne connaissance des systèmes de ML et des plateformes de données",
      "D’excellentes compétences de présentation et de rédaction de propositions",
    ],
    niceToHave: [
      "Une expérience d’avant-vente dans un cabinet de conseil ou un éditeur de logiciels",
      "Une certification en architecture cloud",
      "Une connaissance des clients de l’industrie ou des services financiers",
    ],
    salary: "$175,000 – $215,000 de salaire fixe, plus part variable",
    postedAt: "2025-04-21",
  },
  {
    id: "delivery-lead-ngo-lab",
    title: "Responsable de la réalisation, NGO Lab (H/F)",
    department: "operations",
    location: "remote",
    type: "contract",
    summary:
      "Pilotez plusieurs projets du NGO Lab sur un contrat de douze mois et transformez le temps bénévole en outils que les associations maintiennent seules.",
    description:
      "Le NGO Lab est notre laboratoire produit bénévole au service des associations. En tant que responsable de la réalisation, dans le cadre d’un contrat de douze mois, vous planifierez et piloterez plusieurs projets en parallèle, en veillant à ce que le temps des bénévoles se transforme en outils que les équipes associatives peuvent maintenir elles-mêmes.",
    responsibilities: [
      "Cadrer les projets avec les associations partenaires et convenir de résultats clairs",
      "Planifier les sprints et constituer les équipes de projet avec des ingénieurs, designers et data scientists bénévoles",
      "Suivre l’avancement, les risques et les heures de bénévolat sur l’ensemble du portefeuille",
      "Animer les sessions de passation et de formation pour que les partenaires s’approprient leurs outils",
      "Recueillir des données d’impact et rédiger de courts rapports de cas",
    ],
    requirements: [
      "Au moins cinq ans de gestion de projet ou de réalisation sur des projets logiciels",
      "Une expérience auprès d’associations, d’organismes publics ou d’organisations communautaires",
      "L’aisance nécessaire pour coordonner des équipes réparties sur plusieurs fuseaux horaires",
      "D’excellentes compétences rédactionnelles et une bonne gestion des parties prenantes",
    ],
    niceToHave: [
      "Une connaissance des règles de protection des données concernant les populations vulnérables",
      "Une expérience de l’encadrement de bénévoles",
      "Une bonne maîtrise professionnelle de l’espagnol ou du français",
    ],
    salary: "$95 – $120 de l’heure",
    postedAt: "2025-03-06",
  },
  {
    id: "senior-data-scientist-drift",
    title: "Data scientist senior, supervision des modèles (H/F)",
    department: "data-science",
    location: "remote",
    type: "full-time",
    summary:
      "Concevez la supervision des modèles clients après lancement : détection de dérive, alertes fiables, réentraînement guidé par les données, pas le calendrier.",
    description:
      "Vous concevrez la supervision qui maintient la précision des modèles de nos clients après leur lancement. Cela recouvre la détection de dérive, des alertes auxquelles les équipes se fient, et des politiques de réentraînement fondées sur les données plutôt que sur le calendrier.",
    responsibilities: [
      "Concevoir des métriques de dérive et de qualité des données pour des modèles tabulaires, textuels et de capteurs",
      "Fixer les seuils d’alerte avec les équipes clientes et les ajuster à partir d’incidents réels",
      "Intégrer des critères de réentraînement et de retour arrière dans nos modèles de projets MLOps",
      "Analyser les problèmes de performance des modèles et expliquer clairement les conclusions",
      "Contribuer par vos méthodes et vos résultats à nos publications de recherche",
    ],
    requirements: [
      "Au moins cinq ans de data science appliquée, y compris sur des modèles en production",
      "De solides bases en statistiques, notamment en tests d’hypothèses et en comparaison de distributions",
      "Une parfaite maîtrise de Python et de SQL",
      "Une expérience d’au moins une plateforme de MLOps ou de supervision",
    ],
    niceToHave: [
      "Une expérience des séries temporelles ou des données en streaming",
      "Un article publié ou une intervention en conférence",
      "Une expérience du travail en direct avec des clients",
    ],
    salary: "$165,000 – $205,000",
    postedAt: "2025-04-09",
  },
  {
    id: "machine-learning-intern",
    title: "Stagiaire en machine learning (H/F)",
    department: "data-science",
    location: "sf",
    type: "internship",
    summary:
      "Douze semaines cet été sur un vrai projet client ou du NGO Lab, avec un mentor dédié : livrez un travail utile et découvrez le ML appliqué en pratique.",
    description:
      "Passez douze semaines cet été sur un vrai projet client ou du NGO Lab, avec un mentor dédié. Vous livrerez un travail qui sera réellement utilisé, et vous repartirez avec une idée claire de la façon dont le ML appliqué se pratique hors des salles de cours.",
    responsibilities: [
      "Construire et évaluer des modèles sur un projet au périmètre défini avec votre mentor",
      "Écrire du code Python propre et testé qui s’intègre à une base de code existante",
      "Documenter vos expériences pour que d’autres puissent les reproduire",
      "Présenter vos résultats à l’équipe à la fin du stage",
    ],
    requirements: [
      "Être actuellement inscrit dans un cursus en informatique, en statistiques ou dans un domaine proche",
      "Des cours suivis ou des projets réalisés en machine learning",
      "Une bonne connaissance de Python et des bibliothèques de données courantes",
      "De la curiosité et l’habitude de poser de bonnes questions",
    ],
    niceToHave: [
      "Une expérience de PyTorch ou de scikit-learn",
      "Un intérêt pour le travail associatif ou d’intérêt général",
    ],
    salary: "$48 – $55 de l’heure",
    postedAt: "2025-03-17",
  },
];
