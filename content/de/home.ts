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
  eyebrow: "KI-Engineering · Pro bono für gemeinnützige Organisationen",
  titleStart: "KI, die wirkt",
  titleHighlight: "im Produktivbetrieb",
  titleEnd: "– und für die Welt",
  lead: "Wir konzipieren, bauen und betreiben agentische KI, Machine Learning und Echtzeit-Datensysteme für Teams, die messbare Ergebnisse brauchen. Und jedes Quartal bauen wir kostenlos für gemeinnützige Organisationen.",
  stats: [
    { value: "87%", label: "weniger betrügerische Transaktionen bei einer Digitalbank" },
    { value: "31%", label: "weniger Wiederaufnahmen im Krankenhaus dank Risikomodell" },
    { value: "12", label: "Gemeinden versorgt durch ein Pro-bono-Wassersystem" },
  ],
};

export const homeSections = {
  whoWeAre: {
    id: "who-we-are",
    eyebrow: "Wer wir sind",
    title: "Senior Engineers, die messen, was sie liefern",
    lead: "Tessellate AI ist ein Team aus ML Engineers, Datenarchitekten und Produktentwicklern. Wir bringen KI vom vielversprechenden Pilotprojekt zum System, auf das sich Ihre Mitarbeitenden verlassen – und sagen Ihnen klar, wenn KI nicht die Antwort ist.",
  },
  expertise: {
    id: "expertise",
    eyebrow: "Unsere Expertise",
    title: "Sechs Fachbereiche, ein Engineering-Standard",
    lead: "Von autonomen Agenten bis zu den Pipelines, die sie versorgen: Jeder Fachbereich wird von Menschen geführt, die solche Systeme selbst in Produktion betrieben haben.",
  },
  featuredWork: {
    id: "featured-work",
    eyebrow: "Ausgewählte Projekte",
    title: "Ergebnisse, auf die unsere Kunden verweisen können",
    lead: "Einige aktuelle Projekte – gemessen so, wie unsere Kunden sie messen.",
  },
  process: {
    id: "how-we-work",
    eyebrow: "So arbeiten wir",
    title: "Von der ersten Frage zur nachhaltigen Wirkung",
    lead: "Vier Phasen, kurze Feedbackschleifen und am Ende jeder Phase ein funktionierendes System – niemals Folien statt Software.",
  },
  innovationHub: {
    id: "innovation-hub",
    eyebrow: "Innovation Hub",
    title: "Ideen, die wir in die Praxis bringen",
    lead: "Praxisberichte, Whitepaper und technische Leitfäden von dem Team, das diese Systeme jeden Tag baut.",
  },
  ngoLab: {
    id: "ngo-lab",
    eyebrow: "NGO-Produktlabor",
    title: "Pro-bono-Engineering für Organisationen, die Leben verändern",
    lead: "Jedes Quartal wählen wir gemeinnützige Organisationen aus und bauen ihnen die Daten- und KI-Werkzeuge, für die sie nie ein Budget hätten – kostenlos, vom Discovery bis zur Übergabe.",
  },
} as const satisfies TranslationShape<typeof englishHomeSections>;

export const values = [
  {
    icon: "lightbulb",
    title: "Innovationskraft",
    description:
      "Wir setzen die neuesten Methoden – Agenten, Streaming, modernes MLOps – nur dort ein, wo sie der einfacheren Lösung überlegen sind, und belegen das zuerst mit einem funktionierenden Prototyp.",
  },
  {
    icon: "eye",
    title: "Transparenz",
    description:
      "Klare Projektumfänge, ehrliche Schätzungen und Modelle, die Sie prüfen können. Sie sehen Kennzahlen, Zielkonflikte und Code – und alles gehört Ihnen.",
  },
  {
    icon: "heart-handshake",
    title: "Gesellschaftliche Wirkung",
    description:
      "Ein Teil unserer Kapazität fließt über das NGO Lab pro bono an gemeinnützige Organisationen. Dasselbe erfahrene Team, derselbe Anspruch, keine Rechnung.",
  },
] as const satisfies TranslationShape<typeof englishValues>;

