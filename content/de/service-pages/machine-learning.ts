import type { machineLearningPage as english } from "@/content/service-pages/machine-learning";

export const machineLearningPage: typeof english = {
  hero: {
    badge: "Maschinelles Lernen",
    title: "Machine Learning, das sich in Produktion bewährt",
    highlight: "in Produktion bewährt",
    lead: "Wir bauen Prognose-, Risiko-, Vision- und Empfehlungsmodelle auf Ihren Daten, integrieren sie in die Systeme, die Ihre Teams bereits nutzen, und überwachen sie nach dem Launch weiter, damit die Genauigkeit nicht unbemerkt nachlässt.",
  },
  overview: {
    intro: {
      eyebrow: "Was wir tun",
      title: "Von der klar definierten Entscheidung zum überwachten Modell",
      lead: "Jedes Projekt beginnt mit der Entscheidung, die ein Modell verbessern soll, und der Kennzahl, die das belegt. Zuerst vereinbaren wir eine Ausgangsbasis – so wird der Wert jedes Modells gemessen statt angenommen.",
    },
    points: [
      {
        icon: "target",
        title: "Problemdefinition und Ausgangsbasis",
        description:
          "Wir übersetzen eine geschäftliche Frage in eine Zielgröße, prüfen, ob die Daten sie tragen, und messen uns an einfachen Regeln, bevor wir etwas Komplexes trainieren.",
      },
      {
        icon: "brain",
        title: "Modellentwicklung",
        description:
          "Gradient-Boosted Trees für tabellarische Daten, Deep Learning für Bilder, Text und Sequenzen – mit Kreuzvalidierung auf zeitlich getrennten Daten und Fehleranalyse nach Segmenten.",
      },
      {
        icon: "rocket",
        title: "Deployment und Betrieb",
        description:
          "Modelle gehen als versionierte Services oder Batch-Jobs in Betrieb – mit CI/CD, Feature-Pipelines, Rollback-Pfaden und Monitoring, das Ihre Engineers nach der Übergabe selbst verantworten.",
      },
    ],
  },
  industries: {
    intro: {
      eyebrow: "Branchen",
      title: "Im Einsatz in den Branchen, die wir gut kennen",
      lead: "Die Methoden lassen sich zwischen Branchen übertragen, die Rahmenbedingungen nicht. Regulierung, Datenvolumen und die Kosten einer falschen Vorhersage prägen jedes Modell, das wir bauen.",
    },
    records: [
      {
        value: "finance",
        label: "Finanzen",
        icon: "landmark",
        description:
          "Modelle für Betrug, Kredit und Liquidität, gebaut für die Anforderungen des Modellrisikomanagements – mit Erklärungen, denen Prüfer folgen können.",
        title: "Machine Learning für Finanzdienstleister",
        industry: "Finanzdienstleistungen",
        applications: [
          "Betrugserkennung in Echtzeit",
          "Kreditrisiko-Scoring",
          "Triage von Geldwäsche-Alarmen",
          "Cashflow- und Liquiditätsprognosen",
          "Vorhersage von Kundenabwanderung",
          "Dokumentenextraktion für das Onboarding",
        ],
        longDescription:
          "Finanzmodelle werden doppelt beurteilt: einmal nach ihrer Genauigkeit und noch einmal durch Modellrisiko, Revision und Aufsicht. Wir bauen mit Blick auf beides – mit Gradient-Boosting-Modellen mit monotonen Nebenbedingungen, wo Prüfer sie erwarten, SHAP-basierten Begründungscodes für Ablehnungsbescheide und Validierungspaketen nach einer Governance im Stil von SR 11-7.\n\nFür Betrugs- und Geldwäscheprojekte planen wir für unausgewogene, sich verändernde Daten: zeitbasierte Validierung, kostensensitive Schwellenwerte, abgestimmt mit Ihrem operativen Team, und Streaming-Features mit niedriger Latenz, damit Scores vorliegen, bevor eine Transaktion abgerechnet wird.",
        benefits: [
          "Weniger Fehlalarme zur Prüfung durch Analysten",
          "Dokumentierte Modelle, bereit für die Validierung",
          "Scoring-Latenz, passend zur Kartenautorisierung",
          "Begründungscodes für jede Entscheidung",
        ],
        examples: [
          "Für eine regionale Kreditgenossenschaft senkte ein Betrugsmodell mit LightGBM die Fehlalarme bei Kartenzahlungen um 28% bei gleichbleibender Erkennungsrate.",
          "Für einen mittelgroßen Firmenkreditgeber haben wir eine Scorecard für Kleinunternehmenskredite mit erklärbaren Merkmalen neu gebaut und den Validierungszyklus von vier Monaten auf sieben Wochen verkürzt.",
          "Für einen Zahlungsdienstleister priorisierte ein Triage-Modell für Geldwäsche-Alarme die Untersuchungen, sodass Analysten die riskantesten 20% der Alarme zuerst abarbeiteten.",
        ],
      },
      {
        value: "healthcare",
        label: "Gesundheitswesen",
        icon: "heart-pulse",
        description:
          "Klinische und operative Modelle, entwickelt unter HIPAA, mit Ärzten validiert und über Patientengruppen hinweg überwacht.",
        title: "Machine Learning für das Gesundheitswesen",
        industry: "Gesundheitswesen",
        applications: [
          "Risiko für Wiederaufnahmen im Krankenhaus",
          "Vorhersage versäumter Termine",
          "Prognose von Bettenbedarf und Personalbedarf",
          "Unterstützung bei der Triage medizinischer Bilder",
          "Klassifikation klinischer Notizen",
          "Vorhersage abgelehnter Abrechnungen",
        ],
        longDescription:
          "Modelle im Gesundheitswesen müssen sich das Vertrauen der Ärzte verdienen und die Privatsphäre der Patienten achten. Wir arbeiten innerhalb Ihrer HIPAA-Grenzen, de-identifizieren Daten, wo möglich, und beziehen klinische Verantwortliche bei der Definition von Labels, Schwellenwerten und der Darstellung einer Vorhersage im Arbeitsablauf ein.\n\nWir bewerten die Performance nach Alter, Geschlecht, Kostenträger und Standort, um Lücken vor dem Einsatz sichtbar zu machen, kalibrieren Wahrscheinlichkeiten, damit Risikoscores halten, was sie versprechen, und richten ein Monitoring ein, das Drift meldet, wenn sich Kodierpraxis oder Patientenmix ändern.",
        benefits: [
          "Risikoscores, kalibriert für den klinischen Einsatz",
          "Performance nach Untergruppen vor dem Launch geprüft",
          "Datenverarbeitung innerhalb Ihrer HIPAA-Kontrollen",
          "Vorhersagen direkt in bestehenden Abläufen der Patientenakte",
        ],
        examples: [
          "Für einen kommunalen Klinikverbund half ein Modell für Wiederaufnahmen innerhalb von 30 Tagen den Care-Koordinatoren, Nachsorgeanrufe zu priorisieren, und trug über zwei Quartale zu 9% weniger Wiederaufnahmen bei.",
          "Für eine ambulante Gruppe mit mehreren Standorten gewann ein Modell für versäumte Termine in Kombination mit gezielten Erinnerungen rund 400 Terminplätze pro Monat zurück.",
          "Für ein regionales Gesundheitssystem verbesserte eine Aufnahmeprognose die Personalplanung in der Pflege und reduzierte kurzfristige Leiharbeitsschichten um 14%.",
        ],
      },
      {
        value: "retail",
        label: "Handel",
        icon: "shopping-cart",
        description:
          "Bedarfsprognosen, Preisgestaltung und Empfehlungen, die auf Artikel- und Filialebene funktionieren – nicht nur in der Summe.",
        title: "Machine Learning für den Handel",
        industry: "Handel & E-Commerce",
        applications: [
          "Bedarfsprognosen auf Artikelebene",
          "Optimierung von Preisabschriften und Preisen",
          "Produktempfehlungen",
          "Bestandsverteilung über Filialen",
          "Modellierung des Customer Lifetime Value",
          "Vorhersage von Retouren",
        ],
        longDescription:
          "Prognosen im Handel stehen und fallen mit dem Long Tail: Tausende Artikel mit spärlichen, saisonalen und aktionsgetriebenen Verkäufen. Wir nutzen hierarchische und globale Prognosemodelle, die Signale über Produkte und Filialen hinweg teilen, mit Aktionen, Feiertagen und Wetter als expliziten Merkmalen.\n\nEmpfehlungs- und Preisprojekte testen wir so, wie Händler entscheiden – mit Kontrollfilialen oder A/B-Tests statt nur mit Offline-Metriken –, und die Ergebnisse landen in den Planungs- und Merchandising-Tools, die Ihre Teams bereits nutzen.",
        benefits: [
          "Weniger Fehlbestände bei Schnelldrehern",
          "Weniger Überbestand zum Saisonende",
          "Empfehlungen, getestet am echten Umsatz",
          "Prognosen, abgestimmt über Filiale, Region und Kette",
        ],
        examples: [
          "Für eine Wohnaccessoire-Kette mit 120 Filialen senkte ein globaler LightGBM-Prognostiker den Prognosefehler auf Artikelebene um 18% gegenüber dem bisherigen Planungstool.",
          "Für einen Online-Modehändler steigerte ein sitzungsbasiertes Empfehlungssystem die Add-to-Cart-Rate in einem vierwöchigen A/B-Test um 6%.",
          "Für eine Lebensmittelgenossenschaft senkte die Optimierung von Preisabschriften bei verderblicher Ware den Abfall zum Tagesende um 11%, ohne die Marge zu schmälern.",
        ],
      },
      {
        value: "manufacturing",
        label: "Fertigung",
        icon: "factory",
        description:
          "Predictive Maintenance, Qualitätsprüfung und Prozessoptimierung auf Basis von Sensor-, MES- und Instandhaltungsdaten.",
        title: "Machine Learning für die Fertigung",
        industry: "Fertigung",
        applications: [
          "Predictive Maintenance",
          "Visuelle Fehlererkennung",
          "Optimierung von Prozessparametern",
          "Vorhersage von Ausbeute und Ausschuss",
          "Prognose des Energieverbrauchs",
          "Bedarfsplanung für Ersatzteile",
        ],
        longDescription:
          "Anlagendaten sind verrauscht, ungleichmäßig gelabelt und über Historians, MES und Instandhaltungssysteme verteilt. Wir verknüpfen zuerst Sensordatenströme mit Arbeitsaufträgen, damit die Ausfall-Labels verlässlich sind, und bauen dann Modelle für Restlebensdauer und Anomalien, auf die Instandhaltungsplaner reagieren können.\n\nFür die Qualität trainieren wir Computer-Vision-Modelle auf Bildern vorhandener Linienkameras, betreiben sie am Edge, wo Latenz zählt, und leiten unsichere Fälle an Prüfer weiter, damit das Modell aus deren Entscheidungen weiterlernt.",
        benefits: [
          "Wartung vor dem Ausfall statt danach",
          "Gleichbleibende Prüfqualität über alle Schichten",
          "Modelle, die auf Edge-Hardware laufen",
          "Alarme, verknüpft mit Arbeitsaufträgen in Ihrem CMMS",
        ],
        examples: [
          "Für einen Verpackungshersteller brachten Vibrations- und Temperaturmodelle an kritischen Pressen im ersten Jahr 37% weniger ungeplante Ausfallzeit.",
          "Für einen Automobilzulieferer erkannte ein am Edge betriebenes Vision-Modell Oberflächenfehler bei Liniengeschwindigkeit und senkte die Kundenreklamationen um 22%.",
          "Für ein Werk für Spezialchemikalien empfahl ein Modell zur Batch-Ausbeute Sollwertanpassungen, die die durchschnittliche Ausbeute um 2.4 Prozentpunkte steigerten.",
        ],
      },
      {
        value: "marketing",
        label: "Vermarktung",
        icon: "megaphone",
        description:
          "Modelle für Targeting, Attribution und Budget, die den inkrementellen Effekt schätzen statt bloßer Korrelation.",
        title: "Machine Learning für das Marketing",
        industry: "Marketing & Kundenanalyse",
        applications: [
          "Kundensegmentierung",
          "Propensity- und Uplift-Modellierung",
          "Marketing-Mix-Modellierung",
          "Zielgerichtete Abwanderungsprävention",
          "Lead-Scoring",
          "Optimierung von Versandzeitpunkt und Kanal",
        ],
        longDescription:
          "Die meisten Marketingmodelle sagen voraus, wer kaufen wird; die nützliche Frage ist, wer wegen der Kampagne kauft. Wir nutzen Uplift-Modellierung und Holdout-Designs, um Kunden anzusprechen, die auf Kontakt reagieren, und bayessche Marketing-Mix-Modelle, um Budgets mit ehrlichen Unsicherheitsbereichen über Kanäle zu verteilen.\n\nDa Third-Party-Cookies an Bedeutung verlieren, bauen wir auf First-Party-Daten mit eingewilligten Kennungen und übergeben Modelle zusammen mit dem Experiment-Framework, das nötig ist, um sie auch nach dem Launch weiter zu überprüfen.",
        benefits: [
          "Budget nach gemessener Inkrementalität verteilt",
          "Weniger verschwendete Kontakte bei Kunden, die ohnehin konvertieren",
          "Kanalpläne mit ausgewiesenen Konfidenzbereichen",
          "Aufgebaut auf eingewilligten First-Party-Daten",
        ],
        examples: [
          "Für einen Kochbox-Anbieter im Abo senkte ein Uplift-Modell für Halteangebote die Rabattausgaben um 24% bei unveränderter Abwanderung.",
          "Für einen B2B-Softwareanbieter half ein Lead-Scoring-Modell dem Vertrieb, sich auf das oberste Drittel der eingehenden Leads zu konzentrieren, aus dem 61% der Abschlüsse stammten.",
          "Für eine Regionalbank verlagerte ein bayessches Marketing-Mix-Modell 15% des Budgets von Display zu Search und steigerte die Kontoeröffnungen pro Dollar um 9%.",
        ],
      },
      {
        value: "technology",
        label: "Technologie",
        icon: "cpu",
        description:
          "ML-Funktionen in Softwareprodukten – vom Suchranking bis zur Anomalieerkennung in Infrastruktur-Telemetrie.",
        title: "Machine Learning für Technologieunternehmen",
        industry: "Technologie & SaaS",
        applications: [
          "Suche und Ranking",
          "Anomalieerkennung in der Infrastruktur",
          "Nutzungsbasierte Abwanderungsprognose",
          "Routing von Support-Tickets",
          "Kapazitätsprognosen",
          "Erkennung von Missbrauch und Spam",
        ],
        longDescription:
          "Produktteams brauchen Modelle, die denselben Engineering-Maßstäben genügen wie der restliche Code: versioniert, getestet, beobachtbar und günstig im Betrieb. Wir arbeiten eng mit Ihren Engineers zusammen, um Funktionen wie Learning-to-Rank-Suche, Ticket-Routing und Missbrauchserkennung zu bauen – mit vorab vereinbarten Latenz- und Kostenbudgets.\n\nFür Plattformteams bauen wir Prognose- und Anomaliemodelle auf Metriken und Logs, die das Alarmrauschen reduzieren und Kapazitätsplanern eine belastbare Sicht auf die nächsten zwei Quartale geben.",
        benefits: [
          "Modelle, die Ihre Latenzbudgets einhalten",
          "Inferenzkosten pro Funktion erfasst",
          "Gemeinsame Verantwortung mit Ihrem Engineering-Team",
          "Weniger Fehlalarme für Engineers in Rufbereitschaft",
        ],
        examples: [
          "Für einen SaaS-Anbieter für Projektmanagement steigerte ein Learning-to-Rank-Modell die Klickrate auf das erste Suchergebnis um 17%.",
          "Für einen Cloud-Hosting-Anbieter reduzierte saisonbewusste Anomalieerkennung auf Service-Metriken die Alarmierungen der Rufbereitschaft um etwa ein Drittel.",
          "Für eine Kundensupport-Plattform leitete ein Ticket-Klassifikator 72% der eingehenden Tickets ohne manuelle Triage in die richtige Warteschlange.",
        ],
      },
      {
        value: "mobile",
        label: "Mobile Apps",
        icon: "smartphone",
        description:
          "On-Device- und serverseitige Modelle für mobile Apps, optimiert für Akku, Bandbreite und Datenschutz.",
        title: "Machine Learning für mobile Anwendungen",
        industry: "Mobile & Consumer-Apps",
        applications: [
          "Bildklassifikation auf dem Gerät",
          "Personalisierte Content-Feeds",
          "Abwanderungsprognose in der App",
          "Intelligente Benachrichtigungen",
          "Unterstützung bei Text- und Spracheingabe",
          "Erkennung betrügerischer Konten",
        ],
        longDescription:
          "Mobile ML muss das Gerät respektieren. Gemeinsam mit Ihnen entscheiden wir, welche Modelle auf dem Smartphone und welche auf dem Server laufen, und quantisieren und komprimieren On-Device-Modelle mit Core ML und TensorFlow Lite, damit sie klein, schnell und akkuschonend bleiben.\n\nServerseitig bauen wir Personalisierungs- und Bindungsmodelle auf Ereignisdaten aus Ihrem Analytics-SDK und liefern sie hinter Feature Flags aus, sodass jede Änderung vor dem vollständigen Rollout gegen eine Kontrollgruppe gemessen wird.",
        benefits: [
          "Funktionen, die offline arbeiten",
          "Weniger personenbezogene Daten verlassen das Gerät",
          "Modellgrößen passend zu den Grenzen der App Stores",
          "Jede Modelländerung hinter einem Feature Flag ausgerollt",
        ],
        examples: [
          "Für eine App zur Pflanzenbestimmung schrumpfte ein quantisierter On-Device-Klassifikator von 90 MB auf 14 MB bei weniger als einem Punkt Genauigkeitsverlust.",
          "Für eine Fitness-App verbesserte ein Abwanderungsmodell mit zeitlich gesteuerten In-App-Hinweisen die 30-Tage-Bindung in einem kontrollierten Rollout um 5%.",
          "Für eine Peer-to-Peer-Marktplatz-App blockierte ein Risikomodell bei der Registrierung etwa 80% der Fake-Konten vor ihrem ersten Inserat.",
        ],
      },
      {
        value: "research",
        label: "Forschung",
        icon: "microscope",
        description:
          "Unterstützung für Forschungsteams, die reproduzierbare Pipelines, sorgfältige Statistik und Modelle brauchen, die über ein Notebook hinaus skalieren.",
        title: "Machine Learning für die Forschung",
        industry: "Forschung & Life Sciences",
        applications: [
          "Reproduzierbare Experiment-Pipelines",
          "Vorhersage von Protein- und Moleküleigenschaften",
          "Auswertung von Fachliteratur und Patenten",
          "Analyse von Satelliten- und Fernerkundungsdaten",
          "Active Learning für das Labeling",
          "Quantifizierung von Unsicherheit",
        ],
        longDescription:
          "Forschungsgruppen haben oft starke Fachmodelle und eine fragile Infrastruktur. Wir machen aus Notebook-Code reproduzierbare Pipelines mit fixierten Umgebungen, protokollierten Experimenten und Datenversionierung, damit Ergebnisse Monate später erneut ausgeführt und von anderen geprüft werden können.\n\nAuf der Modellseite setzen wir Graph Neural Networks, feinabgestimmte Sprachmodelle und Gauß-Prozesse ein, wo sie passen, und geben Unsicherheiten zusammen mit den Vorhersagen an, damit Forschende entscheiden können, welche Experimente sich als Nächstes lohnen.",
        benefits: [
          "Ergebnisse, die sich reproduzieren und prüfen lassen",
          "Weniger Laborexperimente pro Erkenntnis",
          "Rechenaufwand passend zur Fragestellung",
          "Unsicherheit zu jeder Vorhersage ausgewiesen",
        ],
        examples: [
          "Für ein universitäres Genomiklabor haben wir eine Pipeline zur Variantenbewertung von Notebooks in einen protokollierten Workflow überführt, der in unter zwei Stunden vollständig neu durchläuft.",
          "Für ein Biotech-Start-up erreichte eine Active-Learning-Schleife im Assay-Screening die angestrebten Trefferquoten mit 35% weniger Experimenten.",
          "Für ein Institut für Umweltforschung kartierte ein Segmentierungsmodell die Veränderung von Feuchtgebieten über zehn Jahre Satellitenbilder.",
        ],
      },
    ],
  },
  stack: {
    intro: {
      eyebrow: "Technologie-Stack",
      title: "Bewährte Werkzeuge, passend zu Ihrer Umgebung",
      lead: "Wir arbeiten mit Open-Source- und Cloud-Werkzeugen, für die Ihre Engineers Personal finden und die sie pflegen können. Wo Sie bereits eine Plattform haben, bauen wir darauf auf, statt eine weitere hinzuzufügen.",
    },
    groups: [
      {
        category: "Bibliotheken & Frameworks",
        technologies: [
          "PyTorch",
          "scikit-learn",
          "XGBoost",
          "LightGBM",
          "TensorFlow",
          "Hugging Face Transformers",
        ],
      },
      {
        category: "Infrastruktur",
        technologies: [
          "Kubernetes",
          "Ray",
          "MLflow",
          "Amazon SageMaker",
          "Vertex AI",
          "Databricks",
        ],
      },
      {
        category: "Datenverarbeitung",
        technologies: ["Apache Spark", "dbt", "Apache Airflow", "Apache Kafka", "Polars", "Feast"],
      },
    ],
  },
  mlops: {
    intro: {
      eyebrow: "MLOps",
      title: "Betrieb, der Modelle nach dem Launch präzise hält",
      lead: "Ein Modell hängt von Daten ab, die sich ständig ändern. Wir schaffen die Pipelines, Prüfungen und Zuständigkeiten, damit Ihr Team Modelle ohne uns neu trainieren, zurückrollen und erklären kann.",
    },
    items: [
      {
        icon: "refresh-cw",
        title: "Kontinuierliches Training",
        description:
          "Zeit- oder ereignisgesteuerte Retraining-Pipelines in Airflow oder Kubeflow; jedes Kandidatenmodell wird vor der Freigabe gegen das aktuelle Champion-Modell evaluiert.",
      },
      {
        icon: "git-branch",
        title: "Modell-Registry und Versionierung",
        description:
          "Jedes Modell wird mit Code, Daten-Snapshot und Parametern in MLflow oder Ihrer Cloud-Registry versioniert, sodass sich jede Vorhersage nachvollziehen und jedes Release zurückrollen lässt.",
      },
      {
        icon: "activity",
        title: "Monitoring und Drift-Erkennung",
        description:
          "Dashboards und Alarme verfolgen Input-Drift, Vorhersageverteilungen und die Genauigkeit gegenüber nachträglich eintreffender Ground Truth – mit Werkzeugen wie Evidently neben Ihrem bestehenden Observability-Stack.",
      },
      {
        icon: "shield-check",
        title: "Governance und Erklärbarkeit",
        description:
          "Model Cards, SHAP-Erklärungen, Fairness-Prüfungen nach Segmenten und Freigabe-Workflows geben Risiko-, Rechts- und Revisionsteams eine klare Dokumentation des Verhaltens jedes Modells.",
      },
    ],
  },
  closing: {
    title: "Gibt es eine Entscheidung, die ein Modell verbessern könnte?",
    lead: "Erzählen Sie uns vom Problem, von Ihren Daten und davon, wie Sie Erfolg heute messen. Innerhalb einer Woche erhalten Sie eine offene Einschätzung der Machbarkeit und eine abgegrenzte erste Phase.",
  },
};
