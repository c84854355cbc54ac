import type {
  closingCta as englishClosingCta,
  featuredWork as englishFeaturedWork,
  homeHero as englishHomeHero,
  homeSections as englishHomeSections,
  hubTeasers as englishHubTeasers,
  ngoProjects as englishNgoProjects,
  processSteps as englishProcessSteps,
  values as englishValues,
} from "@/content/home";
import type { TranslationShape } from "@/content/translation-names";

/** Copy of the home page sections that are not derived from other content modules. */
export const homeHero: typeof englishHomeHero = {
  eyebrow: "Ingénierie IA · Bénévolat pour les associations",
  titleStart: "Une IA qui fonctionne",
  titleHighlight: "en production",
  titleEnd: "et au service du monde",
  lead: "Nous concevons, construisons et exploitons des systèmes d’IA agentique, de machine learning et de données en temps réel pour les équipes qui ont besoin de résultats mesurables. Et chaque trimestre, nous travaillons gratuitement pour des associations.",
  stats: [
    { value: "87%", label: "de transactions frauduleuses en moins pour une banque en ligne" },
    { value: "31%", label: "de réhospitalisations en moins grâce à un modèle de risque" },
    { value: "12", label: "communautés desservies par un réseau d’eau réalisé bénévolement" },
  ],
};

export const homeSections = {
  whoWeAre: {
    id: "who-we-are",
    eyebrow: "Qui sommes-nous",
    title: "Des ingénieurs seniors qui mesurent ce qu’ils livrent",
    lead: "Tessellate AI réunit des ingénieurs ML, des architectes de données et des concepteurs de produits. Nous faisons passer l’IA d’un pilote prometteur à un système sur lequel vos équipes s’appuient, et nous vous disons franchement quand l’IA n’est pas la solution.",
  },
  expertise: {
    id: "expertise",
    eyebrow: "Notre expertise",
    title: "Six pôles, une même exigence d’ingénierie",
    lead: "Des agents autonomes aux pipelines qui les alimentent, chaque pôle est dirigé par des personnes qui ont elles-mêmes exploité ces systèmes en production.",
  },
  featuredWork: {
    id: "featured-work",
    eyebrow: "Réalisations",
    title: "Des résultats concrets pour nos clients",
    lead: "Quelques projets récents, mesurés comme nos clients les mesurent.",
  },
  process: {
    id: "how-we-work",
    eyebrow: "Notre méthode",
    title: "De la première question à un impact durable",
    lead: "Quatre étapes, des boucles de retour courtes et un système opérationnel à la fin de chacune, jamais une présentation à la place d’un logiciel.",
  },
  innovationHub: {
    id: "innovation-hub",
    eyebrow: "Pôle innovation",
    title: "Des idées que nous mettons en pratique",
    lead: "Retours de terrain, livres blancs et guides techniques rédigés par l’équipe qui construit ces systèmes au quotidien.",
  },
  ngoLab: {
    id: "ngo-lab",
    eyebrow: "Laboratoire produit pour les ONG",
    title: "De l’ingénierie bénévole pour les organisations qui changent des vies",
    lead: "Chaque trimestre, nous sélectionnons des associations et leur construisons les outils de données et d’IA qu’elles n’auraient jamais pu financer, gratuitement, du cadrage jusqu’à la remise.",
  },
} as const satisfies TranslationShape<typeof englishHomeSections>;

export const values = [
  {
    icon: "lightbulb",
    title: "Esprit d’innovation",
    description:
      "Nous n’utilisons les méthodes les plus récentes (agents, streaming, MLOps moderne) que lorsqu’elles font mieux que l’option la plus simple, et nous le prouvons d’abord avec un prototype fonctionnel.",
  },
  {
    icon: "eye",
    title: "Transparence",
    description:
      "Des périmètres clairs, des estimations honnêtes et des modèles que vous pouvez inspecter. Vous voyez les métriques, les arbitrages et le code, et tout vous appartient.",
  },
  {
    icon: "heart-handshake",
    title: "Impact social",
    description:
      "Une partie de notre capacité est consacrée bénévolement aux associations à travers le NGO Lab. La même équipe expérimentée, la même exigence, sans facture.",
  },
] as const satisfies TranslationShape<typeof englishValues>;

