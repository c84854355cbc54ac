import type { dataSolutionsPage as english } from "@/content/service-pages/data-solutions";

export const dataSolutionsPage: typeof english = {
  hero: {
    badge: "Solutions data",
    title: "Des fondations de données auxquelles vos équipes peuvent se fier",
    highlight: "vos équipes peuvent se fier",
    lead: "Nous concevons l’architecture, construisons les pipelines et mettons en place la gouvernance dont dépendent l’analytique et l’IA, sur le cloud que vous utilisez déjà, et nous laissons votre équipe en mesure de tout maintenir.",
  },
  areas: {
    intro: {
      eyebrow: "Domaines d’intervention",
      title: "Six domaines, une plateforme de données cohérente",
      lead: "La plupart de nos clients viennent nous voir avec un problème urgent, comme un entrepôt de données trop lent ou un audit raté. Nous le résolvons de façon cohérente avec l’ensemble de la plateforme, pour que le projet suivant parte sur des bases plus solides.",
    },
    items: [
      {
        id: "data-strategy-architecture",
        icon: "compass",
        title: "Stratégie et architecture des données",
        description:
          "Une architecture cible et une feuille de route séquencée, liées aux décisions et aux produits pour lesquels votre activité a réellement besoin de données.",
        longDescription:
          "Nous commençons par des entretiens avec les équipes métier et techniques, un inventaire des sources, des systèmes et des coûts, et une revue des rapports et des modèles qui comptent le plus. Nous concevons ensuite une architecture cible, généralement un lakehouse ou un entrepôt de données cloud avec des responsabilités de domaine claires, et une feuille de route ordonnée selon la valeur et les dépendances.\n\nLe résultat est concret : des dossiers de décisions d’architecture, un plan chiffré pour les quatre trimestres suivants, et les deux ou trois premiers projets cadrés avec suffisamment de précision pour démarrer immédiatement.",
        benefits: [
          "Des investissements liés à des résultats métier précis",
          "Des décisions d’architecture documentées avec leurs arbitrages",
          "Des estimations de coûts et d’effectifs réalistes",
          "Une feuille de route ordonnée selon la valeur et les dépendances",
        ],
        examples: [
          "Pour un assureur spécialisé, un diagnostic de six semaines a regroupé quatre chaînes de reporting redondantes en une seule feuille de route et réduit de 20% les dépenses prévues pour la plateforme.",
          "Pour une entreprise de logistique, nous avons conçu un lakehouse organisé par domaines qui a permis à trois équipes régionales de publier des jeux de données partagés selon des standards communs.",
          "Pour un groupe de services de santé, un diagnostic de maturité des données a identifié les cinq systèmes sources qui alimentaient 80% du reporting de la direction et les a priorisés pour la migration.",
        ],
      },
      {
        id: "data-pipelines-processing",
        icon: "workflow",
        title: "Pipelines et traitement des données",
        description:
          "Des pipelines batch et streaming testés, observables et peu coûteux à exploiter, de l’ingestion jusqu’aux tables modélisées.",
        longDescription:
          "Nous construisons l’ingestion avec des connecteurs managés comme Fivetran ou Airbyte lorsqu’ils conviennent, et des extracteurs sur mesure dans le cas contraire, puis nous modélisons les données dans dbt avec des tests de fraîcheur, d’unicité et d’intégrité référentielle. L’orchestration tourne dans Airflow ou Dagster, avec des alertes adressées à l’équipe responsable de chaque jeu de données.\n\nPour les cas d’usage sensibles à la latence, nous ajoutons la capture des changements de données avec Debezium et le streaming via Kafka, en conservant un seul jeu de définitions métier pour les chemins batch et temps réel.",
        benefits: [
          "Des anomalies de qualité détectées avant que les tableaux de bord ne cassent",
          "Un responsable clairement identifié pour chaque pipeline",
          "Des coûts de calcul réduits grâce aux modèles incrémentaux",
          "Un seul jeu de définitions pour le batch et le streaming",
        ],
        examples: [
          "Pour une place de marché en ligne, le passage de rechargements complets nocturnes à des modèles dbt incrémentaux a réduit de 35% les coûts de calcul de l’entrepôt de données.",
          "Pour un prêteur fintech, un pipeline de capture des changements de données avec Debezium et Kafka a fait arriver les mises à jour de statut des prêts dans l’entrepôt en deux minutes au lieu d’une nuit.",
          "Pour un groupe de médias, les tests dbt et les alertes Airflow ont fait passer les incidents de données signalés par les utilisateurs métier d’une dizaine par mois à deux.",
        ],
      },
      {
        id: "visualization-analytics",
        icon: "chart-bar",
        title: "Visualisation et analytique",
        description:
          "Des tableaux de bord et une analytique en libre-service bâtis sur une couche sémantique partagée, pour que toutes les équipes communiquent les mêmes chiffres.",
        longDescription:
          "Rien n’érode la confiance plus vite que deux tableaux de bord affichant des chiffres contradictoires. Nous définissons les indicateurs une seule fois dans une couche sémantique, avec les métriques dbt, LookML ou les jeux de données Power BI, et construisons par-dessus des tableaux de bord ayant chacun un responsable et un objectif clairs.\n\nNous concevons avec les personnes qui utilisent les rapports : des synthèses pour la direction qui tiennent sur un seul écran, des vues opérationnelles actualisées au rythme des décisions, et des espaces en libre-service gouvernés où les analystes peuvent explorer sans créer une énième version du chiffre d’affaires.",
        benefits: [
          "Une seule définition pour chaque indicateur clé",
          "Des tableaux de bord conçus autour de décisions réelles",
          "Une analytique en libre-service sans prolifération d’indicateurs",
          "Moins de demandes de rapports ponctuels adressées à l’équipe data",
        ],
        examples: [
          "Pour une enseigne nationale de distribution, une nouvelle plateforme analytique dotée d’une couche sémantique partagée a généré un ROI de 215% dès sa première année.",
          "Pour une société de gestion immobilière, nous avons remplacé 140 rapports historiques par 18 tableaux de bord gouvernés couvrant les mêmes décisions.",
          "Pour un réseau de santé associatif, un tableau de bord de programmes dans Looker Studio a ramené la préparation du rapport mensuel au conseil d’administration de quatre jours à une demi-journée.",
        ],
      },
      {
        id: "governance-compliance",
        icon: "shield-check",
        title: "Gouvernance et conformité",
        description:
          "Catalogues, traçabilité, contrôles d’accès et politiques de conservation qui répondent aux exigences réglementaires sans ralentir les analystes.",
        longDescription:
          "Une bonne gouvernance rend les bonnes données faciles à trouver et les mauvais accès difficiles à obtenir. Nous mettons en place un catalogue de données avec traçabilité, classifions les champs sensibles et appliquons les accès par des politiques fondées sur les rôles et les attributs directement dans l’entrepôt de données, plutôt que dans des tableurs d’autorisations.\n\nNous rattachons les contrôles aux réglementations auxquelles vous êtes soumis, automatisons la collecte de preuves pour les audits et définissons des processus de conservation et de suppression qui s’exécutent réellement, y compris pour les demandes des personnes concernées au titre du RGPD et du CCPA.",
        benefits: [
          "Des données sensibles classifiées et masquées par politique",
          "Une traçabilité de la source au tableau de bord",
          "Des preuves d’audit collectées automatiquement",
          "Des demandes des personnes concernées traitées en jours, pas en semaines",
        ],
        examples: [
          "Pour une entreprise de santé numérique, le masquage au niveau des colonnes et la traçabilité dans Unity Catalog l’ont aidée à réussir une évaluation des risques HIPAA sans constat majeur.",
          "Pour une plateforme de voyage européenne, un processus de suppression automatisé a ramené le délai de traitement des demandes d’effacement RGPD de 21 jours en moyenne à 3.",
          "Pour une start-up du paiement, nous avons circonscrit les données de titulaires de cartes à deux schémas isolés, réduisant de plus de moitié le nombre de systèmes dans le périmètre PCI DSS.",
        ],
      },
      {
        id: "cloud-integrations",
        icon: "cloud-cog",
        title: "Intégrations cloud",
        description:
          "Migrations et intégrations sur AWS, Azure, Google Cloud et Snowflake, définies sous forme de code et dimensionnées pour votre charge de travail.",
        longDescription:
          "Nous migrons par étapes les entrepôts de données sur site et les clusters Hadoop vers des plateformes cloud, en faisant tourner l’ancien et le nouveau système en parallèle et en rapprochant les résultats jusqu’à la validation par le métier. L’infrastructure est définie dans Terraform, et les environnements, le réseau et la gestion des identités et des accès sont revus par votre équipe sécurité.\n\nNous connectons aussi des applications SaaS comme Salesforce, NetSuite et Workday via des connecteurs managés ou des API, et mettons en place un suivi des coûts pour que les dépenses restent visibles à mesure que l’usage augmente.",
        benefits: [
          "Des migrations par étapes avec rapprochement en parallèle",
          "Une infrastructure définie et revue sous forme de code",
          "Des dépenses cloud visibles par équipe et par charge de travail",
          "Des données SaaS disponibles aux côtés des systèmes cœur",
        ],
        examples: [
          "Pour un groupe industriel, nous avons migré en cinq mois vers Snowflake un entrepôt de données SQL Server sur site de 30 TB, sans aucune interruption du reporting.",
          "Pour un réseau universitaire, un environnement BigQuery géré avec Terraform a remplacé des projets disparates et réduit de 18% les dépenses cloud mensuelles.",
          "Pour un cabinet de services professionnels, l’intégration des données Salesforce et NetSuite dans Azure a donné à la direction financière une vue quotidienne du pipeline commercial par rapport à la facturation.",
        ],
      },
      {
        id: "documentation-training",
        icon: "graduation-cap",
        title: "Documentation et formation",
        description:
          "Procédures d’exploitation, dictionnaires de données et formations pratiques pour que votre équipe puisse exploiter et faire évoluer la plateforme après notre départ.",
        longDescription:
          "Nous documentons au fil de la construction plutôt qu’à la fin : descriptions des jeux de données dans le catalogue, procédures pour les pannes courantes et notes d’architecture qui expliquent les raisons des décisions. La documentation vit à côté du code, elle est donc relue et mise à jour à chaque modification.\n\nLa formation est adaptée à chaque rôle. Les ingénieurs travaillent en binôme avec nous sur de vrais tickets, les analystes apprennent la couche sémantique et les bonnes pratiques SQL, et les utilisateurs métier suivent de courtes sessions pour trouver et interpréter les tableaux de bord sur lesquels ils s’appuient.",
        benefits: [
          "Moins de dépendance envers des consultants externes",
          "Une intégration plus rapide des nouvelles recrues",
          "Une documentation tenue à jour avec le code",
          "Une formation adaptée à chaque rôle",
        ],
        examples: [
          "Pour un fournisseur régional d’énergie, un programme de travail en binôme de six semaines a préparé son équipe data de quatre personnes à prendre entièrement en main une nouvelle plateforme dbt et Airflow.",
          "Pour un courtier en assurance, un dictionnaire de données consultable de 600 champs a réduit d’environ 40% les questions récurrentes adressées à l’équipe analytique.",
          "Pour un réseau de banques alimentaires, de courtes sessions enregistrées sur leurs tableaux de bord de stocks ont permis aux équipes de 22 sites d’utiliser les mêmes rapports.",
        ],
      },
    ],
  },
  strategy: {
    intro: {
      eyebrow: "Stratégie data",
      title: "Une stratégie construite autour des décisions, pas des outils",
      lead: "Avant de recommander une plateforme, nous examinons quelles décisions votre activité doit prendre plus vite ou mieux, et quelles données pourraient les faire évoluer. Les outils en découlent.",
    },
    points: [
      {
        icon: "search",
        title: "État des lieux",
        description:
          "Nous inventorions les sources, les pipelines, les rapports et les coûts, et interrogeons les producteurs et les consommateurs de données pour repérer où se perdent le temps et la confiance.",
      },
      {
        icon: "layers",
        title: "Architecture cible",
        description:
          "Nous concevons une plateforme dimensionnée pour vos charges de travail et votre équipe, avec des arbitrages documentés entre entrepôt de données, lakehouse et streaming.",
      },
      {
        icon: "route",
        title: "Feuille de route séquencée",
        description:
          "Nous ordonnons le travail selon la valeur métier et les dépendances, avec des estimations de coûts, des besoins en effectifs et des jalons mesurables pour chaque trimestre.",
      },
    ],
  },
  tabs: {
    intro: {
      eyebrow: "Notre façon de construire",
      title: "Ingénierie, analytique et gouvernance, ensemble",
      lead: "Pipelines, reporting et contrôles sont conçus comme un seul système. Ainsi, les chiffres d’un tableau de bord peuvent être rattachés à leur source et aux personnes autorisées à les consulter.",
    },
    items: [
      {
        value: "pipelines",
        label: "Pipelines de données",
        title: "Des pipelines de données fiables",
        description:
          "Ingestion, transformation et orchestration construites avec des tests, un contrôle de version et des alertes dès le premier commit.",
        points: [
          "Connecteurs managés et sur mesure pour les bases de données, les API et les outils SaaS",
          "Transformations dans dbt avec des tests sur chaque modèle",
          "Capture des changements de données pour des mises à jour en quasi-temps réel",
          "Orchestration avec nouvelles tentatives, alertes et responsables clairement identifiés",
        ],
        tools: ["dbt", "Apache Airflow", "Dagster", "Fivetran", "Apache Kafka", "Debezium"],
      },
      {
        value: "visualization",
        label: "Visualisation",
        title: "Une analytique réellement utilisée",
        description:
          "Des tableaux de bord et des outils en libre-service bâtis sur des définitions d’indicateurs gouvernées, conçus avec les équipes qui prennent les décisions.",
        points: [
          "Couche sémantique avec une seule définition par indicateur",
          "Tableaux de bord pour la direction et pour les opérations",
          "Exploration en libre-service gouvernée pour les analystes",
          "Suivi de l’usage pour retirer les rapports que personne n’ouvre",
        ],
        tools: ["Power BI", "Tableau", "Looker", "Apache Superset", "dbt Semantic Layer"],
      },
      {
        value: "governance",
        label: "Gouvernance",
        title: "Une gouvernance intégrée à la plateforme",
        description:
          "Accès, traçabilité, qualité et conservation appliqués par la plateforme elle-même, et pas seulement par des documents de politique.",
        points: [
          "Catalogue de données avec traçabilité de la source au rapport",
          "Classification et masquage des données sensibles",
          "Politiques d’accès fondées sur les rôles et les attributs",
          "Processus automatisés de conservation et de suppression",
        ],
        tools: ["Unity Catalog", "Collibra", "DataHub", "Great Expectations", "Immuta"],
      },
    ],
  },
  compliance: {
    intro: {
      eyebrow: "Conformité",
      title: "Des contrôles alignés sur les normes auxquelles vous êtes soumis",
      lead: "Nous mettons en œuvre les contrôles techniques dans la plateforme de données et les documentons sous la forme qu’attendent vos auditeurs et votre service juridique. Nous travaillons aux côtés de vos juristes et de vos équipes conformité, pas à leur place.",
    },
    standards: [
      {
        name: "RGPD",
        description:
          "Nous cartographions les données personnelles dans l’ensemble des systèmes, appliquons des accès fondés sur la finalité et automatisons les demandes d’effacement et d’accès avec une trace auditable.",
      },
      {
        name: "CCPA",
        description:
          "Nous étiquetons les données des consommateurs californiens, appliquons les demandes d’opposition et de suppression jusque dans les tables en aval, et conservons la preuve du traitement de chaque demande.",
      },
      {
        name: "HIPAA",
        description:
          "Nous maintenons les informations de santé protégées dans des environnements approuvés, appliquons le chiffrement et le principe d’accès minimal nécessaire, et journalisons chaque requête portant sur des PHI.",
      },
      {
        name: "SOC 2",
        description:
          "Nous mettons en place les revues d’accès, la gestion des changements et la supervision de la plateforme de données, et rassemblons les preuves que votre auditeur demandera.",
      },
      {
        name: "ISO 27001",
        description:
          "Nous alignons les contrôles de la plateforme de données sur votre système de management de la sécurité de l’information et les documentons au regard des mesures pertinentes de l’annexe A.",
      },
      {
        name: "PCI DSS",
        description:
          "Nous réduisons au minimum les systèmes en contact avec les données de titulaires de cartes grâce à la segmentation et à la tokenisation, ce qui restreint le périmètre d’audit et les contrôles nécessaires pour le maintenir.",
      },
    ],
  },
  cloud: {
    intro: {
      eyebrow: "Plateformes cloud",
      title: "Bâti sur le cloud que vous utilisez déjà",
      lead: "Nous sommes indépendants des plateformes et travaillons dans le cadre de vos contrats et de votre modèle de sécurité existants. Lorsqu’une charge de travail serait moins chère ou plus simple ailleurs, nous le disons, chiffres à l’appui.",
    },
    platforms: [
      {
        icon: "cloud",
        platform: "AWS",
        uses: [
          "Data lakes S3 avec Glue et Athena",
          "Entrepôt de données Redshift et streaming Kinesis",
          "Airflow managé et contrôle d’accès fondé sur IAM",
        ],
      },
      {
        icon: "server",
        platform: "Microsoft Azure",
        uses: [
          "Azure Data Lake Storage et Synapse",
          "Pipelines Data Factory et Event Hubs",
          "Power BI et gouvernance avec Microsoft Purview",
        ],
      },
      {
        icon: "cloud-cog",
        platform: "Google Cloud",
        uses: [
          "Entrepôt de données BigQuery et BI Engine",
          "Streaming avec Dataflow et Pub/Sub",
          "Gouvernance avec Dataplex et analytique avec Looker",
        ],
      },
      {
        icon: "database",
        platform: "Snowflake",
        uses: [
          "Entrepôts multi-clusters dimensionnés par charge de travail",
          "Partage sécurisé de données avec les partenaires",
          "Masquage dynamique et politiques d’accès au niveau des lignes",
        ],
      },
    ],
  },
  closing: {
    title: "Prêt à asseoir vos données sur des bases plus solides ?",
    lead: "Parlez à notre équipe data du problème auquel vous faites face. Nous examinerons votre configuration actuelle et reviendrons vers vous avec un plan court et chiffré pour la première phase.",
  },
};
