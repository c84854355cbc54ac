import type { careersPage as english } from "@/content/careers";

export const careersPage: typeof english = {
  hero: {
    title: "KI bauen, auf die sich Menschen verlassen können",
    lead: "Wir sind ein Team aus Engineers, Wissenschaftlern, Designern und Strategen in San Francisco, New York, London und Singapur. Wir bauen Systeme, die in der realen Welt funktionieren – und wir kümmern uns um die Menschen, die sie bauen.",
  },
  whyJoin: {
    title: "Warum Tessellate AI",
    paragraphs: [
      "Unsere Arbeit reicht von agentischer KI über Machine Learning und Datenplattformen bis zu industrieller Steuerung und Echtzeit-Streaming. Sie lernen, wie unterschiedlichste Organisationen funktionieren, und liefern Systeme, die noch lange nach Projektende in Produktion laufen.",
      "Wir halten Teams klein und erfahren, dokumentieren schriftlich und geben allen Zeit für Pro-bono-Arbeit im NGO Lab. Karrieren wachsen bei uns durch Verantwortung und Mentoring, nicht durch Überstunden.",
    ],
  },
  values: [
    {
      icon: "target",
      title: "Messen, was zählt",
      description:
        "Wir legen vor dem Bauen fest, wie Erfolg aussieht, und berichten Ergebnisse ehrlich – auch die enttäuschenden.",
    },
    {
      icon: "shield-check",
      title: "Verantwortung als Standard",
      description:
        "Prüfungen zu Datenschutz, Fairness und Sicherheit gehören in jeden Projektplan – nicht als letzter Schritt am Ende.",
    },
    {
      icon: "handshake",
      title: "Kunden stärker zurücklassen",
      description:
        "Wir dokumentieren, schulen und arbeiten im Tandem, damit Kundenteams unsere Systeme ohne uns betreiben und erweitern können.",
    },
    {
      icon: "file-text",
      title: "Alles schriftlich",
      description:
        "Klare Designdokumente und Entscheidungsprotokolle ermöglichen die Zusammenarbeit über Zeitzonen hinweg und halten alle auf dem Laufenden.",
    },
    {
      icon: "users",
      title: "Kleine, erfahrene Teams",
      description:
        "Jedes Projekt besetzen wir mit wenigen erfahrenen Leuten, die vom Discovery bis zur Übergabe für die Ergebnisse verantwortlich sind.",
    },
    {
      icon: "hand-heart",
      title: "Etwas zurückgeben",
      description:
        "Im NGO Lab setzen wir unser bestes Können für gemeinnützige Organisationen ein, die sich nie eine Beratung leisten könnten.",
    },
  ],
  benefits: [
    {
      icon: "graduation-cap",
      title: "Weiterbildungsbudget",
      description:
        "Ein jährliches Weiterbildungsbudget von $5,000 für Kurse, Konferenzen, Bücher und Zertifizierungen – plus bezahlte Zeit, um es zu nutzen.",
    },
    {
      icon: "heart-pulse",
      title: "Krankenversicherung",
      description:
        "Umfassender Kranken-, Zahn- und Sehschutz für Sie und Ihre Angehörigen; die Beiträge für Mitarbeitende übernehmen wir vollständig.",
    },
    {
      icon: "globe",
      title: "Flexibles und mobiles Arbeiten",
      description:
        "Arbeiten Sie in einem unserer Büros, von zu Hause oder im Wechsel – mit Kernzeiten für die Zusammenarbeit, die jedes Team selbst festlegt.",
    },
    {
      icon: "calendar",
      title: "Elternzeit",
      description:
        "Sechzehn Wochen voll bezahlte Elternzeit für alle frischgebackenen Eltern, dazu ein schrittweiser Wiedereinstieg.",
    },
    {
      icon: "hand-heart",
      title: "Pro-bono-Zeit im NGO Lab",
      description:
        "Bis zu 10 Prozent Ihrer Arbeitszeit für NGO-Lab-Projekte mit gemeinnützigen Partnern – vollständig als Kernarbeit angerechnet.",
    },
    {
      icon: "laptop",
      title: "Ausstattung und Homeoffice",
      description:
        "Ein neuer Laptop Ihrer Wahl und einmalig $1,500 für ein komfortables, ergonomisches Homeoffice.",
    },
  ],
  testimonials: [
    {
      quote:
        "In meinem ersten Jahr habe ich ein Agent-Evaluierungsprojekt für einen Klinikverbund geleitet und freitags einer Tafel geholfen, ihre Spenderdaten zu bereinigen. Beides war echtes Engineering.",
      name: "Rafaela Iwasaki",
      title: "Senior ML Engineer in San Francisco",
    },
    {
      quote:
        "Hier wird aufgeschrieben – und das Geschriebene wird tatsächlich gelesen. Zwischen London und New York habe ich nie das Gefühl, das eigentliche Gespräch zu verpassen.",
      name: "Callum Adeyemi-Hart",
      title: "Produktdesigner in London",
    },
    {
      quote:
        "Ich bin wegen Streaming-Systemen in einer Größenordnung gekommen, die ich nur aus Artikeln kannte. Geblieben bin ich, weil sich Senior Engineers jede Woche Zeit zum Lehren nehmen.",
      name: "Noor Valdivia",
      title: "Data Engineer bei Stream House in New York",
    },
  ],
};
