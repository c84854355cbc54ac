import type { clientPortalPage as english } from "@/content/client-portal";

export const clientPortalPage: typeof english = {
  hero: {
    title: "Ihr Projekt an einem sicheren Ort",
    lead: "Das Kundenportal von Tessellate AI bietet Ihrem Team den aktuellen Projektstatus, die Modell-Performance, alle Dokumente und den direkten Draht zu unseren Engineers. Der Zugang erfolgt auf Einladung für aktive Kunden.",
  },
  features: [
    {
      value: "dashboards",
      label: "Übersicht",
      title: "Fortschritt und Performance in Echtzeit",
      description:
        "Verfolgen Sie Meilensteine, Budget und die Erfolgskennzahlen Ihres Projekts – zusammen mit der Live-Performance der Modelle und Pipelines, die wir für Sie betreiben.",
      points: [
        "Meilenstein- und Budgettracking",
        "Live-Diagramme zu Modellgenauigkeit und Drift",
        "Zustand und Latenz der Pipelines",
        "Exportierbare monatliche Wirkungsberichte",
      ],
    },
    {
      value: "documents",
      label: "Dokumente",
      title: "Jedes Arbeitsergebnis versioniert und durchsuchbar",
      description:
        "Leistungsbeschreibungen, Architekturdokumentation, Model Cards und Runbooks liegen an einem Ort – mit Versionshistorie und klaren Zuständigkeiten.",
      points: [
        "Versionierte Architektur- und Designdokumente",
        "Model Cards und Evaluierungsberichte",
        "Runbooks und Übergabeleitfäden",
        "Volltextsuche über alle Dateien",
      ],
    },
    {
      value: "communication",
      label: "Kommunikation",
      title: "Sprechen Sie mit den Menschen, die die Arbeit machen",
      description:
        "Schreiben Sie Ihrem Projektteam direkt, prüfen Sie Entscheidungen im Kontext und halten Sie gemeinsam fest, was vereinbart wurde und warum.",
      points: [
        "Nachrichten-Threads mit Ihrem Projektteam",
        "Entscheidungsprotokoll mit Freigaben",
        "Besprechungsnotizen und Aufgaben",
        "E-Mail-Zusammenfassungen nach Ihren Vorgaben",
      ],
    },
    {
      value: "support",
      label: "Service",
      title: "Hilfe, wenn Sie sie brauchen – verfolgt bis zur Lösung",
      description:
        "Eröffnen Sie ein Ticket, verfolgen Sie den Fortschritt und sehen Sie die vereinbarten Reaktionszeiten Ihres Vertrags; dringende Fälle gehen direkt an einen Engineer in Rufbereitschaft.",
      points: [
        "Ticketsystem mit Prioritätsstufen",
        "Service-Level-Ziele auf jedem Ticket",
        "24/7-Rufbereitschaft für dringende Fälle",
        "Wissensdatenbank für häufige Fragen",
      ],
    },
  ],
  security: {
    title: "Sicherheit, fest im Portal verankert",
    lead: "Ihr Portal enthält sensible Projektdaten. Deshalb schützen wir es mit denselben Kontrollen, die wir in Kundensysteme einbauen, und lassen sie jedes Jahr unabhängig prüfen.",
    items: [
      {
        icon: "key-round",
        title: "Single Sign-on und MFA",
        description:
          "Melden Sie sich per SAML oder OIDC über den Identity Provider Ihres Unternehmens an und verlangen Sie Multi-Faktor-Authentifizierung für alle Nutzer.",
      },
      {
        icon: "lock",
        title: "Verschlüsselung bei Übertragung und Speicherung",
        description:
          "Sämtlicher Datenverkehr nutzt TLS 1.2 oder höher; gespeicherte Daten und Backups sind mit AES-256 und verwalteten Schlüsseln verschlüsselt.",
      },
      {
        icon: "user-check",
        title: "Rollenbasierter Zugriff",
        description:
          "Berechtigungsstufen für Administratoren, Mitwirkende und Leser stellen sicher, dass jede Person nur die Projekte und Dokumente sieht, die sie braucht.",
      },
      {
        icon: "shield-check",
        title: "Audit-Logs und SOC 2 Type II",
        description:
          "Jede Anmeldung, jeder Download und jede Rechteänderung wird protokolliert, und unsere Kontrollen werden jährlich in einem SOC-2-Type-II-Audit geprüft.",
      },
    ],
  },
  testimonials: [
    {
      quote:
        "Das Portal hat ein Dutzend Status-E-Mails pro Woche ersetzt. Unsere Geschäftsleitung schaut vor dem Lenkungskreis ins Dashboard, und wir nutzen die Sitzung für Entscheidungen statt für Updates.",
      name: "Hannah Whitcombe",
      title: "Bereichsleiterin Daten",
      company: "Ridgeline Mutual",
    },
    {
      quote:
        "Model Cards, Runbooks und Entscheidungsprotokoll an einem Ort – das hat unsere regulatorische Prüfung enorm erleichtert. Die Prüfer konnten genau sehen, was wann freigegeben wurde.",
      name: "Kwame Asante",
      title: "Leiter Clinical Analytics",
      company: "Brightwater Health Partners",
    },
    {
      quote:
        "Als an einem Sonntagabend ein Datenfeed ausfiel, haben wir ein dringendes Ticket eröffnet – und innerhalb von Minuten war ein Engineer dran. Solcher Support schafft Vertrauen.",
      name: "Lucía Ferrer",
      title: "Leiterin Betrieb",
      company: "Verdant Grid Energy",
    },
  ],
  cta: {
    title: "Noch kein Kunde?",
    lead: "Der Portalzugang ist Teil jedes Projekts. Sprechen Sie uns auf Ihr Vorhaben an oder vereinbaren Sie eine Demo, um das Portal mit Beispieldaten zu sehen.",
  },
  faq: [
    {
      question: "Wie erhalte ich Zugang zum Kundenportal?",
      answer:
        "Der Zugang erfolgt auf Einladung. Zu Projektbeginn laden wir Ihren Projektsponsor als Administrator ein, der anschließend Kolleginnen und Kollegen einladen kann. Wenn Sie Kunde sind und keine Einladung erhalten haben, wenden Sie sich an Ihre Projektleitung oder an unser Support-Team.",
    },
    {
      question: "Ich habe mein Passwort vergessen. Wie stelle ich meinen Zugang wieder her?",
      answer:
        "Über den Link „Passwort vergessen“ auf der Anmeldeseite erhalten Sie einen Link zum Zurücksetzen per E-Mail. Meldet sich Ihre Organisation per Single Sign-on an, setzen Sie Ihr Passwort bei Ihrem eigenen Identity Provider zurück. Haben Sie Ihr MFA-Gerät verloren, wenden Sie sich an den Support; wir prüfen Ihre Identität, bevor wir den Zugang wiederherstellen.",
    },
    {
      question: "Wer in meiner Organisation sieht was?",
      answer:
        "Der Zugriff ist rollenbasiert. Administratoren verwalten Nutzer und Berechtigungen, Mitwirkende können die ihnen zugewiesenen Projekte einsehen und kommentieren, Leser haben ausschließlich Lesezugriff. Ihre Administratoren entscheiden, wer welche Rolle erhält, und jede Änderung wird im Audit-Log erfasst.",
    },
    {
      question: "Sind meine Daten sicher?",
      answer:
        "Ja. Das Portal unterstützt Single Sign-on und Multi-Faktor-Authentifizierung, verschlüsselt Daten bei Übertragung und Speicherung und protokolliert jeden Zugriff. Unsere Kontrollen werden jährlich in einem SOC-2-Type-II-Audit geprüft; den Bericht stellen wir Ihnen im Rahmen einer Geheimhaltungsvereinbarung zur Verfügung.",
    },
    {
      question: "Zu welchen Zeiten ist der Support erreichbar, und wie erreiche ich ihn?",
      answer:
        "Dringende Fälle wie der Ausfall eines Produktivsystems bearbeitet rund um die Uhr (24/7) ein Engineer in Rufbereitschaft. Für alles andere ist unser Team montags bis freitags von 9:00 Uhr morgens bis 6:00 Uhr abends Ihrer Ortszeit erreichbar. Eröffnen Sie ein Ticket im Portal oder schreiben Sie an unsere Support-Adresse.",
    },
  ],
};
