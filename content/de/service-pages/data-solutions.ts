import type { dataSolutionsPage as english } from "@/content/service-pages/data-solutions";

export const dataSolutionsPage: typeof english = {
  hero: {
    badge: "Datenlösungen",
    title: "Datengrundlagen, denen Ihre Teams vertrauen können",
    highlight: "denen Ihre Teams vertrauen können",
    lead: "Wir entwerfen die Architektur, bauen die Pipelines und etablieren die Governance, auf die Analytics und KI angewiesen sind – auf der Cloud, die Sie bereits nutzen. Und wir sorgen dafür, dass Ihr Team alles selbst weiterführen kann.",
  },
  areas: {
    intro: {
      eyebrow: "Lösungsbereiche",
      title: "Sechs Bereiche, eine stimmige Datenplattform",
      lead: "Die meisten Kunden kommen mit einem drängenden Problem zu uns, etwa einem langsamen Data Warehouse oder einem nicht bestandenen Audit. Wir lösen es so, dass es zur gesamten Plattform passt – damit das nächste Projekt auf festerem Boden beginnt.",
    },
    items: [
      {
        id: "data-strategy-architecture",
        icon: "compass",
        title: "Datenstrategie & -architektur",
        description:
          "Eine Zielarchitektur und eine priorisierte Roadmap, ausgerichtet auf die Entscheidungen und Produkte, für die Ihr Unternehmen tatsächlich Daten braucht.",
        longDescription:
          "Wir beginnen mit Interviews in Fach- und Engineering-Teams, einer Bestandsaufnahme von Quellen, Systemen und Kosten sowie einer Prüfung der wichtigsten Berichte und Modelle. Darauf aufbauend entwerfen wir eine Zielarchitektur – meist ein Lakehouse oder Cloud Data Warehouse mit klarer Domänenverantwortung – und eine Roadmap, priorisiert nach Nutzen und Abhängigkeiten.\n\nDas Ergebnis ist praxisnah: Architecture Decision Records, ein kalkulierter Plan für die nächsten vier Quartale und die ersten zwei oder drei Projekte, so präzise abgegrenzt, dass sie sofort starten können.",
        benefits: [
          "Investitionen an benannte Geschäftsergebnisse geknüpft",
          "Architekturentscheidungen mit Zielkonflikten dokumentiert",
          "Realistische Kosten- und Personalschätzungen",
          "Eine Roadmap, priorisiert nach Nutzen und Abhängigkeiten",
        ],
        examples: [
          "Für einen Spezialversicherer führte eine sechswöchige Analyse vier sich überschneidende Reporting-Stacks in einer Roadmap zusammen und senkte die geplanten Plattformkosten um 20%.",
          "Für ein Logistikunternehmen haben wir ein domänenorientiertes Lakehouse entworfen, in dem drei regionale Teams gemeinsame Datensätze nach einheitlichen Standards veröffentlichen.",
          "Für eine Gesundheitsdienstleistungsgruppe identifizierte eine Analyse der Datenreife die fünf Quellsysteme, die 80% des Management-Reportings speisen, und priorisierte sie für die Migration.",
        ],
      },
      {
        id: "data-pipelines-processing",
        icon: "workflow",
        title: "Datenpipelines & -verarbeitung",
        description:
          "Batch- und Streaming-Pipelines, getestet, beobachtbar und günstig im Betrieb – von der Ingestion bis zu modellierten Tabellen.",
        longDescription:
          "Wir bauen die Ingestion mit Managed Connectors wie Fivetran oder Airbyte, wo sie passen, und mit eigenen Extraktoren, wo nicht, und modellieren die Daten in dbt mit Tests auf Aktualität, Eindeutigkeit und referenzielle Integrität. Die Orchestrierung läuft in Airflow oder Dagster, Alarme gehen an das Team, das den jeweiligen Datensatz verantwortet.\n\nFür latenzkritische Anwendungsfälle ergänzen wir Change Data Capture mit Debezium und Streaming über Kafka – mit einheitlichen fachlichen Definitionen für Batch- und Echtzeitpfade.",
        benefits: [
          "Datenqualitätsfehler erkannt, bevor Dashboards brechen",
          "Klare Verantwortung für jede Pipeline",
          "Geringere Rechenkosten durch inkrementelle Modelle",
          "Batch und Streaming mit denselben Definitionen",
        ],
        examples: [
          "Für einen E-Commerce-Marktplatz senkte die Umstellung nächtlicher Vollladungen auf inkrementelle dbt-Modelle die Rechenkosten des Data Warehouse um 35%.",
          "Für einen Fintech-Kreditgeber brachte eine Change-Data-Capture-Pipeline mit Debezium und Kafka Statusänderungen von Krediten innerhalb von zwei Minuten statt über Nacht ins Data Warehouse.",
          "Für ein Medienunternehmen reduzierten dbt-Tests und Airflow-Alarme die von Fachanwendern gemeldeten Datenvorfälle von etwa zehn auf zwei pro Monat.",
        ],
      },
      {
        id: "visualization-analytics",
        icon: "chart-bar",
        title: "Visualisierung & Analytics",
        description:
          "Dashboards und Self-Service-Analytics auf einer gemeinsamen semantischen Schicht, damit jedes Team dieselben Zahlen berichtet.",
        longDescription:
          "Widersprüchliche Zahlen in zwei Dashboards zerstören Vertrauen schneller als alles andere. Wir definieren Kennzahlen einmal in einer semantischen Schicht – mit dbt Metrics, LookML oder Power-BI-Datasets – und bauen darauf Dashboards mit klarer Verantwortung und klarem Zweck.\n\nWir gestalten gemeinsam mit den Menschen, die die Berichte nutzen: Management-Übersichten, die auf einen Bildschirm passen, operative Ansichten, die sich so oft aktualisieren, wie Entscheidungen fallen, und gesteuerte Self-Service-Bereiche, in denen Analysten explorieren können, ohne eine weitere Version des Umsatzes zu erzeugen.",
        benefits: [
          "Eine Definition für jede zentrale Kennzahl",
          "Dashboards, gestaltet um echte Entscheidungen",
          "Self-Service-Analytics ohne Kennzahlen-Wildwuchs",
          "Weniger Ad-hoc-Berichtsanfragen an das Datenteam",
        ],
        examples: [
          "Für einen landesweiten Händler erzielte eine neue Analytics-Plattform mit gemeinsamer semantischer Schicht im ersten Jahr 215% ROI.",
          "Für ein Immobilienverwaltungsunternehmen haben wir 140 Altberichte durch 18 gesteuerte Dashboards ersetzt, die dieselben Entscheidungen abdecken.",
          "Für ein gemeinnütziges Gesundheitsnetzwerk verkürzte ein Programm-Dashboard in Looker Studio die monatliche Vorbereitung des Vorstandsberichts von vier Tagen auf einen halben Tag.",
        ],
      },
      {
        id: "governance-compliance",
        icon: "shield-check",
        title: "Governance & Regelkonformität",
        description:
          "Kataloge, Lineage, Zugriffskontrollen und Aufbewahrungsrichtlinien, die regulatorische Anforderungen erfüllen, ohne Analysten auszubremsen.",
        longDescription:
          "Gute Governance macht die richtigen Daten leicht auffindbar und falsche Zugriffe schwer. Wir richten einen Datenkatalog mit Lineage ein, klassifizieren sensible Felder und setzen Zugriffe über rollen- und attributbasierte Richtlinien im Data Warehouse durch statt über Berechtigungstabellen.\n\nWir ordnen Kontrollen den für Sie geltenden Vorschriften zu, automatisieren die Nachweiserhebung für Audits und definieren Aufbewahrungs- und Löschprozesse, die tatsächlich laufen – einschließlich Betroffenenanfragen nach DSGVO und CCPA.",
        benefits: [
          "Sensible Daten per Richtlinie klassifiziert und maskiert",
          "Lineage von der Quelle bis zum Dashboard",
          "Audit-Nachweise automatisch erhoben",
          "Betroffenenanfragen in Tagen statt Wochen bearbeitet",
        ],
        examples: [
          "Für ein Digital-Health-Unternehmen halfen Maskierung auf Spaltenebene und Lineage in Unity Catalog, eine HIPAA-Risikobewertung ohne wesentliche Feststellungen zu bestehen.",
          "Für eine europäische Reiseplattform verkürzte ein automatisierter Löschprozess die Bearbeitung von Löschanträgen nach DSGVO von durchschnittlich 21 auf 3 Tage.",
          "Für ein Payment-Start-up haben wir Karteninhaberdaten auf zwei isolierte Schemas begrenzt und die Systeme im PCI-DSS-Geltungsbereich mehr als halbiert.",
        ],
      },
      {
        id: "cloud-integrations",
        icon: "cloud-cog",
        title: "Cloud-Integrationen",
        description:
          "Migrationen und Integrationen für AWS, Azure, Google Cloud und Snowflake – als Code definiert und auf Ihre Workloads dimensioniert.",
        longDescription:
          "Wir migrieren On-Premises-Data-Warehouses und Hadoop-Cluster schrittweise auf Cloud-Plattformen, betreiben alte und neue Systeme parallel und gleichen die Ergebnisse ab, bis die Fachseite sie abnimmt. Die Infrastruktur wird in Terraform definiert; Umgebungen, Netzwerk und IAM prüft Ihr Security-Team.\n\nAußerdem binden wir SaaS-Systeme wie Salesforce, NetSuite und Workday über Managed Connectors oder APIs an und richten ein Kosten-Monitoring ein, damit die Ausgaben mit wachsender Nutzung sichtbar bleiben.",
        benefits: [
          "Schrittweise Migrationen mit parallelem Abgleich",
          "Infrastruktur als Code definiert und geprüft",
          "Cloud-Kosten nach Team und Workload sichtbar",
          "SaaS-Daten neben den Kernsystemen verfügbar",
        ],
        examples: [
          "Für eine Industriegruppe haben wir ein 30 TB großes On-Premises-Data-Warehouse auf SQL Server in fünf Monaten ohne Reporting-Ausfall zu Snowflake migriert.",
          "Für einen Hochschulverbund ersetzte eine mit Terraform verwaltete BigQuery-Umgebung historisch gewachsene Einzelprojekte und senkte die monatlichen Cloud-Kosten um 18%.",
          "Für ein Beratungsunternehmen gab die Integration von Salesforce- und NetSuite-Daten in Azure der Finanzabteilung einen täglichen Abgleich von Pipeline und Abrechnungen.",
        ],
      },
      {
        id: "documentation-training",
        icon: "graduation-cap",
        title: "Dokumentation & Schulung",
        description:
          "Runbooks, Datenwörterbücher und praxisnahe Schulungen, damit Ihr Team die Plattform nach unserem Abschied betreiben und erweitern kann.",
        longDescription:
          "Wir dokumentieren während des Bauens, nicht erst am Ende: Beschreibungen der Datensätze im Katalog, Runbooks für häufige Fehler und Architekturnotizen, die erklären, warum Entscheidungen so gefallen sind. Die Dokumentation liegt neben dem Code und wird mit jeder Änderung geprüft und aktualisiert.\n\nSchulungen sind auf Rollen zugeschnitten. Engineers arbeiten mit uns im Tandem an echten Tickets, Analysten lernen die semantische Schicht und SQL-Muster, und Fachanwender erhalten kurze Sessions dazu, wie sie die Dashboards finden und interpretieren, auf die sie sich verlassen.",
        benefits: [
          "Weniger Abhängigkeit von externen Beratern",
          "Schnelleres Onboarding neuer Mitarbeitender",
          "Dokumentation, die mit dem Code aktuell bleibt",
          "Schulungen passend zu jeder Rolle",
        ],
        examples: [
          "Für einen regionalen Versorger bereitete ein sechswöchiges Tandem-Programm das vierköpfige Datenteam darauf vor, eine neue Plattform mit dbt und Airflow vollständig zu übernehmen.",
          "Für einen Versicherungsmakler reduzierte ein durchsuchbares Datenwörterbuch mit 600 Feldern wiederkehrende Fragen an das Analytics-Team um etwa 40%.",
          "Für ein Netzwerk von Lebensmittelbanken halfen kurze aufgezeichnete Sessions zu den Bestands-Dashboards den Mitarbeitenden an 22 Standorten, dieselben Berichte zu nutzen.",
        ],
      },
    ],
  },
  strategy: {
    intro: {
      eyebrow: "Datenstrategie",
      title: "Eine Strategie, die von Entscheidungen ausgeht – nicht von Tools",
      lead: "Bevor wir eine Plattform empfehlen, klären wir, welche Entscheidungen Ihr Unternehmen schneller oder besser treffen muss und welche Daten sie verändern würden. Die Werkzeuge ergeben sich daraus.",
    },
    points: [
      {
        icon: "search",
        title: "Analyse des Ist-Zustands",
        description:
          "Wir erfassen Quellen, Pipelines, Berichte und Kosten und befragen Datenproduzenten und -nutzer, um herauszufinden, wo Zeit und Vertrauen verloren gehen.",
      },
      {
        icon: "layers",
        title: "Zielarchitektur",
        description:
          "Wir entwerfen eine Plattform, die zu Ihren Workloads und Ihrem Team passt, mit dokumentierten Zielkonflikten zwischen Data Warehouse, Lakehouse und Streaming.",
      },
      {
        icon: "route",
        title: "Priorisierte Roadmap",
        description:
          "Wir ordnen die Arbeit nach Geschäftswert und Abhängigkeiten – mit Kostenschätzungen, Personalbedarf und messbaren Meilensteinen für jedes Quartal.",
      },
    ],
  },
  tabs: {
    intro: {
      eyebrow: "So bauen wir",
      title: "Engineering, Analytics und Governance aus einem Guss",
      lead: "Pipelines, Reporting und Kontrollen entwerfen wir als ein System. So lässt sich jede Zahl im Dashboard bis zu ihrer Quelle zurückverfolgen – und bis zu den Personen, die sie sehen dürfen.",
    },
    items: [
      {
        value: "pipelines",
        label: "Datenpipelines",
        title: "Zuverlässige Datenpipelines",
        description:
          "Ingestion, Transformation und Orchestrierung – vom ersten Commit an mit Tests, Versionskontrolle und Alarmierung.",
        points: [
          "Managed und eigene Connectoren für Datenbanken, APIs und SaaS-Tools",
          "Transformationen in dbt mit Tests für jedes Modell",
          "Change Data Capture für Aktualisierungen nahezu in Echtzeit",
          "Orchestrierung mit Wiederholungen, Alarmen und klaren Verantwortlichen",
        ],
        tools: ["dbt", "Apache Airflow", "Dagster", "Fivetran", "Apache Kafka", "Debezium"],
      },
      {
        value: "visualization",
        label: "Visualisierung",
        title: "Analytics, die genutzt wird",
        description:
          "Dashboards und Self-Service-Werkzeuge auf gesteuerten Kennzahlendefinitionen, gestaltet mit den Teams, die die Entscheidungen treffen.",
        points: [
          "Semantische Schicht mit einer Definition pro Kennzahl",
          "Dashboards für Management und operatives Geschäft",
          "Gesteuerte Self-Service-Exploration für Analysten",
          "Nutzungsmessung, um Berichte abzuschalten, die niemand öffnet",
        ],
        tools: ["Power BI", "Tableau", "Looker", "Apache Superset", "dbt Semantic Layer"],
      },
      {
        value: "governance",
        label: "Daten-Governance",
        title: "Governance, fest in der Plattform verankert",
        description:
          "Zugriff, Lineage, Qualität und Aufbewahrung werden von der Plattform selbst durchgesetzt – nicht allein durch Richtliniendokumente.",
        points: [
          "Datenkatalog mit Lineage von der Quelle bis zum Bericht",
          "Klassifizierung und Maskierung sensibler Daten",
          "Rollen- und attributbasierte Zugriffsrichtlinien",
          "Automatisierte Aufbewahrungs- und Löschprozesse",
        ],
        tools: ["Unity Catalog", "Collibra", "DataHub", "Great Expectations", "Immuta"],
      },
    ],
  },
  compliance: {
    intro: {
      eyebrow: "Regelkonformität",
      title: "Kontrollen, zugeordnet zu den Standards, die für Sie gelten",
      lead: "Wir setzen technische Kontrollen in der Datenplattform um und dokumentieren sie so, wie Ihre Prüfer und Ihre Rechtsabteilung es erwarten. Wir arbeiten mit Ihren Juristen und Compliance-Verantwortlichen zusammen, nicht an ihrer Stelle.",
    },
    standards: [
      {
        name: "DSGVO",
        description:
          "Wir kartieren personenbezogene Daten über alle Systeme, setzen zweckgebundene Zugriffe durch und automatisieren Lösch- und Auskunftsanfragen mit prüfbarem Nachweis.",
      },
      {
        name: "CCPA",
        description:
          "Wir kennzeichnen Daten kalifornischer Verbraucher, setzen Opt-out- und Löschanfragen in allen nachgelagerten Tabellen um und dokumentieren die Erfüllung jeder Anfrage.",
      },
      {
        name: "HIPAA",
        description:
          "Wir halten geschützte Gesundheitsdaten in freigegebenen Umgebungen, setzen Verschlüsselung und Zugriff nach dem Prinzip der Erforderlichkeit durch und protokollieren jede Abfrage auf PHI.",
      },
      {
        name: "SOC 2",
        description:
          "Wir implementieren Zugriffsüberprüfungen, Change Management und Monitoring für die Datenplattform und sammeln die Nachweise, die Ihr Prüfer anfordern wird.",
      },
      {
        name: "ISO 27001",
        description:
          "Wir richten die Kontrollen der Datenplattform an Ihrem Informationssicherheits-Managementsystem aus und dokumentieren sie gegen die relevanten Maßnahmen aus Anhang A.",
      },
      {
        name: "PCI DSS",
        description:
          "Durch Segmentierung und Tokenisierung minimieren wir die Systeme, die mit Karteninhaberdaten in Berührung kommen, und verkleinern so den Prüfungsumfang und den Kontrollaufwand.",
      },
    ],
  },
  cloud: {
    intro: {
      eyebrow: "Cloud-Plattformen",
      title: "Gebaut auf der Cloud, die Sie bereits nutzen",
      lead: "Wir sind plattformneutral und arbeiten innerhalb Ihrer bestehenden Verträge und Ihres Sicherheitsmodells. Wäre ein Workload anderswo günstiger oder einfacher, sagen wir das – und legen die Zahlen vor.",
    },
    platforms: [
      {
        icon: "cloud",
        platform: "AWS",
        uses: [
          "S3-Data-Lakes mit Glue und Athena",
          "Data Warehousing mit Redshift und Streaming mit Kinesis",
          "Managed Airflow und IAM-basierte Zugriffskontrolle",
        ],
      },
      {
        icon: "server",
        platform: "Microsoft Azure",
        uses: [
          "Azure Data Lake Storage und Synapse",
          "Pipelines mit Data Factory und Event Hubs",
          "Power BI und Governance mit Microsoft Purview",
        ],
      },
      {
        icon: "cloud-cog",
        platform: "Google Cloud",
        uses: [
          "Data Warehousing mit BigQuery und BI Engine",
          "Streaming mit Dataflow und Pub/Sub",
          "Governance mit Dataplex und Analytics mit Looker",
        ],
      },
      {
        icon: "database",
        platform: "Snowflake",
        uses: [
          "Multi-Cluster-Warehouses, dimensioniert pro Workload",
          "Sicherer Datenaustausch mit Partnern",
          "Dynamische Maskierung und Richtlinien für Zeilenzugriff",
        ],
      },
    ],
  },
  closing: {
    title: "Bereit, Ihre Daten auf festeren Boden zu stellen?",
    lead: "Sprechen Sie mit unserem Datenteam über das Problem, das vor Ihnen liegt. Wir prüfen Ihr aktuelles Setup und melden uns mit einem kurzen, kalkulierten Plan für die erste Phase.",
  },
};
