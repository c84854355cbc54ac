import type {
  privacyPolicy as englishPrivacyPolicy,
  termsOfService as englishTermsOfService,
} from "@/content/legal";

/* Datenschutzerklärung und Nutzungsbedingungen der Website. */

export const privacyPolicy: typeof englishPrivacyPolicy = {
  title: "Datenschutzerklärung",
  lastUpdated: "2025-05-01",
  intro:
    "Diese Datenschutzerklärung erläutert, welche Informationen die Website von Tessellate AI verarbeitet, zu welchen Zwecken und welche Wahlmöglichkeiten Sie haben. Tessellate AI ist eine KI-Beratung mit Hauptsitz in San Francisco, Kalifornien, und Niederlassungen in London und Singapur. Die Website ist statisch und bietet keine Benutzerkonten; bei den meisten Besuchen erfahren wir daher kaum etwas über Sie. Personenbezogene Daten erhalten wir nur, wenn Sie sie uns selbst übermitteln oder in die Analyse eingewilligt haben.",
  sections: [
    {
      id: "information-we-collect",
      title: "Welche Daten wir erheben",
      paragraphs: [
        "Sie können diese Website nutzen, ohne ein Konto anzulegen oder Ihre Identität preiszugeben. Eine Anmeldung gibt es auf dieser Website nicht: Der Login zum Kundenportal ist hier nicht aktiv, und wir erstellen keine Nutzerprofile.",
        "Personenbezogene Daten erhalten wir nur, wenn Sie eines unserer Formulare absenden. Wir erhalten dabei die Angaben, die Sie in das Formular eingeben – in der Regel Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht, gegebenenfalls auch Ihre Organisation, Ihre Funktion oder weitere im Formular abgefragte Angaben.",
        "Wenn Sie im Einwilligungsbanner der Analyse zustimmen, erhält Google Analytics zusätzlich Nutzungsdaten zu Ihrem Besuch, wie im Abschnitt zu Cookies und lokalem Speicher beschrieben. Lehnen Sie ab oder sendet Ihr Browser ein Global-Privacy-Control- oder Do-Not-Track-Signal, werden keine Analysedaten erhoben.",
      ],
      list: [
        "Kontaktformular und Demo-Anfragen",
        "Bewerbungen für das NGO-Lab-Programm",
        "Stellenbewerbungen einschließlich eines von Ihnen übermittelten Lebenslaufs oder Links",
        "Einreichungen von Gastbeiträgen",
        "Anmeldungen zum Newsletter (Ihre E-Mail-Adresse)",
        "Anfragen nach Ressourcen wie Leitfäden oder Berichten",
      ],
    },
    {
      id: "how-we-use-information",
      title: "Wie wir Daten verwenden",
      paragraphs: [
        "Die von Ihnen übermittelten Daten verwenden wir ausschließlich zur Bearbeitung Ihrer Anfrage: um Ihre Frage zu beantworten, eine Demo zu vereinbaren, eine Bewerbung für das NGO Lab oder eine Stellenbewerbung zu prüfen, einen Gastbeitrag zu bewerten, Ihnen den abonnierten Newsletter zu senden oder Ihnen die angeforderte Ressource bereitzustellen.",
        "Wenn Sie der Analyse zustimmen, nutzen wir die aggregierten Berichte, um zu verstehen, welche Seiten hilfreich sind, wie Besucher die Website finden und wo sie verbessert werden kann. Wir verwenden Analysedaten nicht, um einzelne Besucher zu identifizieren, und nutzen Ihre Daten nicht für automatisierte Entscheidungen, die Ihnen gegenüber rechtliche Wirkung entfalten oder Sie in ähnlicher Weise erheblich beeinträchtigen.",
        "Soweit die DSGVO oder die UK GDPR anwendbar ist, stützen wir die Verarbeitung für Analyse und Newsletter auf Ihre Einwilligung, für Demo-Anfragen und Stellenbewerbungen auf die Durchführung vorvertraglicher Maßnahmen auf Ihre Anfrage und für die übrigen Formulare auf unser berechtigtes Interesse an der Beantwortung der an uns gerichteten Anfragen.",
      ],
    },
    {
      id: "how-we-share-information",
      title: "Wie wir Daten weitergeben",
      paragraphs: [
        "Wir verkaufen Ihre personenbezogenen Daten nicht und geben sie nicht für kontextübergreifende verhaltensbasierte Werbung weiter. Eine Offenlegung erfolgt nur in den folgenden, eng begrenzten Fällen.",
      ],
      list: [
        "An Dienstleister, die die Website und unsere Korrespondenz in unserem Auftrag betreiben, etwa für Webhosting, E-Mail-Versand und – nur mit Ihrer Einwilligung – Google Analytics. Sie sind vertraglich gebunden und dürfen die Daten nur zur Erbringung ihrer Leistung für uns verwenden.",
        "An Behörden, Gerichte oder sonstige Stellen, wenn das Gesetz es verlangt oder die Offenlegung zum Schutz der Rechte, der Sicherheit oder des Eigentums von Tessellate AI, unseren Kunden oder Dritten erforderlich ist.",
        "An einen Rechtsnachfolger, falls Tessellate AI an einer Fusion, einer Übernahme oder einem Verkauf von Vermögenswerten beteiligt ist; für die übertragenen Daten gilt diese Datenschutzerklärung dann weiter.",
      ],
    },
    {
      id: "data-security",
      title: "Datensicherheit",
      paragraphs: [
        "Die Website wird über verschlüsselte HTTPS-Verbindungen ausgeliefert, und über unsere Formulare übermittelte Daten werden nur von den Mitarbeitenden bearbeitet, die sie für die Antwort benötigen. Wir beschränken den Zugriff auf personenbezogene Daten, arbeiten mit Dienstleistern zusammen, die anerkannte Sicherheitsstandards einhalten, und überprüfen unsere Schutzmaßnahmen, wenn sich die Website oder unsere Leistungen ändern.",
        "Keine Methode der Übertragung oder Speicherung ist vollkommen sicher; eine absolute Sicherheit können wir daher nicht garantieren. Erfahren wir von einer Verletzung des Schutzes Ihrer personenbezogenen Daten, benachrichtigen wir Sie und die zuständigen Behörden nach Maßgabe der gesetzlichen Vorschriften.",
      ],
    },
    {
      id: "your-rights-and-choices",
      title: "Ihre Rechte und Wahlmöglichkeiten",
      paragraphs: [
        "Je nach Wohnort stehen Ihnen Rechte in Bezug auf die personenbezogenen Daten zu, die wir über Sie speichern. Personen im Europäischen Wirtschaftsraum und im Vereinigten Königreich haben Rechte nach der DSGVO bzw. der UK GDPR; Einwohner Kaliforniens haben Rechte nach dem California Consumer Privacy Act in der Fassung des California Privacy Rights Act. Soweit zumutbar, gewähren wir die wesentlichen Rechte allen Besuchern.",
        "Zur Ausübung dieser Rechte schreiben Sie an privacy@example.com. Wir können Angaben anfordern, die zur Bestätigung Ihrer Identität erforderlich sind, und antworten innerhalb der gesetzlich vorgesehenen Frist, in der Regel innerhalb eines Monats. Sie können einen bevollmächtigten Vertreter einsetzen; aus der Ausübung Ihrer Rechte entstehen Ihnen keine Nachteile.",
        "Befinden Sie sich im EWR oder im Vereinigten Königreich und sind Sie der Ansicht, dass wir Ihre Daten nicht ordnungsgemäß verarbeitet haben, können Sie sich bei Ihrer örtlichen Datenschutz-Aufsichtsbehörde beschweren, im Vereinigten Königreich etwa beim Information Commissioner's Office. Wir würden uns freuen, wenn Sie uns zuvor Gelegenheit geben, Ihr Anliegen zu klären.",
      ],
      list: [
        "Auskunft: eine Kopie der personenbezogenen Daten verlangen, die wir über Sie speichern",
        "Berichtigung: die Korrektur unrichtiger oder unvollständiger Daten verlangen",
        "Löschung: die Löschung Ihrer Daten verlangen",
        "Widerspruch und Einschränkung: bestimmten Verwendungen Ihrer Daten widersprechen oder sie einschränken lassen",
        "Datenübertragbarkeit: Ihre Daten in einem strukturierten, gängigen Format erhalten",
        "Widerruf der Einwilligung: eine Einwilligung jederzeit widerrufen, auch für Analyse und Newsletter, ohne dass die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung berührt wird",
        "Auskunft und Opt-out: als Einwohner Kaliforniens erfahren, welche Daten wir erheben und wie sie verwendet werden, und einem Verkauf oder einer Weitergabe widersprechen (wir tun beides nicht)",
      ],
    },
    {
      id: "cookies-and-local-storage",
      title: "Cookies und lokaler Speicher",
      paragraphs: [
        "Die Website selbst setzt keine Cookies. Sie nutzt stattdessen den lokalen Speicher Ihres Browsers, um einige Einstellungen auf Ihrem Gerät zu speichern. Diese Informationen verbleiben in Ihrem Browser und werden nur an uns übermittelt, wenn Sie das zugehörige Formular absenden. Sie können sie jederzeit entfernen, indem Sie die Websitedaten in Ihrem Browser löschen.",
        "Google Analytics 4 wird nur geladen, wenn Sie im Einwilligungsbanner zustimmen, und niemals, wenn Ihr Browser ein Global-Privacy-Control- oder Do-Not-Track-Signal sendet. Mit Ihrer Zustimmung setzt Google Analytics eigene Cookies und erhält Seitenaufrufe einschließlich Seitentitel, Adresse und Pfad sowie allgemeine Informationen zu Ihrem Gerät und Browser. IP-Adressen werden anonymisiert. Ihre Entscheidung können Sie jederzeit über die Cookie-Einstellungen in der Fußzeile ändern.",
        "Die Karte unseres Büros in San Francisco ist eine OpenStreetMap-Karte, die erst geladen wird, wenn Sie sie anzeigen lassen. Dabei werden Kartenkacheln von Servern von OpenStreetMap geladen, die im Rahmen dieser Anfrage Ihre IP-Adresse erhalten. Die Teilen-Schaltflächen der Website sind einfache Links: An ein soziales Netzwerk wird nur dann etwas übermittelt, wenn Sie einen davon anklicken.",
      ],
      list: [
        "Ihr gewähltes Farbschema (hell oder dunkel)",
        "Ihre gewählte Sprache",
        "Entwürfe des Kontaktformulars, der NGO-Lab-Bewerbung und der Stellenbewerbung, nur bis zum Absenden gespeichert",
        "Ihre Entscheidung zur Analyse (Zustimmung oder Ablehnung), sofern das Einwilligungsbanner angezeigt wird",
      ],
    },
    {
      id: "childrens-privacy",
      title: "Datenschutz bei Kindern",
      paragraphs: [
        "Diese Website richtet sich an Unternehmen und Fachleute, nicht an Kinder unter 16 Jahren. Wir erheben wissentlich keine personenbezogenen Daten von Personen unter 16 Jahren. Wenn Sie annehmen, dass uns ein Kind personenbezogene Daten übermittelt hat, wenden Sie sich bitte an privacy@example.com; wir löschen die Daten dann.",
      ],
    },
    {
      id: "international-transfers",
      title: "Internationale Datenübermittlungen",
      paragraphs: [
        "Tessellate AI hat seinen Sitz in den Vereinigten Staaten und Niederlassungen im Vereinigten Königreich und in Singapur; einige unserer Dienstleister sind in weiteren Ländern tätig. Daten, die Sie uns übermitteln, können daher außerhalb Ihres Wohnsitzlandes verarbeitet werden.",
        "Übermitteln wir personenbezogene Daten aus dem EWR oder dem Vereinigten Königreich in ein Land ohne Angemessenheitsbeschluss, stützen wir uns auf die von der Europäischen Kommission genehmigten Standardvertragsklauseln, gegebenenfalls ergänzt um das UK Addendum, sowie bei Bedarf auf zusätzliche Schutzmaßnahmen.",
      ],
    },
    {
      id: "data-retention",
      title: "Speicherdauer",
      paragraphs: [
        "Wir speichern personenbezogene Daten nur so lange, wie es für den Zweck erforderlich ist, zu dem Sie sie uns übermittelt haben, und löschen oder anonymisieren sie anschließend. Einzelne Daten können wir länger aufbewahren, wenn das Gesetz es verlangt oder es zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen erforderlich ist.",
      ],
      list: [
        "Kontakt- und Demo-Anfragen: bis zu 24 Monate",
        "Stellenbewerbungen: bis zu 12 Monate, sofern Sie keiner längeren Frist zustimmen",
        "Newsletter-Abonnements: bis zu Ihrer Abmeldung",
        "Im Browser gespeicherte Entwürfe und Einstellungen: auf Ihrem Gerät bis zum Absenden oder Löschen",
      ],
    },
    {
      id: "changes-to-this-policy",
      title: "Änderungen dieser Datenschutzerklärung",
      paragraphs: [
        "Wir können diese Datenschutzerklärung anpassen, wenn sich die Website oder unsere Praxis ändert. In diesem Fall aktualisieren wir das Datum am Anfang dieser Seite. Wesentliche Änderungen kündigen wir zusätzlich vor ihrem Inkrafttreten auf der Website an.",
      ],
    },
    {
      id: "contact-us",
      title: "Kontakt",
      paragraphs: [
        "Bei Fragen zu dieser Datenschutzerklärung oder zur Ausübung Ihrer Datenschutzrechte schreiben Sie an privacy@example.com, für alle anderen Anliegen an hello@example.com. Postalisch erreichen Sie uns unter Tessellate AI, 500 Howard Street, Suite 300, San Francisco, CA 94105, Vereinigte Staaten.",
      ],
    },
  ],
};