export const featuredWork = [
  {
    id: "fraud-detection",
    title: "Détection de fraude en temps réel pour une banque en ligne",
    category: "Apprentissage automatique",
    industry: "Banque et fintech",
    figure: "87%",
    figureLabel: "de transactions frauduleuses en moins",
    description:
      "Un modèle de risque en streaming qui évalue chaque paiement par carte en quelques millisecondes et explique chacune de ses décisions aux analystes qui les examinent.",
    gradient: "blue-cyan",
  },
  {
    id: "readmission-predictor",
    title: "Prédiction des réhospitalisations",
    category: "Apprentissage automatique",
    industry: "Santé et pharmacie",
    figure: "31%",
    figureLabel: "de réhospitalisations en moins",
    description:
      "Un score de risque établi à la sortie qui indique aux équipes soignantes quels patients doivent recevoir un appel de suivi, construit sur des dossiers anonymisés dans le respect des contrôles HIPAA.",
    gradient: "sky-indigo",
  },
  {
    id: "wildlife-protection",
    title: "IA pour la protection de la faune",
    category: "NGO Lab",
    industry: "Protection de la nature",
    figure: "Bénévole",
    figureLabel: "réalisé par le NGO Lab",
    description:
      "Des capteurs acoustiques et de la vision par ordinateur qui alertent les gardes en cas d’activité probable de braconnage, pour qu’une petite équipe puisse patrouiller là où c’est nécessaire.",
    gradient: "emerald-lime",
  },
] as const satisfies TranslationShape<typeof englishFeaturedWork>;

export const processSteps = [
  {
    title: "Comprendre",
    description:
      "Nous découvrons vos objectifs, vos données et vos contraintes, et nous convenons de l’indicateur qui définit le succès.",
    details: [
      "Entretiens avec les parties prenantes",
      "Audit des données et des systèmes",
      "Indicateur de succès et référence de départ",
    ],
  },
  {
    title: "Concevoir",
    description:
      "Nous dessinons l’architecture et validons d’abord la partie la plus risquée avec un prototype fonctionnel.",
    details: [
      "Architecture de la solution",
      "Prototype sur données réelles",
      "Revue des risques, de la confidentialité et des coûts",
    ],
  },
  {
    title: "Déployer",
    description:
      "Nous construisons pour la production dès le premier jour : testé, supervisé, sécurisé et intégré.",
    details: ["Livraisons itératives", "CI/CD et MLOps", "Supervision et alertes"],
  },
  {
    title: "Produire un impact",
    description:
      "Nous mesurons les résultats par rapport à la référence, ajustons à partir de ce que nous apprenons et remettons un système qui appartient à votre équipe.",
    details: [
      "Rapport d’impact par rapport à la référence",
      "Formation de l’équipe et procédures d’exploitation",
      "Options d’accompagnement continu",
    ],
  },
] as const satisfies TranslationShape<typeof englishProcessSteps>;

/** Innovation Hub teasers: each points at an article by slug. */
export const hubTeasers = [
  { slug: "future-of-agentic-ai", type: "Article de fond" },
  { slug: "building-ethical-data-infrastructures", type: "Livre blanc" },
  { slug: "stream-processing-at-scale", type: "Guide technique" },
] as const satisfies TranslationShape<typeof englishHubTeasers>;

export const ngoProjects = [
  {
    name: "Clean Water Monitor",
    organization: "Clearwater Community Trust",
    impact:
      "Un réseau de capteurs et un tableau de bord pour un réseau d’eau desservant 12 communautés, avec 40% de pertes d’eau en moins.",
    icon: "droplets",
  },
  {
    name: "Medical Supply Router",
    organization: "MedReach Health Alliance",
    impact:
      "Une planification des tournées qui livre les fournitures médicales 50% plus vite dans 27 régions, pour un coût inférieur de 35%.",
    icon: "truck",
  },
  {
    name: "Wildlife Watch",
    organization: "Savanna Guardians Conservancy",
    impact:
      "Des alertes en temps réel issues de capteurs acoustiques qui aident les gardes à intervenir avant que les animaux ne soient blessés.",
    icon: "trees",
  },
] as const satisfies TranslationShape<typeof englishNgoProjects>;

export const closingCta = {
  title: "Prêt à mettre l’IA au travail ?",
  lead: "Dites-nous ce que vous voulez changer. Lors d’un premier échange de 30 minutes, nous vous dirons honnêtement si l’IA peut vous y mener, et ce qu’il faudra pour y parvenir.",
} as const satisfies TranslationShape<typeof englishClosingCta>;
