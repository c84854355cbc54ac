import type { streamHousePage as english } from "@/content/service-pages/stream-house";

export const streamHousePage: typeof english = {
  hero: {
    badge: "Service phare",
    title: "Stream House : agissez sur vos données dès leur arrivée",
    highlight: "dès leur arrivée",
    tagline: "Le streaming en temps réel, conçu pour durer des années.",
    lead: "Stream House est notre pôle dédié aux systèmes de données en temps réel. Nous concevons, construisons et exploitons des plateformes de streaming qui transforment les événements en décisions en quelques millisecondes, avec la fiabilité dont dépendent vos opérations.",
  },
  overview: {
    intro: {
      eyebrow: "Vue d’ensemble",
      title: "Pourquoi le temps réel compte",
      lead: "Beaucoup de décisions perdent leur valeur en quelques secondes. Stream House donne à vos équipes une vision à jour de l’activité et les moyens de réagir tant que cela compte encore.",
    },
    points: [
      "Les pipelines par lots vous disent ce qui s’est passé hier. Les systèmes de streaming vous disent ce qui se passe maintenant : un paiement suspect peut être bloqué, une livraison retardée réacheminée ou un capteur défaillant remplacé avant que le problème ne s’étende.",
      "Nous nous appuyons sur des fondations open source éprouvées comme Apache Kafka et Apache Flink, et n’écrivons des processeurs sur mesure que lorsque vos exigences de latence ou votre logique métier l’imposent. Chaque conception part des décisions que vous devez prendre et du temps dont vous disposez pour les prendre.",
      "Nos missions couvrent tout le parcours, de la capture des événements à l’action automatisée, y compris la gouvernance des schémas, le traitement exactly-once, l’observabilité et les procédures d’exploitation. Vos ingénieurs repartent avec une plateforme qu’ils comprennent et qu’ils peuvent faire évoluer seuls.",
    ],
  },
  capabilities: {
    intro: {
      eyebrow: "Savoir-faire",
      title: "Ce que Stream House vous apporte",
      lead: "Quatre savoir-faire forment le cœur de chaque plateforme de streaming que nous construisons, chacun dimensionné selon les objectifs de volume, de latence et de fiabilité de votre activité.",
    },
    items: [
      {
        id: "real-time-processing",
        icon: "zap",
        title: "Traitement en temps réel",
        description:
          "Traitez les événements quelques millisecondes après leur arrivée, pour que les décisions reposent sur la réalité du moment et non sur le dernier traitement par lots.",
        longDescription:
          "Nous construisons des pipelines de traitement qui filtrent, enrichissent, joignent et évaluent les événements dès leur arrivée. Les budgets de latence sont définis par cas d’usage et mesurés de bout en bout, du système producteur jusqu’à l’action déclenchée. Lorsque chaque milliseconde compte, nous optimisons la sérialisation, le partitionnement et l’accès à l’état jusqu’à ce que le pipeline atteigne son objectif en pic de charge, et pas seulement dans un environnement de test au calme.",
        benefits: [
          "Une latence de bout en bout de l’ordre de la milliseconde",
          "Des garanties de traitement exactly-once",
          "L’enrichissement à la volée avec des données de référence",
          "Une latence mesurée et surveillée pour chaque pipeline",
        ],
        examples: [
          "Évaluation du risque de fraude des transactions par carte avant autorisation",
          "Enrichissement des événements de navigation avec les profils clients",
          "Signalement des mesures de capteurs hors plage sur une ligne de production",
        ],
      },
      {
        id: "scalable-architecture",
        icon: "layers",
        title: "Architecture évolutive",
        description:
          "Passez de milliers à des millions d’événements par seconde en ajoutant de la capacité, sans repenser le système.",
        longDescription:
          "Nos architectures montent en charge horizontalement grâce à un partitionnement soigné, des services sans état et une puissance de calcul élastique. Nous modélisons la croissance attendue dès la conception, testons la charge au-delà et documentons précisément les étapes pour ajouter de la capacité. Le stockage hiérarchisé rend la conservation longue abordable, et les règles de mise à l’échelle automatique réagissent au retard des consommateurs plutôt qu’à des suppositions sur le trafic.",
        benefits: [
          "Une montée en charge horizontale sans interruption",
          "Un partitionnement pensé pour les volumes futurs",
          "Un stockage hiérarchisé maîtrisé en coût pour la conservation",
          "Des plans de capacité validés par des tests de charge",
        ],
        examples: [
          "Absorption des pics de fin d’année sur un flux de paiements",
          "Ouverture de nouvelles régions sans réécriture des pipelines",
          "Conservation d’une année d’historique d’événements pour la relecture",
        ],
      },
      {
        id: "event-driven-systems",
        icon: "workflow",
        title: "Systèmes orientés événements",
        description:
          "Reliez vos services par des événements pour que chacun réagisse aux changements de façon autonome, sans intégrations point à point fragiles.",
        longDescription:
          "Nous aidons les équipes à passer de chaînes de requêtes étroitement couplées à des architectures orientées événements, dans lesquelles les services publient des faits et s’abonnent à ceux dont ils ont besoin. Nous définissons les contrats d’événements, les règles d’évolution des schémas et les responsabilités, pour que de nouveaux consommateurs puissent être ajoutés sans coordonner les mises en production. Des modèles comme la capture des changements de données, l’outbox et les sagas maintiennent la cohérence des bases de données et des services au-delà de leurs frontières.",
        benefits: [
          "Des services faiblement couplés et déployables indépendamment",
          "Des schémas d’événements gouvernés qui évoluent en toute sécurité",
          "La capture des changements de données depuis les bases existantes",
          "Une relecture complète pour les audits et la reprise après incident",
        ],
        examples: [
          "Diffusion en continu des modifications de commandes depuis un ERP historique",
          "Déclenchement des processus de préparation à partir des événements de paiement",
          "Synchronisation des index de recherche avec les systèmes sources",
        ],
      },
      {
        id: "continuous-analytics",
        icon: "chart-line",
        title: "Analytique continue",
        description:
          "Maintenez indicateurs, agrégats et modèles à jour au fil des événements, pour que tableaux de bord et alertes reflètent le présent.",
        longDescription:
          "L’analytique continue remplace les rapports nocturnes par des agrégations fenêtrées, des cumuls en continu et une détection d’anomalies calculés sur les flux en direct. Nous servons les résultats aux tableaux de bord, aux systèmes d’alerte et aux variables de machine learning avec des définitions cohérentes, pour que le chiffre affiché à l’écran corresponde à celui de l’entrepôt de données. Les modèles peuvent être évalués dans le flux et surveillés pour détecter toute dérive à mesure que les conditions évoluent.",
        benefits: [
          "Des tableaux de bord en direct, actualisés à la seconde",
          "Des agrégations fenêtrées et une détection d’anomalies",
          "Des indicateurs cohérents entre le flux et l’entrepôt de données",
          "Des variables en streaming pour les modèles de machine learning",
        ],
        examples: [
          "Niveaux de stock en direct dans tous les centres de distribution",
          "Suivi de la conversion minute par minute pendant les lancements",
          "Mise à jour en temps réel des variables des modèles de recommandation",
        ],
      },
    ],
  },
  architecture: {
    intro: {
      eyebrow: "Notre architecture",
      title: "Comment s’articule une plateforme Stream House",
      lead: "Chaque plateforme que nous construisons suit les mêmes quatre étapes, du premier événement capturé à l’action qu’il déclenche. Chaque étape est observable, testée et a un responsable.",
    },
    stages: [
      {
        icon: "database",
        name: "Ingestion des données",
        description:
          "Les événements arrivent des applications, des bases de données, des équipements et des flux partenaires via des topics durables, aux schémas vérifiés, qui absorbent les pics sans perte.",
      },
      {
        icon: "cpu",
        name: "Traitement des flux",
        description:
          "Des processeurs avec état filtrent, joignent, enrichissent et agrègent les événements à la volée, avec des garanties exactly-once et une latence suivie à chaque étape.",
      },
      {
        icon: "server",
        name: "Gestion de l’état",
        description:
          "Un état local sauvegardé par points de contrôle et des stockages durables conservent le contexte nécessaire à chaque décision, pour que le système reprenne après une panne sans perdre le fil.",
      },
      {
        icon: "target",
        name: "Moteur d’actions",
        description:
          "Les résultats déclenchent des alertes, des appels d’API, des scores de modèles et des processus automatisés, chaque action étant journalisée pour l’audit et la relecture.",
      },
    ],
  },
  technologies: {
    intro: {
      eyebrow: "Nos technologies",
      title: "Des outils éprouvés, choisis pour la tâche",
      lead: "Nous travaillons avec des moteurs open source reconnus et des services managés, et ne développons nos propres composants que lorsqu’une exigence le justifie.",
    },
    items: [
      {
        name: "Apache Kafka",
        description:
          "Kafka est la colonne vertébrale durable de la plupart de nos plateformes. Nous l’utilisons pour l’ingestion, le stockage et la relecture des événements, avec des registres de schémas et un stockage hiérarchisé pour la conservation longue durée.",
      },
      {
        name: "Apache Flink",
        description:
          "Nous utilisons Flink pour les traitements avec état à faible latence : fenêtres en temps d’événement, jointures complexes et mises à jour exactly-once lorsque l’exactitude et la réponse à la milliseconde comptent toutes les deux.",
      },
      {
        name: "Apache Spark",
        description:
          "Spark Structured Streaming prend en charge les charges en micro-lots à haut débit et unifie le streaming avec le retraitement de l’historique, ce qui garantit la cohérence de l’analytique avec le data lake.",
      },
      {
        name: "Processeurs de flux sur mesure",
        description:
          "Lorsque les moteurs généralistes ne peuvent pas satisfaire une exigence de latence ou de logique, nous construisons des processeurs légers en Rust, Go ou Java, testés et instrumentés selon la même exigence.",
      },
    ],
  },
  caseStudy: {
    id: "real-time-trading-decisions",
    icon: "chart-line",
    title: "Des décisions en temps réel pour le trading financier",
    client: "Keystone Ridge Capital",
    description:
      "Une société de trading de taille intermédiaire a remplacé un pipeline de signaux orienté traitement par lots par une plateforme Stream House qui évalue les événements de marché dès leur arrivée.",
    longDescription:
      "Keystone Ridge Capital générait ses signaux de trading à partir de données de marché qui transitaient par plusieurs files d’attente et un service de règles réglé chaque nuit. Lorsqu’un signal atteignait un trader, environ 300 millisecondes s’étaient écoulées, et les opportunités éphémères avaient souvent disparu.\n\nNous avons reconstruit le parcours, du flux de marché à la décision, sur Apache Kafka et Apache Flink, avec un processeur de carnet d’ordres sur mesure pour les instruments les plus sensibles à la latence. Les données de référence et les limites de risque sont conservées dans l’état local, si bien que chaque décision est prise sans aller-retour réseau, et chaque événement est conservé pour la relecture et le contrôle réglementaire.\n\nLa plateforme traite désormais plus de 100,000 événements de marché par seconde avec une latence de décision inférieure à 15 millisecondes. L’équipe quantitative de Keystone Ridge ajoute de nouvelles stratégies via un contrat d’événements gouverné, sans toucher au pipeline central.",
    benefits: [
      "Latence de décision ramenée de 300 ms à moins de 15 ms",
      "Limites de risque appliquées dans le flux avant l’envoi des ordres",
      "Relecture complète des événements pour le backtesting et la conformité",
      "Nouvelles stratégies déployées sans modifier le pipeline",
    ],
    examples: [
      "Détection des écarts de prix entre plateformes au moment où ils se forment",
      "Recalcul de l’exposition à chaque exécution, sur l’ensemble des desks",
      "Mise en pause automatique d’une stratégie en cas de pic de volatilité",
    ],
    results: [
      { value: "100,000+", label: "événements de marché traités par seconde" },
      { value: "< 15 ms", label: "de latence de décision, contre 300 ms" },
      { value: "47%", label: "de meilleure identification des opportunités" },
      { value: "99.999%", label: "de fiabilité de la plateforme" },
    ],
  },
  applications: {
    intro: {
      eyebrow: "Cas d’application",
      title: "Là où le streaming fait la différence",
      lead: "Les systèmes temps réel sont rentables partout où la valeur d’une décision s’estompe rapidement. Voici les applications que nous construisons le plus souvent.",
    },
    items: [
      {
        icon: "shield-check",
        title: "Détection de fraude",
        description:
          "Évaluez paiements, connexions et modifications de compte en quelques millisecondes, et stoppez les activités suspectes avant que l’argent ne circule.",
      },
      {
        icon: "router",
        title: "Télémétrie IoT",
        description:
          "Ingérez les mesures de milliers d’équipements, détectez les anomalies en périphérie ou dans le cloud, et alertez immédiatement la bonne équipe.",
      },
      {
        icon: "truck",
        title: "Suivi de flotte",
        description:
          "Suivez véhicules et expéditions en direct ; pour un client logistique, notre plateforme offre une précision de suivi de 98.7% sur 15,000 véhicules.",
      },
      {
        icon: "sparkles",
        title: "Personnalisation en temps réel",
        description:
          "Actualisez recommandations et offres au cours d’une même session, en fonction de ce que fait chaque client à l’instant présent.",
      },
      {
        icon: "boxes",
        title: "Visibilité de la chaîne d’approvisionnement",
        description:
          "Réunissez commandes, stocks et événements transporteurs dans une seule vue à jour, et réacheminez avant qu’un retard n’atteigne le client.",
      },
      {
        icon: "activity",
        title: "Supervision et observabilité",
        description:
          "Acheminez journaux, métriques et traces dans un pipeline unique qui fait remonter les incidents en quelques secondes plutôt qu’en quelques minutes.",
      },
      {
        icon: "trending-up",
        title: "Trading et données de marché",
        description:
          "Traitez les flux de marché avec une latence de l’ordre de la milliseconde, appliquez les limites de risque à la volée et conservez chaque événement pour la relecture et le contrôle.",
      },
      {
        icon: "battery-charging",
        title: "Gestion du réseau électrique",
        description:
          "Équilibrez l’offre et la demande à partir des données en direct des compteurs, de la météo et de la production, et réagissez aux événements du réseau au moment où ils surviennent.",
      },
    ],
  },
  closing: {
    title: "Découvrez Stream House sur vos propres données",
    lead: "Demandez une démonstration : nous vous présenterons un pipeline opérationnel construit autour de l’une de vos décisions en temps réel, avec une vision honnête de la latence, des coûts et de l’effort nécessaires.",
  },
};
