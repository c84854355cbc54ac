import type { allIndustries as english } from "@/content/industries";

export const allIndustries: typeof english = [
  {
    id: "aerospace-defense",
    name: "Luft- und Raumfahrt & Verteidigung",
    description:
      "Predictive Maintenance für Flotten, Risikomodelle für Lieferketten und sichere, prüfbare KI für einsatzkritische Programme.",
    gradient: "sky-indigo",
    icon: "plane",
    hero: {
      eyebrow: "Branchen · Luft- und Raumfahrt & Verteidigung",
      title: "Flotten einsatzbereit halten – mit KI, die sich prüfen lässt",
      highlight: "KI, die sich prüfen lässt",
      lead: "Wir bauen Systeme für Predictive Maintenance, Lieferkettenrisiken und technisches Wissen für Flugzeughersteller, MRO-Dienstleister und Rüstungsunternehmen. Sie laufen innerhalb Ihrer Sicherheitsgrenze, und jede Vorhersage lässt sich auf die zugrunde liegenden Daten zurückführen.",
    },
    challenges: [
      {
        icon: "wrench",
        title: "Ungeplante Ausbauten legen Flugzeuge still",
        description:
          "Ein außerplanmäßiger Triebwerks- oder Komponentenausbau kann ein Flugzeug tagelang aus dem Verkehr ziehen und wirkt sich auf Crews, Ersatzteile und Flugpläne aus. Die meisten MRO-Teams planen noch nach festen Intervallen statt nach dem Zustand jedes Bauteils.",
      },
      {
        icon: "lock",
        title: "Kontrollierte Daten begrenzen, wo KI laufen darf",
        description:
          "ITAR-, EAR- und CMMC-Pflichten bestimmen, wer technische Daten sehen und wo sie verarbeitet werden dürfen. Viele KI-Tools setzen eine Public Cloud und einen Offshore-Support voraus – und scheiden damit vom ersten Tag an aus.",
      },
      {
        icon: "boxes",
        title: "Lange, fragile Lieferketten",
        description:
          "Gussteile, Schmiedeteile und Avionikkomponenten aus einer einzigen Quelle haben Lieferzeiten, die in Quartalen gemessen werden. Ein verspäteter Lieferant oder ein abgekündigtes Bauteil fällt oft erst auf, wenn eine Fertigung oder Reparatur bereits darauf wartet.",
      },
    ],
    solutions: [
      {
        icon: "gauge",
        title: "Predictive Maintenance (Maschinelles Lernen)",
        bullets: [
          "Restlebensdauer-Modelle, trainiert auf Triebwerks-Zustandsüberwachung und Werkstattberichten",
          "Ausbauprognosen, die direkt in MRO-Planung und Ersatzteilbevorratung einfließen",
          "Zuverlässigkeitsberichte, die Ingenieure bis zu den Quelldaten zurückverfolgen können",
        ],
      },
      {
        icon: "shield-check",
        title: "ITAR- und CMMC-konforme Datenplattformen (Datenlösungen)",
        bullets: [
          "Betrieb in GovCloud oder in On-Premises-Enklaven mit Zugriff ausschließlich für U.S.-Personen",
          "Lineage, Zugriffsprotokolle und Exportkontroll-Kennzeichnung für jeden Datensatz",
          "Kontrollen nach NIST SP 800-171 für CMMC-Bewertungen",
        ],
      },
      {
        icon: "bot",
        title: "Agenten für Engineering und Lieferkette (Agentische KI)",
        bullets: [
          "Antworten mit Quellenangabe aus Wartungshandbüchern, Service Bulletins und Arbeitsaufträgen",
          "Lieferantenrisiko-Monitoring, das verspätete, einzeln bezogene oder abgekündigte Teile meldet",
          "Entwürfe für Arbeitspakete, die zur Freigabe an zertifiziertes Personal gehen",
        ],
      },
    ],
    featuredCase: {
      title: "Zustandsbasierte Wartung für eine regionale Turboprop-Flotte",
      client: "Cirrus Ridge Aviation Services",
      summary:
        "Cirrus Ridge wartet Triebwerke für regionale Turboprop-Betreiber in ganz Nordamerika. Wir haben Restlebensdauer-Modelle auf acht Jahren Triebwerkszustands- und Werkstattdaten gebaut, die vollständig in der ITAR-kontrollierten Umgebung des Unternehmens laufen. Planer terminieren Ausbauten heute Wochen im Voraus – an einer Basis, an der Teile und Personal bereitstehen.",
      metrics: [
        { value: "62%", label: "weniger ungeplante Triebwerksausbauten" },
        { value: "23%", label: "weniger Standzeit durch außerplanmäßige Wartung" },
        { value: "$14M", label: "jährlich vermiedene Wartungs- und Leasingkosten" },
      ],
    },
    quote: {
      text: "Wir hatten schon zwei Predictive-Tools ausprobiert. Dieses war das erste, das unsere Ingenieure akzeptiert haben – weil jeder Alarm die Sensortrends und Werkstattbefunde dahinter zeigt und nichts unsere kontrollierte Umgebung verlässt.",
      role: "VP Reliability Engineering, MRO-Dienstleister in der Luftfahrt",
    },
    closing: {
      title: "Arbeiten Sie mit einem Team, das Exportkontrollen kennt",
      lead: "Erzählen Sie uns von Ihrer Flotte, Ihrem Programm oder Ihrer Lieferkette. Wir erklären Ihnen, was Ihre Daten hergeben, was Ihre Compliance-Pflichten für die Architektur bedeuten und wo sich ein erstes Modell auszahlen würde.",
    },
  },
  {
    id: "climate-agritech",
    name: "Klima & Agritech",
    description:
      "Ertragsprognosen, Präzisionsbewässerung und Emissionserfassung, mit denen Landwirte und Klimateams auf Feld- und Satellitendaten reagieren.",
    gradient: "emerald-lime",
    icon: "sprout",
    hero: {
      eyebrow: "Branchen · Klima & Agritech",
      title: "Aus Feld- und Satellitendaten werden Entscheidungen, denen Landwirte vertrauen",
      highlight: "Entscheidungen, denen Landwirte vertrauen",
      lead: "Wir helfen Agrarunternehmen, Erzeugergenossenschaften und Klimateams, Satellitenbilder, Bodensensoren und Wetterdaten zu Prognosen und Steuerungen zusammenzuführen, die auf der Ebene eines einzelnen Feldes funktionieren.",
    },
    challenges: [
      {
        icon: "droplets",
        title: "Wasser ist knapp – und entsprechend teuer",
        description:
          "Bewässerung wird oft nach Kalender oder Gewohnheit geplant. Zu viel Wasser verschwendet Wasser, Energie und Dünger; zu wenig kostet Ertrag in den Wochen, auf die es am meisten ankommt.",
      },
      {
        icon: "satellite",
        title: "Daten, die nie zusammenfinden",
        description:
          "Satellitenbilder, Bodensonden, Maschinenprotokolle und Notizen der Agronomen liegen in getrennten Werkzeugen mit unterschiedlicher Auflösung und Lücken. Nur wenige Teams können sie zu einer Gesamtsicht auf ein Feld verbinden.",
      },
      {
        icon: "leaf",
        title: "Emissionsangaben auf dem Prüfstand",
        description:
          "Abnehmer, Kreditgeber und Aufsichtsbehörden verlangen inzwischen gemessene Scope-3- und Bodenkohlenstoffwerte statt Schätzungen. Berichte aus Tabellenkalkulationen halten keinem Audit stand.",
      },
    ],
    solutions: [
      {
        icon: "wheat",
        title: "Ertrags- und Ernteprognosen (Maschinelles Lernen)",
        bullets: [
          "Ertragsprognosen auf Feldebene aus Bildern, Wetter und Bewirtschaftungshistorie",
          "Warnungen vor Krankheits- und Schädlingsrisiken, bevor Schäden sichtbar sind",
          "Prognoseintervalle, die zeigen, wie belastbar jede Zahl ist",
        ],
      },
      {
        icon: "waves",
        title: "Präzisionsbewässerung (Stream House, MCP-Lösungen)",
        bullets: [
          "Bodenfeuchte- und Wetterdaten, gestreamt von Tausenden Sonden",
          "Bewässerungspläne, die direkt an Pumpen- und Ventilsteuerungen gehen",
          "Manuelle Übersteuerung und Alarmgrenzen bleiben beim Landwirt",
        ],
      },
      {
        icon: "chart-bar",
        title: "Emissions- und MRV-Daten (Datenlösungen)",
        bullets: [
          "Ein Datenmodell für Feldarbeiten, Betriebsmittel und Emissionsfaktoren",
          "Nachweise für Messung, Berichterstattung und Verifizierung, bereit für Prüfer",
          "Scope-3-Werte für Abnehmer in den geforderten Formaten",
        ],
      },
    ],
    featuredCase: {
      title: "Bewässerung auf Parzellenebene für eine Erzeugergenossenschaft im Central Valley",
      client: "Sierra Verde Growers Cooperative",
      summary:
        "Die Mitglieder von Sierra Verde bauen Mandeln und Pistazien im kalifornischen Central Valley an, wo die Grundwasserzuteilungen jedes Jahr knapper werden. Wir haben Bodenfeuchtesonden, Evapotranspirationsdaten und Satellitenbilder zu Bewässerungsplänen auf Parzellenebene kombiniert, die direkt auf den Pumpensteuerungen der Genossenschaft laufen. Die Landwirte prüfen jeden Plan auf dem Smartphone und können ihn jederzeit übersteuern.",
      metrics: [
        { value: "37%", label: "weniger Bewässerungswasser pro Acre" },
        { value: "12%", label: "höherer Ertrag pro Acre" },
        { value: "$2.8M", label: "jährliche Einsparung bei Wasser und Pumpenergie" },
      ],
    },
    quote: {
      text: "Unsere Landwirte sind praktisch denkende Menschen. Sie haben die Pläne übernommen, weil die Empfehlungen zu dem passten, was sie im Obstgarten sahen – und die Wasserrechnungen sanken schon in der ersten Saison.",
      role: "Geschäftsführer einer Erzeugergenossenschaft",
    },
    closing: {
      title: "Beginnen Sie mit einer Saison an Daten",
      lead: "Bringen Sie uns eine Kultur, eine Region und die Daten, die Sie bereits erheben. Wir zeigen Ihnen, welche Prognosen und Steuerungen sich damit umsetzen lassen und was ein Pilot über eine Saison messen würde.",
    },
  },
  {
    id: "banking-fintech",
    name: "Banken & Fintech",
    description:
      "Betrugserkennung in Echtzeit, Kreditrisikomodelle und regelkonforme KI-Assistenten für Banken, Kreditgeber und Zahlungsplattformen.",
    gradient: "blue-cyan",
    icon: "banknote",
    hero: {
      eyebrow: "Branchen · Banken & Fintech",
      title: "Betrug in Millisekunden erkennen, ohne gute Kunden zu blockieren",
      highlight: "in Millisekunden",
      lead: "Wir bauen Systeme für Betrugserkennung, Kreditrisiko und Kundenservice für Banken, Kreditgeber und Zahlungsplattformen – mit der Model Governance, den Erklärungen und den Audit-Trails, die Ihre Aufsicht erwartet.",
    },
    challenges: [
      {
        icon: "credit-card",
        title: "Betrug ist schneller als Batch-Regeln",
        description:
          "Card-not-present-Betrug und Kontoübernahmen passen sich innerhalb von Tagen an. Regeln, die einmal im Monat überprüft werden, erkennen das Muster des Vormonats – und lehnen nebenbei legitime Kunden ab.",
      },
      {
        icon: "scale",
        title: "Modellrisiko und Prüfung auf faire Kreditvergabe",
        description:
          "Jedes Modell, das eine Kundenentscheidung beeinflusst, unterliegt dem Modellrisikomanagement und der Prüfung auf faire Kreditvergabe. Intransparente Scores ohne Dokumentation können monatelang in der Validierung hängen.",
      },
      {
        icon: "headphones",
        title: "Servicekosten steigen mit jedem Produkt",
        description:
          "Reklamationen, Rückbuchungen und KYC-Aktualisierungen erzeugen Warteschlangen voller Routinearbeit. Kunden erwarten Antworten in Minuten, und jede Antwort muss korrekt und regelkonform sein.",
      },
    ],
    solutions: [
      {
        icon: "shield",
        title: "Betrugserkennung in Echtzeit (Maschinelles Lernen, Stream House)",
        bullets: [
          "Transaktionsbewertung in Millisekunden direkt im Autorisierungspfad",
          "Graph-Features, die Geräte, Konten und Händler verknüpfen",
          "Begründungscodes, die Analysten und Kunden verstehen",
        ],
      },
      {
        icon: "file-search",
        title: "Kreditrisiko und Model Governance (Maschinelles Lernen, Datenlösungen)",
        bullets: [
          "Kreditmodelle mit monotonen Nebenbedingungen und Ablehnungsgründen",
          "Dokumentation, Validierungspakete und Drift-Monitoring gemäß SR 11-7",
          "Tests auf faire Kreditvergabe über geschützte Gruppen vor jedem Release",
        ],
      },
      {
        icon: "messages-square",
        title: "Regelkonforme Service-Agenten (Agentische KI)",
        bullets: [
          "Agenten für Reklamationen und Rückbuchungen, die Belege sammeln und Fälle vorbereiten",
          "KYC-Aktualisierungen mit menschlicher Freigabe an jedem Entscheidungspunkt",
          "Gesprächsprotokolle, aufbewahrt für Audits und Beschwerdebearbeitung",
        ],
      },
    ],
    featuredCase: {
      title: "Kartenbetrug in Echtzeit erkennen – für eine Digitalbank",
      client: "Lumen Digital Bank",
      summary:
        "Lumens regelbasierte Engine fand die meisten Betrugsfälle erst nach der Abrechnung und lehnte dabei zu viele ehrliche Kunden ab. Wir haben ein Machine-Learning-System gebaut, das jede Kartenzahlung in Millisekunden vor der Freigabe bewertet und Analysten die Gründe hinter jedem Score zeigt. Das Fraud-Team widmet seine Zeit heute den Fällen, die Urteilsvermögen erfordern.",
      metrics: [
        { value: "91%", label: "der Betrugsfälle vor der Abrechnung gestoppt" },
        { value: "73%", label: "weniger Fehlalarme" },
        { value: "$7.2M", label: "jährlich vermiedene Betrugsverluste" },
      ],
      caseStudyId: "fraud-detection-digital-bank",
    },
    quote: {
      text: "Wir diskutieren nicht mehr, ob das Modell recht hat, denn jede Ablehnung kommt mit Gründen, die unsere Analysten prüfen können. Auch unsere Kunden haben es gemerkt: Deutlich weniger gute Karten werden gesperrt.",
      role: "Chief Risk Officer einer Digitalbank",
    },
    closing: {
      title: "Sehen Sie, was Ihre Transaktionsdaten erkennen können",
      lead: "Wir können ein Modell auf Ihren eigenen historischen Transaktionen gegen Ihre aktuellen Regeln testen und Ihnen Erkennungs- und Fehlalarmrate zeigen, bevor irgendetwas live geht.",
    },
  },
  {
    id: "energy",
    name: "Energie",
    description:
      "Last- und Erzeugungsprognosen, Zustandsüberwachung von Anlagen und Streaming-Analysen für Versorger und Betreiber erneuerbarer Energien.",
    gradient: "amber-orange",
    icon: "zap",
    hero: {
      eyebrow: "Branchen · Energie",
      title: "Das Netz steuern – mit Prognosen, auf die Sie bauen können",
      highlight: "Prognosen, auf die Sie bauen können",
      lead: "Wir bauen Last- und Erzeugungsprognosen, Zustandsüberwachung für Anlagen und Streaming-Steuerungssysteme für Versorger, unabhängige Stromerzeuger und Betreiber erneuerbarer Energien.",
    },
    challenges: [
      {
        icon: "sun",
        title: "Schwankende Erzeugung, engere Margen",
        description:
          "Die Leistung von Solar- und Windanlagen kann binnen Minuten schwanken, und Ausgleichsenergiekosten bestrafen jeden Prognosefehler. Day-Ahead-Modelle für einen thermischen Kraftwerkspark wurden dafür nicht gebaut.",
      },
      {
        icon: "activity",
        title: "Alternde Anlagen, knappe Teams",
        description:
          "Transformatoren, Wechselrichter und Turbinen fallen oft ohne Vorwarnung aus, und Außendienstteams können nicht alles planmäßig inspizieren. Ungeplante Ausfälle kosten Erlöse und in manchen Märkten regulatorische Strafen.",
      },
      {
        icon: "network",
        title: "Betriebssysteme, die nicht zusammenpassen",
        description:
          "SCADA, Historians, DER-Managementsysteme und Marktplattformen stammen von verschiedenen Herstellern und aus verschiedenen Jahrzehnten. Ein sauberes Echtzeitsignal über alle hinweg zu bekommen, ist oft der schwierigste Teil jedes Analytics-Projekts.",
      },
    ],
    solutions: [
      {
        icon: "chart-line",
        title: "Last- und Erzeugungsprognosen (Maschinelles Lernen)",
        bullets: [
          "Probabilistische Day-Ahead- und Intraday-Prognosen für Last, Solar und Wind",
          "Automatische Einbindung von Wetterensembles und Ausfallplänen",
          "Prognosen direkt in Handels- und Dispatch-Systemen",
        ],
      },
      {
        icon: "gauge",
        title: "Zustandsüberwachung von Anlagen (Stream House)",
        bullets: [
          "Sensordaten aus Historians und SCADA, gestreamt mit Latenzen unter einer Sekunde",
          "Anomalieerkennung für Transformatoren, Wechselrichter und Turbinen",
          "Arbeitsaufträge in Ihrem Instandhaltungssystem, samt Belegen",
        ],
      },
      {
        icon: "cpu",
        title: "Steuerungsintegration (MCP-Lösungen)",
        bullets: [
          "Modulare Steuerungsebenen, die SCADA, DERMS und Batteriesteuerungen verbinden",
          "Prognosegesteuerter Batterieeinsatz innerhalb der von Betreibern gesetzten Grenzen",
          "Netzsegmentierung und Zugriffskontrolle gemäß IEC 62443",
        ],
      },
    ],
    featuredCase: {
      title: "Anlagenzustand und Prognosen für ein Wind- und Solarportfolio",
      client: "Highplain Renewables",
      summary:
        "Highplain betreibt Wind- und Solarparks in drei US-Netzregionen. Wir haben die Sensordaten aller Standorte in eine Monitoring-Plattform gestreamt, Ausfallprognosemodelle für Turbinen und Wechselrichter ergänzt und die Day-Ahead-Prognose durch ein probabilistisches Modell ersetzt, das an das Planungssystem angebunden ist. Die Standortteams planen Reparaturen heute in ertragsschwachen Zeitfenstern, statt auf Abschaltungen zu reagieren.",
      metrics: [
        { value: "67%", label: "weniger ungeplante Ausfälle von Turbinen und Wechselrichtern" },
        { value: "42%", label: "geringere Ausgleichsenergiekosten" },
        { value: "$5.3M", label: "jährlich gesicherte Erzeugungserlöse" },
      ],
    },
    quote: {
      text: "Zum ersten Mal schauen unsere Leitwarte und unsere Instandhaltungsteams auf dieselben Daten. Wir reparieren Anlagen, bevor sie abschalten, und planen die Arbeit dann, wenn sie uns am wenigsten kostet.",
      role: "Leiter Asset Management, Erzeuger erneuerbarer Energien",
    },
    closing: {
      title: "Beginnen Sie mit einem Standort oder einer Prognose",
      lead: "Geben Sie uns Zugang zum Historian einer einzelnen Anlage oder zu einem Jahr gemessener Last – wir zeigen Ihnen an Ihren eigenen Daten, was bessere Prognosen und frühere Warnungen wert gewesen wären.",
    },
  },
  {
    id: "government",
    name: "Öffentliche Verwaltung",
    description:
      "Service-Agenten für Bürger, automatisierte Fallbearbeitung und transparente, nachvollziehbare Modelle für Behörden.",
    gradient: "teal-emerald",
    icon: "landmark",
    hero: {
      eyebrow: "Branchen · Öffentliche Verwaltung",
      title: "Schnellere öffentliche Dienste mit eingebauter Rechenschaft",
      highlight: "eingebauter Rechenschaft",
      lead: "Wir helfen Behörden, Bürgern schneller zu antworten, Rückstände abzubauen und ihre Daten zu modernisieren – mit Systemen, die zugelassen, barrierefrei und gegenüber der Öffentlichkeit erklärbar sind.",
    },
    challenges: [
      {
        icon: "clock",
        title: "Rückstände, die Bürger spüren",
        description:
          "Leistungsanträge, Genehmigungen und Lizenzanträge warten wochenlang in Warteschlangen. Mitarbeitende verbringen einen Großteil des Tages mit dem Abtippen von Daten und Statusanrufen, statt Fälle zu entscheiden.",
      },
      {
        icon: "shield-check",
        title: "Zulassung, bevor etwas live geht",
        description:
          "Cloud-Dienste brauchen eine FedRAMP- oder StateRAMP-Zulassung, und jedes öffentliche System muss die Barrierefreiheitsstandards nach Section 508 und WCAG erfüllen. Für die Privatwirtschaft gebaute Werkzeuge bringen selten beides mit.",
      },
      {
        icon: "scale",
        title: "Entscheidungen, die die Öffentlichkeit hinterfragen kann",
        description:
          "Automatisierte Unterstützung öffentlicher Entscheidungen muss erklärbar, fair und anfechtbar sein. Behörden brauchen Nachweise, die vor Rechnungsprüfern, Gerichten und Auskunftsersuchen Bestand haben.",
      },
    ],
    solutions: [
      {
        icon: "messages-square",
        title: "Service-Agenten für Bürger (Agentische KI)",
        bullets: [
          "Mehrsprachige Assistenten, die Fragen zu Anspruch und Bearbeitungsstand auf Basis offizieller Vorgaben beantworten",
          "Übergabe an Sachbearbeitende mit dem vollständigen Gesprächsverlauf",
          "Oberflächen nach WCAG 2.1 AA, getestet mit Menschen, die assistive Technologien nutzen",
        ],
      },
      {
        icon: "file-text",
        title: "Automatisierte Fallbearbeitung (Agentische KI, Maschinelles Lernen)",
        bullets: [
          "Dokumenteneingang, der Antragsdaten extrahiert und prüft",
          "Triage, die eindeutige Fälle in eine beschleunigte Prüfung leitet",
          "Jede Empfehlung protokolliert – mit Belegen und der Person, die entschieden hat",
        ],
      },
      {
        icon: "database",
        title: "Moderne, zugelassene Datenplattformen (Datenlösungen)",
        bullets: [
          "Betrieb auf FedRAMP-zugelassenen Cloud-Diensten",
          "Migration von Daten aus Mainframe- und Altsystemen mit vollständiger Lineage",
          "Öffentliche Berichts-Dashboards und Folgenabschätzungen für Algorithmen",
        ],
      },
    ],
    featuredCase: {
      title: "Abbau eines Antragsrückstands für eine Bezirksbehörde",
      client: "Lakemont County Department of Social Services",
      summary:
        "Lakemont County kämpfte mit einem monatelangen Rückstand bei Sozialleistungen und ständig überlasteten Telefonleitungen. Wir haben eine Pipeline für den Dokumenteneingang und einen mehrsprachigen Bürgerassistenten auf FedRAMP-zugelassener Infrastruktur gebaut; jede Anspruchsentscheidung treffen weiterhin Sachbearbeitende. Jeder automatisierte Schritt wird protokolliert, sodass Vorgesetzte und Prüfer genau sehen, wie ein Fall bearbeitet wurde.",
      metrics: [
        { value: "76%", label: "kürzere durchschnittliche Bearbeitungszeit für Leistungsanträge" },
        { value: "83%", label: "der Statusfragen ohne Telefonanruf beantwortet" },
        { value: "$3.2M", label: "jährliche Betriebskosten, umgeschichtet in die Fallarbeit" },
      ],
    },
    quote: {
      text: "Unsere Sachbearbeitenden treffen weiterhin jede Entscheidung. Der Unterschied: Sie verbringen den Tag mit Entscheidungen statt mit Dateneingabe, und Bürger können ihren Bearbeitungsstand um Mitternacht in ihrer eigenen Sprache abfragen.",
      role: "Leiterin Sozialdienste einer Bezirksverwaltung",
    },
    closing: {
      title: "Beginnen Sie mit einem Dienst, den Bürger täglich nutzen",
      lead: "Wir begleiten Vergabe, Sicherheitszulassung und Barrierefreiheitsprüfung ab der ersten Woche, damit aus einem Pilotprojekt ein produktiver Dienst werden kann, ohne von vorn zu beginnen.",
    },
  },
  {
    id: "human-resources",
    name: "Personalwesen",
    description:
      "Faires, erklärbares Talent-Matching, Fluktuationsprognosen und HR-Copiloten, die Personalteams Zeit zurückgeben.",
    gradient: "violet-fuchsia",
    icon: "users",
    hero: {
      eyebrow: "Branchen · Personalwesen",
      title: "Einstellen und halten auf Basis von Belegen – mit nachweisbarer Fairness",
      highlight: "nachweisbarer Fairness",
      lead: "Wir bauen Talent-Matching, Fluktuationsprognosen und HR-Copiloten für Personalabteilungen und Anbieter von HR-Software – mit Bias-Audits und Erklärungen, die von Anfang an eingeplant sind.",
    },
    challenges: [
      {
        icon: "gavel",
        title: "Automatisierte Recruiting-Tools sind jetzt reguliert",
        description:
          "Der NYC Local Law 144 verlangt unabhängige Bias-Audits automatisierter Tools für Personalentscheidungen, und der EU AI Act stuft Recruiting-Systeme als hochriskant ein. Viele heute eingesetzte Tools wurden nie geprüft.",
      },
      {
        icon: "user-check",
        title: "Fluktuation kommt überraschend",
        description:
          "Kündigungen in kritischen Rollen werden meist erst im Austrittsgespräch sichtbar. Dann sind die Kosten für Nachbesetzung, Wissensverlust und Unruhe im Team bereits entstanden.",
      },
      {
        icon: "message-square",
        title: "Personalteams unter Fragen begraben",
        description:
          "Fragen zu Richtlinien, Leistungen und Urlaub kommen den ganzen Tag per E-Mail und Chat. HR Business Partner verbringen Stunden damit, Antworten zu schreiben, die längst im Handbuch stehen.",
      },
    ],
    solutions: [
      {
        icon: "scale",
        title: "Bias-Audits und faires Modelldesign (Maschinelles Lernen)",
        bullets: [
          "Impact-Ratio-Analysen nach Geschlecht und ethnischer Zugehörigkeit, in der Form, die Audits nach Local Law 144 verlangen",
          "Matching-Modelle, die geschützte Merkmale und ihre Stellvertretervariablen ausschließen",
          "Hinweise für Bewerbende und verständliche Erklärungen zu jedem Score",
        ],
      },
      {
        icon: "trending-up",
        title: "Fluktuations- und Personalprognosen (Maschinelles Lernen, Datenlösungen)",
        bullets: [
          "Fluktuationsrisiko nach Team und Rolle, mit den Treibern hinter jeder Prognose",
          "HRIS-, Gehalts- und Engagement-Daten in einem gesteuerten Datenmodell",
          "Aggregierte Ansichten, die die Privatsphäre Einzelner schützen",
        ],
      },
      {
        icon: "bot",
        title: "HR-Copiloten (Agentische KI)",
        bullets: [
          "Antworten auf Fragen zu Richtlinien und Leistungen mit Link zum Quelldokument",
          "Urlaubs- und Onboarding-Abläufe, direkt in Ihrem HRIS erledigt",
          "Eskalation an einen Menschen bei allem, was sensibel oder unklar ist",
        ],
      },
    ],
    featuredCase: {
      title: "Geprüftes Kandidaten-Matching für einen Hotelkonzern mit hohem Einstellungsvolumen",
      client: "Pinecrest Hospitality Group",
      summary:
        "Pinecrest stellt jedes Jahr Tausende Mitarbeitende für den direkten Gästekontakt in seinen Hotels ein, und die Recruiter kamen mit dem Bewerbungsaufkommen nicht mehr nach. Wir haben ein kompetenzbasiertes Matching-Modell gebaut, es vor dem Launch unabhängig nach den Standards des NYC Local Law 144 prüfen lassen und einen HR-Copiloten ergänzt, der Vorstellungsgespräche terminiert. Jede Einstellungsentscheidung treffen die Recruiter, und die Impact Ratios werden jedes Quartal überprüft.",
      metrics: [
        { value: "58%", label: "weniger Recruiter-Zeit für die Erstsichtung" },
        { value: "43%", label: "kürzere Time-to-Hire für Rollen mit Gästekontakt" },
        { value: "32%", label: "geringere Fluktuation neuer Mitarbeitender im ersten Jahr" },
      ],
    },
    quote: {
      text: "Die Rechtsabteilung hat zugestimmt, weil das Bias-Audit zuerst kam und nicht nach dem Launch. Die Recruiter vertrauen den Shortlists, weil sie sehen, warum jeder Kandidat darauf steht.",
      role: "Chief People Officer eines Hotelkonzerns",
    },
    closing: {
      title: "Beginnen Sie mit einem Audit Ihrer heutigen Tools",
      lead: "Wenn Sie heute automatisierte Vorauswahl oder automatisiertes Matching einsetzen, prüfen wir es auf benachteiligende Wirkung und Erklärbarkeit – und helfen Ihnen anschließend, die Befunde zu beheben, oder bauen einen Ersatz, den Sie vertreten können.",
    },
  },
  {
    id: "medical-pharmaceuticals",
    name: "Medizin & Pharma",
    description:
      "Prognosen zum Wiederaufnahmerisiko, Auswahl von Studienzentren und HIPAA-fähige Datenplattformen für Leistungserbringer und Life-Science-Teams.",
    gradient: "blue-cyan",
    icon: "stethoscope",
    hero: {
      eyebrow: "Branchen · Medizin & Pharma",
      title: "Den Weg von den Daten zum Patienten verkürzen",
      highlight: "von den Daten zum Patienten",
      lead: "Wir bauen klinische Prognosemodelle, Werkzeuge für das Studienmanagement und HIPAA-fähige Datenplattformen für Klinikverbünde und Life-Science-Unternehmen – validiert nach dem Standard, den Ihre Qualitäts- und Regulatory-Teams verlangen.",
    },
    challenges: [
      {
        icon: "flask-conical",
        title: "Studien, die Rekrutierungsziele verfehlen",
        description:
          "Langsame Rekrutierung ist eine der häufigsten Ursachen für Studienverzögerungen, und viele aktivierte Zentren schließen kaum oder gar keine Patienten ein. Jeder Monat Verzug verschiebt eine Markteinführung und die Erlöse, die das nächste Programm finanzieren.",
      },
      {
        icon: "clipboard-check",
        title: "Validierung bremst jede Änderung",
        description:
          "Systeme, die GxP-Daten berühren, brauchen eine Computersystemvalidierung nach 21 CFR Part 11 und GAMP 5. Modelle, die neu trainiert werden oder driften, werfen Fragen auf, die die meisten Validierungsleitfäden noch nicht beantworten.",
      },
      {
        icon: "heart-pulse",
        title: "Vermeidbare Wiederaufnahmen",
        description:
          "Vermeidbare Wiederaufnahmen ziehen finanzielle Sanktionen nach sich und belasten die Kapazitäten. Behandlungsteams müssen vor der Entlassung wissen, welche Patienten gefährdet sind – nicht erst, wenn sie zurückkommen.",
      },
    ],
    solutions: [
      {
        icon: "map-pin",
        title: "Auswahl von Studienzentren und Rekrutierung (Maschinelles Lernen)",
        bullets: [
          "Zentren-Rankings aus Real-World-Daten, bisheriger Performance und lokalen Patientenpopulationen",
          "Rekrutierungsprognosen nach Zentrum und Land, wöchentlich aktualisiert",
          "Machbarkeitsprüfungen von Protokollen anhand der Zahl geeigneter Patienten",
        ],
      },
      {
        icon: "lock",
        title: "Validierte, HIPAA-fähige Datenplattformen (Datenlösungen)",
        bullets: [
          "HIPAA-Schutzmaßnahmen, De-Identifizierung und Zugriffsaudits direkt in der Plattform",
          "GxP-Validierungspakete: Anforderungen, Risikobewertung und IQ/OQ/PQ-Nachweise",
          "Change Control für Modelle mit fixierten Versionen und Drift-Monitoring",
        ],
      },
      {
        icon: "stethoscope",
        title:
          "Agenten für klinische Prognosen und Dokumentation (Maschinelles Lernen, Agentische KI)",
        bullets: [
          "Wiederaufnahme-Risikoscores in der elektronischen Patientenakte während der Entlassplanung",
          "Agenten, die Antworten zu Vorabgenehmigungen und medizinischen Informationen zur Prüfung vorbereiten",
          "Ärztliche Prüfung jedes Ergebnisses, das in eine Patientenakte gelangt",
        ],
      },
    ],
    featuredCase: {
      title: "Datenbasierte Auswahl von Studienzentren für ein globales Phase-III-Programm",
      client: "Aldermere Therapeutics",
      summary:
        "Die vorherige Phase-III-Studie von Aldermere schloss die Rekrutierung elf Monate zu spät ab. Für das nächste Programm haben wir Modelle zur Zentrenauswahl und Rekrutierungsprognose auf Real-World-Daten und der eigenen Zentrenhistorie des Unternehmens gebaut, validiert im GxP-Qualitätssystem. Das Studienteam wählte die Zentren aus einer priorisierten Shortlist und verfolgte die Rekrutierung jede Woche gegen die Prognose.",
      metrics: [
        { value: "85%", label: "der ausgewählten Zentren erreichten ihre Rekrutierungsziele" },
        { value: "3.5x", label: "mehr Patienten pro Zentrum als im vorherigen Programm" },
        { value: "$43M", label: "vermiedene Entwicklungskosten durch frühere Rekrutierung" },
      ],
    },
    quote: {
      text: "Unser Qualitätsteam hatte eine Blackbox und Validierungskopfschmerzen erwartet. Stattdessen bekam es ein dokumentiertes Modell, eine fixierte Version und einen Change-Control-Prozess, den es prüfen konnte.",
      role: "Leiterin Clinical Operations eines mittelgroßen Biopharma-Unternehmens",
    },
    closing: {
      title: "Bringen Sie uns Ihr nächstes Protokoll",
      lead: "Wir können eine geplante Studie anhand von Real-World-Patientendaten und Ihrer Zentrenhistorie bewerten und zeigen, wo das Rekrutierungsrisiko liegt, bevor ein einziges Zentrum aktiviert ist.",
    },
  },
  {
    id: "retail-ecommerce",
    name: "Handel & E-Commerce",
    description:
      "Bedarfsprognosen, Personalisierung und Echtzeit-Lieferverfolgung, die die Conversion steigern, Bestände schlank halten und Bestellungen pünktlich zustellen.",
    gradient: "teal-emerald",
    icon: "shopping-cart",
    hero: {
      eyebrow: "Branchen · Handel & E-Commerce",
      title: "Mehr verkaufen, weniger lagern, pünktlich liefern",
      highlight: "pünktlich liefern",
      lead: "Wir bauen Bedarfsprognosen, Personalisierung, Shopping-Assistenten und Echtzeit-Lieferverfolgung für Händler und Online-Marken – angebunden an die Systeme, mit denen Ihre Filialen und Lager bereits arbeiten.",
    },
    challenges: [
      {
        icon: "package",
        title: "Ware am falschen Ort",
        description:
          "Prognosen auf Kategorieebene lassen manche Filialen überquellen und andere leer. Preisabschriften und entgangene Umsätze gehen beide zulasten derselben Marge.",
      },
      {
        icon: "truck",
        title: "Letzte Meile ohne Transparenz",
        description:
          "Kunden erwarten ein genaues Lieferfenster und Live-Updates. Wenn Transporter sich verspäten und niemand weiß warum, folgen verpasste Zeitfenster, verschwendeter Kraftstoff und eine Flut von „Wo ist meine Bestellung?“-Anfragen.",
      },
      {
        icon: "target",
        title: "Personalisierung, die beliebig wirkt",
        description:
          "Empfehlungs-Widgets, trainiert auf den Klicks des letzten Quartals, zeigen allen dieselben Bestseller. Kunden springen ab, und die Akquisekosten steigen weiter.",
      },
    ],
    solutions: [
      {
        icon: "chart-line",
        title: "Bedarfsprognosen (Maschinelles Lernen)",
        bullets: [
          "Prognosen pro Artikel und Filiale, die Aktionen, Wetter und lokale Ereignisse berücksichtigen",
          "Empfehlungen für Nachschub und Verteilung direkt in Ihren Merchandising-Tools",
          "Zeitpunkt von Preisabschriften nach Abverkauf statt nach Kalender",
        ],
      },
      {
        icon: "route",
        title: "Echtzeit-Lieferverfolgung (Stream House)",
        bullets: [
          "Live-Fahrzeugpositionen und Ankunftszeiten, gestreamt von jedem Transporter",
          "Verspätungswarnungen und Vorschläge zur Umverteilung, wenn ein Lieferfenster gefährdet ist",
          "Kundenbenachrichtigungen, bevor jemand nachfragen muss",
        ],
      },
      {
        icon: "sparkles",
        title: "Personalisierung und Shopping-Assistenten (Agentische KI, Datenlösungen)",
        bullets: [
          "Ein Kundenprofil über Web, App und Filialeinkäufe hinweg",
          "Shopping-Assistenten, die Produkt- und Bestellfragen aus Ihrem Katalog beantworten",
          "Empfehlungen, die vor dem Rollout gegen Kontrollgruppen getestet werden",
        ],
      },
    ],
    featuredCase: {
      title: "Echtzeit-Tracking für eine Lieferflotte mit 15,000 Fahrzeugen",
      client: "TransitCore Logistics",
      summary:
        "TransitCore übernimmt mit einer Flotte von 15,000 Fahrzeugen die Zustellung auf der letzten Meile für Handels- und E-Commerce-Marken, und das Tracking wurde nur alle fünfzehn Minuten aktualisiert. Wir haben eine Stream-House-Plattform gebaut, die GPS-, Telematik- und Scan-Ereignisse in Live-Positionen, Ankunftsprognosen und Verspätungswarnungen verwandelt. Die Disposition handelt heute, solange sich Verzögerungen noch beheben lassen, und Kunden sehen eine verlässliche Ankunftszeit.",
      metrics: [
        { value: "35%", label: "weniger verspätete Zustellungen" },
        { value: "28%", label: "geringere Kraftstoffkosten" },
        { value: "42%", label: "weniger Anfragen „Wo ist meine Bestellung?“" },
      ],
      caseStudyId: "delivery-fleet-tracking",
    },
    quote: {
      text: "Früher hat unsere Disposition von einem verspäteten Transporter durch einen verärgerten Kunden erfahren. Heute sieht sie die Verzögerung kommen und behebt sie, solange das Zeitfenster noch zu halten ist.",
      role: "Geschäftsführer Operations (COO), Logistikdienstleister für die letzte Meile",
    },
    closing: {
      title: "Beginnen Sie dort, wo Marge verloren geht",
      lead: "Ob Bestand, Zustellung oder Conversion: Wir starten mit den Daten, die Sie bereits haben, und messen die Ergebnisse gegen eine Kontrollgruppe – damit Ihr Finanzteam den Zugewinn anerkennt.",
    },
  },
  {
    id: "startups",
    name: "Start-ups",
    description:
      "Vom Prototyp zur Produktion: KI-Produktstrategie, MVP-Entwicklung und skalierbare Datengrundlagen für Gründer, die schnell vorankommen wollen.",
    gradient: "violet-fuchsia",
    icon: "rocket",
    hero: {
      eyebrow: "Branchen · Start-ups",
      title: "Erst das MVP, dann skalieren – ohne Neuanfang",
      highlight: "ohne Neuanfang",
      lead: "Wir arbeiten mit Gründern von Seed bis Series C als erfahrenes KI- und Datenteam auf Abruf: Wir schärfen das Produkt, bauen die erste Version und legen Grundlagen, die auch die zehnfache Last tragen.",
    },
    challenges: [
      {
        icon: "timer",
        title: "Die Runway ist die eigentliche Deadline",
        description:
          "Jeder Monat, der in den Aufbau eines Machine-Learning-Teams oder den Neubau eines Prototyps fließt, ist ein Monat weniger Runway. Gründer brauchen innerhalb eines Quartals ein funktionierendes Produkt beim Kunden.",
      },
      {
        icon: "layers",
        title: "Prototypen, die am Wachstum zerbrechen",
        description:
          "Pipelines und Prompt-Ketten auf Demo-Niveau funktionieren für zehn Nutzer und scheitern bei zehntausend. Sie mitten im Wachstum neu zu schreiben, bremst die Roadmap genau dann, wenn Tempo am meisten zählt.",
      },
      {
        icon: "chart-pie",
        title: "Investoren wollen Belege",
        description:
          "Investoren in Series A und B prüfen KI-Versprechen inzwischen genau: Modellqualität, Unit Economics, Datenrechte und Inferenzkosten. Viele Teams können diese Zahlen auf Nachfrage nicht liefern.",
      },
    ],
    solutions: [
      {
        icon: "rocket",
        title: "MVP-Entwicklung (Agentische KI, Maschinelles Lernen)",
        bullets: [
          "Zwei Wochen Discovery mit einem Umsetzungsplan zum Festpreis als Ergebnis",
          "Evaluierungssuiten, die die Qualität vor und nach jeder Änderung messen",
          "Architektur, ausgewählt nach Kosten pro Anfrage – nicht nur für die Demo",
        ],
      },
      {
        icon: "database",
        title: "Skalierbare Datengrundlagen (Datenlösungen, Stream House)",
        bullets: [
          "Event-Pipelines und ein Data Warehouse, dimensioniert für heute und ausgelegt auf Wachstum",
          "Echtzeit-Features, wenn das Produkt sie braucht – nicht früher",
          "Sicherheitskontrollen und SOC-2-Reife direkt in der Plattform",
        ],
      },
      {
        icon: "chart-bar",
        title: "Kennzahlen für Investoren (Datenlösungen)",
        bullets: [
          "Dashboards für Retention, Unit Economics und Modell-Performance",
          "Inferenzkosten pro Kunde, erfasst und prognostiziert",
          "Unterlagen zur technischen Due Diligence für den Datenraum",
        ],
      },
    ],
    featuredCase: {
      title: "Vom Prototyp zum finanzierten Produkt für ein Legal-Tech-Start-up",
      client: "Larkspur Legal AI",
      summary:
        "Die Gründer von Larkspur hatten einen Prototyp zur Vertragsprüfung, drei Pilotkunden und sechs Monate Runway. Wir haben den Prototyp als produktiven Agenten mit Evaluierungssuite neu gebaut, auf eine skalierbare Datenplattform gebracht und die Kennzahlen aufgesetzt, nach denen Investoren fragten. Das Unternehmen startete noch im selben Quartal und schloss auf Basis dieser Zahlen seine Seed-Runde ab.",
      metrics: [
        { value: "6x", label: "Wachstum aktiver Kundenkonten im ersten Jahr" },
        { value: "$4.5M", label: "Seed-Runde, abgeschlossen auf Basis der Launch-Kennzahlen" },
        { value: "31%", label: "geringere Cloud- und Inferenzkosten pro Kunde" },
      ],
    },
    quote: {
      text: "Sie haben gebaut wie Leute, die damit rechnen, noch da zu sein, wenn wir skalieren. Als Investoren nach Genauigkeit, Kosten pro Vertrag und Retention fragten, hatten wir die Dashboards im Meeting offen.",
      role: "Mitgründer und CEO eines Legal-Tech-Start-ups",
    },
    closing: {
      title: "Sagen Sie uns, wo Sie stehen und wo Sie hinmüssen",
      lead: "Bringen Sie einen Prototyp, ein Pitch Deck oder einfach ein Problem mit. Wir sagen Ihnen offen, was Sie zuerst bauen sollten, was es kostet und was bis nach der nächsten Finanzierungsrunde warten kann.",
    },
  },
];
