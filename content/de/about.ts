import type { aboutPage as english } from "@/content/about";

export const aboutPage: typeof english = {
  hero: {
    title: "Engineers, die KI für die Dauer bauen",
    lead: "Tessellate AI ist eine Engineering-Beratung für agentische KI, Machine Learning und Echtzeitdaten. Von San Francisco, London und Singapur aus begleiten wir Teams vom vielversprechenden Pilotprojekt zum System, auf das sie sich verlassen – und im NGO Lab schenken wir gemeinnützigen Organisationen einen Teil unserer Zeit.",
  },
  mission: {
    title: "Unsere Mission",
    text: "Verlässliche KI für Probleme einsetzen, die zählen: Systeme, die an einer klaren Ausgangsbasis gemessen werden, die ihre Nutzer verstehen und die den Organisationen gehören, die dafür bezahlen.",
  },
  vision: {
    title: "Unsere Vision",
    text: "Eine Welt, in der jede Organisation – von der globalen Bank bis zur zehnköpfigen NGO – KI mit demselben Vertrauen nutzt wie ihre Buchhaltung: getestet, erklärbar, sicher und rechenschaftspflichtig gegenüber den Menschen, denen sie dient.",
  },
  values: [
    {
      icon: "target",
      title: "Wirkung vor Output",
      description:
        "Bevor wir Code schreiben, einigen wir uns auf die Kennzahl, die Erfolg definiert – und berichten ehrlich dagegen, auch wenn das Ergebnis kleiner ausfällt als erhofft.",
    },
    {
      icon: "eye",
      title: "Transparenz",
      description:
        "Klare Projektumfänge, nüchterne Schätzungen und Modelle, die Sie prüfen können. Sie sehen Kennzahlen, Zielkonflikte und Code – und alles gehört Ihnen, wenn wir gehen.",
    },
    {
      icon: "shield-check",
      title: "Verantwortung von Anfang an",
      description:
        "Prüfungen zu Datenschutz, Fairness und Sicherheit sind Teil jeder Designphase, kein Audit am Ende. Lieber lehnen wir ein Projekt ab, als ein System auszuliefern, hinter dem wir nicht stehen können.",
    },
    {
      icon: "wrench",
      title: "Handwerkliche Qualität",
      description:
        "Getestete Pipelines, reproduzierbares Training, Monitoring vom ersten Tag an. Wir bauen Software, die Ihr Team um drei Uhr morgens betreiben kann, ohne uns anzurufen.",
    },
    {
      icon: "users",
      title: "Partnerschaft",
      description:
        "Wir arbeiten in Ihrem Team, nicht daneben. Pairing, Dokumentation und Schulungen sorgen dafür, dass das Wissen nach Projektende bei Ihnen bleibt.",
    },
    {
      icon: "heart-handshake",
      title: "Gesellschaftliche Wirkung",
      description:
        "Ein Teil unserer Kapazität fließt über das NGO Lab pro bono an gemeinnützige Organisationen. Dieselben Senior Engineers, derselbe Anspruch – ohne Rechnung.",
    },
  ],
  leadership: [
    {
      name: "Maya Okafor",
      role: "Geschäftsführerin (CEO)",
      bio: "Maya gründete Tessellate AI nach zwölf Jahren als Leiterin von Machine-Learning-Teams in Payments und Logistik. Dort lernte sie, dass die größte Hürde bei KI die letzte Meile in die Produktion ist. Sie hat einen Master in Operations Research und hat den Standard der Firma gesetzt: Jedes Projekt wird an einer mit dem Kunden vereinbarten Ausgangsbasis gemessen.",
    },
    {
      name: "Tomasz Wierzbicki",
      role: "Technischer Geschäftsführer (CTO)",
      bio: "Tomasz baute zehn Jahre lang verteilte Datensysteme für Stromnetzbetreiber und leitete anschließend das Platform Engineering eines Anbieters für maritime Analytik. Bei Tessellate AI verantwortet er die Architektur aller Fachbereiche sowie den Referenz-Stack hinter Stream House und unseren modularen Steuerungsplattformen.",
    },
    {
      name: "Priya Raman",
      role: "Geschäftsführerin Operations (COO)",
      bio: "Priya leitete zuvor die Projektumsetzung einer Beratung für Gesundheitstechnologie und steuerte regulierte Programme auf drei Kontinenten. Sie verantwortet Delivery, Sicherheit und Kundenbetreuung an unseren Standorten San Francisco, London und Singapur – und schützt die Kapazität, die wir jedes Quartal dem NGO Lab zusagen.",
    },
  ],
  teams: [
    {
      icon: "bot",
      name: "Agentensysteme",
      description:
        "Entwirft und liefert KI-Agenten, die planen, Tools aufrufen und Arbeit im richtigen Moment an Menschen zurückgeben – mit Guardrails, Evaluierungssuiten und lückenloser Nachverfolgung jeder Entscheidung.",
      focus: [
        "Multi-Agent-Orchestrierung",
        "Tool-Nutzung und Retrieval",
        "Evaluierung und Guardrails",
      ],
    },
    {
      icon: "brain",
      name: "Maschinelles Lernen & MLOps",
      description:
        "Entwickelt prädiktive und generative Modelle und die Pipelines, die sie in Produktion präzise halten – vom Feature Store bis zu automatisiertem Retraining und Drift-Monitoring.",
      focus: [
        "Prognose- und Risikomodelle",
        "Modell-Monitoring und Retraining",
        "Tests auf Erklärbarkeit und Fairness",
      ],
    },
    {
      icon: "database",
      name: "Daten- & Streaming-Plattformen",
      description:
        "Schafft die Datengrundlagen, auf die jedes KI-System angewiesen ist, darunter die Echtzeitplattform Stream House, die Ereignisse in Millisekunden von der Quelle zur Entscheidung bringt.",
      focus: ["Echtzeit-Event-Streaming", "Lakehouse-Architektur", "Datenqualität und Lineage"],
    },
    {
      icon: "factory",
      name: "Industriesteuerung & MCP",
      description:
        "Verbindet KI über unsere modularen Steuerungsplattformen mit physischen Abläufen und führt Sensordaten, Steuerungslogik und Sicherheitsverriegelungen in einem prüfbaren System zusammen.",
      focus: ["Sensor- und SPS-Integration", "Edge-Inferenz", "Sicherheitsgerichtete Regelkreise"],
    },
  ],
  advisors: [
    {
      name: "Prof. Elena Marchetti",
      role: "Professorin für Informatik, Halden Institute of Technology",
      bio: "Elena forscht zur Verifikation lernender Systeme und hat umfassend zum Testen autonomer Agenten publiziert. Sie berät unser Team Agentensysteme zu Evaluierungsmethoden und zur Frage, wo formale Garantien realistisch sind.",
    },
    {
      name: "Richard Osei",
      role: "Ehemaliger Chief Risk Officer, Northmere Financial Group",
      bio: "Richard war fünfundzwanzig Jahre im Risikomanagement von Banken tätig, davon acht als Chief Risk Officer. Er hilft uns, eine Model Governance zu gestalten, die Aufsichtsbehörden zufriedenstellt, ohne die Umsetzung zum Stillstand zu bringen.",
    },
    {
      name: "Carmen Delgado",
      role: "Geschäftsführerin, Open Harvest Network",
      bio: "Carmen leitet ein Netzwerk gemeinnütziger Lebensmittelbanken in mehr als vierzig Städten. Sie berät das NGO Lab zu Auswahlkriterien und dazu, was gemeinnützige Organisationen brauchen, um ein System nach der Übergabe am Laufen zu halten.",
    },
  ],
  commitment: {
    title: "Unser Bekenntnis zu verantwortungsvoller KI und gesellschaftlicher Wirkung",
    paragraphs: [
      "Jedes System, das wir bauen, durchläuft ein Responsible-AI-Review unter der Leitung von Dr. Lena Fischer, unserer Head of Responsible AI. Wir dokumentieren die Daten, aus denen ein Modell lernt, testen es auf ungleiche Auswirkungen und gestalten einen klaren Weg, auf dem ein Mensch seine Entscheidungen prüfen und übersteuern kann. Wenn ein Anwendungsfall Menschen gefährden würde und sich das Risiko nicht beherrschen lässt, sagen wir das – und steigen aus.",
      "Im NGO Lab unter der Leitung von Amara Nwosu wählen wir jedes Quartal gemeinnützige Organisationen aus und bauen ihnen kostenlos Daten- und KI-Werkzeuge, vom Discovery bis zur Übergabe. Die Arbeit leisten dieselben Senior Engineers, die auch unsere kommerziellen Kunden betreuen, und wir bleiben, bis die Menschen geschult sind, die das System nach uns betreiben.",
    ],
    pledges: [
      {
        icon: "scale",
        title: "Fairness vor dem Launch getestet",
        description:
          "Jedes Modell, das Menschen betrifft, testen wir auf ungleiche Auswirkungen über alle relevanten Gruppen hinweg und teilen die Ergebnisse vor dem Release mit dem Kunden.",
      },
      {
        icon: "user-check",
        title: "Der Mensch behält die Kontrolle",
        description:
          "Bei folgenreichen Entscheidungen bleibt ein Mensch in der Prüfschleife – mit Erklärungen, die auch Nicht-Fachleute verstehen und nutzen können.",
      },
      {
        icon: "hand-heart",
        title: "Pro-bono-Kapazität in jedem Quartal",
        description:
          "Wir reservieren jedes Quartal einen festen Anteil der Engineering-Zeit für NGO-Lab-Projekte und halten daran fest, auch wenn die kommerzielle Nachfrage hoch ist.",
      },
    ],
    cta: {
      title: "Bauen Sie mit einem Team, das Ihre Maßstäbe teilt",
      lead: "Ob Unternehmen oder gemeinnützige Organisation: Sagen Sie uns, was Sie verändern wollen. Wir sagen Ihnen klar, was KI dazu beitragen kann und was es dafür braucht.",
    },
  },
};
