import type { allCaseStudies as english } from "@/content/case-studies";

/** As in English, except `category`: the English enum of category names, here in German. */
type Study = Omit<(typeof english)[number], "category"> & { category: string };

export const allCaseStudies: readonly Study[] = [
  {
    id: "fraud-detection-digital-bank",
    title: "Kartenbetrug in Echtzeit erkennen – für eine Digitalbank",
    client: "Lumen Digital Bank",
    industry: "Banken & Fintech",
    industryId: "banking-fintech",
    serviceId: "machine-learning",
    category: "Maschinelles Lernen",
    gradient: "blue-cyan",
    description:
      "Ein Streaming-Risikomodell, das jede Kartenzahlung in Millisekunden vor der Freigabe bewertet und den prüfenden Analysten erklärt, warum eine Zahlung angehalten wurde.",
    summary:
      "Die regelbasierte Betrugserkennung der Lumen Digital Bank fand die meisten Betrugsfälle erst nach der Abrechnung und lehnte dabei zu viele ehrliche Kunden ab. Wir haben sie durch ein Streaming-Modell ersetzt, das jede Kartenautorisierung vor der Freigabe bewertet und den Analysten die Gründe hinter jedem Score zeigt.",
    challenge:
      "Lumens Betrugskontrollen waren statische Regeln, geschrieben für eine Bank von einem Zehntel ihrer heutigen Größe. Der Kartenbetrug wuchs schneller als der Kundenstamm, die meisten Verluste wurden erst nach der Abrechnung sichtbar, und Beschwerden über abgelehnte Karten waren zur größten Kategorie im Kundenservice geworden. Analysten prüften Tausende Alarme pro Woche, ohne zu erfahren, warum eine Zahlung markiert worden war.",
    solution:
      "Wir haben ein Gradient-Boosting-Modell in XGBoost gebaut, gespeist von einem PyTorch-Sequenz-Encoder, der das jüngste Verhalten jeder Karte zusammenfasst, und es mit unter 40 Millisekunden im 99. Perzentil direkt im Autorisierungspfad ausgeliefert. Apache Flink berechnet die Features aus dem Kafka-Zahlungsstrom, sobald Ereignisse eintreffen, sodass das Modell Frequenz-, Händler- und Gerätesignale in Echtzeit sieht. Jeder Score kommt mit seinen wichtigsten Einflussfaktoren in verständlicher Sprache, und die Entscheidungen der Analysten fließen als Labels in den nächsten Trainingszyklus zurück.",
    impact:
      "Sechs Monate nach dem Launch sind betrügerische Transaktionen um 87% gesunken, und 91% der Betrugsfälle werden vor der Abrechnung gestoppt, statt hinterher verfolgt zu werden. Die Zahl der Fehlalarme fiel um 73%, sodass deutlich weniger ehrliche Kunden an der Kasse abgelehnt werden. Lumen beziffert die jährlich vermiedenen Betrugsverluste auf $7.2M, und die Analysten widmen ihre Zeit den Fällen, die echtes Urteilsvermögen erfordern.",
    date: "Februar 2025",
    publishedAt: "2025-02-18",
    duration: "7 Monate",
    author: { name: "Daniel Reyes", role: "Leiter Machine Learning" },
    metrics: [
      "87% weniger betrügerische Transaktionen",
      "91% der Betrugsfälle vor der Abrechnung gestoppt",
      "73% weniger Fehlalarme",
      "$7.2M jährlich vermiedene Betrugsverluste",
    ],
    technologies: ["XGBoost", "PyTorch", "Apache Kafka", "Apache Flink", "Feast", "SHAP", "MLflow"],
    tags: ["Betrugserkennung", "Echtzeit-Scoring", "Erklärbare KI", "Banken"],
    implementation: [
      "Die ersten vier Wochen haben wir mit dem Fraud-Operations-Team verbracht und achtzehn Monate gelabelter Transaktionen durch die bestehenden Regeln laufen lassen, um die Ausgangsbasis festzulegen, die das neue System schlagen musste.",
      "Wir haben eine Feature-Pipeline in Apache Flink gebaut, die Karten-, Händler- und Gerätefeatures aus dem Kafka-Zahlungsstrom berechnet; Feast hält die Definitionen für Training und Live-Scoring identisch.",
      "Wir haben Kandidatenmodelle auf zeitlich getrennten Daten trainiert und verglichen und uns für ein XGBoost-Modell mit PyTorch-Sequenz-Encoder entschieden, weil es das Latenzbudget einhielt und sich bei den jüngsten Betrugsmustern am besten bewährte.",
      "Sechs Wochen lang lief das Modell im Shadow Mode neben den Regeln; danach haben wir den Traffic schrittweise umgestellt, während das Fraud-Team die Entscheidungen täglich verglich.",
      "Wir haben SHAP-basierte Erklärungen in die Analysten-Queue integriert und die Ergebnisse der Analysten in das Training zurückgeführt; jeder Retraining-Lauf wird in MLflow zusammen mit den verwendeten Labels protokolliert.",
      "Wir haben Runbooks, Drift-Dashboards und einen monatlichen Retraining-Plan übergeben und Lumens Data Scientists befähigt, das Modell selbst zu verantworten.",
    ],
    results: [
      { value: "87%", label: "weniger betrügerische Transaktionen" },
      { value: "91%", label: "der Betrugsfälle vor der Abrechnung gestoppt" },
      { value: "73%", label: "weniger Fehlalarme" },
      { value: "$7.2M", label: "jährlich vermiedene Betrugsverluste" },
    ],
    testimonial: {
      quote:
        "Früher haben wir von Betrug durch Rückbuchungen erfahren. Heute stoppen wir das meiste schon bei der Autorisierung – und wenn ein Analyst fragt, warum eine Zahlung angehalten wurde, steht die Antwort auf dem Bildschirm.",
      author: "Elena Vasquez",
      title: "Leiterin Risikomanagement",
    },
    relatedCases: ["delivery-fleet-tracking", "insurance-inquiry-agents"],
  },
  {
    id: "insurance-inquiry-agents",
    title: "KI-Agenten, die Anfragen von Versicherten vollständig lösen",
    client: "Meridian Mutual Insurance",
    industry: "Versicherungen",
    industryId: "banking-fintech",
    serviceId: "agentic-ai",
    category: "Agentische KI",
    gradient: "violet-fuchsia",
    description:
      "Agenten, die Anfragen der Versicherten von Meridian Mutual zu Schadenstatus, Deckung und Dokumenten beantworten und alles Unklare samt Vorgang an einen Menschen übergeben.",
    summary:
      "Das Serviceteam von Meridian Mutual Insurance verbrachte den Großteil des Tages mit wiederkehrenden Fragen, die die Policen- und Schadensysteme längst beantworten konnten. Wir haben KI-Agenten gebaut, die diese Anfragen per Webchat und E-Mail vollständig lösen und an einen zugelassenen Mitarbeitenden eskalieren, sobald eine Anfrage Urteilsvermögen erfordert.",
    challenge:
      "Versicherte warteten im Schnitt vier Stunden auf eine erste Antwort, nach Unwettern mit sprunghaft steigenden Schadenzahlen noch länger. Die meisten Anfragen betrafen den Schadenstatus, Fragen zur Deckung oder Dokumente wie Versicherungskarten und Policenübersichten – und jede bedeutete, dass ein Mitarbeitender dieselben Systeme von Hand durchsuchte. Meridian wollte schnellere Antworten, ohne Software Deckungsentscheidungen treffen zu lassen, die ihr nicht zustehen.",
    solution:
      "Wir haben die Agenten in LangGraph gebaut – mit Spezialisten für Schadenstatus, Deckungsfragen und Dokumentanfragen und einem Router, der entscheidet, wer welche Nachricht bearbeitet. Die Agenten lesen Policen- und Schadendaten über eng begrenzte, rein lesende Tools auf Guidewire ClaimCenter und der Policendatenbank und beantworten Deckungsfragen ausschließlich auf Grundlage der eigenen Policenbedingungen des Versicherten, mit Quellenangabe. Beschwerden, strittige Schäden und unsichere Antworten gehen direkt an einen Mitarbeitenden – mit Zusammenfassung und vollständigem Gesprächsverlauf.",
    impact:
      "Agenten lösen heute 78% der Kundenanfragen vollständig, und die mittlere Zeit bis zur ersten Antwort ist von vier Stunden auf unter drei Minuten gesunken. Die Kundenzufriedenheit stieg im ersten Quartal um 9 Punkte, und die Mitarbeitenden konzentrieren sich auf strittige Schäden und komplexe Fragen. Jede Aktion der Agenten wird protokolliert, und das Compliance-Team von Meridian prüft jede Woche eine Stichprobe der Gespräche.",
    date: "April 2025",
    publishedAt: "2025-04-10",
    duration: "5 Monate",
    author: { name: "Sofia Lindqvist", role: "Leitende KI-Ingenieurin" },
    metrics: [
      "78% der Kundenanfragen vollständig von Agenten gelöst",
      "Mittlere Erstreaktion von 4 Stunden auf unter 3 Minuten gesenkt",
      "Kundenzufriedenheit um 9 Punkte gestiegen",
      "Jede Eskalation mit Fallzusammenfassung übergeben",
    ],
    technologies: [
      "LangGraph",
      "Python",
      "FastAPI",
      "PostgreSQL",
      "pgvector",
      "Guidewire ClaimCenter",
      "OpenTelemetry",
    ],
    tags: ["KI-Agenten", "Kundenservice", "Mensch in der Entscheidungsschleife", "Versicherungen"],
    implementation: [
      "Gemeinsam mit den Serviceverantwortlichen von Meridian haben wir sechs Monate anonymisierter Anfragen klassifiziert, um die Anliegen, die sich aus Systemdaten beantworten lassen, von denen zu trennen, die immer einen Menschen erreichen müssen.",
      "Wir haben rein lesende Tools auf die Schaden- und Policensysteme gebaut, beschränkt auf den authentifizierten Versicherten, sodass kein Agent einen Schaden oder eine Police ändern kann.",
      "Wir haben spezialisierte Agenten in LangGraph für Schadenstatus, Deckungsfragen und Dokumentanfragen gebaut, koordiniert von einem Router, der eskaliert, sobald Konfidenz oder Geschäftsregeln es verlangen.",
      "Wir haben eine Evaluierungssuite aus mehr als 1,200 echten Anfragen mit erwarteten Ergebnissen aufgebaut, von zugelassenen Mitarbeitenden geprüft, und sie vor jedem Release gegen jede Änderung laufen lassen.",
      "Wir sind im Webchat in einem Bundesstaat gestartet, haben jede Woche jede Eskalation und eine Stichprobe gelöster Gespräche geprüft und die Agenten dann auf E-Mail und die übrigen Bundesstaaten ausgeweitet.",
      "Wir haben das Serviceteam von Meridian darin geschult, Transkripte zu prüfen, Eskalationsregeln anzupassen und neue Anfragetypen ohne uns hinzuzufügen.",
    ],
    results: [
      { value: "78%", label: "der Anfragen vollständig von Agenten gelöst" },
      { value: "< 3 Min.", label: "mittlere Erstreaktion, zuvor 4 Stunden" },
      { value: "+9 Punkte", label: "Kundenzufriedenheit (CSAT)" },
      { value: "24/7", label: "Antworten zu Schadenstatus und Dokumenten" },
    ],
    testimonial: {
      quote:
        "Früher haben unsere Mitarbeitenden den ganzen Tag Schadenstatus vorgelesen. Heute erledigen die Agenten die Routine, und wenn etwas einen Menschen braucht, kommt es mit der ganzen Vorgeschichte an.",
      author: "Marcus Bell",
      title: "Bereichsleiter Kundenservice",
    },
    relatedCases: ["fraud-detection-digital-bank", "delivery-fleet-tracking"],
  },
  {
    id: "clean-water-monitoring",
    title: "Leckerkennung für ein ländliches Wassersystem mit 12 Gemeinden",
    client: "Clearwater Community Trust",
    industry: "Gemeinnützig · Wasserversorgung",
    industryId: "climate-agritech",
    serviceId: "ngo-lab",
    category: "NGO Lab",
    gradient: "emerald-lime",
    description:
      "Ein Pro-bono-Sensornetz mit Dashboard, mit dem der Clearwater Community Trust Lecks findet und das Pumpen in einem ländlichen Wassersystem für 12 Gemeinden plant.",
    summary:
      "Der Clearwater Community Trust unterstützt die ehrenamtlichen Komitees, die ein ländliches Wassersystem für 12 Gemeinden betreiben. Über das NGO Lab haben wir kostenlos ein stromsparendes Sensornetz und ein gemeinsames Dashboard konzipiert und gebaut, damit die Komitees Durchfluss, Druck und Tankfüllstände sehen und Lecks beheben können, solange sie noch klein sind.",
    challenge:
      "Die Leitungen des Systems verlaufen kilometerweit durch Ackerland, und ein großer Teil des gepumpten Wassers ging durch Lecks verloren, die niemand bemerkte, bis ein Tank leer lief. Zwischen Pumpstationen und Zapfstellen gab es keine Messung, sodass die Komitees weder sahen, wohin das Wasser floss, noch das Pumpen auf die Trockenzeit abstimmen konnten. Alles, was wir bauten, musste mit Solarstrom und lückenhafter Konnektivität auskommen und so einfach sein, dass Ehrenamtliche es warten können.",
    solution:
      "Wir haben solarbetriebene Durchfluss-, Druck- und Füllstandssensoren an Schlüsselstellen des Netzes installiert, die per LoRaWAN an Gateways an den beiden Pumpstationen melden. Die Messwerte landen in TimescaleDB, und ein Grafana-Dashboard zeigt jedem Komitee seinen eigenen Abschnitt des Systems – mit SMS-Warnungen, wenn nächtlicher Durchfluss oder ein Druckabfall auf ein Leck hindeuten. Eine einfache Prognose mit scikit-learn schätzt den Bedarf der kommenden Wochen, damit sich die Pumpzeiten nach den Jahreszeiten richten.",
    impact:
      "Der Wasserverlust zwischen Pumpen und Zapfstellen ist um 40% gesunken, und die 12 angeschlossenen Gemeinden haben in der Trockenzeit weniger Tage ohne Wasser. Zusammen mit den regionalen Programmen des Trusts, die inzwischen dasselbe Dashboard nutzen, erreicht die Arbeit 250k Menschen, und die Komitees betreiben und erweitern das Netz selbst. Das Projekt wurde pro bono im NGO Lab umgesetzt; Code und Hardware-Leitfäden sind veröffentlicht, damit andere Wasserträger sie nutzen können.",
    date: "November 2024",
    publishedAt: "2024-11-14",
    duration: "6 Monate",
    author: { name: "Amara Nwosu", role: "Leiterin NGO Lab" },
    metrics: [
      "Ein Wassersystem für 12 Gemeinden",
      "40% weniger Wasserverlust",
      "250k Menschen erreicht",
      "Pro bono im NGO Lab entwickelt",
    ],
    technologies: ["LoRaWAN", "ChirpStack", "TimescaleDB", "Grafana", "scikit-learn", "Twilio"],
    tags: ["NGO Lab", "Pro-bono", "IoT-Sensorik", "Wasserversorgung", "Nachhaltigkeit"],
    implementation: [
      "Gemeinsam mit Komiteemitgliedern und dem Feldingenieur des Trusts haben wir das Netz abgelaufen, Leitungen, Pumpen und Tanks kartiert und Sensoren dort platziert, wo ein Messwert ein Leck auf einen einzelnen Leitungsabschnitt eingrenzt.",
      "Wir haben stromsparende Durchfluss-, Druck- und Füllstandssensoren mit kleinen Solarpanels gewählt und LoRaWAN-Gateways an den beiden Pumpstationen eingerichtet, die bereits Strom und Mobilfunkanbindung hatten.",
      "Die Datenpipeline haben wir auf Open-Source-Basis mit ChirpStack und TimescaleDB gebaut, sodass der Trust nur für bescheidenes Hosting zahlt und an keinen Anbieter gebunden ist.",
      "Das Grafana-Dashboard haben wir in drei Testrunden mit den Komitees gestaltet und SMS-Warnungen für nächtlichen Durchfluss und plötzliche Druckabfälle ergänzt.",
      "Wir haben eine Bedarfsprognose für die Trockenzeit ergänzt und je zwei Ehrenamtliche pro Komitee darin geschult, das Dashboard zu lesen, Sensoren zu tauschen und auf Warnungen zu reagieren.",
      "Wir haben das System mit gedruckten Feldhandbüchern und offener Dokumentation übergeben und melden uns jedes Quartal beim Trust.",
    ],
    results: [
      { value: "12", label: "Gemeinden versorgt durch das Wassersystem" },
      { value: "40%", label: "weniger Wasserverlust" },
      { value: "250k", label: "Menschen erreicht" },
      { value: "Pro-bono", label: "konzipiert und gebaut im NGO Lab" },
    ],
    testimonial: {
      quote:
        "Vor den Sensoren haben wir Lecks gefunden, wenn ein Tank leer war. Heute bekommt das Komitee noch in derselben Nacht eine Nachricht, und wir wissen am Morgen, welchen Leitungsabschnitt wir ablaufen müssen.",
      author: "Ana Lucía Torres",
      title: "Programmleiterin",
    },
    relatedCases: ["delivery-fleet-tracking", "fraud-detection-digital-bank"],
  },
  {
    id: "delivery-fleet-tracking",
    title: "Echtzeit-Tracking für eine Lieferflotte mit 15,000 Fahrzeugen",
    client: "TransitCore Logistics",
    industry: "Handel & E-Commerce",
    industryId: "retail-ecommerce",
    serviceId: "stream-house",
    category: "Stream House",
    gradient: "sky-indigo",
    description:
      "Eine Streaming-Plattform auf Apache Kafka und Flink, die TransitCores Flotte auf der letzten Meile in Bewegung verfolgt und Händlern verlässliche Ankunftszeiten liefert.",
    summary:
      "TransitCore Logistics übernimmt mit einer Flotte von 15,000 Fahrzeugen die Zustellung auf der letzten Meile für Handels- und E-Commerce-Marken. Wir haben eine Echtzeit-Streaming-Plattform gebaut, die GPS-, Telematik- und Scan-Ereignisse in Live-Positionen, Ankunftsprognosen und Verspätungswarnungen für die Disposition und die belieferten Händler verwandelt.",
    challenge:
      "TransitCores Tracking basierte auf Batch-Jobs, die Fahrzeugpositionen alle fünfzehn Minuten aktualisierten – die Disposition erfuhr von Verspätungen erst nach den Kunden. Händler wollten genaue Zeitfenster, und Anfragen nach dem Motto „Wo ist meine Bestellung?“ machten einen wachsenden Teil ihres Supportaufkommens aus. Die Kraftstoffkosten stiegen, und Routen ließen sich tagsüber nicht anpassen, weil niemand ein aktuelles Bild der Flotte hatte.",
    solution:
      "Wir haben eine Event-Plattform auf Apache Kafka gebaut, die GPS-Pings, Telematikdaten und Scan-Ereignisse der Fahrer von jedem Fahrzeug aufnimmt, dazu Apache-Flink-Jobs, die die Signale bereinigen, dem Straßennetz zuordnen und für jedes Fahrzeug und Paket einen Live-Zustand halten. Aus diesem Zustand berechnet die Plattform Ankunftsprognosen, markiert Stopps mit Verspätungsrisiko und schlägt der Disposition Umverteilungen vor. Händler erhalten Tracking-Updates über eine Webhook-API, und die Betriebsteams beobachten die Flotte in Grafana-Dashboards auf Basis von ClickHouse.",
    impact:
      "Das Tracking ist heute über 15,000 Fahrzeuge hinweg zu 98.7% genau, und verspätete Zustellungen sind um 35% zurückgegangen, weil die Disposition handelt, solange sich Verzögerungen noch beheben lassen. Die Kraftstoffkosten sanken um 28%, da Routen tagsüber neu ausbalanciert und lange Standzeiten gemeldet werden. Händler verzeichnen 42% weniger Anfragen à la „Wo ist meine Bestellung?“, seit ihre Kunden eine verlässliche Ankunftszeit sehen.",
    date: "Januar 2025",
    publishedAt: "2025-01-21",
    duration: "8 Monate",
    author: { name: "Arjun Mehta", role: "Leitender Data Engineer" },
    metrics: [
      "98.7% Tracking-Genauigkeit über 15,000 Fahrzeuge",
      "35% weniger verspätete Zustellungen",
      "28% geringere Kraftstoffkosten",
      "42% weniger Anfragen „Wo ist meine Bestellung?“",
    ],
    technologies: [
      "Apache Kafka",
      "Apache Flink",
      "Debezium",
      "ClickHouse",
      "Kubernetes",
      "Grafana",
      "OSRM",
    ],
    tags: [
      "Echtzeit-Streaming",
      "Flotten-Tracking",
      "Logistik auf der letzten Meile",
      "Ereignisgesteuerte Architektur",
    ],
    implementation: [
      "Einen Monat lang haben wir das bestehende Tracking mit den Zustell-Scans abgeglichen, um die Ausgangsbasis für Genauigkeit, Verspätungen und Kraftstoffverbrauch festzulegen.",
      "Wir haben Apache Kafka auf Kubernetes bereitgestellt, um GPS-, Telematik- und Scan-Ereignisse aller Fahrzeuge aufzunehmen; Debezium streamt Auftragsänderungen aus der Dispositionsdatenbank.",
      "Wir haben Apache-Flink-Jobs geschrieben, die verrauschte GPS-Werte filtern, Positionen mit OSRM dem Straßennetz zuordnen und für jedes Fahrzeug und Paket einen Exactly-once-Zustand halten.",
      "Auf diesem Zustand haben wir Ankunftsprognosen und Verspätungswarnungen aufgebaut und sie mit einem Monat wiedergegebener Ereignisse getestet, bevor sich die Disposition darauf verließ.",
      "Über zehn Wochen haben wir die Plattform Depot für Depot eingeführt, zusammen mit einer Webhook-API, über die Händler Live-Ankunftszeiten an ihre Kunden weitergeben.",
      "Wir haben Kapazitätspläne, Bereitschafts-Runbooks und Grafana-Dashboards übergeben und das Plattformteam von TransitCore für den Betrieb des Systems geschult.",
    ],
    results: [
      { value: "98.7%", label: "Tracking-Genauigkeit über 15,000 Fahrzeuge" },
      { value: "35%", label: "weniger verspätete Zustellungen" },
      { value: "28%", label: "geringere Kraftstoffkosten" },
      { value: "42%", label: "weniger Anfragen „Wo ist meine Bestellung?“" },
    ],
    testimonial: {
      quote:
        "Zum ersten Mal sieht unsere Disposition eine Verspätung kommen, statt von einem Kunden davon zu hören. Unsere Handelskunden haben den Unterschied innerhalb eines Monats bemerkt.",
      author: "David Chen",
      title: "Geschäftsführer Operations (COO)",
    },
    relatedCases: ["fraud-detection-digital-bank", "clean-water-monitoring"],
  },
];
