import type { allResources as english } from "@/content/resources";

export const allResources: typeof english = [
  {
    id: "evaluating-agents-in-production",
    category: "whitepapers",
    title: "Évaluer les agents en production",
    description:
      "Un guide de terrain pour tester les agents IA après leur lancement : grilles d’évaluation par tâche, traces rejouables et boucles de revue qui détectent les régressions avant vos clients.",
    gradient: "violet-fuchsia",
    datePublished: "2025-02-11",
    tags: ["IA agentique", "Évaluation", "Observabilité"],
    pages: 28,
  },
  {
    id: "responsible-data-pipelines",
    category: "whitepapers",
    title: "Des pipelines de données responsables, étape par étape",
    description:
      "Comment intégrer la gestion du consentement, la traçabilité et les règles de conservation dans un pipeline dès le premier commit, au lieu de les ajouter à la hâte avant un audit.",
    gradient: "teal-emerald",
    datePublished: "2024-09-17",
    tags: ["Gouvernance des données", "Confidentialité", "Ingénierie des données"],
    pages: 34,
  },
  {
    id: "nonprofit-data-readiness",
    category: "whitepapers",
    title: "Votre association est-elle prête pour le machine learning ?",
    description:
      "Une liste de contrôle en langage clair, tirée des projets du NGO Lab, qui couvre la qualité des données, les effectifs et les questions à régler avant d’entraîner le moindre modèle.",
    gradient: "emerald-lime",
    datePublished: "2024-11-05",
    tags: ["NGO Lab", "Associations", "Maturité des données"],
    pages: 18,
  },
  {
    id: "streaming-at-scale-webinar",
    category: "webinars",
    title: "Le streaming à grande échelle : les enseignements de Stream House",
    description:
      "Notre équipe streaming détaille le partitionnement, la contre-pression et la livraison exactly-once dans des pipelines qui traitent deux millions d’événements par seconde.",
    gradient: "blue-cyan",
    datePublished: "2024-10-22",
    presenter: "Marisol Okafor, ingénieure principale, Stream House",
    duration: "60 min",
  },
  {
    id: "drift-monitoring-webinar",
    category: "webinars",
    title: "Détecter la dérive des modèles avant qu’elle ne coûte cher",
    description:
      "Une séance pratique sur la détection de dérive en MLOps : choisir les bonnes statistiques, fixer des seuils d’alerte auxquels les équipes se fient et décider quand réentraîner.",
    gradient: "sky-indigo",
    datePublished: "2025-01-28",
    presenter: "Dev Raghunathan, responsable MLOps",
    duration: "90 min",
  },
  {
    id: "modular-control-platforms-webinar",
    category: "webinars",
    title: "Des plateformes de contrôle modulaires pour l’atelier",
    description:
      "Comment les ingénieurs d’usine et les équipes data peuvent partager une même plateforme de contrôle, avec des démonstrations en direct du déploiement sécurisé de modèles sur des automates programmables.",
    gradient: "amber-orange",
    datePublished: "2025-03-19",
    presenter: "Henrike Vass, directrice des systèmes industriels",
    duration: "75 min",
  },
  {
    id: "trace-grounded-agent-evaluation",
    category: "research",
    title: "Évaluation fondée sur les traces des agents de langage utilisant des outils",
    description:
      "Nous montrons qu’évaluer les agents sur les traces enregistrées de leurs appels d’outils prédit les taux d’échec en production de manière plus fiable que la seule exactitude de la réponse finale.",
    gradient: "violet-fuchsia",
    datePublished: "2024-12-09",
    authors: ["Priya Castellanos", "Tomasz Lindqvist", "Ayo Benedetti"],
    published: { journal: "Journal of Applied Machine Learning Systems", year: 2024 },
  },
  {
    id: "drift-detection-industrial-sensors",
    category: "research",
    title: "Détection de dérive sans étiquettes pour les flux de capteurs industriels",
    description:
      "Une méthode légère pour repérer les changements de distribution dans des données de capteurs à haute fréquence sans attendre les étiquettes de vérité terrain, testée sur trois lignes de production.",
    gradient: "amber-orange",
    datePublished: "2025-04-08",
    authors: ["Henrike Vass", "Julian Mbeki"],
    published: { journal: "Transactions on Industrial Data Science", year: 2025 },
  },
  {
    id: "agent-trace-kit",
    category: "tools",
    title: "agent-trace-kit",
    description:
      "Une bibliothèque Python pour enregistrer, rejouer et évaluer les exécutions d’agents IA, afin que les suites d’évaluation puissent tourner sur de vraies traces de production.",
    gradient: "sky-indigo",
    datePublished: "2024-07-15",
    githubUrl: "https://github.com/tessellate-ai/agent-trace-kit",
    language: "Python",
    stars: "2.4k",
  },
  {
    id: "streamhouse-bench",
    category: "tools",
    title: "streamhouse-bench",
    description:
      "Un générateur de charge et banc d’essai écrit en Rust pour les pipelines de streaming, qui mesure les percentiles de latence de bout en bout sous un trafic réaliste et irrégulier.",
    gradient: "blue-cyan",
    datePublished: "2024-08-27",
    githubUrl: "https://github.com/tessellate-ai/streamhouse-bench",
    language: "Rust",
    stars: "1.1k",
  },
  {
    id: "lineage-lens",
    category: "tools",
    title: "lineage-lens",
    description:
      "Une visionneuse écrite en TypeScript qui transforme les métadonnées de traçabilité des pipelines en un graphe navigable, montrant d’où vient chaque champ et quelles règles de consentement s’y appliquent.",
    gradient: "teal-emerald",
    datePublished: "2025-03-03",
    githubUrl: "https://github.com/tessellate-ai/lineage-lens",
    language: "TypeScript",
    stars: "860",
  },
];
