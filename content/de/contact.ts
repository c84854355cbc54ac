import type { contactPage as english } from "@/content/contact";

export const contactPage: typeof english = {
  hero: {
    title: "Kontakt",
    lead: "Beschreiben Sie uns das Problem, das Sie lösen möchten. Ein Mitglied unseres Teams antwortet innerhalb eines Werktags – aus San Francisco, London oder Singapur, je nachdem, was Ihnen am nächsten liegt.",
  },
  meetings: [
    {
      type: "discovery",
      title: "Erstgespräch",
      length: "30 Minuten",
      description:
        "Eine 30-minütige Einführung mit einem Mitglied unserer Geschäftsleitung. Wir lernen Ihre Ziele und Rahmenbedingungen kennen und sagen Ihnen ehrlich, ob KI das richtige Werkzeug ist und wie eine erste Phase aussehen könnte.",
      subject: "Anfrage Erstgespräch",
    },
    {
      type: "expert",
      title: "Technische Beratung",
      length: "60 Minuten",
      description:
        "Ein 60-minütiges Fachgespräch mit einem Senior Engineer aus dem passenden Fachbereich. Bringen Sie Ihre Architektur, Ihre Datenfragen oder ein festgefahrenes Pilotprojekt mit – und gehen Sie mit konkreten nächsten Schritten.",
      subject: "Anfrage technische Beratung",
    },
  ],
  faq: [
    {
      question: "In welchen Branchen sind Sie tätig?",
      answer:
        "Wir arbeiten in neun Branchen: Luft- und Raumfahrt & Verteidigung, Klima & Agritech, Banken & Fintech, Energie, öffentliche Verwaltung, Personalwesen, Medizin & Pharma, Handel & E-Commerce sowie Start-ups. Unsere Methoden lassen sich gut zwischen Branchen übertragen, und jedes Projekt besetzen wir mit Engineers, die die Regulierung und die Daten Ihres Fachgebiets kennen.",
    },
    {
      question: "Wie lange dauert die Umsetzung?",
      answer:
        "Das hängt vom Umfang ab. Ein fokussierter Proof of Concept auf echten Daten dauert meist vier bis sechs Wochen. Ein produktives System für einen einzelnen Anwendungsfall braucht in der Regel drei bis vier Monate, eine Unternehmensplattform über mehrere Teams oder Datenquellen sechs bis zwölf Monate – in Etappen geliefert, sodass Sie früh funktionierende Software sehen.",
    },
    {
      question: "Welche Unterstützung bieten Sie nach der Umsetzung?",
      answer:
        "Jedes Projekt endet mit Dokumentation, Runbooks und Schulungen für Ihr Team, gefolgt von einer Stabilisierungsphase ohne Zusatzkosten. Danach wählen Sie einen laufenden Supportvertrag mit Monitoring, Modell-Retraining, Incident Response und regelmäßigen Performance-Reviews – oder Sie betreiben das System selbst, und wir stehen auf Abruf bereit.",
    },
    {
      question: "Wie kann sich eine NGO für das NGO Lab bewerben?",
      answer:
        "Wir wählen die Projekte für das NGO Lab jedes Quartal aus und bewerten jede Bewerbung nach möglicher Wirkung, dem Bedarf der Organisation und der technischen Machbarkeit. Füllen Sie dazu das Formular auf der NGO-Lab-Seite aus; wir prüfen jede Einreichung und antworten allen Bewerbern nach der quartalsweisen Auswahl.",
    },
  ],
};
