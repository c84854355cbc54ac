import type { ngoLabPage as english } from "@/content/service-pages/ngo-lab";

export const ngoLabPage: typeof english = {
  hero: {
    badge: "Pro-bono-Programm",
    title: "NGO Lab: Technologie für Organisationen, die die Arbeit machen",
    highlight: "die die Arbeit machen",
    lead: "Das NGO Lab ist unser kostenloses Entwicklungsprogramm für gemeinnützige Organisationen. Jedes Quartal wählen wir Organisationen aus und bauen mit ihnen kostenlos Daten-, Machine-Learning- und Softwaresysteme – damit mehr ihrer Mittel bei den Menschen ankommen, für die sie da sind.",
  },
  steps: {
    intro: {
      eyebrow: "Ablauf",
      title: "So funktioniert das NGO Lab",
      lead: "Drei Phasen führen ein Projekt vom ersten Gespräch zu einem funktionierenden System, das Ihrem Team gehört und das es ohne uns betreiben kann.",
    },
    items: [
      {
        icon: "file-text",
        title: "Bewerbung",
        description:
          "Erzählen Sie uns von Ihrer Mission, dem Problem, das Sie lösen möchten, und den Daten, die Sie haben. Wir prüfen jede Bewerbung und beantworten jede einzelne.",
      },
      {
        icon: "handshake",
        title: "Zusammenarbeit",
        description:
          "Ausgewählte Organisationen arbeiten mit einem festen Team unserer Engineers und Designer zusammen, um das Projekt abzugrenzen, Ziele zu vereinbaren und die Umsetzung zu planen.",
      },
      {
        icon: "rocket",
        title: "Umsetzung",
        description:
          "Wir bauen, testen und implementieren die Lösung gemeinsam mit Ihren Mitarbeitenden, schulen sie im Betrieb und begleiten die Übergabe drei Monate lang.",
      },
    ],
  },
  stories: {
    intro: {
      eyebrow: "Wirkung",
      title: "Was wir gemeinsam gebaut haben",
      lead: "Zwei aktuelle NGO-Lab-Projekte – und was sie für die Gemeinschaften hinter den Zahlen verändert haben.",
    },
    items: [
      {
        id: "water-resource-management",
        title: "Management von Wasserressourcen",
        organization: "Clearwater Community Trust",
        description:
          "Wir haben ein Prognose- und Sensor-Monitoring-System gebaut, mit dem ländliche Wasserkomitees Lecks erkennen und das Pumpen am saisonalen Bedarf ausrichten.",
        stats: [
          { value: "12", label: "versorgte Gemeinden" },
          { value: "40%", label: "Wasser eingespart" },
          { value: "250k", label: "erreichte Menschen" },
        ],
      },
      {
        id: "medical-supply-chain",
        title: "Medizinische Lieferkette",
        organization: "MedReach Health Alliance",
        description:
          "Wir haben ein Werkzeug für Bedarfsprognose und Routenplanung gebaut, das unentbehrliche Medikamente zu abgelegenen Kliniken bringt, bevor die Vorräte ausgehen.",
        stats: [
          { value: "50%", label: "schnellere Lieferung" },
          { value: "27", label: "Regionen" },
          { value: "35%", label: "geringere Kosten" },
        ],
      },
    ],
  },
  apply: {
    intro: {
      eyebrow: "Bewerbung",
      title: "Bewerben Sie sich beim NGO Lab",
      lead: "Bewerben können sich eingetragene gemeinnützige Organisationen jeder Größe, weltweit. Es fallen keine Gebühren an, und technische Vorkenntnisse sind nicht erforderlich.",
    },
    rule: "Wir wählen jedes Quartal Organisationen für Pro-bono-Projekte aus. Jede Bewerbung wird nach möglicher Wirkung, dem Bedarf der Organisation und der technischen Machbarkeit des Projekts bewertet.",
    criteria: [
      {
        icon: "target",
        title: "Mögliche Wirkung",
        description:
          "Wie vielen Menschen das Projekt helfen könnte, wie nachhaltig und wie gut sich die Ergebnisse über die Zeit messen lassen.",
      },
      {
        icon: "hand-heart",
        title: "Bedarf der Organisation",
        description:
          "Ob der Organisation das Budget oder die interne Expertise fehlt, um die Lösung selbst zu entwickeln.",
      },
      {
        icon: "wrench",
        title: "Technische Machbarkeit",
        description:
          "Ob Daten, Infrastruktur und Zeitplan es uns erlauben, ein funktionierendes System zu liefern, das Ihr Team dauerhaft betreiben kann.",
      },
    ],
    nextReview: "2025-06-01",
  },
  partners: {
    intro: {
      eyebrow: "Partner",
      title: "Organisationen, mit denen wir gearbeitet haben",
      lead: "Die Partner des NGO Lab reichen von lokalen Initiativen bis zu internationalen Netzwerken. Jede brachte tiefes Wissen über ihr Fachgebiet mit – wir das Engineering.",
    },
    items: [
      { icon: "droplets", name: "Clearwater Community Trust", focus: "Zugang zu sauberem Wasser" },
      { icon: "pill", name: "MedReach Health Alliance", focus: "Verteilung medizinischer Güter" },
      {
        icon: "graduation-cap",
        name: "Open Slate Learning Trust",
        focus: "Lesekompetenz und Bildung",
      },
      {
        icon: "sprout",
        name: "Greenfield Growers Cooperative",
        focus: "Kleinbäuerliche Landwirtschaft",
      },
      { icon: "life-buoy", name: "Harbor Relief Network", focus: "Katastrophenhilfe" },
      {
        icon: "trees",
        name: "Canopy Restoration Fund",
        focus: "Wiederaufforstung und Artenvielfalt",
      },
    ],
  },
  closing: {
    title: "Bringen Sie uns das Problem, das Sie lösen wollen",
    lead: "Bewerben Sie sich für die nächste NGO-Lab-Runde oder vereinbaren Sie ein Gespräch, um Ihre Idee vor der Bewerbung mit unserem Team durchzusprechen.",
  },
};