export const termsOfService: typeof englishTermsOfService = {
  title: "Nutzungsbedingungen",
  lastUpdated: "2025-05-01",
  intro:
    "Diese Bedingungen regeln die Nutzung der Website von Tessellate AI. Sie bilden eine Vereinbarung zwischen Ihnen und Tessellate AI, einer KI-Beratung mit Hauptsitz in San Francisco, Kalifornien. Bitte lesen Sie sie sorgfältig; mit der Nutzung der Website erklären Sie sich mit ihnen einverstanden. Unsere Beratungsleistungen selbst unterliegen gesonderten schriftlichen Verträgen, nicht diesen Bedingungen.",
  sections: [
    {
      id: "acceptance-of-terms",
      title: "Annahme der Bedingungen",
      paragraphs: [
        "Mit dem Aufruf oder der Nutzung dieser Website erklären Sie sich mit diesen Bedingungen und unserer Datenschutzerklärung einverstanden. Nutzen Sie die Website im Namen einer Organisation, bestätigen Sie, dass Sie berechtigt sind, diese Bedingungen für sie anzunehmen. Wenn Sie nicht einverstanden sind, nutzen Sie die Website bitte nicht.",
      ],
    },
    {
      id: "use-of-the-website",
      title: "Nutzung der Website",
      paragraphs: [
        "Sie dürfen diese Website ausschließlich zu rechtmäßigen Zwecken nutzen, um sich über Tessellate AI zu informieren, unsere Inhalte zu lesen und mit uns Kontakt aufzunehmen. Wir können Teile der Website jederzeit ohne Vorankündigung ändern, aussetzen oder einstellen.",
        "Bei der Nutzung der Website verpflichten Sie sich, Folgendes zu unterlassen:",
      ],
      list: [
        "gegen geltende Gesetze oder Vorschriften zu verstoßen",
        "sich unbefugten Zugang zur Website, ihren Servern oder verbundenen Systemen zu verschaffen oder dies zu versuchen",
        "die Website zu stören oder zu überlasten oder Schadsoftware oder anderen schädlichen Code einzuschleusen",
        "Inhalte oder Daten mit automatisierten Mitteln über die übliche Indexierung durch Suchmaschinen hinaus auszulesen oder zu sammeln",
        "falsche Angaben zu machen oder sich als eine andere Person oder Organisation auszugeben",
        "über unsere Formulare Spam oder unerwünschte Werbung zu versenden",
      ],
    },
    {
      id: "intellectual-property",
      title: "Geistiges Eigentum",
      paragraphs: [
        "Die Inhalte dieser Website, einschließlich Texten, Grafiken, Logos, Fallstudien, Artikeln und Ressourcen, gehören Tessellate AI oder seinen Lizenzgebern und sind durch Urheber-, Marken- und sonstige Gesetze geschützt. Name und Logo von Tessellate AI sind unsere Marken.",
        "Sie dürfen Seiten für Ihren eigenen, nicht kommerziellen Gebrauch ansehen, herunterladen und ausdrucken sowie Links darauf teilen. Jede andere Vervielfältigung, Bearbeitung, Verbreitung oder kommerzielle Nutzung bedarf unserer vorherigen schriftlichen Zustimmung.",
      ],
    },
    {
      id: "user-submissions",
      title: "Einsendungen von Nutzern",
      paragraphs: [
        "Wenn Sie uns über ein Formular Informationen übermitteln, etwa eine Anfrage, eine Bewerbung oder einen Gastbeitrag, bestätigen Sie, dass diese zutreffend sind, dass Sie zur Weitergabe berechtigt sind und dass sie keine Rechte Dritter verletzen und keine rechtswidrigen Inhalte enthalten. Personenbezogene Daten in Einsendungen verarbeiten wir wie in unserer Datenschutzerklärung beschrieben.",
        "Reichen Sie einen Gastbeitrag oder andere Inhalte zur Veröffentlichung ein, bleiben Sie deren Inhaber, räumen Tessellate AI jedoch für den Fall der Annahme eine nicht ausschließliche, weltweite und unentgeltliche Lizenz ein, sie zu bearbeiten, zu veröffentlichen und zu bewerben. Wir sind nicht verpflichtet, Einsendungen zu veröffentlichen. Bitte übermitteln Sie uns über die Website keine vertraulichen Informationen; ist Vertraulichkeit wichtig, vereinbaren wir zunächst entsprechende Bedingungen.",
      ],
    },
    {
      id: "services-and-proposals",
      title: "Leistungen und Angebote",
      paragraphs: [
        "Beschreibungen unserer Leistungen, Fallstudien, Ergebnisse und unverbindlichen Zeitpläne auf dieser Website dienen der allgemeinen Information. Sie stellen kein Angebot, keine Ergebnisgarantie und keine verbindliche Zusage dar, und für einen Kunden erzielte Ergebnisse lassen keine Rückschlüsse auf Ergebnisse für andere zu.",
        "Jedes Beratungsprojekt unterliegt einem gesonderten schriftlichen Vertrag, den Tessellate AI und der Kunde unterzeichnen. Widerspricht dieser Vertrag den vorliegenden Bedingungen, hat für das betreffende Projekt der unterzeichnete Vertrag Vorrang.",
      ],
    },
    {
      id: "ngo-lab-program",
      title: "NGO-Lab-Programm",
      paragraphs: [
        "Im Rahmen des NGO Lab unterstützt Tessellate AI ausgewählte gemeinnützige Organisationen unentgeltlich. Die Einreichung einer Bewerbung begründet keinen Anspruch auf Leistungen, Förderung oder eine Antwort innerhalb einer bestimmten Frist.",
        "Die Teilnehmer werden nach unserem alleinigen Ermessen ausgewählt; wir können das Programm jederzeit ändern, unterbrechen oder beenden. Ausgewählte Organisationen werden gebeten, eine gesonderte Vereinbarung zu unterzeichnen, die Umfang und Bedingungen der Unterstützung festlegt.",
      ],
    },
    {
      id: "third-party-links-and-content",
      title: "Links und Inhalte Dritter",
      paragraphs: [
        "Die Website enthält Links zu anderen Websites und eingebettete Inhalte Dritter, etwa die OpenStreetMap-Karte unseres Büros und Teilen-Links zu sozialen Netzwerken. Wir haben keinen Einfluss auf diese Dienste und sind für deren Inhalte, Verfügbarkeit und Datenschutzpraktiken nicht verantwortlich. Für ihre Nutzung gelten deren eigene Bedingungen und Richtlinien.",
      ],
    },
    {
      id: "disclaimers",
      title: "Haftungsausschlüsse",
      paragraphs: [
        "Die Website und ihre Inhalte werden, soweit gesetzlich zulässig, \u201Ewie besehen\u201C und \u201Ewie verfügbar\u201C bereitgestellt, ohne ausdrückliche oder stillschweigende Gewährleistung jeglicher Art, einschließlich der Gewährleistung der Marktgängigkeit, der Eignung für einen bestimmten Zweck, der Richtigkeit und der Nichtverletzung von Rechten Dritter.",
        "Artikel, Leitfäden und andere Ressourcen auf der Website dienen der allgemeinen Information und stellen keine fachliche, rechtliche oder technische Beratung für Ihren Einzelfall dar. Wir bemühen uns, die Website korrekt und verfügbar zu halten, sichern jedoch nicht zu, dass sie fehlerfrei, ununterbrochen oder frei von schädlichen Komponenten ist.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Haftungsbeschränkung",
      paragraphs: [
        "Soweit gesetzlich zulässig, haften Tessellate AI sowie seine Geschäftsführer, Mitarbeitenden und Partner nicht für mittelbare, zufällige, besondere, Folge- oder Strafschäden oder für entgangenen Gewinn, Umsatz, Datenverlust oder Verlust an Geschäftswert, die aus Ihrer Nutzung oder der Unmöglichkeit der Nutzung dieser Website entstehen.",
        "Unsere Gesamthaftung für sämtliche Ansprüche im Zusammenhang mit der Website ist auf einhundert US-Dollar (US$100) beschränkt. Einige Rechtsordnungen lassen bestimmte Beschränkungen nicht zu, sodass Teile dieses Abschnitts möglicherweise nicht für Sie gelten. Keine Bestimmung dieser Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann.",
      ],
    },
    {
      id: "indemnification",
      title: "Freistellung",
      paragraphs: [
        "Sie verpflichten sich, Tessellate AI sowie seine Geschäftsführer, Mitarbeitenden und Partner gegen sämtliche Ansprüche, Verluste, Schäden und Aufwendungen einschließlich angemessener Rechtsverfolgungskosten zu verteidigen, schadlos zu halten und freizustellen, die aus Ihrer missbräuchlichen Nutzung der Website, aus von Ihnen eingereichten Inhalten oder aus Ihrem Verstoß gegen diese Bedingungen entstehen.",
      ],
    },
    {
      id: "governing-law",
      title: "Anwendbares Recht",
      paragraphs: [
        "Diese Bedingungen und alle Streitigkeiten, die sich aus ihnen oder aus Ihrer Nutzung der Website ergeben, unterliegen dem Recht des Bundesstaats Kalifornien, Vereinigte Staaten, unter Ausschluss seiner kollisionsrechtlichen Bestimmungen. Zwingende Schutzvorschriften des Verbraucherrechts Ihres Wohnsitzlandes bleiben hiervon unberührt.",
      ],
    },
    {
      id: "dispute-resolution",
      title: "Streitbeilegung",
      paragraphs: [
        "Haben Sie ein Anliegen zur Website, wenden Sie sich bitte zunächst an hello@example.com; die meisten Fragen lassen sich einvernehmlich klären. Lässt sich eine Streitigkeit auf diesem Weg nicht beilegen, sind ausschließlich die bundesstaatlichen und bundesgerichtlichen Gerichte im San Francisco County, Kalifornien, zuständig, und Sie sowie Tessellate AI unterwerfen sich der persönlichen Zuständigkeit dieser Gerichte.",
      ],
    },
    {
      id: "changes-and-contact",
      title: "Änderungen und Kontakt",
      paragraphs: [
        "Wir können diese Bedingungen von Zeit zu Zeit überarbeiten. Das Datum am Anfang dieser Seite zeigt die letzte Änderung an; wenn Sie die Website nach einer Änderung weiter nutzen, akzeptieren Sie die überarbeiteten Bedingungen. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen Bestimmungen wirksam, und der Verzicht auf die Durchsetzung einer Bestimmung stellt keinen Verzicht auf diese dar.",
        "Fragen zu diesen Bedingungen richten Sie an hello@example.com oder postalisch an Tessellate AI, 500 Howard Street, Suite 300, San Francisco, CA 94105, Vereinigte Staaten. Bei Fragen zum Datenschutz schreiben Sie an privacy@example.com.",
      ],
    },
  ],
};
