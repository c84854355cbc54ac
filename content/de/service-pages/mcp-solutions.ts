import type { mcpSolutionsPage as english } from "@/content/service-pages/mcp-solutions";

export const mcpSolutionsPage: typeof english = {
  hero: {
    badge: "Modulare Steuerungsplattformen",
    title: "Steuerungssoftware aus Modulen – statt für jede Linie neu geschrieben",
    highlight: "aus Modulen",
    lead:
      "Unsere modularen Steuerungsplattformen (MCP) geben Werken, Lagern und Geräteflotten eine " +
      "gemeinsame übergeordnete Steuerungsebene über heterogene Anlagen – neue Linien und " +
      "Standorte werden aus getesteten Modulen konfiguriert statt von Grund auf programmiert.",
  },
  overview: {
    intro: {
      eyebrow: "Überblick",
      title: "Eine Steuerungsplattform über Anlagen, Hersteller und Standorte hinweg",
      lead:
        "Die meisten Betriebe laufen auf einem Flickenteppich aus SPS-Programmen, Hersteller-HMIs " +
        "und eigenen Skripten. MCP ersetzt ihn durch eine geschichtete Plattform, die Sie Modul " +
        "für Modul erweitern.",
    },
    points: [
      "Jedes MCP-Modul kapselt eine Fähigkeit – etwa eine Förderzone, ein Batch-Rezept oder eine " +
        "Roboterzelle – hinter einer Standardschnittstelle. Module sind versioniert, an einem " +
        "digitalen Zwilling getestet und linienübergreifend wiederverwendbar, sodass die zweite " +
        "Inbetriebnahme nur einen Bruchteil der ersten kostet.",
      "Eine zentrale Steuerungsebene koordiniert die Module, setzt Verriegelungen und Abläufe " +
        "durch und stellt Bedienern und Geschäftssystemen den Live-Zustand bereit. Das " +
        "Werkspersonal sieht jede Anlage in einer Ansicht, gleich welcher Hersteller sie gebaut hat.",
      "Die Plattform spricht die Protokolle, die bereits in Ihrer Fertigung laufen, darunter " +
        "OPC UA, Modbus TCP, EtherNet/IP, PROFINET und MQTT. Sie fügt sich um bestehende " +
        "Steuerungen, statt einen Komplettaustausch zu verlangen. Ein Kunde nimmt neue " +
        "Fertigungslinien heute 59% schneller in Betrieb.",
    ],
  },
  features: {
    intro: {
      eyebrow: "Kernfunktionen",
      title: "Was die Plattform in der Praxis modular macht",
      lead:
        "Vier Designentscheidungen bestimmen, wie schnell sich MCP einführen, wie sicher es sich " +
        "ändern lässt und wie gut es sich in einer laufenden Fertigung bewährt.",
    },
    items: [
      {
        id: "modular-architecture",
        icon: "blocks",
        title: "Modulare Architektur",
        description:
          "Anlagen- und Prozesslogik werden als eigenständige Module mit definierten Ein- und " +
          "Ausgängen und Zuständen verpackt, ausgerichtet an den Modellen ISA-88 und ISA-95.",
        longDescription:
          "Jedes Modul folgt demselben Vertrag: einem Zustandsautomaten auf Basis der PackML-" +
          "Zustände nach ISA-88, einer typisierten Datenschnittstelle und einem dokumentierten " +
          "Befehlssatz. Ein Abfüllstations-Modul verhält sich gleich, ob es den Servo des einen " +
          "oder des anderen Herstellers ansteuert.\n\n" +
          "Module liegen mit ihren Testfällen in einer versionierten Bibliothek. Konfiguriert " +
          "eine Ingenieurin eine neue Linie, setzt sie Module zusammen und stellt Parameter ein, " +
          "statt neuen Steuerungscode zu schreiben – dort entstehen sonst die meiste " +
          "Inbetriebnahmezeit und die meisten Fehler.\n\n" +
          "Weil Module isoliert sind, wird eine Änderung an einer Station für sich getestet und " +
          "freigegeben, ohne die ganze Linie neu zu validieren.",
        benefits: [
          "Neue Linien aus getesteten Modulen zusammengesetzt",
          "Herstellerneutrale Schnittstellen für jede Station",
          "Änderungen Modul für Modul freigegeben",
          "Gemeinsame Bibliothek wächst mit jedem Projekt",
        ],
        examples: [
          "Module für Abfüllen, Verschließen und Etikettieren in drei Abfülllinien wiederverwendet",
          "Ein Palettierer zwischen Herstellern getauscht, ohne die vorgelagerte Logik zu ändern",
          "Standard-Förderzonenmodul in 120 Zonen eines Standorts eingesetzt",
        ],
      },
      {
        id: "centralized-control",
        icon: "layout-dashboard",
        title: "Zentrale Steuerung",
        description:
          "Eine übergeordnete Ebene koordiniert alle Module, setzt Verriegelungen durch und gibt " +
          "Bedienern und Ingenieuren eine einheitliche Sicht auf den Betrieb.",
        longDescription:
          "Die zentrale Steuerung hält das Anlagenmodell: welche Module existieren, wie sie " +
          "verbunden sind, welche Rezepte und Zeitpläne aktiv sind und welche Verriegelungen " +
          "gelten. Sie koordiniert die Abläufe über Module hinweg und löst Konflikte, etwa wenn " +
          "zwei Linien um denselben Puffer konkurrieren.\n\n" +
          "Bediener erhalten einen einheitlichen Satz Bildschirme mit konsistenten Alarmen nach " +
          "dem Alarmmanagement gemäß ISA-18.2, statt für jede Maschine ein anderes HMI. " +
          "Ingenieure erhalten rollenbasierten Zugriff, Änderungsfreigaben und einen lückenlosen " +
          "Audit-Trail jeder Sollwert- und Konfigurationsänderung.\n\n" +
          "Dieselbe Ebene stellt MES-, ERP- und Analysesystemen Live-Produktionsdaten über " +
          "dokumentierte APIs bereit.",
        benefits: [
          "Eine Bedieneransicht für alle Anlagen",
          "Konsistente, priorisierte Alarmbehandlung",
          "Protokollierte Konfigurations- und Sollwertänderungen",
          "Live-Daten für MES- und ERP-Systeme",
        ],
        examples: [
          "Eine einzige Leitwarte für ein Werk mit Anlagen von sieben Herstellern",
          "Rezeptwechsel von einem Bildschirm aus an alle Linien verteilt",
          "OEE-Berichte pro Schicht direkt aus den Modulzuständen",
        ],
      },
      {
        id: "scalable-design",
        icon: "layers",
        title: "Skalierbares Design",
        description:
          "Die Plattform wächst von einer einzelnen Zelle auf mehrere Standorte – mit denselben " +
          "Modulen, demselben Konfigurationsmodell und denselben Deployment-Werkzeugen.",
        longDescription:
          "MCP läuft auf Edge-Servern nahe an den Anlagen und skaliert durch zusätzliche Knoten, " +
          "nicht durch einen Neuentwurf. Ein Pilot an einer Zelle nutzt dieselbe Software und " +
          "dieselbe Modulbibliothek wie der Rollout auf ein ganzes Werk.\n\n" +
          "Standortkonfigurationen werden als Code gespeichert, sodass ein zweiter oder dritter " +
          "Standort mit einer bewährten Vorlage und lokalen Parametern startet. Updates werden " +
          "gestaffelt, an einem digitalen Zwilling getestet und Standort für Standort mit " +
          "automatischem Rollback ausgerollt.\n\n" +
          "Jeder Standort läuft weiter, wenn die Verbindung zur Zentrale abbricht, und " +
          "synchronisiert seinen Zustand, sobald sie wieder steht.",
        benefits: [
          "Dieselbe Plattform von der Pilotzelle bis zum ganzen Werk",
          "Neue Standorte aus bewährten Vorlagen konfiguriert",
          "Gestaffelte Updates mit automatischem Rollback",
          "Standorte laufen bei Netzausfällen weiter",
        ],
        examples: [
          "Pilot an einer Verpackungszelle binnen eines Jahres auf 14 Linien ausgeweitet",
          "Zweites Distributionszentrum aus der Vorlage des ersten Standorts konfiguriert",
          "Firmware- und Modul-Updates gestaffelt über fünf Werke ausgerollt",
        ],
      },
      {
        id: "industrial-grade-performance",
        icon: "gauge",
        title: "Industrietaugliche Performance",
        description:
          "Deterministisches Zeitverhalten, redundante Steuerungen und gehärtete Sicherheit " +
          "machen die Plattform tauglich für den Dauerbetrieb und sicherheitsrelevante Prozesse.",
        longDescription:
          "Zeitkritische Regelkreise laufen auf Echtzeit-Linux oder dedizierten Steuerungen mit " +
          "deterministischem Scheduling und reagieren dort, wo der Prozess es verlangt, in " +
          "weniger als einer Millisekunde. Übergeordnete Funktionen laufen getrennt davon, " +
          "sodass Analyselast nie einen Steuerungszyklus verzögert.\n\n" +
          "Kritische Installationen nutzen redundante Steuerungspaare mit Hot Standby und " +
          "stoßfreier Umschaltung, ausgelegt auf 99.999% Verfügbarkeit. Standardinstallationen " +
          "zielen auf 99.99%.\n\n" +
          "Die Sicherheit folgt IEC 62443 mit Netzwerkzonen und Conduits, signierten " +
          "Modul-Releases und rollenbasiertem Zugriff auf jeder Ebene.",
        benefits: [
          "Reaktion unter einer Millisekunde für kritische Regelkreise",
          "Hot-Standby-Redundanz mit stoßfreier Umschaltung",
          "Sicherheit nach IEC 62443",
          "Steuerung von der Analyselast entkoppelt",
        ],
        examples: [
          "Steuerung eines Hochgeschwindigkeitssorters mit Ausschleus-Timing unter einer Millisekunde",
          "Redundantes Steuerungspaar für einen kontinuierlichen chemischen Dosierprozess",
          "Zonenbasiertes Netzwerkdesign für die IT/OT-Grenze eines Werks",
        ],
      },
    ],
  },
  architecture: {
    intro: {
      eyebrow: "Architektur",
      title: "Drei Ebenen mit klaren Aufgaben",
      lead:
        "Die Trennung von Koordination, Kommunikation und Ausführung erlaubt es jeder Ebene, sich " +
        "im eigenen Takt zu ändern, ohne die anderen zu gefährden.",
    },
    layers: [
      {
        icon: "cpu",
        name: "Steuerungsebene",
        description:
          "Koordiniert Module, steuert die Produktionsabfolge, setzt Verriegelungen durch und " +
          "hält das Live-Modell des Werks.",
        components: [
          "Übergeordneter Scheduler",
          "Engine für Verriegelungen und Freigaben",
          "Rezept- und Batch-Manager",
          "Alarm- und Ereignismanager",
        ],
      },
      {
        icon: "network",
        name: "Schnittstellenebene",
        description:
          "Übersetzt zwischen der Plattform und der Außenwelt: Feldprotokolle, Bedienoberflächen " +
          "und Unternehmenssysteme.",
        components: [
          "OPC-UA-Gateway",
          "MQTT- und Sparkplug-B-Broker",
          "HMI-Dienste für Bediener",
          "Integrations-API für MES und ERP",
        ],
      },
      {
        icon: "wrench",
        name: "Ausführungsebene",
        description:
          "Führt die Modullogik nahe an den Anlagen auf Steuerungen und Edge-Servern mit " +
          "deterministischem Zeitverhalten aus.",
        components: [
          "Echtzeit-Modullaufzeit",
          "SPS- und Antriebsadapter",
          "Agent für Edge-Geräte",
          "Testumgebung mit digitalem Zwilling",
        ],
      },
    ],
  },
  industries: {
    intro: {
      eyebrow: "Branchen",
      title: "Gebaut für Betriebe, die nicht stillstehen dürfen",
      lead:
        "Wir setzen MCP dort ein, wo Stillstand teuer ist und die Anlagen von vielen Herstellern " +
        "aus vielen Jahren stammen.",
    },
    items: [
      {
        icon: "factory",
        name: "Fertigung",
        description:
          "Diskrete Fertiger und Batch-Produzenten nutzen MCP, um die Liniensteuerung zu " +
          "standardisieren und neue Produkte und Linien schneller in Produktion zu bringen.",
        applications: [
          "Steuerung von Fertigungslinien und Produktwechseln",
          "Verwaltung von Batch-Rezepten",
          "OEE- und Stillstandserfassung",
          "Integration der Qualitätsprüfung",
        ],
      },
      {
        icon: "truck",
        name: "Logistik",
        description:
          "Distributions- und Fulfillment-Zentren nutzen MCP, um Förderanlagen, Sorter und " +
          "Roboter verschiedener Lieferanten unter einer Steuerungsebene zu koordinieren.",
        applications: [
          "Steuerung von Förderanlagen und Sortern",
          "Koordination robotergestützter Kommissionierzellen",
          "Planung von Rampen und Hof",
          "Integration des Lagerverwaltungssystems",
        ],
      },
      {
        icon: "router",
        name: "IoT-Systeme",
        description:
          "Betreiber verteilter Geräteflotten nutzen MCP, um Tausende entfernter Anlagen von einer " +
          "Plattform aus zu konfigurieren, zu überwachen und zu aktualisieren.",
        applications: [
          "Fernüberwachung und -steuerung von Anlagen",
          "Flottenweite Konfiguration und Updates",
          "Edge-Analysen und lokale Entscheidungen",
          "Telemetrie für Energie und Versorgung",
        ],
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Geschäftlicher Nutzen",
      title: "Was die Plattform in Zahlen verändert",
      lead:
        "Auf diese Bandbreiten legen wir aus – gemessen an einer konventionellen Steuerungs" +
        "implementierung, Linie für Linie.",
    },
    claims: [
      {
        value: "30-50%",
        label: "Weniger Implementierungszeit",
        description:
          "Die Wiederverwendung getesteter Module macht den Großteil individuellen " +
          "Steuerungscodes überflüssig und verkürzt Engineering und Inbetriebnahme jeder neuen " +
          "Linie und jedes neuen Standorts.",
      },
      {
        value: "Bis zu 40%",
        label: "Geringere Gesamtbetriebskosten",
        description:
          "Weniger Einzelprogramme in der Wartung, herstellerneutrale Schnittstellen und " +
          "gemeinsame Werkzeuge senken die langfristigen Support- und Änderungskosten.",
      },
      {
        value: "99.999%",
        label: "Zuverlässigkeit",
        description:
          "Standardinstallationen sind auf 99.99% Verfügbarkeit ausgelegt, kritische " +
          "Installationen mit redundanten Steuerungen auf 99.999%.",
      },
      {
        value: "< 1 ms",
        label: "Reaktion unter einer Millisekunde",
        description:
          "Deterministische Echtzeit-Laufzeitumgebungen lassen zeitkritische Regelkreise in " +
          "weniger als einer Millisekunde reagieren.",
      },
    ],
  },
  closing: {
    title: "Bringen Sie Ihre nächste Linie schneller ans Netz",
    lead:
      "Erzählen Sie uns von den Anlagen, Standorten und Systemen, die Sie heute betreiben. Wir " +
      "zeigen, wo eine modulare Plattform passt und was eine erste Installation umfassen würde.",
  },
};
