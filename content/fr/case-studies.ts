import type { allCaseStudies as english } from "@/content/case-studies";

/** As in English, except `category`: the English enum of category names, here in French. */
type Study = Omit<(typeof english)[number], "category"> & { category: string };

export const allCaseStudies: readonly Study[] = [
  {
    id: "fraud-detection-digital-bank",
    title: "Détection de la fraude à la carte en temps réel pour une banque en ligne",
    client: "Lumen Digital Bank",
    industry: "Banque et fintech",
    industryId: "banking-fintech",
    serviceId: "machine-learning",
    category: "Apprentissage automatique",
    gradient: "blue-cyan",
    description:
      "Un modèle de risque en streaming qui évalue chaque paiement par carte en quelques millisecondes, avant son autorisation, et explique aux analystes qui les examinent pourquoi chaque paiement a été bloqué.",
    summary:
      "Le moteur antifraude à base de règles de Lumen Digital Bank ne détectait la plupart des fraudes qu’après la compensation et refusait au passage trop de clients honnêtes. Nous l’avons remplacé par un modèle en streaming qui évalue chaque autorisation de carte avant son acceptation et montre aux analystes les raisons de chaque score.",
    challenge:
      "Les contrôles antifraude de Lumen reposaient sur des règles statiques écrites pour une banque dix fois plus petite qu’aujourd’hui. La fraude à la carte progressait plus vite que la clientèle, la plupart des pertes n’apparaissaient qu’après la compensation, et les réclamations pour carte refusée étaient devenues la première catégorie du centre de contact. Les analystes examinaient des milliers d’alertes par semaine sans savoir pourquoi un paiement avait été signalé.",
    solution:
      "Nous avons construit un modèle de gradient boosting avec XGBoost, alimenté par un encodeur de séquences PyTorch qui résume le comportement récent de chaque carte, et l’avons servi directement dans le circuit d’autorisation, en moins de 40 millisecondes au 99e percentile. Apache Flink calcule les variables à partir du flux de paiements Kafka au fil de l’arrivée des événements, si bien que le modèle voit en temps réel les signaux de fréquence, de commerçant et d’appareil. Chaque score est accompagné de ses principaux facteurs explicatifs en langage clair, et les décisions des analystes sont réinjectées comme étiquettes dans le cycle d’entraînement suivant.",
    impact:
      "Six mois après le lancement, les transactions frauduleuses ont baissé de 87%, et 91% des fraudes sont stoppées avant la compensation au lieu d’être poursuivies après coup. Les faux positifs ont chuté de 73%, si bien que beaucoup moins de bons clients voient leur paiement refusé. Lumen estime à $7.2M les pertes annuelles liées à la fraude ainsi évitées, et ses analystes consacrent désormais leur temps aux dossiers qui demandent du discernement.",
    date: "février 2025",
    publishedAt: "2025-02-18",
    duration: "7 mois",
    author: { name: "Daniel Reyes", role: "Directeur du machine learning" },
    metrics: [
      "87% de transactions frauduleuses en moins",
      "91% des fraudes détectées avant la compensation",
      "73% de faux positifs en moins",
      "$7.2M de pertes annuelles liées à la fraude évitées",
    ],
    technologies: ["XGBoost", "PyTorch", "Apache Kafka", "Apache Flink", "Feast", "SHAP", "MLflow"],
    tags: ["Détection de fraude", "Scoring en temps réel", "IA explicable", "Banque"],
    implementation: [
      "Nous avons passé les quatre premières semaines avec l’équipe des opérations antifraude à rejouer dix-huit mois de transactions étiquetées à travers les règles existantes, afin de convenir de la référence que le nouveau système devait battre.",
      "Nous avons construit dans Apache Flink un pipeline de variables qui calcule les caractéristiques des cartes, des commerçants et des appareils à partir du flux de paiements Kafka, Feast garantissant des définitions identiques pour l’entraînement et le scoring en direct.",
      "Nous avons entraîné et comparé des modèles candidats sur des données découpées dans le temps, et retenu un modèle XGBoost doté d’un encodeur de séquences PyTorch, car il respectait le budget de latence et résistait le mieux aux schémas de fraude les plus récents.",
      "Nous avons fait tourner le modèle en mode fantôme aux côtés des règles pendant six semaines, puis basculé le trafic par étapes pendant que l’équipe antifraude comparait les décisions chaque jour.",
      "Nous avons ajouté des explications fondées sur SHAP dans la file de travail des analystes et réinjecté leurs conclusions dans l’entraînement, chaque réentraînement étant tracé dans MLflow avec les étiquettes dont il a appris.",
      "Nous avons remis des procédures d’exploitation, des tableaux de bord de dérive et un calendrier de réentraînement mensuel, et formé les data scientists de Lumen pour qu’ils prennent en main le modèle.",
    ],
    results: [
      { value: "87%", label: "de transactions frauduleuses en moins" },
      { value: "91%", label: "des fraudes détectées avant la compensation" },
      { value: "73%", label: "de faux positifs en moins" },
      { value: "$7.2M", label: "de pertes annuelles liées à la fraude évitées" },
    ],
    testimonial: {
      quote:
        "Avant, nous découvrions la fraude par les rétrofacturations. Aujourd’hui, nous en bloquons l’essentiel dès l’autorisation, et quand un analyste demande pourquoi un paiement a été retenu, la réponse est à l’écran.",
      author: "Elena Vasquez",
      title: "Directrice des risques",
    },
    relatedCases: ["delivery-fleet-tracking", "insurance-inquiry-agents"],
  },
  {
    id: "insurance-inquiry-agents",
    title: "Des agents IA qui traitent les demandes des assurés de bout en bout",
    client: "Meridian Mutual Insurance",
    industry: "Assurance",
    industryId: "banking-fintech",
    serviceId: "agentic-ai",
    category: "IA agentique",
    gradient: "violet-fuchsia",
    description:
      "Des agents qui répondent aux demandes des assurés de Meridian Mutual sur le suivi des sinistres, les garanties et les documents, et confient tout cas incertain à une personne, dossier à l’appui.",
    summary:
      "L’équipe service client de Meridian Mutual Insurance passait l’essentiel de ses journées à répondre à des questions récurrentes auxquelles ses systèmes de contrats et de sinistres pouvaient déjà répondre. Nous avons construit des agents IA qui traitent ces demandes de bout en bout par chat et par e-mail, et les transmettent à un conseiller habilité dès qu’une demande exige du discernement.",
    challenge:
      "Les assurés attendaient en moyenne quatre heures une première réponse, et davantage après les tempêtes, lorsque les déclarations de sinistres explosaient. La plupart des demandes portaient sur le suivi d’un sinistre, des questions de garanties ou des documents comme les cartes d’assuré et les conditions particulières, et chacune obligeait un conseiller à consulter manuellement les mêmes systèmes. Meridian voulait des réponses plus rapides sans laisser un logiciel prendre des décisions de couverture qui ne lui reviennent pas.",
    solution:
      "Nous avons construit les agents avec LangGraph : des spécialistes du suivi des sinistres, des questions de garanties et des demandes de documents, et un routeur qui décide lequel traite chaque message. Les agents lisent les données des contrats et des sinistres via des outils étroits, en lecture seule, branchés sur Guidewire ClaimCenter et la base des contrats, et ne répondent aux questions de garanties qu’à partir des conditions du contrat de l’assuré lui-même, sources citées à l’appui. Les réclamations, les sinistres contestés et les réponses peu sûres sont transmis directement à un conseiller, avec un résumé et l’intégralité de la conversation.",
    impact:
      "Les agents traitent désormais 78% des demandes clients de bout en bout, et le délai médian de première réponse est passé de quatre heures à moins de trois minutes. La satisfaction client a gagné 9 points au premier trimestre, et les conseillers consacrent leur temps aux sinistres contestés et aux questions complexes. Chaque action des agents est journalisée, et l’équipe conformité de Meridian examine chaque semaine un échantillon de conversations.",
    date: "avril 2025",
    publishedAt: "2025-04-10",
    duration: "5 mois",
    author: { name: "Sofia Lindqvist", role: "Ingénieure IA principale" },
    metrics: [
      "78% des demandes clients traitées de bout en bout par des agents",
      "Délai médian de première réponse ramené de 4 heures à moins de 3 minutes",
      "Satisfaction client en hausse de 9 points",
      "Chaque escalade transmise avec un résumé du dossier",
    ],
    technologies: [
      "LangGraph",
      "Python",
      "FastAPI",
      "PostgreSQL",
      "pgvector",
      "Guidewire ClaimCenter",
      "OpenTelemetry",
    ],
    tags: ["Agents IA", "Service client", "Validation humaine", "Assurance"],
    implementation: [
      "Avec les responsables du service client de Meridian, nous avons classé six mois de demandes anonymisées pour distinguer celles auxquelles les données des systèmes peuvent répondre de celles qui doivent toujours parvenir à une personne.",
      "Nous avons construit des outils en lecture seule sur les systèmes de sinistres et de contrats, limités à l’assuré authentifié, de sorte qu’aucun agent ne puisse modifier un sinistre ou un contrat.",
      "Nous avons construit avec LangGraph des agents spécialisés dans le suivi des sinistres, les questions de garanties et les demandes de documents, coordonnés par un routeur qui déclenche une escalade dès que le niveau de confiance ou les règles métier l’exigent.",
      "Nous avons constitué une suite d’évaluation de plus de 1,200 demandes réelles avec les résultats attendus, validée par des conseillers habilités, et l’avons exécutée sur chaque modification avant sa mise en production.",
      "Nous avons lancé le service sur le chat web dans un seul État, examiné chaque semaine toutes les escalades et un échantillon des conversations résolues, puis étendu les agents à l’e-mail et aux autres États.",
      "Nous avons formé l’équipe service client de Meridian à relire les transcriptions, ajuster les règles d’escalade et ajouter de nouveaux types de demandes sans notre intervention.",
    ],
    results: [
      { value: "78%", label: "des demandes traitées de bout en bout par des agents" },
      { value: "< 3 minutes", label: "de délai médian de première réponse, contre 4 heures" },
      { value: "+9 points", label: "de satisfaction client (CSAT)" },
      { value: "24/7", label: "des réponses sur le suivi des sinistres et les documents" },
    ],
    testimonial: {
      quote:
        "Nos conseillers passaient leurs journées à lire à voix haute l’état des sinistres. Désormais, les agents gèrent les demandes courantes, et quand un cas nécessite une personne, il arrive avec tout son historique.",
      author: "Marcus Bell",
      title: "Vice-président des opérations clients",
    },
    relatedCases: ["fraud-detection-digital-bank", "delivery-fleet-tracking"],
  },
  {
    id: "clean-water-monitoring",
    title: "Détection des fuites pour un réseau d’eau rural desservant 12 communautés",
    client: "Clearwater Community Trust",
    industry: "Association · Accès à l’eau",
    industryId: "climate-agritech",
    serviceId: "ngo-lab",
    category: "NGO Lab",
    gradient: "emerald-lime",
    description:
      "Un réseau de capteurs et un tableau de bord réalisés bénévolement pour aider Clearwater Community Trust à repérer les fuites et à planifier le pompage d’un réseau d’eau rural desservant 12 communautés.",
    summary:
      "Clearwater Community Trust soutient les comités bénévoles qui gèrent un réseau d’eau rural desservant 12 communautés. Dans le cadre du NGO Lab, nous avons conçu et construit gratuitement un réseau de capteurs basse consommation et un tableau de bord partagé, pour que les comités puissent suivre les débits, les pressions et le niveau des réservoirs, et réparer les fuites tant qu’elles sont encore petites.",
    challenge:
      "Les canalisations du réseau s’étendent sur des kilomètres à travers les terres agricoles, et une grande partie de l’eau pompée se perdait dans des fuites que personne ne voyait avant qu’un réservoir ne se vide. Les comités ne disposaient d’aucun comptage entre les stations de pompage et les robinets : ils ne pouvaient donc ni savoir où partait l’eau, ni planifier le pompage en fonction de la saison sèche. Tout ce que nous construisions devait fonctionner à l’énergie solaire avec une connectivité aléatoire, et rester assez simple pour être entretenu par des bénévoles.",
    solution:
      "Nous avons installé des capteurs solaires de débit, de pression et de niveau de réservoir en des points clés du réseau, qui transmettent leurs mesures en LoRaWAN à des passerelles situées dans les deux stations de pompage. Les relevés sont stockés dans TimescaleDB, et un tableau de bord Grafana montre à chaque comité sa propre portion du réseau, avec des alertes par SMS lorsqu’un débit nocturne ou une chute de pression signale une fuite. Une prévision simple réalisée avec scikit-learn estime la demande des semaines à venir, pour que le calendrier de pompage suive les saisons.",
    impact:
      "Les pertes d’eau entre les pompes et les robinets ont baissé de 40%, et les 12 communautés desservies connaissent moins de jours sans eau pendant la saison sèche. Avec les programmes régionaux du Trust qui utilisent désormais le même tableau de bord, le projet touche 250k personnes, et les comités exploitent et étendent eux-mêmes le réseau. Le projet a été réalisé bénévolement dans le cadre du NGO Lab, et le code ainsi que les guides matériels sont publiés pour que d’autres gestionnaires de réseaux d’eau puissent les réutiliser.",
    date: "novembre 2024",
    publishedAt: "2024-11-14",
    duration: "6 mois",
    author: { name: "Amara Nwosu", role: "Responsable du NGO Lab" },
    metrics: [
      "Un réseau d’eau desservant 12 communautés",
      "40% de pertes d’eau en moins",
      "250k personnes touchées",
      "Réalisé bénévolement par le NGO Lab",
    ],
    technologies: ["LoRaWAN", "ChirpStack", "TimescaleDB", "Grafana", "scikit-learn", "Twilio"],
    tags: ["NGO Lab", "Bénévolat", "Objets connectés", "Accès à l’eau", "Développement durable"],
    implementation: [
      "Nous avons parcouru le réseau avec des membres des comités et l’ingénieur de terrain du Trust pour cartographier canalisations, pompes et réservoirs, et placé les capteurs là où une mesure permettrait de localiser une fuite sur un seul tronçon.",
      "Nous avons choisi des capteurs de débit, de pression et de niveau basse consommation alimentés par de petits panneaux solaires, et installé des passerelles LoRaWAN dans les deux stations de pompage, qui disposaient déjà de l’électricité et d’une liaison cellulaire.",
      "Nous avons bâti le pipeline de données sur les logiciels open source ChirpStack et TimescaleDB, afin que le Trust ne paie qu’un hébergement modeste et ne dépende d’aucun fournisseur.",
      "Nous avons conçu le tableau de bord Grafana avec les comités au fil de trois séries de tests, et ajouté des alertes par SMS pour les débits nocturnes et les chutes de pression soudaines.",
      "Nous avons ajouté une prévision de la demande en saison sèche et formé deux bénévoles de chaque comité à lire le tableau de bord, remplacer les capteurs et réagir aux alertes.",
      "Nous avons remis le système avec des guides de terrain imprimés et une documentation ouverte, et nous faisons le point avec le Trust chaque trimestre.",
    ],
    results: [
      { value: "12", label: "communautés desservies par le réseau d’eau" },
      { value: "40%", label: "de pertes d’eau en moins" },
      { value: "250k", label: "personnes touchées" },
      { value: "Bénévole", label: "conçu et construit par le NGO Lab" },
    ],
    testimonial: {
      quote:
        "Avant les capteurs, nous découvrions les fuites quand un réservoir était à sec. Aujourd’hui, le comité reçoit un message le soir même, et nous savons quel tronçon de canalisation inspecter le lendemain matin.",
      author: "Ana Lucía Torres",
      title: "Directrice des programmes",
    },
    relatedCases: ["delivery-fleet-tracking", "fraud-detection-digital-bank"],
  },
  {
    id: "delivery-fleet-tracking",
    title: "Suivi en temps réel d’une flotte de livraison de 15,000 véhicules",
    client: "TransitCore Logistics",
    industry: "Commerce et e-commerce",
    industryId: "retail-ecommerce",
    serviceId: "stream-house",
    category: "Stream House",
    gradient: "sky-indigo",
    description:
      "Une plateforme de streaming sur Apache Kafka et Flink qui suit en mouvement la flotte du dernier kilomètre de TransitCore et donne aux clients distributeurs des heures d’arrivée fiables.",
    summary:
      "TransitCore Logistics assure la livraison du dernier kilomètre pour des enseignes de distribution et d’e-commerce avec une flotte de 15,000 véhicules. Nous avons construit une plateforme de streaming en temps réel qui transforme les événements GPS, télématiques et de scan en positions en direct, en estimations d’arrivée et en alertes de retard pour les répartiteurs et les distributeurs qu’ils servent.",
    challenge:
      "Le suivi de TransitCore reposait sur des traitements par lots qui actualisaient la position des véhicules toutes les quinze minutes : les répartiteurs apprenaient les retards après les clients. Les distributeurs voulaient des créneaux d’arrivée précis, et les demandes du type « Où est ma commande ? » représentaient une part croissante de leur volume d’assistance. Les coûts de carburant augmentaient, et les tournées ne pouvaient pas être ajustées en cours de journée faute d’une vision à jour de la flotte.",
    solution:
      "Nous avons construit sur Apache Kafka une plateforme événementielle qui ingère les positions GPS, les données télématiques et les scans des chauffeurs de chaque véhicule, ainsi que des traitements Apache Flink qui nettoient les signaux, les rapprochent du réseau routier et maintiennent un état en direct pour chaque véhicule et chaque colis. À partir de cet état, la plateforme calcule les estimations d’arrivée, signale les arrêts risquant d’être en retard et propose des réaffectations aux répartiteurs. Les distributeurs reçoivent les mises à jour de suivi via une API de webhooks, et les équipes d’exploitation suivent la flotte sur des tableaux de bord Grafana adossés à ClickHouse.",
    impact:
      "Le suivi est désormais précis à 98.7% sur 15,000 véhicules, et les livraisons en retard ont baissé de 35%, car les répartiteurs agissent sur les retards tant qu’ils peuvent encore être corrigés. Les dépenses de carburant ont reculé de 28% grâce au rééquilibrage des tournées en cours de journée et au signalement des longues périodes de ralenti. Les distributeurs font état de 42% de demandes « Où est ma commande ? » en moins depuis que leurs clients voient une heure d’arrivée fiable.",
    date: "janvier 2025",
    publishedAt: "2025-01-21",
    duration: "8 mois",
    author: { name: "Arjun Mehta", role: "Ingénieur data principal" },
    metrics: [
      "98.7% de précision du suivi sur 15,000 véhicules",
      "35% de livraisons en retard en moins",
      "28% de dépenses de carburant en moins",
      "42% de demandes « Où est ma commande ? » en moins",
    ],
    technologies: [
      "Apache Kafka",
      "Apache Flink",
      "Debezium",
      "ClickHouse",
      "Kubernetes",
      "Grafana",
      "OSRM",
    ],
    tags: [
      "Streaming en temps réel",
      "Suivi de flotte",
      "Logistique du dernier kilomètre",
      "Architecture orientée événements",
    ],
    implementation: [
      "Pendant un mois, nous avons comparé le suivi existant aux relevés de scan des livraisons pour établir la référence en matière de précision, de retards et de consommation de carburant.",
      "Nous avons déployé Apache Kafka sur Kubernetes pour ingérer les événements GPS, télématiques et de scan de chaque véhicule, Debezium diffusant en continu les modifications de commandes depuis la base de données de répartition.",
      "Nous avons écrit des traitements Apache Flink qui filtrent les relevés GPS bruités, rapprochent les positions du réseau routier avec OSRM et maintiennent un état exactly-once pour chaque véhicule et chaque colis.",
      "Nous avons construit les estimations d’arrivée et les alertes d’arrêts en retard sur cet état, et les avons testées sur un mois d’événements rejoués avant qu’un répartiteur ne s’appuie dessus.",
      "Nous avons déployé la plateforme dépôt par dépôt sur dix semaines, avec une API de webhooks qui permet aux distributeurs de transmettre les heures d’arrivée en direct à leurs propres clients.",
      "Nous avons remis les plans de capacité, les procédures d’astreinte et les tableaux de bord Grafana, et formé l’équipe plateforme de TransitCore à l’exploitation du système.",
    ],
    results: [
      { value: "98.7%", label: "de précision du suivi sur 15,000 véhicules" },
      { value: "35%", label: "de livraisons en retard en moins" },
      { value: "28%", label: "de dépenses de carburant en moins" },
      { value: "42%", label: "de demandes « Où est ma commande ? » en moins" },
    ],
    testimonial: {
      quote:
        "Pour la première fois, nos répartiteurs voient venir une livraison en retard au lieu de l’apprendre par un client. Nos clients distributeurs ont remarqué la différence en moins d’un mois.",
      author: "David Chen",
      title: "Directeur des opérations",
    },
    relatedCases: ["fraud-detection-digital-bank", "clean-water-monitoring"],
  },
];
