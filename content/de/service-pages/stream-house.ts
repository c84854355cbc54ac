import type { streamHousePage as english } from "@/content/service-pages/stream-house";

export const streamHousePage: typeof english = {
  hero: {
    badge: "Kernleistung",
    title: "Stream House: Daten nutzen, sobald sie entstehen",
    highlight: "sobald sie entstehen",
    tagline: "Echtzeit-Streaming, gebaut für den Betrieb über Jahre.",
    lead: "Stream House ist unser Fachbereich für Echtzeit-Datensysteme. Wir konzipieren, bauen und betreiben Streaming-Plattformen, die Live-Ereignisse in Millisekunden in Entscheidungen verwandeln – mit der Zuverlässigkeit, auf die Ihr Betrieb angewiesen ist.",
  },
  overview: {
    intro: {
      eyebrow: "Überblick",
      title: "Warum Echtzeit zählt",
      lead: "Viele Entscheidungen verlieren binnen Sekunden ihren Wert. Stream House gibt Ihren Teams ein aktuelles Bild des Geschäfts und die Mittel, zu reagieren, solange es noch zählt.",
    },
    points: [
      "Batch-Pipelines zeigen, was gestern passiert ist. Streaming-Systeme zeigen, was jetzt passiert – so lässt sich eine verdächtige Zahlung stoppen, eine verspätete Sendung umleiten oder ein defekter Sensor tauschen, bevor sich das Problem ausbreitet.",
      "Wir bauen auf bewährten Open-Source-Grundlagen wie Apache Kafka und Apache Flink und schreiben eigene Prozessoren nur dort, wo Ihre Latenz- oder Logikanforderungen es verlangen. Jeder Entwurf beginnt bei den Entscheidungen, die Sie treffen müssen, und der Zeit, die Ihnen dafür bleibt.",
      "Unsere Projekte decken den gesamten Weg von der Ereigniserfassung bis zur automatisierten Aktion ab, einschließlich Schema-Governance, Exactly-once-Verarbeitung, Observability und Runbooks. Ihre Engineers erhalten eine Plattform, die sie verstehen und selbst erweitern können.",
    ],
  },
  capabilities: {
    intro: {
      eyebrow: "Leistungen",
      title: "Was Stream House liefert",
      lead: "Vier Fähigkeiten bilden den Kern jeder Streaming-Plattform, die wir bauen – jeweils ausgelegt auf die Volumen-, Latenz- und Zuverlässigkeitsziele Ihres Unternehmens.",
    },
    items: [
      {
        id: "real-time-processing",
        icon: "zap",
        title: "Echtzeitverarbeitung",
        description:
          "Ereignisse werden innerhalb von Millisekunden nach Eintreffen verarbeitet – Entscheidungen beruhen auf dem, was jetzt gilt, nicht auf dem letzten Batch-Lauf.",
        longDescription:
          "Wir bauen Verarbeitungspipelines, die Ereignisse beim Eintreffen filtern, anreichern, verknüpfen und bewerten. Latenzbudgets werden pro Anwendungsfall festgelegt und durchgängig gemessen – vom erzeugenden System bis zur ausgelösten Aktion. Wo Millisekunden zählen, optimieren wir Serialisierung, Partitionierung und Zustandszugriff, bis die Pipeline ihr Ziel unter Spitzenlast erreicht und nicht nur in einer ruhigen Testumgebung.",
        benefits: [
          "End-to-End-Latenz im Millisekundenbereich",
          "Exactly-once-Verarbeitungsgarantien",
          "Anreicherung mit Referenzdaten im Datenstrom",
          "Latenz pro Pipeline gemessen und überwacht",
        ],
        examples: [
          "Bewertung von Kartentransaktionen auf Betrug vor der Autorisierung",
          "Anreicherung von Clickstream-Ereignissen mit Kundenprofilen",
          "Meldung unplausibler Sensorwerte an einer Fertigungslinie",
        ],
      },
      {
        id: "scalable-architecture",
        icon: "layers",
        title: "Skalierbare Architektur",
        description:
          "Wachsen Sie von Tausenden auf Millionen Ereignisse pro Sekunde, indem Sie Kapazität ergänzen – nicht, indem Sie das System neu entwerfen.",
        longDescription:
          "Unsere Architekturen skalieren horizontal durch durchdachte Partitionierung, zustandslose Servicegrenzen und elastische Rechenleistung. Das erwartete Wachstum modellieren wir bereits im Entwurf, testen die Last darüber hinaus und dokumentieren die genauen Schritte, um Kapazität zu ergänzen. Tiered Storage hält lange Aufbewahrung bezahlbar, und Autoscaling reagiert auf den Consumer-Lag statt auf Vermutungen über den Traffic.",
        benefits: [
          "Horizontale Skalierung ohne Ausfallzeit",
          "Partitionierung für künftige Volumen geplant",
          "Kostenbewusstes Tiered Storage für die Aufbewahrung",
          "Kapazitätspläne, durch Lasttests bestätigt",
        ],
        examples: [
          "Skalierung eines Zahlungsstroms über Feiertagsspitzen",
          "Anbindung neuer Regionen ohne Neuschreiben der Pipelines",
          "Ein Jahr Ereignishistorie für Replays aufbewahren",
        ],
      },
      {
        id: "event-driven-systems",
        icon: "workflow",
        title: "Ereignisgesteuerte Systeme",
        description:
          "Verbinden Sie Dienste über Ereignisse, sodass jeder eigenständig auf Änderungen reagiert – ohne fragile Punkt-zu-Punkt-Integrationen.",
        longDescription:
          "Wir begleiten Teams von eng gekoppelten Aufrufketten zu ereignisgesteuerten Designs, in denen Dienste Fakten veröffentlichen und die abonnieren, die sie brauchen. Wir definieren Event-Verträge, Regeln für die Schema-Evolution und Zuständigkeiten, damit neue Konsumenten ohne abgestimmte Releases hinzukommen können. Muster wie Change Data Capture, Outbox und Sagas halten Datenbanken und Dienste über Grenzen hinweg konsistent.",
        benefits: [
          "Lose gekoppelte, unabhängig auslieferbare Dienste",
          "Gesteuerte Event-Schemas mit sicherer Evolution",
          "Change Data Capture aus bestehenden Datenbanken",
          "Vollständiges Replay für Audits und Wiederherstellung",
        ],
        examples: [
          "Streaming von Auftragsänderungen aus einem Alt-ERP",
          "Auslösen von Fulfillment-Workflows durch Zahlungsereignisse",
          "Suchindizes synchron mit den Quellsystemen halten",
        ],
      },
      {
        id: "continuous-analytics",
        icon: "chart-line",
        title: "Kontinuierliche Analysen",
        description:
          "Kennzahlen, Aggregate und Modelle bleiben aktuell, während Ereignisse eintreffen – Dashboards und Alarme zeigen die Gegenwart.",
        longDescription:
          "Kontinuierliche Analysen ersetzen nächtliche Berichte durch Fensteraggregationen, laufende Summen und Anomalieerkennung auf Live-Datenströmen. Die Ergebnisse liefern wir mit einheitlichen Definitionen an Dashboards, Alarmsysteme und Machine-Learning-Features, sodass die Zahl auf dem Bildschirm der Zahl im Data Warehouse entspricht. Modelle lassen sich direkt im Stream bewerten und bei veränderten Bedingungen auf Drift überwachen.",
        benefits: [
          "Live-Dashboards mit Aktualität im Sekundenbereich",
          "Fensteraggregationen und Anomalieerkennung",
          "Einheitliche Kennzahlen in Stream und Data Warehouse",
          "Streaming-Features für Machine-Learning-Modelle",
        ],
        examples: [
          "Live-Bestände über alle Distributionszentren hinweg",
          "Conversion-Tracking im Minutentakt während Produktlaunches",
          "Echtzeit-Feature-Updates für Empfehlungsmodelle",
        ],
      },
    ],
  },
  architecture: {
    intro: {
      eyebrow: "Architektur",
      title: "So ist eine Stream-House-Plattform aufgebaut",
      lead: "Jede Plattform, die wir bauen, folgt denselben vier Stufen – vom ersten erfassten Ereignis bis zur ausgelösten Aktion. Jede Stufe ist beobachtbar, getestet und hat klare Verantwortliche.",
    },
    stages: [
      {
        icon: "database",
        name: "Datenaufnahme",
        description:
          "Ereignisse aus Anwendungen, Datenbanken, Geräten und Partner-Feeds treffen über dauerhafte, schemageprüfte Topics ein, die Lastspitzen verlustfrei abfedern.",
      },
      {
        icon: "cpu",
        name: "Stream-Verarbeitung",
        description:
          "Zustandsbehaftete Prozessoren filtern, verknüpfen, reichern an und aggregieren Ereignisse im Fluss – mit Exactly-once-Garantien und gemessener Latenz in jedem Schritt.",
      },
      {
        icon: "server",
        name: "Zustandsverwaltung",
        description:
          "Lokaler Zustand mit Checkpoints und dauerhafte Speicher halten den Kontext, den jede Entscheidung braucht, sodass das System nach einem Ausfall genau dort weitermacht, wo es war.",
      },
      {
        icon: "target",
        name: "Aktionssteuerung",
        description:
          "Ergebnisse lösen Alarme, API-Aufrufe, Modellbewertungen und automatisierte Workflows aus; jede Aktion wird für Audit und Replay protokolliert.",
      },
    ],
  },
  technologies: {
    intro: {
      eyebrow: "Technologien",
      title: "Bewährte Werkzeuge, passend zur Aufgabe",
      lead: "Wir arbeiten mit etablierten Open-Source-Engines und Managed Services und schreiben eigene Komponenten nur, wenn eine Anforderung es verlangt.",
    },
    items: [
      {
        name: "Apache Kafka",
        description:
          "Kafka ist das robuste Rückgrat der meisten unserer Plattformen. Wir nutzen es für Ingestion, Ereignisspeicherung und Replay, mit Schema Registry und Tiered Storage für lange Aufbewahrung.",
      },
      {
        name: "Apache Flink",
        description:
          "Flink setzen wir für zustandsbehaftete Verarbeitung mit niedriger Latenz ein: Event-Time-Fenster, komplexe Joins und Exactly-once-Updates, wo Korrektheit und Reaktion in Millisekunden gleichermaßen zählen.",
      },
      {
        name: "Apache Spark",
        description:
          "Spark Structured Streaming bewältigt Micro-Batch-Workloads mit hohem Durchsatz und vereint Streaming mit historischen Backfills – so bleiben Analysen konsistent mit dem Data Lake.",
      },
      {
        name: "Eigene Stream-Prozessoren",
        description:
          "Wenn Standard-Engines eine Latenz- oder Logikanforderung nicht erfüllen, bauen wir schlanke Prozessoren in Rust, Go oder Java – getestet und instrumentiert nach demselben Standard.",
      },
    ],
  },
  caseStudy: {
    id: "real-time-trading-decisions",
    icon: "chart-line",
    title: "Echtzeitentscheidungen im Wertpapierhandel",
    client: "Keystone Ridge Capital",
    description:
      "Ein mittelgroßes Handelshaus hat eine batchorientierte Signal-Pipeline durch eine Stream-House-Plattform ersetzt, die Marktereignisse beim Eintreffen auswertet.",
    longDescription:
      "Keystone Ridge Capital erzeugte Handelssignale aus Marktdaten, die mehrere Warteschlangen und einen nächtlich justierten Regeldienst durchliefen. Bis ein Signal beim Händler ankam, waren rund 300 Millisekunden vergangen, und kurzlebige Chancen waren oft schon verstrichen.\n\nWir haben den Weg vom Markt-Feed zur Entscheidung auf Apache Kafka und Apache Flink neu gebaut, mit einem eigenen Orderbuch-Prozessor für die latenzkritischsten Instrumente. Referenzdaten und Risikolimits liegen im lokalen Zustand, sodass jede Entscheidung ohne Netzwerk-Roundtrip fällt, und jedes Ereignis wird für Replay und regulatorische Prüfung aufbewahrt.\n\nDie Plattform verarbeitet heute mehr als 100,000 Marktereignisse pro Sekunde bei einer Entscheidungslatenz unter 15 Millisekunden. Das Quant-Team von Keystone Ridge ergänzt neue Strategien über einen gesteuerten Event-Vertrag, ohne die Kern-Pipeline anzufassen.",
    benefits: [
      "Entscheidungslatenz von 300 ms auf unter 15 ms gesenkt",
      "Risikolimits im Stream durchgesetzt, bevor Orders rausgehen",
      "Vollständiges Event-Replay für Backtesting und Compliance",
      "Neue Strategien ohne Änderungen an der Pipeline ausgerollt",
    ],
    examples: [
      "Preisverwerfungen zwischen Handelsplätzen erkennen, während sie entstehen",
      "Exposure bei jeder Ausführung über alle Desks neu berechnen",
      "Eine Strategie automatisch pausieren, wenn die Volatilität sprunghaft steigt",
    ],
    results: [
      { value: "100,000+", label: "verarbeitete Marktereignisse pro Sekunde" },
      { value: "< 15 ms", label: "Entscheidungslatenz, zuvor 300 ms" },
      { value: "47%", label: "bessere Erkennung von Handelschancen" },
      { value: "99.999%", label: "Plattformzuverlässigkeit" },
    ],
  },
  applications: {
    intro: {
      eyebrow: "Anwendungen",
      title: "Wo Streaming den Unterschied macht",
      lead: "Echtzeitsysteme zahlen sich überall dort aus, wo der Wert einer Entscheidung schnell verfällt. Diese Anwendungen bauen wir am häufigsten.",
    },
    items: [
      {
        icon: "shield-check",
        title: "Betrugserkennung",
        description:
          "Zahlungen, Anmeldungen und Kontoänderungen in Millisekunden bewerten und verdächtige Aktivitäten stoppen, bevor Geld fließt.",
      },
      {
        icon: "router",
        title: "IoT-Telemetrie",
        description:
          "Messwerte von Tausenden Geräten aufnehmen, Anomalien am Edge oder in der Cloud erkennen und sofort das richtige Team alarmieren.",
      },
      {
        icon: "truck",
        title: "Flotten-Tracking",
        description:
          "Fahrzeuge und Sendungen live verfolgen: Für einen Logistikkunden liefert unsere Plattform 98.7% Tracking-Genauigkeit über 15,000 Fahrzeuge.",
      },
      {
        icon: "sparkles",
        title: "Echtzeit-Personalisierung",
        description:
          "Empfehlungen und Angebote noch in derselben Sitzung anpassen – auf Basis dessen, was jeder Kunde gerade tut.",
      },
      {
        icon: "boxes",
        title: "Transparenz in der Lieferkette",
        description:
          "Aufträge, Bestände und Ereignisse der Frachtführer zu einem aktuellen Gesamtbild verbinden und umleiten, bevor eine Verzögerung den Kunden erreicht.",
      },
      {
        icon: "activity",
        title: "Monitoring und Observability",
        description:
          "Logs, Metriken und Traces in eine einzige Pipeline streamen, die Vorfälle in Sekunden statt Minuten sichtbar macht.",
      },
      {
        icon: "trending-up",
        title: "Handel und Marktdaten",
        description:
          "Markt-Feeds mit Latenz im Millisekundenbereich verarbeiten, Risikolimits im Datenfluss durchsetzen und jedes Ereignis für Replay und Prüfung aufbewahren.",
      },
      {
        icon: "battery-charging",
        title: "Stromnetzmanagement",
        description:
          "Angebot und Nachfrage mit Live-Daten aus Zählern, Wetter und Erzeugung ausgleichen und auf Netzereignisse reagieren, sobald sie auftreten.",
      },
    ],
  },
  closing: {
    title: "Erleben Sie Stream House mit Ihren eigenen Daten",
    lead: "Fordern Sie eine Demo an: Wir zeigen Ihnen eine funktionierende Pipeline, zugeschnitten auf eine Ihrer Echtzeitentscheidungen – mit einer ehrlichen Einschätzung von Latenz, Kosten und Aufwand.",
  },
};
