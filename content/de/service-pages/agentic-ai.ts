import type { agenticAiPage as english } from "@/content/service-pages/agentic-ai";

export const agenticAiPage: typeof english = {
  hero: {
    badge: "Agentische KI",
    title: "KI-Agenten, die die Arbeit erledigen – nicht nur den ersten Entwurf",
    highlight: "die Arbeit erledigen",
    lead:
      "Wir konzipieren, bauen und betreiben KI-Agenten, die Ihre Systeme auslesen, mehrstufige " +
      "Aufgaben planen und über dieselben Tools handeln wie Ihre Teams – mit den Berechtigungen, " +
      "Audit-Trails und menschlichen Kontrollpunkten, die ein produktiver Betrieb braucht.",
  },
  whatIs: {
    intro: {
      eyebrow: "Was ist agentische KI?",
      title: "Software, die ein Ziel durchdenkt und es zu Ende bringt",
      lead:
        "Ein Chatbot beantwortet eine Frage. Ein Agent übernimmt ein Ziel – etwa einen Schaden " +
        "regulieren oder eine Rechnung abstimmen –, erarbeitet die Schritte, ruft die richtigen " +
        "Systeme auf und berichtet, was er getan hat und warum.",
    },
    pillars: [
      {
        icon: "brain",
        title: "Denken und abwägen",
        description:
          "Agenten interpretieren eine Anfrage vor dem Hintergrund Ihrer Richtlinien, Datensätze " +
          "und Dokumente und legen die Begründung jeder Schlussfolgerung offen, damit Prüfer sie " +
          "nachvollziehen können.",
      },
      {
        icon: "route",
        title: "Planen und entscheiden",
        description:
          "Ein Ziel wird in geordnete Schritte mit klaren Entscheidungspunkten zerlegt, sodass " +
          "der Agent weiß, wann er weitermacht, wann er nachfragt und wann er stoppt.",
      },
      {
        icon: "refresh-cw",
        title: "Ausführen und anpassen",
        description:
          "Agenten rufen APIs auf, fragen Datenbanken ab und aktualisieren Datensätze, prüfen " +
          "dann das Ergebnis und passen den Plan an, wenn ein Schritt scheitert oder neue " +
          "Informationen auftauchen.",
      },
      {
        icon: "messages-square",
        title: "Zusammenarbeiten und kommunizieren",
        description:
          "Agenten übergeben Arbeit aneinander und an Menschen – mit einer klaren Zusammenfassung, " +
          "was erledigt ist, was noch aussteht und was eine menschliche Entscheidung braucht.",
      },
    ],
  },
  useCases: {
    intro: {
      eyebrow: "Anwendungsfälle",
      title: "Drei Wege, wie wir Agenten einsetzen",
      lead:
        "Die meisten Projekte beginnen mit einem dieser Muster. Wir wählen das, das zum Prozess, " +
        "zur Risikotoleranz und zu den vorhandenen Systemen passt.",
    },
    items: [
      {
        id: "autonomous-agents",
        icon: "bot",
        title: "Autonome Agenten",
        description:
          "Agenten, die einen klar abgegrenzten Prozess vollständig verantworten – vom Eingang " +
          "bis zur Lösung – und nur die Fälle eskalieren, die außerhalb ihres Mandats liegen.",
        longDescription:
          "Autonome Agenten eignen sich für Arbeit mit hohem Volumen, klaren Regeln und messbarem " +
          "Ergebnis: Fragen zu Policen beantworten, Adressänderungen bearbeiten, Support-Tickets " +
          "vorsortieren. Zuerst legen wir das Mandat fest: welche Aktionen der Agent ausführen, " +
          "welche Daten er lesen darf und ab welchen Schwellen ein Fall an einen Menschen geht.\n\n" +
          "Jeder Agent läuft gegen eine versionierte Testsuite aus Ihren historischen Fällen, und " +
          "jede Aktion wird mit Eingaben, aufgerufenem Tool und Ergebnis protokolliert. Bei einem " +
          "Versicherer lösen Agenten heute 78% der Kundenanfragen vollständig, während die übrigen " +
          "Fälle das Serviceteam mit bereits zusammengestelltem Kontext erreichen.\n\n" +
          "Neue Agenten laufen zunächst im Shadow Mode, bevor sie auf Live-Daten handeln. So kann " +
          "Ihr Team ihre Entscheidungen mit menschlichen vergleichen, bevor es Schreibrechte vergibt.",
        benefits: [
          "Bearbeitung von Routinefällen rund um die Uhr",
          "Konsequente Anwendung schriftlicher Richtlinien",
          "Vollständiges Aktionsprotokoll für Audit und Prüfung",
          "Mehr Zeit der Mitarbeitenden für komplexe Ausnahmen",
        ],
        examples: [
          "Anfragen zu Policen und Abrechnung ohne Übergabe gelöst",
          "Abgleich von Lieferantenrechnungen mit Bestellungen",
          "IT-Zugriffsanfragen geprüft, genehmigt und eingerichtet",
        ],
      },
      {
        id: "ai-copilots",
        icon: "user-check",
        title: "KI-Copiloten",
        description:
          "Assistenten direkt in den Tools, die Ihre Fachleute bereits nutzen. Sie bereiten die " +
          "Arbeit vor, die finale Entscheidung bleibt beim Menschen.",
        longDescription:
          "Copiloten passen, wenn Urteilsvermögen wichtiger ist als Volumen: Underwriting, " +
          "klinische Dokumentation, Vertragsprüfung. Der Copilot sammelt die relevanten " +
          "Datensätze, entwirft eine Empfehlung mit Quellenangaben und markiert, was er nicht " +
          "verifizieren konnte. Die Fachkraft übernimmt, bearbeitet oder verwirft sie.\n\n" +
          "Wir integrieren Copiloten in bestehende Oberflächen – etwa eine Seitenleiste im CRM, " +
          "eine Fallbearbeitungsmaske oder einen E-Mail-Client –, statt Menschen eine neue " +
          "Anwendung lernen zu lassen. Jeder Vorschlag verweist auf das Dokument oder den " +
          "Datensatz, aus dem er stammt.\n\n" +
          "Änderungen und Ablehnungen werden als Feedback erfasst, mit dem wir Retrieval, Prompts " +
          "und Evaluierungssets in einem regelmäßigen Release-Zyklus verbessern.",
        benefits: [
          "Weniger Zeit für Suchen und Zusammenfassen",
          "Entwürfe auf Basis zitierter Quelldokumente",
          "Entscheidungen bleiben bei verantwortlichen Mitarbeitenden",
          "Feedbackschleife, die jedes Release verbessert",
        ],
        examples: [
          "Underwriting-Zusammenfassungen aus Maklereinreichungen",
          "Fallnotizen aus Gesprächsprotokollen eines Schadenteams",
          "Erste Vertragsprüfung anhand eines Klausel-Playbooks",
        ],
      },
      {
        id: "task-orchestration",
        icon: "workflow",
        title: "Aufgaben-Orchestrierung",
        description:
          "Mehrere spezialisierte Agenten, koordiniert von einem Supervisor, erledigen Prozesse, " +
          "die Abteilungen, Systeme und Freigabeschritte übergreifen.",
        longDescription:
          "Manche Prozesse sind für einen einzelnen Agenten zu breit. Das Onboarding eines " +
          "Firmenkunden etwa umfasst Identitätsprüfung, Bonitätsprüfung, Dokumentensammlung und " +
          "Kontoeinrichtung. Wir modellieren den Prozess als Graph spezialisierter Agenten mit " +
          "eigenen Tools und Berechtigungen, koordiniert von einem Supervisor, der den Zustand " +
          "verfolgt.\n\n" +
          "Wir bauen diese Abläufe mit Orchestrierungs-Frameworks wie LangGraph und dauerhaftem " +
          "Zustand, sodass ein Prozess für eine menschliche Freigabe pausieren und Tage später " +
          "ohne Kontextverlust weiterlaufen kann. Wiederholungen, Timeouts und Fallbacks sind von " +
          "Anfang an eingeplant.\n\n" +
          "Betriebsteams erhalten ein Dashboard, das zeigt, wo jeder Fall steht, welcher Agent " +
          "ihn bearbeitet und was ihn blockiert.",
        benefits: [
          "Systemübergreifende Prozesse als ein Ablauf",
          "Dauerhafter Zustand über menschliche Freigaben hinweg",
          "Klare Verantwortung für jeden Schritt",
          "Engpässe in Echtzeit sichtbar",
        ],
        examples: [
          "Onboarding von Firmenkunden über vier Backoffice-Systeme",
          "Monatsabschluss-Aufgaben, koordiniert über Finanzteams hinweg",
          "Retourenbearbeitung von der Anfrage bis zu Erstattung und Wiedereinlagerung",
        ],
      },
    ],
  },
  technologies: {
    intro: {
      eyebrow: "Unsere Technologien",
      title: "Bewährte Komponenten, passend zur Aufgabe",
      lead:
        "Wir sind modellunabhängig und wählen jede Komponente nach Genauigkeit, Kosten, Latenz " +
        "und danach, wohin Ihre Daten fließen dürfen.",
    },
    items: [
      {
        name: "Große Sprachmodelle",
        description:
          "Gehostete Modelle und Modelle mit offenen Gewichten, pro Aufgabe ausgewählt und an " +
          "Ihren eigenen Fällen gemessen, bevor wir uns festlegen.",
      },
      {
        name: "Retrieval-Augmented Generation (RAG)",
        description:
          "Hybride Stichwort- und semantische Suche über Ihre Dokumente, sodass Antworten genau " +
          "die Richtlinie, den Vertrag oder den Datensatz zitieren, auf dem sie beruhen.",
      },
      {
        name: "Tool Calling und Funktions-APIs",
        description:
          "Typisierte, berechtigungsgesteuerte Schnittstellen zu CRM, ERP und internen Diensten, " +
          "damit Agenten über dieselben Kontrollen handeln wie Ihre Mitarbeitenden.",
      },
      {
        name: "Multi-Agent-Orchestrierung",
        description:
          "Frameworks wie LangGraph für Supervisor-Worker-Muster, dauerhaften Zustand und " +
          "Human-in-the-Loop-Kontrollpunkte.",
      },
      {
        name: "Vektordatenbanken",
        description:
          "pgvector, Qdrant oder der native Speicher Ihres Cloud-Anbieters – dimensioniert für " +
          "Ihren Datenbestand und bei Bedarf in Ihrer eigenen Umgebung betrieben.",
      },
      {
        name: "Evaluierung und Guardrails",
        description:
          "Regressionssuiten aus echten Fällen, Filter für Ein- und Ausgaben und Tracing, das " +
          "jeden Schritt eines Agenten aufzeichnet.",
      },
    ],
  },
  clientApplications: {
    intro: {
      eyebrow: "Einsatz bei Kunden",
      title: "Wo Agenten bereits die Arbeit machen",
      lead:
        "Regulierte Branchen stellen die härtesten Fragen zu Kontrolle und Prüfbarkeit. Diese " +
        "Muster setzen wir am häufigsten ein.",
    },
    items: [
      {
        icon: "landmark",
        industry: "Finanzdienstleistungen",
        application:
          "Agenten stellen KYC-Akten zusammen, gleichen Transaktionen mit Sanktionslisten ab und " +
          "entwerfen Verdachtsmeldungen zur Prüfung durch Analysten – jede Datenquelle wird für " +
          "die Aufsicht festgehalten.",
      },
      {
        icon: "stethoscope",
        industry: "Gesundheitswesen",
        application:
          "Agenten prüfen Anträge auf Vorabgenehmigung gegen die Kriterien der Kostenträger, " +
          "sammeln die begleitenden klinischen Notizen und geben unvollständige Anträge mit " +
          "einer Liste der fehlenden Angaben an das Behandlungsteam zurück.",
      },
      {
        icon: "shopping-cart",
        industry: "E-Commerce",
        application:
          "Agenten bearbeiten Anfragen zu Bestellstatus, Retouren und Umtausch per Chat und " +
          "E-Mail, erstatten Beträge innerhalb festgelegter Grenzen und übergeben strittige oder " +
          "hochwertige Bestellungen an einen Menschen.",
      },
      {
        icon: "gavel",
        industry: "Recht",
        application:
          "Agenten prüfen eingehende Verträge gegen das Klausel-Playbook einer Kanzlei, markieren " +
          "Abweichungen mit Vorschlägen für Ersatzformulierungen und bereiten eine " +
          "Zusammenfassung für die verantwortliche Anwältin oder den verantwortlichen Anwalt vor.",
      },
    ],
  },
  demo: {
    intro: {
      eyebrow: "Testen Sie unseren Demo-Agenten",
      title: "Sehen Sie einem Agenten bei einer echten Aufgabe zu",
      lead:
        "Unser Demo-Agent bearbeitet einen Beispielfall aus dem Kundenservice von Anfang bis " +
        "Ende – mit fiktiven Policendaten und einem Test-CRM –, sodass Sie jeden Schritt live " +
        "verfolgen können.",
    },
    points: [
      "Wie der Agent die Schritte plant, bevor er handelt",
      "Jeder Tool-Aufruf mit Eingaben und Ergebnissen",
      "Wann und wie er einen Fall an einen Menschen übergibt",
    ],
  },
  closing: {
    title: "Beginnen Sie mit einem Prozess – und messen Sie ihn",
    lead:
      "Sagen Sie uns, welcher Workflow Ihr Team die meiste Zeit kostet. Wir definieren einen " +
      "Pilot mit klaren Erfolgskriterien, betreiben ihn im Shadow Mode und zeigen Ihnen die " +
      "Ergebnisse, bevor etwas live geht.",
  },
};
