import type { allJobs as english } from "@/content/jobs";

export const allJobs: typeof english = [
  {
    id: "senior-ml-engineer",
    title: "Senior ML Engineer (m/w/d)",
    department: "engineering",
    location: "sf",
    type: "full-time",
    summary:
      "Bauen Sie die Agentensysteme, die unsere Kunden täglich nutzen – vom Retrieval bis zur Tool-Orchestrierung: zuverlässig, beobachtbar und leicht zu übergeben.",
    description:
      "Sie entwickeln und liefern die agentischen Systeme, mit denen unsere Kunden jeden Tag arbeiten – von Retrieval-Schichten bis zur Orchestrierung von Tool-Aufrufen. Die Arbeit zählt, weil diese Agenten echte Aufgaben für echte Teams erledigen und deshalb zuverlässig, beobachtbar und leicht zu übergeben sein müssen.",
    responsibilities: [
      "Produktive Agenten-Workflows konzipieren und bauen, mit klaren Evaluierungskriterien vom ersten Tag an",
      "Verantwortung für Model Serving, Caching und Kostenkontrolle in Kundenprojekten",
      "Evaluierungssuiten auf Basis aufgezeichneter Produktions-Traces schreiben",
      "Im Tandem mit Engineers der Kunden arbeiten, damit diese unsere Systeme selbst betreiben und erweitern können",
      "Code und Designdokumente in zwei bis drei parallelen Projekten reviewen",
    ],
    requirements: [
      "Mindestens fünf Jahre Erfahrung in der Entwicklung produktiver Software, davon mindestens zwei im Machine Learning",
      "Sehr gute Python-Kenntnisse und Erfahrung mit mindestens einem Deep-Learning-Framework",
      "Praktische Erfahrung mit dem Betrieb von Sprachmodellen unter echtem Nutzer-Traffic",
      "Sicherheit darin, Zielkonflikte für Nicht-Engineers zu erklären – schriftlich wie persönlich",
    ],
    niceToHave: [
      "Beiträge zu Open-Source-Werkzeugen für Machine Learning",
      "Erfahrung mit GPU-Scheduling oder Inferenz-Optimierung",
      "Hintergrund in einer regulierten Branche wie Gesundheitswesen oder Finanzen",
    ],
    salary: "$185,000 – $235,000",
    postedAt: "2025-04-14",
  },
  {
    id: "staff-data-engineer-streaming",
    title: "Staff Data Engineer Streaming (m/w/d)",
    department: "engineering",
    location: "nyc",
    type: "full-time",
    summary:
      "Prägen Sie die Technik der Stream-House-Pipelines mit Millionen Ereignissen pro Sekunde für Logistik, Energie und Finanzen – und fördern Sie das Team.",
    description:
      "Stream House baut Echtzeit-Pipelines, die Millionen Ereignisse pro Sekunde für Kunden aus Logistik, Energie und Finanzen verarbeiten. Als Staff Engineer geben Sie die technische Richtung dieser Pipelines vor und begleiten die Engineers, die sie bauen, als Mentor.",
    responsibilities: [
      "Die Architektur von Streaming-Plattformen auf Basis von Kafka, Flink und Cloud-nativem Speicher leiten",
      "Standards für Schema-Evolution, Backpressure-Handling und Exactly-once-Zustellung setzen",
      "Vor jedem Kunden-Launch Kapazitätsplanung und Lasttests durchführen",
      "Senior- und Mid-Level-Engineers durch Design-Reviews und Pairing fördern",
      "Die Roadmap unserer Open-Source-Benchmark-Werkzeuge für Streaming mitgestalten",
    ],
    requirements: [
      "Mindestens acht Jahre im Data Engineering mit fundierter Erfahrung in Stream Processing",
      "Produktionserfahrung mit Kafka oder einem vergleichbaren logbasierten System",
      "Sicherer Umgang mit Java, Scala oder Go",
      "Nachweisliche Erfahrung darin, technische Entscheidungen teamübergreifend zu führen",
      "Klare, geduldige schriftliche Kommunikation",
    ],
    niceToHave: [
      "Erfahrung im Betrieb von Flink oder Spark Structured Streaming in großem Maßstab",
      "Kenntnis von Lakehouse-Tabellenformaten wie Apache Iceberg",
      "Erfahrung in der Beratung oder im direkten Kundenkontakt",
    ],
    salary: "$215,000 – $265,000",
    postedAt: "2025-03-24",
  },
  {
    id: "ai-product-manager",
    title: "AI Product Manager (m/w/d)",
    department: "product",
    location: "sf",
    type: "full-time",
    summary:
      "Machen Sie aus vagen Kundenzielen KI-Produkte, die wirklich genutzt werden – zwischen Stakeholdern, Engineers und Endnutzern, mit jedem Release messbar.",
    description:
      "Sie verwandeln vage formulierte Kundenziele in KI-Produkte, die Menschen tatsächlich nutzen. Sie stehen zwischen den Stakeholdern des Kunden, unseren Engineers und den Endnutzern und sorgen dafür, dass jedes Release ein gemessenes Problem löst.",
    responsibilities: [
      "Discovery mit Kundenteams durchführen und Probleme als messbare Ergebnisse formulieren",
      "Produktanforderungen schreiben, die Evaluierungskriterien und Fehlerfälle enthalten",
      "Backlogs über Engineering, Data Science und Design hinweg priorisieren",
      "Rollouts, Pilotprogramme und Feedbackschleifen mit Endnutzern planen",
      "Alle zwei Wochen Fortschritt und Risiken an die Führungsebene des Kunden berichten",
    ],
    requirements: [
      "Mindestens vier Jahre Produktmanagement, darunter mindestens ein ausgeliefertes ML- oder KI-Feature",
      "Fundiertes Verständnis dafür, wie Sprachmodelle und klassische ML-Modelle versagen",
      "Erfahrung mit der Definition und Verfolgung von Produktkennzahlen",
      "Souveränität in der Leitung von Workshops mit Führungskräften",
    ],
    niceToHave: [
      "Hintergrund in Engineering oder Data Science",
      "Erfahrung in einer Beratung oder Agentur",
      "Kenntnis von Review-Prozessen für verantwortungsvolle KI",
    ],
    salary: "$170,000 – $210,000",
    postedAt: "2025-04-02",
  },
  {
    id: "product-designer",
    title: "Product Designer (m/w/d)",
    department: "design",
    location: "london",
    type: "full-time",
    summary:
      "Gestalten Sie Oberflächen für die Arbeit mit KI – Prüf-Queues, Operator-Dashboards, Agenten-Übergaben –, damit Teams ihren Systemen vertrauen.",
    description:
      "Sie gestalten die Oberflächen, an denen Menschen mit KI zusammenarbeiten: Prüf-Queues, Operator-Dashboards und Übergaben zwischen Agent und Mensch. Gutes Design entscheidet hier darüber, ob Menschen einem System genug vertrauen, um es zu nutzen.",
    responsibilities: [
      "User Research mit Mitarbeitenden der Kunden leiten, vom Operator bis zur Geschäftsleitung",
      "Durchgängige Abläufe für KI-gestützte Werkzeuge gestalten, inklusive Fehler- und Unsicherheitszuständen",
      "Gemeinsame Komponenten in unserem Designsystem aufbauen und pflegen",
      "Schnell prototypen und mit echten Nutzern testen, bevor die Entwicklung beginnt",
      "Engineers während Umsetzung und Qualitätsprüfung als Partner begleiten",
    ],
    requirements: [
      "Mindestens vier Jahre Erfahrung im Design komplexer Webanwendungen",
      "Ein Portfolio mit forschungsbasierten Entscheidungen und ausgelieferten Projekten",
      "Sehr gute Kenntnisse in Figma und interaktivem Prototyping",
      "Erfahrung mit barrierefreiem Design nach WCAG 2.2 AA",
    ],
    niceToHave: [
      "Erfahrung mit datenintensiven Dashboards oder operativen Werkzeugen",
      "Sicherheit im Lesen von Frontend-Code",
      "Frühere Arbeit an Produkten, die Machine Learning nutzen",
    ],
    salary: "£70,000 – £88,000",
    postedAt: "2025-03-11",
  },
  {
    id: "solutions-architect",
    title: "Solutions Architect (m/w/d)",
    department: "sales",
    location: "nyc",
    type: "full-time",
    summary:
      "Zeigen Sie Interessenten, was wir bauen können und was es braucht – mit Angeboten, die Umfang, Kosten und Risiken ehrlich benennen.",
    description:
      "Sie helfen potenziellen Kunden zu verstehen, was wir für sie bauen können und was es dafür braucht. Sie gestalten Angebote, die Umfang, Kosten und Risiken ehrlich benennen, damit Projekte auf solidem Fundament beginnen.",
    responsibilities: [
      "Technische Erstgespräche mit potenziellen Kunden führen",
      "Lösungsarchitekturen entwerfen und abgegrenzte Leistungsbeschreibungen verfassen",
      "Aufwand und Besetzung gemeinsam mit Delivery- und Engineering-Leads schätzen",
      "Technische Angebote vor Engineering- und Führungsteams der Kunden präsentieren",
      "Kontext an die Delivery-Teams übergeben, damit beim Kick-off nichts verloren geht",
    ],
    requirements: [
      "Mindestens sechs Jahre in Software Engineering, Data Engineering oder Lösungsarchitektur",
      "Praktische Erfahrung mit mindestens einer großen Cloud-Plattform",
      "Fundierte Kenntnisse von ML-Systemen und Datenplattformen",
      "Ausgezeichnete Fähigkeiten in Präsentation und Angebotserstellung",
    ],
    niceToHave: [
      "Pre-Sales-Erfahrung in einer Beratung oder einem Softwareunternehmen",
      "Zertifizierung als Cloud-Architekt",
      "Erfahrung mit Kunden aus Industrie oder Finanzdienstleistung",
    ],
    salary: "$175,000 – $215,000 Grundgehalt plus variable Vergütung",
    postedAt: "2025-04-21",
  },
  {
    id: "delivery-lead-ngo-lab",
    title: "Delivery Lead NGO Lab (m/w/d)",
    department: "operations",
    location: "remote",
    type: "contract",
    summary:
      "Planen und steuern Sie mehrere parallele NGO-Lab-Projekte im Rahmen eines Zwölfmonatsvertrags – für Werkzeuge, die gemeinnützige Teams selbst pflegen können.",
    description:
      "Das NGO Lab ist unser Pro-bono-Produktlabor für gemeinnützige Organisationen. Als Delivery Lead mit einem Vertrag über zwölf Monate planen und steuern Sie mehrere parallele Projekte und sorgen dafür, dass aus ehrenamtlicher Zeit Werkzeuge werden, die gemeinnützige Teams selbst pflegen können.",
    responsibilities: [
      "Projekte mit gemeinnützigen Partnern abgrenzen und klare Ziele vereinbaren",
      "Sprints planen und Projekte mit ehrenamtlichen Engineers, Designern und Data Scientists besetzen",
      "Fortschritt, Risiken und ehrenamtliche Stunden über das gesamte Portfolio verfolgen",
      "Übergabe- und Schulungstermine durchführen, damit Partner ihre Werkzeuge selbst verantworten",
      "Wirkungsdaten erheben und kurze Fallberichte schreiben",
    ],
    requirements: [
      "Mindestens fünf Jahre Projekt- oder Delivery-Management in Softwareprojekten",
      "Erfahrung in der Zusammenarbeit mit gemeinnützigen Organisationen, Behörden oder zivilgesellschaftlichen Gruppen",
      "Sicherheit in der Koordination verteilter Teams über Zeitzonen hinweg",
      "Starke schriftliche Kommunikation und souveränes Stakeholder-Management",
    ],
    niceToHave: [
      "Kenntnis von Datenschutzregeln für schutzbedürftige Bevölkerungsgruppen",
      "Erfahrung in der Koordination von Ehrenamtlichen",
      "Gute Spanisch- oder Französischkenntnisse",
    ],
    salary: "$95 – $120 pro Stunde",
    postedAt: "2025-03-06",
  },
  {
    id: "senior-data-scientist-drift",
    title: "Senior Data Scientist Model Monitoring (m/w/d)",
    department: "data-science",
    location: "remote",
    type: "full-time",
    summary:
      "Gestalten Sie das Monitoring, das Kundenmodelle nach dem Launch präzise hält: Drift-Erkennung, verlässliche Alarme, Retraining nach Daten statt Kalender.",
    description:
      "Sie gestalten das Monitoring, das die Modelle unserer Kunden nach dem Launch präzise hält. Dazu gehören Drift-Erkennung, Alarme, denen Menschen vertrauen, und Retraining-Richtlinien, die sich an den Daten statt am Kalender orientieren.",
    responsibilities: [
      "Metriken für Drift und Datenqualität bei Tabellen-, Text- und Sensormodellen entwerfen",
      "Alarmschwellen mit Kundenteams festlegen und an echten Vorfällen justieren",
      "Kriterien für Retraining und Rollback in unsere MLOps-Vorlagen einbauen",
      "Performance-Probleme von Modellen untersuchen und Ergebnisse verständlich erklären",
      "Methoden und Erkenntnisse zu unseren Forschungspublikationen beitragen",
    ],
    requirements: [
      "Mindestens fünf Jahre angewandte Data Science, einschließlich Modellen in Produktion",
      "Fundierte Statistikkenntnisse, insbesondere Hypothesentests und Verteilungsvergleiche",
      "Sicherer Umgang mit Python und SQL",
      "Erfahrung mit mindestens einer MLOps- oder Monitoring-Plattform",
    ],
    niceToHave: [
      "Erfahrung mit Zeitreihen- oder Streaming-Daten",
      "Eine veröffentlichte Publikation oder ein Konferenzvortrag",
      "Erfahrung in der direkten Zusammenarbeit mit Kunden",
    ],
    salary: "$165,000 – $205,000",
    postedAt: "2025-04-09",
  },
  {
    id: "machine-learning-intern",
    title: "Praktikum Machine Learning (m/w/d)",
    department: "data-science",
    location: "sf",
    type: "internship",
    summary:
      "Zwölf Wochen im Sommer an einem echten Kunden- oder NGO-Lab-Projekt mit eigenem Mentor: Ergebnisse, die genutzt werden, und angewandtes ML aus erster Hand.",
    description:
      "Arbeiten Sie diesen Sommer zwölf Wochen lang an einem echten Kunden- oder NGO-Lab-Projekt, begleitet von einem eigenen Mentor. Sie liefern Ergebnisse, die tatsächlich genutzt werden, und wissen am Ende genau, wie angewandtes ML außerhalb des Hörsaals funktioniert.",
    responsibilities: [
      "Modelle in einem abgegrenzten Projekt gemeinsam mit Ihrem Mentor bauen und evaluieren",
      "Sauberen, getesteten Python-Code schreiben, der sich in eine bestehende Codebasis einfügt",
      "Experimente so dokumentieren, dass andere sie reproduzieren können",
      "Ihre Ergebnisse am Ende des Praktikums dem Team präsentieren",
    ],
    requirements: [
      "Laufendes Studium der Informatik, Statistik oder eines verwandten Fachs",
      "Lehrveranstaltungen oder Projekte im Bereich Machine Learning",
      "Gute Kenntnisse in Python und gängigen Datenbibliotheken",
      "Neugier und die Gewohnheit, gute Fragen zu stellen",
    ],
    niceToHave: [
      "Erfahrung mit PyTorch oder scikit-learn",
      "Interesse an gemeinnütziger oder gemeinwohlorientierter Arbeit",
    ],
    salary: "$48 – $55 pro Stunde",
    postedAt: "2025-03-17",
  },
];
