import type { machineLearningPage as english } from "@/content/service-pages/machine-learning";

export const machineLearningPage: typeof english = {
  hero: {
    badge: "Apprentissage automatique",
    title: "Un machine learning qui tient ses promesses en production",
    highlight: "tient ses promesses en production",
    lead: "Nous construisons sur vos données des modèles de prévision, de risque, de vision et de recommandation, nous les intégrons aux systèmes que vos équipes utilisent déjà, et nous continuons à les surveiller après leur lancement pour que leur précision ne s’érode pas en silence.",
  },
  overview: {
    intro: {
      eyebrow: "Ce que nous faisons",
      title: "D’une décision clairement définie à un modèle sous surveillance",
      lead: "Chaque mission commence par la décision qu’un modèle doit améliorer et l’indicateur qui le prouvera. Nous convenons d’abord d’une référence, pour que la valeur de chaque modèle soit mesurée et non supposée.",
    },
    points: [
      {
        icon: "target",
        title: "Cadrage du problème et référence",
        description:
          "Nous traduisons une question métier en cible de prédiction, vérifions que les données permettent d’y répondre et nous comparons à des règles simples avant d’entraîner quoi que ce soit de complexe.",
      },
      {
        icon: "brain",
        title: "Développement des modèles",
        description:
          "Arbres de gradient boosting pour les données tabulaires, deep learning pour les images, les textes et les séquences, avec une validation croisée respectant la chronologie et une analyse des erreurs par segment.",
      },
      {
        icon: "rocket",
        title: "Déploiement et exploitation",
        description:
          "Les modèles sont livrés sous forme de services versionnés ou de traitements par lots, avec CI/CD, pipelines de variables, possibilités de retour arrière et une supervision que vos ingénieurs peuvent reprendre après la passation.",
      },
    ],
  },
  industries: {
    intro: {
      eyebrow: "Secteurs",
      title: "Appliqué dans les secteurs que nous connaissons bien",
      lead: "Les techniques se transposent d’un secteur à l’autre ; les contraintes, non. La réglementation, le volume de données et le coût d’une mauvaise prédiction façonnent chaque modèle que nous construisons.",
    },
    records: [
      {
        value: "finance",
        label: "Banque et finance",
        icon: "landmark",
        description:
          "Des modèles de fraude, de crédit et de liquidité conçus pour satisfaire la gestion du risque de modèle, avec des explications qu’un valideur peut suivre.",
        title: "Le machine learning pour les services financiers",
        industry: "Services financiers",
        applications: [
          "Détection de fraude en temps réel",
          "Scoring du risque de crédit",
          "Tri des alertes de lutte contre le blanchiment",
          "Prévision de trésorerie et de liquidité",
          "Prédiction de l’attrition des clients",
          "Extraction de documents pour l’entrée en relation",
        ],
        longDescription:
          "Les modèles financiers sont jugés deux fois : une première fois sur leur précision, puis par les équipes de risque de modèle, l’audit et les régulateurs. Nous construisons en tenant compte des deux, avec des modèles de gradient boosting à contraintes de monotonie là où les valideurs les attendent, des codes motifs fondés sur SHAP pour les notifications de refus, et des dossiers de validation alignés sur une gouvernance de type SR 11-7.\n\nPour la lutte contre la fraude et le blanchiment, nous concevons pour des données déséquilibrées et changeantes : validation temporelle, seuils tenant compte des coûts ajustés avec vos équipes opérationnelles, et variables en streaming servies à faible latence pour que les scores arrivent avant le règlement d’une transaction.",
        benefits: [
          "Moins de faux positifs à examiner pour les analystes",
          "Des modèles documentés, prêts pour la validation",
          "Une latence de scoring adaptée à l’autorisation des paiements par carte",
          "Des codes motifs pour chaque décision",
        ],
        examples: [
          "Pour une coopérative de crédit régionale, un modèle de fraude LightGBM a réduit de 28% les fausses alertes sur les cartes tout en maintenant les taux de détection.",
          "Pour un prêteur aux entreprises de taille intermédiaire, nous avons reconstruit une grille de score de crédit pour les petites entreprises avec des variables explicables et ramené son cycle de validation de quatre mois à sept semaines.",
          "Pour un prestataire de paiement, un modèle de tri des alertes de blanchiment a hiérarchisé les enquêtes afin que les analystes traitent d’abord les 20% d’alertes les plus risquées.",
        ],
      },
      {
        value: "healthcare",
        label: "Santé",
        icon: "heart-pulse",
        description:
          "Des modèles cliniques et opérationnels développés dans le respect de HIPAA, validés avec des cliniciens et surveillés sur l’ensemble des populations de patients.",
        title: "Le machine learning pour la santé",
        industry: "Santé",
        applications: [
          "Risque de réhospitalisation",
          "Prédiction des rendez-vous non honorés",
          "Prévision des besoins en lits et en personnel",
          "Aide au tri des images médicales",
          "Classification des notes cliniques",
          "Prédiction des refus de remboursement",
        ],
        longDescription:
          "Les modèles de santé doivent gagner la confiance des cliniciens et respecter la vie privée des patients. Nous travaillons à l’intérieur de votre périmètre HIPAA, désidentifions les données lorsque c’est possible et associons les référents cliniques à la définition des étiquettes, des seuils et de la manière dont une prédiction apparaît dans le flux de travail.\n\nNous évaluons les performances par âge, sexe, organisme payeur et site afin de révéler les écarts avant le déploiement, calibrons les probabilités pour que les scores de risque signifient bien ce qu’ils affichent, et mettons en place une supervision qui signale la dérive lorsque les pratiques de codage ou la patientèle évoluent.",
        benefits: [
          "Des scores de risque calibrés pour un usage clinique",
          "Des performances par sous-groupe examinées avant le lancement",
          "Des données traitées dans le cadre de vos contrôles HIPAA",
          "Des prédictions intégrées aux flux existants du dossier patient informatisé",
        ],
        examples: [
          "Pour un réseau d’hôpitaux de proximité, un modèle de réhospitalisation à 30 jours a aidé les coordinateurs de soins à prioriser les appels de suivi et contribué à une baisse de 9% des réhospitalisations en deux trimestres.",
          "Pour un groupe de soins ambulatoires multisite, un modèle de prédiction des absences associé à des rappels ciblés a permis de récupérer environ 400 créneaux de rendez-vous par mois.",
          "Pour un système de santé régional, une prévision des admissions a amélioré la planification des effectifs infirmiers, réduisant de 14% les recours de dernière minute à l’intérim.",
        ],
      },
      {
        value: "retail",
        label: "Distribution",
        icon: "shopping-cart",
        description:
          "Des prévisions de la demande, des prix et des recommandations qui fonctionnent au niveau de la référence et du magasin, pas seulement en agrégé.",
        title: "Le machine learning pour la distribution",
        industry: "Commerce et e-commerce",
        applications: [
          "Prévision de la demande par référence",
          "Optimisation des démarques et des prix",
          "Recommandations de produits",
          "Allocation des stocks entre magasins",
          "Modélisation de la valeur vie client",
          "Prédiction des retours",
        ],
        longDescription:
          "En distribution, la qualité des prévisions se joue sur la longue traîne : des milliers de références aux ventes éparses, saisonnières et dépendantes des promotions. Nous utilisons des modèles de prévision hiérarchiques et globaux qui mutualisent le signal entre produits et magasins, avec les promotions, les jours fériés et la météo comme variables explicites.\n\nLes travaux de recommandation et de tarification sont testés comme les distributeurs prennent leurs décisions, avec des magasins témoins ou des tests A/B plutôt que de simples métriques hors ligne, et les résultats arrivent dans les outils de planification et de merchandising que vos équipes utilisent déjà.",
        benefits: [
          "Moins de ruptures sur les articles à forte rotation",
          "Moins de surstocks en fin de saison",
          "Des recommandations testées sur le chiffre d’affaires réel",
          "Des prévisions réconciliées entre magasin, région et enseigne",
        ],
        examples: [
          "Pour une enseigne d’équipement de la maison de 120 magasins, un modèle de prévision global LightGBM a réduit de 18% l’erreur de prévision par référence par rapport à son outil de planification existant.",
          "Pour un e-commerçant de prêt-à-porter, un moteur de recommandation fondé sur la session a augmenté de 6% le taux d’ajout au panier lors d’un test A/B de quatre semaines.",
          "Pour une coopérative alimentaire, l’optimisation des démarques sur les produits frais a réduit de 11% le gaspillage en fin de journée sans diminuer la marge.",
        ],
      },
      {
        value: "manufacturing",
        label: "Industrie",
        icon: "factory",
        description:
          "Maintenance prédictive, contrôle qualité et optimisation des procédés, à partir des données de capteurs, du MES et de la maintenance.",
        title: "Le machine learning pour l’industrie",
        industry: "Industrie manufacturière",
        applications: [
          "Maintenance prédictive",
          "Détection visuelle des défauts",
          "Optimisation des paramètres de procédé",
          "Prédiction du rendement et des rebuts",
          "Prévision de la consommation d’énergie",
          "Planification des besoins en pièces détachées",
        ],
        longDescription:
          "Les données d’usine sont bruitées, inégalement étiquetées et dispersées entre historiens, MES et systèmes de maintenance. Nous commençons par croiser les flux de capteurs avec les ordres de travail pour que les étiquettes de panne soient fiables, puis nous construisons des modèles de durée de vie résiduelle et de détection d’anomalies sur lesquels les planificateurs de maintenance peuvent agir.\n\nPour la qualité, nous entraînons des modèles de vision par ordinateur sur les images des caméras déjà installées sur les lignes, les déployons en périphérie lorsque la latence compte, et transmettons les cas incertains aux contrôleurs pour que le modèle continue d’apprendre de leurs décisions.",
        benefits: [
          "Une maintenance planifiée avant les pannes, pas après",
          "Un contrôle homogène d’une équipe à l’autre",
          "Des modèles qui tournent sur du matériel en périphérie",
          "Des alertes liées aux ordres de travail de votre GMAO",
        ],
        examples: [
          "Pour un fabricant d’emballages, des modèles de vibration et de température sur les presses critiques ont permis de réduire de 37% les arrêts non planifiés dès la première année.",
          "Pour un équipementier automobile, un modèle de vision déployé en périphérie a détecté les défauts de surface à la cadence de la ligne et réduit de 22% les retours clients.",
          "Pour une usine de chimie de spécialités, un modèle de rendement par lot a recommandé des ajustements de consignes qui ont augmenté le rendement moyen de 2.4 points de pourcentage.",
        ],
      },
      {
        value: "marketing",
        label: "Marketing client",
        icon: "megaphone",
        description:
          "Des modèles de ciblage, d’attribution et de budget qui estiment l’impact incrémental plutôt que de simples corrélations.",
        title: "Le machine learning pour le marketing",
        industry: "Marketing et analyse client",
        applications: [
          "Segmentation de la clientèle",
          "Modèles d’appétence et d’uplift",
          "Modélisation du mix marketing",
          "Ciblage pour la prévention de l’attrition",
          "Scoring des prospects",
          "Optimisation du moment d’envoi et du canal",
        ],
        longDescription:
          "La plupart des modèles marketing prédisent qui va acheter ; la question utile est de savoir qui va acheter grâce à la campagne. Nous utilisons la modélisation d’uplift et des groupes témoins pour cibler les clients sensibles au contact, et des modèles de mix marketing bayésiens pour répartir le budget entre les canaux avec des marges d’incertitude honnêtes.\n\nAvec la disparition des cookies tiers, nous nous appuyons sur des données first-party et des identifiants consentis, et nous remettons les modèles avec le cadre d’expérimentation nécessaire pour continuer à les vérifier après le lancement.",
        benefits: [
          "Un budget réparti selon l’incrémentalité mesurée",
          "Moins de contacts gaspillés sur des clients qui auraient converti de toute façon",
          "Des plans média assortis de marges de confiance explicites",
          "Un socle de données first-party consenties",
        ],
        examples: [
          "Pour une entreprise de kits repas par abonnement, un modèle d’uplift appliqué aux offres de fidélisation a réduit de 24% les dépenses de remises sans augmenter l’attrition.",
          "Pour un éditeur de logiciels B2B, un modèle de scoring des prospects a aidé les commerciaux à se concentrer sur le premier tiers des prospects entrants, qui a généré 61% des affaires conclues.",
          "Pour une banque régionale, un modèle de mix marketing bayésien a transféré 15% des dépenses du display vers le search et augmenté de 9% les ouvertures de comptes par dollar investi.",
        ],
      },
      {
        value: "technology",
        label: "Technologie",
        icon: "cpu",
        description:
          "Des fonctionnalités de ML au cœur des produits logiciels, du classement des résultats de recherche à la détection d’anomalies dans la télémétrie d’infrastructure.",
        title: "Le machine learning pour les entreprises technologiques",
        industry: "Technologie et SaaS",
        applications: [
          "Recherche et classement",
          "Détection d’anomalies d’infrastructure",
          "Prédiction de l’attrition à partir de l’usage",
          "Routage des tickets d’assistance",
          "Prévision de capacité",
          "Détection des abus et du spam",
        ],
        longDescription:
          "Les équipes produit ont besoin de modèles qui répondent aux mêmes exigences d’ingénierie que le reste du code : versionnés, testés, observables et peu coûteux à exploiter. Nous nous intégrons à vos ingénieurs pour construire des fonctionnalités comme une recherche fondée sur le learning-to-rank, le routage des tickets et la détection des abus, avec des budgets de latence et de coût définis en amont.\n\nPour les équipes plateforme, nous construisons sur les métriques et les journaux des modèles de prévision et de détection d’anomalies qui réduisent le bruit des alertes et donnent aux planificateurs de capacité une vision défendable des deux trimestres à venir.",
        benefits: [
          "Des modèles qui respectent vos budgets de latence",
          "Des coûts d’inférence suivis par fonctionnalité",
          "Une responsabilité partagée avec votre équipe d’ingénierie",
          "Moins d’alertes parasites pour les ingénieurs d’astreinte",
        ],
        examples: [
          "Pour un éditeur SaaS de gestion de projet, un modèle de learning-to-rank a amélioré de 17% le taux de clic sur le premier résultat de recherche.",
          "Pour un hébergeur cloud, une détection d’anomalies saisonnière sur les métriques de service a réduit d’environ un tiers les alertes envoyées aux ingénieurs d’astreinte.",
          "Pour une plateforme de support client, un classifieur de tickets a orienté 72% des tickets entrants vers la bonne file sans tri manuel.",
        ],
      },
      {
        value: "mobile",
        label: "Applications mobiles",
        icon: "smartphone",
        description:
          "Des modèles embarqués et côté serveur pour les applications mobiles, optimisés pour les contraintes de batterie, de bande passante et de confidentialité.",
        title: "Le machine learning pour les applications mobiles",
        industry: "Applications mobiles et grand public",
        applications: [
          "Classification d’images sur l’appareil",
          "Fils de contenu personnalisés",
          "Prédiction de l’attrition dans l’application",
          "Notifications intelligentes",
          "Aide à la saisie textuelle et vocale",
          "Détection des comptes frauduleux",
        ],
        longDescription:
          "Le ML mobile doit respecter l’appareil. Nous décidons avec vous quels modèles tournent sur le téléphone et lesquels sur le serveur, puis nous quantifions et compressons les modèles embarqués avec Core ML et TensorFlow Lite pour qu’ils restent légers, rapides et économes en batterie.\n\nCôté serveur, nous construisons des modèles de personnalisation et de fidélisation à partir des données d’événements de votre SDK d’analytique, et nous les livrons derrière des feature flags pour que chaque changement soit mesuré par rapport à un groupe témoin avant un déploiement complet.",
        benefits: [
          "Des fonctionnalités qui marchent hors connexion",
          "Moins de données personnelles qui quittent l’appareil",
          "Des tailles de modèles compatibles avec les limites des magasins d’applications",
          "Chaque changement de modèle déployé derrière un feature flag",
        ],
        examples: [
          "Pour une application d’identification des plantes, un classifieur embarqué quantifié est passé de 90 MB à 14 MB en perdant moins d’un point de précision.",
          "Pour une application de fitness, un modèle d’attrition déclenchant des messages in-app au bon moment a amélioré de 5% la rétention à 30 jours lors d’un déploiement contrôlé.",
          "Pour une application de place de marché entre particuliers, un modèle de risque à l’inscription a bloqué environ 80% des faux comptes avant leur première annonce.",
        ],
      },
      {
        value: "research",
        label: "Recherche",
        icon: "microscope",
        description:
          "Un accompagnement pour les équipes de recherche qui ont besoin de pipelines reproductibles, de statistiques rigoureuses et de modèles qui dépassent le stade du notebook.",
        title: "Le machine learning pour la recherche",
        industry: "Recherche et sciences de la vie",
        applications: [
          "Pipelines d’expérimentation reproductibles",
          "Prédiction des propriétés des protéines et des molécules",
          "Exploration de la littérature scientifique et des brevets",
          "Analyse d’images satellitaires et de télédétection",
          "Apprentissage actif pour l’étiquetage",
          "Quantification de l’incertitude",
        ],
        longDescription:
          "Les équipes de recherche disposent souvent de solides modèles métier et d’une infrastructure fragile. Nous transformons le code des notebooks en pipelines reproductibles, avec des environnements figés, des expériences tracées et un versionnage des données, pour que les résultats puissent être reproduits des mois plus tard et examinés par d’autres.\n\nCôté modélisation, nous appliquons des réseaux de neurones sur graphes, des modèles de langage affinés et des processus gaussiens lorsqu’ils sont pertinents, et nous indiquons l’incertitude avec les prédictions pour que les scientifiques puissent décider quelles expériences méritent d’être menées ensuite.",
        benefits: [
          "Des résultats reproductibles et auditables",
          "Moins d’expériences en laboratoire par découverte",
          "Des dépenses de calcul adaptées à la question posée",
          "Une incertitude indiquée pour chaque prédiction",
        ],
        examples: [
          "Pour un laboratoire universitaire de génomique, nous avons fait passer un pipeline d’évaluation de variants de notebooks à un flux de travail tracé qui s’exécute de bout en bout en moins de deux heures.",
          "Pour une start-up de biotechnologie, une boucle d’apprentissage actif pour le criblage d’essais a atteint les taux de touches visés avec 35% d’expériences en moins.",
          "Pour un institut de recherche environnementale, un modèle de segmentation a cartographié l’évolution des zones humides sur dix années d’imagerie satellitaire.",
        ],
      },
    ],
  },
  stack: {
    intro: {
      eyebrow: "Stack technologique",
      title: "Des outils éprouvés, choisis pour votre environnement",
      lead: "Nous travaillons avec les outils open source et cloud pour lesquels vos ingénieurs peuvent recruter et qu’ils peuvent maintenir. Si vous disposez déjà d’une plateforme, nous bâtissons dessus au lieu d’en ajouter une autre.",
    },
    groups: [
      {
        category: "Bibliothèques et frameworks",
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
        category: "Infrastructure et plateformes",
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
        category: "Traitement des données",
        technologies: ["Apache Spark", "dbt", "Apache Airflow", "Apache Kafka", "Polars", "Feast"],
      },
    ],
  },
  mlops: {
    intro: {
      eyebrow: "MLOps",
      title: "Une exploitation qui préserve la précision des modèles après leur lancement",
      lead: "Un modèle dépend de données qui ne cessent d’évoluer. Nous mettons en place les pipelines, les contrôles et les responsabilités pour que votre équipe puisse réentraîner, revenir en arrière et expliquer les modèles sans nous.",
    },
    items: [
      {
        icon: "refresh-cw",
        title: "Entraînement continu",
        description:
          "Des pipelines de réentraînement planifiés ou déclenchés par événement dans Airflow ou Kubeflow, chaque modèle candidat étant évalué face au modèle en place avant sa promotion.",
      },
      {
        icon: "git-branch",
        title: "Registre et versionnage des modèles",
        description:
          "Chaque modèle est versionné avec son code, l’instantané de ses données et ses paramètres dans MLflow ou dans le registre de votre cloud, pour que toute prédiction puisse être retracée et toute version annulée.",
      },
      {
        icon: "activity",
        title: "Supervision et détection de dérive",
        description:
          "Des tableaux de bord et des alertes suivent la dérive des entrées, la distribution des prédictions et la précision mesurée a posteriori sur la vérité terrain, avec des outils comme Evidently en complément de votre stack d’observabilité existante.",
      },
      {
        icon: "shield-check",
        title: "Gouvernance et explicabilité",
        description:
          "Fiches de modèle, explications SHAP, contrôles d’équité par segment et circuits de validation donnent aux équipes risques, juridiques et d’audit une trace claire du comportement de chaque modèle.",
      },
    ],
  },
  closing: {
    title: "Une décision qu’un modèle pourrait améliorer ?",
    lead: "Parlez-nous du problème, des données dont vous disposez et de la façon dont vous mesurez le succès aujourd’hui. Nous vous donnerons un avis franc sur la faisabilité et une première phase cadrée sous une semaine.",
  },
};
