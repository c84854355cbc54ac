import type { allServices as english } from "@/content/services";

export { serviceSchema } from "@/content/services";

export const allServices: typeof english = [
  {
    id: "agentic-ai",
    title: "IA agentique",
    description:
      "Des agents et des copilotes qui raisonnent sur vos données, planifient des tâches en plusieurs étapes et agissent via vos outils, avec des garde-fous, des pistes d’audit et une validation humaine.",
    icon: "bot",
    gradient: "violet-fuchsia",
    features: [
      "Agents autonomes pour des processus de bout en bout",
      "Copilotes IA intégrés aux outils que vos équipes utilisent déjà",
      "Orchestration de tâches multi-agents",
      "Utilisation d’outils sur vos API, documents et bases de données",
      "Garde-fous, suites d’évaluation et journaux d’audit",
      "Validation humaine et escalade",
    ],
    caseStudy: {
      client: "Meridian Mutual Insurance",
      result: "78% des demandes clients traitées de bout en bout par des agents",
    },
  },
  {
    id: "machine-learning",
    title: "Apprentissage automatique",
    description:
      "Des modèles prédictifs qui méritent leur place en production : prévision, scoring de risque, vision par ordinateur et recommandation, avec une surveillance de la dérive après le lancement.",
    icon: "brain",
    gradient: "blue-cyan",
    features: [
      "Prévision et planification de la demande",
      "Détection des risques, de la fraude et des anomalies",
      "Vision par ordinateur pour l’inspection et le suivi",
      "Recommandation et personnalisation",
      "Pipelines MLOps avec détection de dérive",
      "Revues d’explicabilité et d’équité des modèles",
    ],
    caseStudy: {
      client: "Northfield Precision Manufacturing",
      result: "37% d’arrêts non planifiés en moins grâce à la maintenance prédictive",
    },
  },
  {
    id: "data-solutions",
    title: "Solutions data",
    description:
      "Les fondations dont l’IA a besoin : stratégie data, pipelines fiables, entrepôts de données gouvernés et tableaux de bord dignes de confiance, sur le cloud que vous utilisez déjà.",
    icon: "database",
    gradient: "teal-emerald",
    features: [
      "Stratégie et architecture de données",
      "Pipelines batch et streaming",
      "Visualisation et analytique en libre-service",
      "Gouvernance, traçabilité et conformité",
      "Intégrations avec AWS, Azure, GCP et Snowflake",
      "Documentation et formation des équipes",
    ],
    caseStudy: {
      client: "Harborline Retail Group",
      result: "215% de ROI dès la première année de la nouvelle plateforme analytique",
    },
  },
  {
    id: "mcp-solutions",
    title: "Solutions MCP",
    subtitle: "Plateformes de contrôle modulaires",
    description:
      "Des plateformes de contrôle modulaires qui réunissent machines, capteurs et logiciels derrière une seule couche de pilotage : ajoutez de nouvelles capacités sans reconstruire l’atelier.",
    icon: "blocks",
    gradient: "amber-orange",
    features: [
      "Architecture de contrôle modulaire et enfichable",
      "Pilotage et supervision centralisés",
      "Évolutif d’une seule ligne à de nombreux sites",
      "Fiabilité de niveau industriel jusqu’à 99.999%",
      "Temps de réponse inférieur à la milliseconde",
      "Intégration avec automates (API), SCADA et objets connectés",
    ],
    caseStudy: {
      client: "Veridian Automation",
      result: "Mise en service des nouvelles lignes de production 59% plus rapide",
    },
  },
  {
    id: "stream-house",
    title: "Stream House",
    subtitle: "Streaming en temps réel",
    description:
      "Des plateformes de streaming en temps réel qui transforment les événements en décisions en quelques millisecondes, bâties sur Apache Kafka, Flink et Spark avec des garanties exactly-once.",
    icon: "activity",
    gradient: "sky-indigo",
    features: [
      "Ingestion d’événements en temps réel à grande échelle",
      "Traitement de flux avec Kafka, Flink et Spark",
      "Architectures orientées événements",
      "Traitement avec état et sémantique exactly-once",
      "Analytique continue et tableaux de bord en direct",
      "Actions automatisées sur les signaux en streaming",
    ],
    caseStudy: {
      client: "TransitCore Logistics",
      result: "98.7% de précision du suivi sur 15,000 véhicules",
    },
  },
  {
    id: "ngo-lab",
    title: "NGO Lab",
    subtitle: "Développement gratuit pour les associations",
    description:
      "Notre laboratoire produit bénévole : des associations sélectionnées bénéficient d’une équipe expérimentée qui conçoit, construit et leur remet gratuitement des outils de données et d’IA.",
    icon: "heart-handshake",
    gradient: "emerald-lime",
    features: [
      "Conception et ingénierie bénévoles",
      "Sélection trimestrielle des organisations partenaires",
      "Analytique prédictive pour la planification des programmes",
      "Visualisation de données pour les donateurs et les conseils d’administration",
      "Automatisation des processus pour les petites équipes",
      "Remise, formation et documentation ouverte",
    ],
    caseStudy: {
      client: "Clearwater Community Trust",
      result: "Un réseau d’eau qui dessert aujourd’hui 12 communautés",
    },
  },
];
