import type { allResources as english } from "@/content/resources";

export const allResources: typeof english = [
  {
    id: "evaluating-agents-in-production",
    category: "whitepapers",
    title: "Agenten in Produktion evaluieren",
    description:
      "Ein Praxisleitfaden zum Testen von KI-Agenten nach dem Launch: Scorecards auf Aufgabenebene, wiederabspielbare Traces und Review-Schleifen, die Regressionen finden, bevor Ihre Kunden es tun.",
    gradient: "violet-fuchsia",
    datePublished: "2025-02-11",
    tags: ["Agentische KI", "Evaluierung", "Beobachtbarkeit"],
    pages: 28,
  },
  {
    id: "responsible-data-pipelines",
    category: "whitepapers",
    title: "Verantwortungsvolle Daten-Pipelines, Schritt für Schritt",
    description:
      "Wie Sie Einwilligungsverwaltung, Lineage und Aufbewahrungsregeln vom ersten Commit an in eine Pipeline einbauen, statt sie kurz vor einem Audit nachzurüsten.",
    gradient: "teal-emerald",
    datePublished: "2024-09-17",
    tags: ["Daten-Governance", "Datenschutz", "Data-Engineering"],
    pages: 34,
  },
  {
    id: "nonprofit-data-readiness",
    category: "whitepapers",
    title: "Ist Ihre gemeinnützige Organisation bereit für Machine Learning?",
    description:
      "Eine verständliche Checkliste aus der Praxis des NGO Lab: Datenqualität, Personal und die Fragen, die geklärt sein sollten, bevor ein Modell trainiert wird.",
    gradient: "emerald-lime",
    datePublished: "2024-11-05",
    tags: ["NGO Lab", "Gemeinnützige Organisationen", "Datenreife"],
    pages: 18,
  },
  {
    id: "streaming-at-scale-webinar",
    category: "webinars",
    title: "Streaming im großen Maßstab: Erfahrungen aus Stream House",
    description:
      "Unser Streaming-Team erklärt Partitionierung, Backpressure und Exactly-once-Zustellung in Pipelines, die zwei Millionen Ereignisse pro Sekunde verarbeiten.",
    gradient: "blue-cyan",
    datePublished: "2024-10-22",
    presenter: "Marisol Okafor, Principal Engineer bei Stream House",
    duration: "60 Minuten",
  },
  {
    id: "drift-monitoring-webinar",
    category: "webinars",
    title: "Model Drift erkennen, bevor er Geld kostet",
    description:
      "Eine Arbeitssitzung zum Drift-Monitoring in MLOps: die richtigen Statistiken wählen, Alarmschwellen setzen, denen das Team vertraut, und entscheiden, wann neu trainiert wird.",
    gradient: "sky-indigo",
    datePublished: "2025-01-28",
    presenter: "Dev Raghunathan, Leiter MLOps",
    duration: "90 Minuten",
  },
  {
    id: "modular-control-platforms-webinar",
    category: "webinars",
    title: "Modulare Steuerungsplattformen für die Fertigung",
    description:
      "Wie Anlageningenieure und Datenteams eine gemeinsame Steuerungsplattform nutzen – mit Live-Demos zum sicheren Rollout von Modellen auf speicherprogrammierbaren Steuerungen.",
    gradient: "amber-orange",
    datePublished: "2025-03-19",
    presenter: "Henrike Vass, Leiterin Industriesysteme",
    duration: "75 Minuten",
  },
  {
    id: "trace-grounded-agent-evaluation",
    category: "research",
    title: "Trace-basierte Evaluierung von Sprachagenten mit Tool-Nutzung",
    description:
      "Wir zeigen, dass die Bewertung von Agenten anhand aufgezeichneter Tool-Call-Traces die Fehlerraten in Produktion zuverlässiger vorhersagt als die Genauigkeit der finalen Antwort allein.",
    gradient: "violet-fuchsia",
    datePublished: "2024-12-09",
    authors: ["Priya Castellanos", "Tomasz Lindqvist", "Ayo Benedetti"],
    published: { journal: "Journal of Applied Machine Learning Systems", year: 2024 },
  },
  {
    id: "drift-detection-industrial-sensors",
    category: "research",
    title: "Label-freie Drift-Erkennung für industrielle Sensordatenströme",
    description:
      "Eine schlanke Methode, die Verteilungsverschiebungen in hochfrequenten Sensordaten erkennt, ohne auf Ground-Truth-Labels zu warten – getestet an drei Fertigungslinien.",
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
      "Eine Python-Bibliothek zum Aufzeichnen, Wiederabspielen und Bewerten von KI-Agenten-Läufen, damit Evaluierungssuiten gegen echte Produktions-Traces laufen können.",
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
      "Ein Lastgenerator und Benchmark-Harness in Rust für Streaming-Pipelines, der End-to-End-Latenzperzentile unter realistischem, schubweisem Datenverkehr ausgibt.",
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
      "Ein Viewer in TypeScript, der Lineage-Metadaten von Pipelines in einen durchsuchbaren Graphen verwandelt und zeigt, woher jedes Feld stammt und welche Einwilligungsregeln dafür gelten.",
    gradient: "teal-emerald",
    datePublished: "2025-03-03",
    githubUrl: "https://github.com/tessellate-ai/lineage-lens",
    language: "TypeScript",
    stars: "860",
  },
];
