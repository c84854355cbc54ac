import type { allServices as english } from "@/content/services";

export { serviceSchema } from "@/content/services";

export const allServices: typeof english = [
  {
    id: "agentic-ai",
    title: "Agentische KI",
    description:
      "Agenten und Copiloten, die mit Ihren Daten arbeiten, mehrstufige Aufgaben planen und über Ihre Tools handeln – mit Guardrails, Audit-Trails und einem Menschen in der Entscheidungsschleife.",
    icon: "bot",
    gradient: "violet-fuchsia",
    features: [
      "Autonome Agenten für durchgängige Workflows",
      "KI-Copiloten direkt in den Tools, die Ihre Teams schon nutzen",
      "Orchestrierung von Aufgaben über mehrere Agenten",
      "Tool-Nutzung über Ihre APIs, Dokumente und Datenbanken",
      "Guardrails, Evaluierungssuiten und Audit-Logs",
      "Human-in-the-Loop-Prüfung und Eskalation",
    ],
    caseStudy: {
      client: "Meridian Mutual Insurance",
      result: "78% der Kundenanfragen vollständig von Agenten gelöst",
    },
  },
  {
    id: "machine-learning",
    title: "Maschinelles Lernen",
    description:
      "Prädiktive Modelle, die sich ihren Platz in der Produktion verdienen: Prognosen, Risikobewertung, Computer Vision und Empfehlungen – nach dem Launch auf Drift überwacht.",
    icon: "brain",
    gradient: "blue-cyan",
    features: [
      "Prognosen und Bedarfsplanung",
      "Erkennung von Risiken, Betrug und Anomalien",
      "Computer Vision für Inspektion und Tracking",
      "Empfehlungen und Personalisierung",
      "MLOps-Pipelines mit Drift-Monitoring",
      "Prüfungen auf Erklärbarkeit und Fairness",
    ],
    caseStudy: {
      client: "Northfield Precision Manufacturing",
      result: "37% weniger ungeplante Ausfallzeiten durch Predictive Maintenance",
    },
  },
  {
    id: "data-solutions",
    title: "Datenlösungen",
    description:
      "Das Fundament, auf dem KI aufbaut: Datenstrategie, zuverlässige Pipelines, gesteuerte Data Warehouses und Dashboards, denen man vertraut – auf der Cloud, die Sie bereits nutzen.",
    icon: "database",
    gradient: "teal-emerald",
    features: [
      "Datenstrategie und -architektur",
      "Batch- und Streaming-Pipelines",
      "Visualisierung und Self-Service-Analytics",
      "Governance, Lineage und Compliance",
      "Integrationen für AWS, Azure, GCP und Snowflake",
      "Dokumentation und Schulung Ihres Teams",
    ],
    caseStudy: {
      client: "Harborline Retail Group",
      result: "215% ROI im ersten Jahr der neuen Analytics-Plattform",
    },
  },
  {
    id: "mcp-solutions",
    title: "MCP-Lösungen",
    subtitle: "Modulare Steuerungsplattformen",
    description:
      "Modulare Steuerungsplattformen, die Maschinen, Sensoren und Software hinter einer Steuerungsebene vereinen – neue Funktionen lassen sich einstecken, ohne die Fertigung umzubauen.",
    icon: "blocks",
    gradient: "amber-orange",
    features: [
      "Modulare Plug-in-Steuerungsarchitektur",
      "Zentrale Steuerung und Überwachung",
      "Skalierbar von einer Linie bis zu vielen Standorten",
      "Industrietaugliche Zuverlässigkeit bis 99.999%",
      "Steuerungsreaktion unter einer Millisekunde",
      "Integration von SPS, SCADA und IoT-Geräten",
    ],
    caseStudy: {
      client: "Veridian Automation",
      result: "59% schnellere Inbetriebnahme neuer Fertigungslinien",
    },
  },
  {
    id: "stream-house",
    title: "Stream House",
    subtitle: "Echtzeit-Streaming",
    description:
      "Echtzeit-Streaming-Plattformen, die Ereignisse in Millisekunden in Entscheidungen verwandeln – auf Basis von Apache Kafka, Flink und Spark mit Exactly-once-Garantien.",
    icon: "activity",
    gradient: "sky-indigo",
    features: [
      "Echtzeit-Ingestion von Ereignissen in großem Maßstab",
      "Stream Processing mit Kafka, Flink und Spark",
      "Ereignisgesteuerte Architekturen",
      "Zustandsbehaftete Verarbeitung mit Exactly-once-Semantik",
      "Kontinuierliche Analysen und Live-Dashboards",
      "Automatisierte Aktionen auf Basis von Streaming-Signalen",
    ],
    caseStudy: {
      client: "TransitCore Logistics",
      result: "98.7% Tracking-Genauigkeit über 15,000 Fahrzeuge",
    },
  },
  {
    id: "ngo-lab",
    title: "NGO Lab",
    subtitle: "Kostenlose Entwicklung für gemeinnützige Organisationen",
    description:
      "Unser Pro-bono-Produktlabor: Ausgewählte gemeinnützige Organisationen erhalten ein erfahrenes Team, das Daten- und KI-Werkzeuge kostenlos konzipiert, baut und übergibt.",
    icon: "heart-handshake",
    gradient: "emerald-lime",
    features: [
      "Pro-bono-Design und -Engineering",
      "Quartalsweise Auswahl der Partnerorganisationen",
      "Predictive Analytics für die Programmplanung",
      "Datenvisualisierung für Spender und Gremien",
      "Prozessautomatisierung für kleine Teams",
      "Übergabe, Schulung und offene Dokumentation",
    ],
    caseStudy: {
      client: "Clearwater Community Trust",
      result: "Ein Wassersystem, das heute 12 Gemeinden versorgt",
    },
  },
];