export const featuredWork = [
  {
    id: "fraud-detection",
    title: "Betrugserkennung in Echtzeit für eine Digitalbank",
    category: "Maschinelles Lernen",
    industry: "Banken & Fintech",
    figure: "87%",
    figureLabel: "weniger betrügerische Transaktionen",
    description:
      "Ein Streaming-Risikomodell, das jede Kartenzahlung in Millisekunden bewertet und jede Entscheidung für die prüfenden Analysten nachvollziehbar begründet.",
    gradient: "blue-cyan",
  },
  {
    id: "readmission-predictor",
    title: "Prognose von Wiederaufnahmen",
    category: "Maschinelles Lernen",
    industry: "Medizin & Pharma",
    figure: "31%",
    figureLabel: "weniger Wiederaufnahmen",
    description:
      "Ein Risikoscore bei Entlassung, der Behandlungsteams zeigt, welche Patienten einen Nachsorgeanruf brauchen – entwickelt auf de-identifizierten Datensätzen unter HIPAA-Kontrollen.",
    gradient: "sky-indigo",
  },
  {
    id: "wildlife-protection",
    title: "KI für den Artenschutz",
    category: "NGO Lab",
    industry: "Naturschutz",
    figure: "Pro-bono",
    figureLabel: "entwickelt im NGO Lab",
    description:
      "Akustische Sensoren und Computer Vision alarmieren Ranger bei wahrscheinlicher Wilderei, damit ein kleines Team dort patrouilliert, wo es darauf ankommt.",
    gradient: "emerald-lime",
  },
] as const satisfies TranslationShape<typeof englishFeaturedWork>;

export const processSteps = [
  {
    title: "Verstehen",
    description:
      "Wir lernen Ihre Ziele, Daten und Rahmenbedingungen kennen und vereinbaren die Kennzahl, an der Erfolg gemessen wird.",
    details: [
      "Stakeholder-Interviews",
      "Audit von Daten und Systemen",
      "Erfolgskennzahl und Ausgangsbasis",
    ],
  },
  {
    title: "Entwerfen",
    description:
      "Wir gestalten die Architektur und beweisen den riskantesten Teil zuerst mit einem funktionierenden Prototyp.",
    details: [
      "Lösungsarchitektur",
      "Prototyp auf echten Daten",
      "Prüfung von Risiken, Datenschutz und Kosten",
    ],
  },
  {
    title: "Umsetzen",
    description:
      "Wir bauen vom ersten Tag an für die Produktion: getestet, überwacht, abgesichert und integriert.",
    details: ["Iterative Releases", "CI/CD und MLOps", "Monitoring und Alerting"],
  },
  {
    title: "Wirkung erzielen",
    description:
      "Wir messen gegen die Ausgangsbasis, optimieren auf Basis der Erkenntnisse und übergeben ein System, das Ihrem Team gehört.",
    details: [
      "Wirkungsbericht gegenüber der Ausgangsbasis",
      "Schulung des Teams und Runbooks",
      "Optionen für laufenden Support",
    ],
  },
] as const satisfies TranslationShape<typeof englishProcessSteps>;

/** Innovation Hub teasers: each points at an article by slug. */
export const hubTeasers = [
  { slug: "future-of-agentic-ai", type: "Artikel" },
  { slug: "building-ethical-data-infrastructures", type: "Whitepaper" },
  { slug: "stream-processing-at-scale", type: "Technischer Leitfaden" },
] as const satisfies TranslationShape<typeof englishHubTeasers>;

export const ngoProjects = [
  {
    name: "Clean Water Monitor",
    organization: "Clearwater Community Trust",
    impact:
      "Ein Sensornetz mit Dashboard für ein Wassersystem, das 12 Gemeinden versorgt – mit 40% weniger Wasserverlust.",
    icon: "droplets",
  },
  {
    name: "Medical Supply Router",
    organization: "MedReach Health Alliance",
    impact:
      "Eine Routenplanung, die medizinische Hilfsgüter in 27 Regionen 50% schneller und 35% günstiger ausliefert.",
    icon: "truck",
  },
  {
    name: "Wildlife Watch",
    organization: "Savanna Guardians Conservancy",
    impact:
      "Echtzeitwarnungen von akustischen Sensoren helfen Rangern, auf Bedrohungen zu reagieren, bevor Tiere zu Schaden kommen.",
    icon: "trees",
  },
] as const satisfies TranslationShape<typeof englishNgoProjects>;

export const closingCta = {
  title: "Bereit, KI wirksam einzusetzen?",
  lead: "Sagen Sie uns, was Sie verändern möchten. In einem 30-minütigen Erstgespräch sagen wir Ihnen ehrlich, ob KI Sie dorthin bringt – und was es dafür braucht.",
} as const satisfies TranslationShape<typeof englishClosingCta>;
