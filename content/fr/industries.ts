import type { allIndustries as english } from "@/content/industries";

export const allIndustries: typeof english = [
  {
    id: "aerospace-defense",
    name: "Aéronautique et défense",
    description:
      "Maintenance prédictive des flottes, modèles de risque pour la chaîne d’approvisionnement et IA sécurisée et auditable pour les programmes critiques.",
    gradient: "sky-indigo",
    icon: "plane",
    hero: {
      eyebrow: "Secteurs · Aéronautique et défense",
      title: "Des flottes prêtes à opérer, grâce à une IA que vous pouvez auditer",
      highlight: "une IA que vous pouvez auditer",
      lead: "Nous construisons des systèmes de maintenance prédictive, de gestion des risques d’approvisionnement et de connaissance technique pour les avionneurs, les prestataires MRO et les industriels de la défense. Ils fonctionnent à l’intérieur de votre périmètre de sécurité, et chaque prédiction peut être rattachée aux données qui la fondent.",
    },
    challenges: [
      {
        icon: "wrench",
        title: "Les déposes imprévues clouent les avions au sol",
        description:
          "La dépose non programmée d’un moteur ou d’un équipement peut immobiliser un avion pendant des jours et se répercuter sur les équipages, les pièces de rechange et les plannings. La plupart des équipes MRO planifient encore selon des intervalles fixes plutôt qu’en fonction de l’état réel de chaque pièce.",
      },
      {
        icon: "lock",
        title: "Les données contrôlées limitent où l’IA peut tourner",
        description:
          "Les obligations ITAR, EAR et CMMC déterminent qui peut consulter les données techniques et où elles peuvent être traitées. Beaucoup d’outils d’IA supposent un cloud public et un support délocalisé, ce qui les exclut d’emblée.",
      },
      {
        icon: "boxes",
        title: "Des chaînes d’approvisionnement longues et fragiles",
        description:
          "Les pièces de fonderie, de forge et d’avionique à source unique ont des délais qui se comptent en trimestres. Un fournisseur en retard ou un composant obsolète n’est souvent repéré qu’au moment où une fabrication ou une réparation l’attend déjà.",
      },
    ],
    solutions: [
      {
        icon: "gauge",
        title: "Maintenance prédictive (Apprentissage automatique)",
        bullets: [
          "Modèles de durée de vie résiduelle entraînés sur la surveillance de l’état des moteurs et les rapports d’atelier",
          "Prévisions de dépose intégrées à la planification MRO et à l’approvisionnement en pièces",
          "Rapports de fiabilité que les ingénieurs peuvent retracer jusqu’aux données sources",
        ],
      },
      {
        icon: "shield-check",
        title: "Plateformes de données conformes ITAR et CMMC (Solutions data)",
        bullets: [
          "Déploiement dans GovCloud ou dans des enclaves sur site, avec un accès réservé aux U.S. persons",
          "Traçabilité, journaux d’accès et marquage de contrôle des exportations sur chaque jeu de données",
          "Contrôles alignés sur NIST SP 800-171 pour les évaluations CMMC",
        ],
      },
      {
        icon: "bot",
        title: "Agents pour l’ingénierie et la chaîne d’approvisionnement (IA agentique)",
        bullets: [
          "Réponses sourcées à partir des manuels de maintenance, des bulletins de service et des ordres de travail",
          "Surveillance du risque fournisseur qui signale les pièces en retard, à source unique ou obsolètes",
          "Projets de dossiers de travaux transmis au personnel habilité pour approbation",
        ],
      },
    ],
    featuredCase: {
      title: "Maintenance conditionnelle pour une flotte régionale de turbopropulseurs",
      client: "Cirrus Ridge Aviation Services",
      summary:
        "Cirrus Ridge assure la maintenance des moteurs d’exploitants régionaux de turbopropulseurs dans toute l’Amérique du Nord. Nous avons construit des modèles de durée de vie résiduelle sur huit années de données de surveillance moteur et de visites en atelier, fonctionnant entièrement dans l’environnement contrôlé ITAR de l’entreprise. Les planificateurs programment désormais les déposes plusieurs semaines à l’avance, dans une base où pièces et équipes sont prêtes.",
      metrics: [
        { value: "62%", label: "de déposes moteur imprévues en moins" },
        { value: "23%", label: "d’immobilisation en moins pour maintenance non programmée" },
        { value: "$14M", label: "de coûts annuels de maintenance et de location évités" },
      ],
    },
    quote: {
      text: "Nous avions déjà essayé deux outils prédictifs. C’est le premier que nos ingénieurs ont adopté, parce que chaque alerte montre les tendances des capteurs et les constats d’atelier qui la justifient, et que rien ne sort de notre environnement contrôlé.",
      role: "Vice-président de l’ingénierie de fiabilité, prestataire MRO aéronautique",
    },
    closing: {
      title: "Travaillez avec une équipe qui connaît le contrôle des exportations",
      lead: "Parlez-nous de votre flotte, de votre programme ou de votre chaîne d’approvisionnement. Nous vous expliquerons ce que vos données permettent, ce que vos obligations de conformité impliquent pour l’architecture et où un premier modèle serait rentable.",
    },
  },
  {
    id: "climate-agritech",
    name: "Climat et agritech",
    description:
      "Prévision des rendements, irrigation de précision et suivi des émissions pour aider producteurs et équipes climat à agir à partir des données de terrain et satellitaires.",
    gradient: "emerald-lime",
    icon: "sprout",
    hero: {
      eyebrow: "Secteurs · Climat et agritech",
      title:
        "Transformez les données de terrain et satellitaires en décisions auxquelles les producteurs se fient",
      highlight: "décisions auxquelles les producteurs se fient",
      lead: "Nous aidons les entreprises agricoles, les coopératives de producteurs et les équipes climat à combiner imagerie satellite, capteurs de sol et données météo pour produire des prévisions et des commandes qui fonctionnent à l’échelle de la parcelle.",
    },
    challenges: [
      {
        icon: "droplets",
        title: "L’eau est rare, et son prix en témoigne",
        description:
          "L’irrigation est souvent programmée selon le calendrier ou l’habitude. Trop arroser gaspille de l’eau, de l’énergie et des engrais ; pas assez coûte du rendement pendant les semaines décisives.",
      },
      {
        icon: "satellite",
        title: "Des données qui ne se rejoignent jamais",
        description:
          "Imagerie satellite, sondes de sol, journaux des machines et notes des agronomes sont dispersés dans des outils distincts, avec des résolutions et des lacunes différentes. Peu d’équipes parviennent à les réunir en une seule vue de la parcelle.",
      },
      {
        icon: "leaf",
        title: "Des déclarations d’émissions sous surveillance",
        description:
          "Acheteurs, prêteurs et régulateurs exigent désormais des chiffres mesurés de scope 3 et de carbone des sols plutôt que des estimations. Un reporting à base de tableurs ne résiste pas à un audit.",
      },
    ],
    solutions: [
      {
        icon: "wheat",
        title: "Prévision des rendements et des cultures (Apprentissage automatique)",
        bullets: [
          "Prévisions de rendement à la parcelle à partir de l’imagerie, de la météo et de l’historique cultural",
          "Alertes sur les risques de maladies et de ravageurs avant que les dégâts ne soient visibles",
          "Intervalles de prévision qui indiquent le degré de confiance à accorder à chaque chiffre",
        ],
      },
      {
        icon: "waves",
        title: "Irrigation de précision (Stream House, Solutions MCP)",
        bullets: [
          "Données d’humidité du sol et de météo transmises en continu par des milliers de sondes",
          "Calendriers d’irrigation envoyés directement aux automates de pompes et de vannes",
          "Reprise en main manuelle et seuils d’alarme qui restent entre les mains de l’exploitant",
        ],
      },
      {
        icon: "chart-bar",
        title: "Données d’émissions et MRV (Solutions data)",
        bullets: [
          "Un seul modèle de données pour les opérations culturales, les intrants et les facteurs d’émission",
          "Des pistes de mesure, de reporting et de vérification prêtes pour les auditeurs",
          "Des chiffres de scope 3 transmis aux acheteurs dans les formats qu’ils exigent",
        ],
      },
    ],
    featuredCase: {
      title: "Irrigation par bloc pour une coopérative de producteurs de la Central Valley",
      client: "Sierra Verde Growers Cooperative",
      summary:
        "Les membres de Sierra Verde cultivent amandes et pistaches dans la Central Valley californienne, où les quotas d’eau souterraine se resserrent chaque année. Nous avons combiné sondes d’humidité du sol, données d’évapotranspiration et imagerie satellite pour établir des calendriers d’irrigation par bloc exécutés directement sur les automates de pompage de la coopérative. Les producteurs consultent chaque calendrier sur leur téléphone et peuvent le modifier à tout moment.",
      metrics: [
        { value: "37%", label: "d’eau d’irrigation en moins par acre" },
        { value: "12%", label: "de rendement en plus par acre" },
        { value: "$2.8M", label: "d’économies annuelles d’eau et d’énergie de pompage" },
      ],
    },
    quote: {
      text: "Nos producteurs sont des gens pragmatiques. Ils ont adopté les calendriers parce que les recommandations correspondaient à ce qu’ils voyaient dans le verger, et les factures d’eau ont baissé dès la première saison.",
      role: "Directeur général, coopérative de producteurs",
    },
    closing: {
      title: "Commencez avec une saison de données",
      lead: "Apportez-nous une culture, une région et les données que vous collectez déjà. Nous vous montrerons quelles prévisions et quelles commandes elles permettent, et ce qu’un pilote d’une saison mesurerait.",
    },
  },
  {
    id: "banking-fintech",
    name: "Banque et fintech",
    description:
      "Détection de fraude en temps réel, modèles de risque de crédit et assistants IA conformes pour les banques, les prêteurs et les plateformes de paiement.",
    gradient: "blue-cyan",
    icon: "banknote",
    hero: {
      eyebrow: "Secteurs · Banque et fintech",
      title: "Détectez la fraude en quelques millisecondes sans bloquer les bons clients",
      highlight: "en quelques millisecondes",
      lead: "Nous construisons des systèmes de lutte contre la fraude, de risque de crédit et de service client pour les banques, les prêteurs et les plateformes de paiement, avec la gouvernance des modèles, les explications et les pistes d’audit qu’attendent vos régulateurs.",
    },
    challenges: [
      {
        icon: "credit-card",
        title: "La fraude va plus vite que les règles par lots",
        description:
          "La fraude au paiement à distance et la prise de contrôle de comptes s’adaptent en quelques jours. Des règles revues une fois par mois détectent le schéma du mois précédent et refusent au passage des clients légitimes.",
      },
      {
        icon: "scale",
        title: "Risque de modèle et exigences de prêt équitable",
        description:
          "Tout modèle qui influence une décision client relève de la gestion du risque de modèle et du contrôle d’équité en matière de crédit. Des scores opaques et non documentés peuvent rester des mois en validation.",
      },
      {
        icon: "headphones",
        title: "Des coûts de service qui augmentent à chaque produit",
        description:
          "Contestations, rétrofacturations et mises à jour KYC génèrent des files de travail répétitif. Les clients attendent une réponse en quelques minutes, et chaque réponse doit être exacte et conforme.",
      },
    ],
    solutions: [
      {
        icon: "shield",
        title: "Détection de fraude en temps réel (Apprentissage automatique, Stream House)",
        bullets: [
          "Scoring des transactions en quelques millisecondes dans le circuit d’autorisation",
          "Variables de graphe reliant appareils, comptes et commerçants",
          "Codes motifs compréhensibles par les analystes comme par les clients",
        ],
      },
      {
        icon: "file-search",
        title:
          "Risque de crédit et gouvernance des modèles (Apprentissage automatique, Solutions data)",
        bullets: [
          "Modèles de crédit avec contraintes de monotonie et motifs de refus",
          "Documentation, dossiers de validation et détection de dérive alignés sur SR 11-7",
          "Tests d’équité sur les catégories protégées avant chaque mise en production",
        ],
      },
      {
        icon: "messages-square",
        title: "Agents de service conformes (IA agentique)",
        bullets: [
          "Agents de contestation et de rétrofacturation qui rassemblent les preuves et préparent les dossiers",
          "Processus de mise à jour KYC avec validation humaine à chaque point de décision",
          "Conversations archivées pour l’audit et le traitement des réclamations",
        ],
      },
    ],
    featuredCase: {
      title: "Détection de la fraude à la carte en temps réel pour une banque en ligne",
      client: "Lumen Digital Bank",
      summary:
        "Le moteur à base de règles de Lumen ne détectait la plupart des fraudes qu’après la compensation et refusait au passage trop de clients honnêtes. Nous avons construit un système de machine learning qui évalue chaque paiement par carte en quelques millisecondes, avant son autorisation, et montre aux analystes les raisons de chaque score. L’équipe antifraude consacre désormais son temps aux dossiers qui demandent du discernement.",
      metrics: [
        { value: "91%", label: "des fraudes détectées avant la compensation" },
        { value: "73%", label: "de faux positifs en moins" },
        { value: "$7.2M", label: "de pertes annuelles liées à la fraude évitées" },
      ],
      caseStudyId: "fraud-detection-digital-bank",
    },
    quote: {
      text: "Nous avons cessé de débattre de la justesse du modèle, car chaque refus s’accompagne de motifs que nos analystes peuvent vérifier. Nos clients l’ont remarqué aussi : beaucoup moins de cartes valides sont bloquées.",
      role: "Directrice des risques, banque en ligne",
    },
    closing: {
      title: "Découvrez ce que vos données de transactions peuvent révéler",
      lead: "Nous pouvons tester un modèle a posteriori face à vos règles actuelles sur vos propres transactions historiques, et vous montrer le taux de détection et le taux de faux positifs avant toute mise en service.",
    },
  },
  {
    id: "energy",
    name: "Énergie",
    description:
      "Prévision de la charge du réseau, surveillance de l’état des actifs et analytique en streaming pour les fournisseurs d’énergie et les exploitants d’énergies renouvelables.",
    gradient: "amber-orange",
    icon: "zap",
    hero: {
      eyebrow: "Secteurs · Énergie",
      title: "Pilotez le réseau avec des prévisions exploitables",
      highlight: "des prévisions exploitables",
      lead: "Nous construisons des systèmes de prévision de la charge et de la production, de surveillance de l’état des actifs et de pilotage en streaming pour les fournisseurs d’énergie, les producteurs indépendants et les exploitants d’énergies renouvelables.",
    },
    challenges: [
      {
        icon: "sun",
        title: "Une production variable, des marges plus serrées",
        description:
          "La production solaire et éolienne peut varier en quelques minutes, et les frais d’écart pénalisent chaque erreur de prévision. Les modèles à J-1 conçus pour un parc thermique n’ont pas été pensés pour cela.",
      },
      {
        icon: "activity",
        title: "Des actifs vieillissants, des équipes limitées",
        description:
          "Transformateurs, onduleurs et turbines tombent en panne sans prévenir, et les équipes de terrain ne peuvent pas tout inspecter dans les temps. Les arrêts imprévus coûtent du chiffre d’affaires et, sur certains marchés, des pénalités réglementaires.",
      },
      {
        icon: "network",
        title: "Des systèmes opérationnels qui ne communiquent pas",
        description:
          "SCADA, historiens, systèmes de gestion des ressources distribuées et plateformes de marché proviennent de fournisseurs et d’époques différents. Obtenir un signal propre et en temps réel à partir de tous ces systèmes est souvent la partie la plus difficile d’un projet analytique.",
      },
    ],
    solutions: [
      {
        icon: "chart-line",
        title: "Prévision de la charge et de la production (Apprentissage automatique)",
        bullets: [
          "Prévisions probabilistes à J-1 et infrajournalières pour la charge, le solaire et l’éolien",
          "Ensembles météo et plannings d’indisponibilité intégrés automatiquement",
          "Prévisions livrées directement dans les systèmes de trading et de dispatching",
        ],
      },
      {
        icon: "gauge",
        title: "Surveillance de l’état des actifs (Stream House)",
        bullets: [
          "Données de capteurs transmises depuis les historiens et le SCADA avec une latence inférieure à la seconde",
          "Détection d’anomalies pour les transformateurs, les onduleurs et les turbines",
          "Ordres de travail créés dans votre système de maintenance, preuves à l’appui",
        ],
      },
      {
        icon: "cpu",
        title: "Intégration du contrôle-commande (Solutions MCP)",
        bullets: [
          "Couches de contrôle modulaires reliant SCADA, DERMS et contrôleurs de batteries",
          "Pilotage des batteries guidé par les prévisions, dans les limites fixées par les opérateurs",
          "Segmentation réseau et contrôle d’accès alignés sur IEC 62443",
        ],
      },
    ],
    featuredCase: {
      title: "Santé des actifs et prévisions pour un portefeuille éolien et solaire",
      client: "Highplain Renewables",
      summary:
        "Highplain exploite des parcs éoliens et solaires dans trois régions du réseau électrique américain. Nous avons centralisé en streaming les données de capteurs de chaque site dans une plateforme de surveillance unique, ajouté des modèles de prédiction de pannes pour les turbines et les onduleurs, et remplacé la prévision à J-1 par un modèle probabiliste relié à son système de programmation. Les équipes sur site planifient désormais les réparations pendant les périodes de faible production au lieu de réagir aux déclenchements.",
      metrics: [
        { value: "67%", label: "d’arrêts imprévus de turbines et d’onduleurs en moins" },
        { value: "42%", label: "de frais d’écart en moins" },
        { value: "$5.3M", label: "de revenus de production annuels préservés" },
      ],
    },
    quote: {
      text: "Pour la première fois, notre salle de conduite et nos équipes de maintenance regardent les mêmes données. Nous réparons les équipements avant qu’ils ne déclenchent, et nous programmons les interventions quand elles nous coûtent le moins.",
      role: "Responsable de la gestion des actifs, producteur d’énergie renouvelable",
    },
    closing: {
      title: "Commencez par un site ou une prévision",
      lead: "Donnez-nous accès à l’historien d’une seule centrale ou à une année de charge mesurée, et nous vous montrerons sur vos propres données ce qu’auraient rapporté de meilleures prévisions et des alertes plus précoces.",
    },
  },
  {
    id: "government",
    name: "Secteur public",
    description:
      "Agents de service aux usagers, automatisation du traitement des dossiers et modèles transparents et responsables pour les administrations.",
    gradient: "teal-emerald",
    icon: "landmark",
    hero: {
      eyebrow: "Secteurs · Secteur public",
      title: "Des services publics plus rapides, avec la redevabilité intégrée",
      highlight: "la redevabilité intégrée",
      lead: "Nous aidons les administrations à répondre plus vite aux usagers, à résorber les retards de traitement et à moderniser leurs données, avec des systèmes autorisés, accessibles et explicables pour le public qu’elles servent.",
    },
    challenges: [
      {
        icon: "clock",
        title: "Des retards visibles par les usagers",
        description:
          "Demandes de prestations, permis et licences attendent des semaines dans les files. Les agents passent une grande partie de leur journée à ressaisir des données et à répondre aux appels de suivi au lieu de statuer sur les dossiers.",
      },
      {
        icon: "shield-check",
        title: "Une autorisation avant toute mise en service",
        description:
          "Les services cloud doivent obtenir une autorisation FedRAMP ou StateRAMP, et chaque système ouvert au public doit respecter les normes d’accessibilité Section 508 et WCAG. Les outils conçus pour le secteur privé sont rarement prêts pour l’une ou l’autre.",
      },
      {
        icon: "scale",
        title: "Des décisions que le public peut contester",
        description:
          "L’aide automatisée aux décisions publiques doit être explicable, équitable et susceptible de recours. Les administrations ont besoin de traces qui tiennent devant les inspections, les tribunaux et les demandes d’accès aux documents administratifs.",
      },
    ],
    solutions: [
      {
        icon: "messages-square",
        title: "Agents de service aux usagers (IA agentique)",
        bullets: [
          "Assistants multilingues qui répondent aux questions d’éligibilité et de suivi à partir des textes officiels",
          "Transfert à un agent instructeur avec l’intégralité de la conversation",
          "Interfaces WCAG 2.1 AA testées avec des personnes utilisant des technologies d’assistance",
        ],
      },
      {
        icon: "file-text",
        title:
          "Automatisation du traitement des dossiers (IA agentique, Apprentissage automatique)",
        bullets: [
          "Réception des documents avec extraction et contrôle des données de la demande",
          "Tri qui oriente les dossiers simples vers une instruction accélérée",
          "Chaque recommandation journalisée avec ses éléments justificatifs et l’agent qui a décidé",
        ],
      },
      {
        icon: "database",
        title: "Plateformes de données modernes et autorisées (Solutions data)",
        bullets: [
          "Déploiement sur des services cloud autorisés FedRAMP",
          "Données des mainframes et des anciens systèmes de gestion des dossiers migrées avec une traçabilité complète",
          "Tableaux de bord de reporting public et analyses d’impact algorithmique",
        ],
      },
    ],
    featuredCase: {
      title: "Résorber le retard de traitement des prestations d’un comté",
      client: "Lakemont County Department of Social Services",
      summary:
        "Le comté de Lakemont faisait face à des mois de retard dans le traitement des prestations et à des lignes téléphoniques constamment saturées. Nous avons construit un pipeline de réception des documents et un assistant multilingue pour les usagers sur une infrastructure autorisée FedRAMP, les agents instructeurs prenant toutes les décisions d’éligibilité. Chaque étape automatisée est journalisée, afin que les responsables et les auditeurs puissent voir exactement le parcours de chaque dossier.",
      metrics: [
        {
          value: "76%",
          label: "de réduction du délai moyen de traitement des demandes de prestations",
        },
        { value: "83%", label: "des questions de suivi traitées sans appel téléphonique" },
        { value: "$3.2M", label: "de coûts de fonctionnement annuels réaffectés à l’instruction" },
      ],
    },
    quote: {
      text: "Nos agents instructeurs prennent toujours toutes les décisions. Ce qui a changé, c’est qu’ils passent leur journée à décider plutôt qu’à saisir des données, et que les usagers peuvent consulter l’état de leur dossier à minuit, dans leur propre langue.",
      role: "Directrice des services sociaux, administration de comté",
    },
    closing: {
      title: "Commencez par un service que les usagers utilisent tous les jours",
      lead: "Nous intégrons les achats publics, l’autorisation de sécurité et la revue d’accessibilité dès la première semaine, pour qu’un pilote puisse devenir un service en production sans tout recommencer.",
    },
  },
  {
    id: "human-resources",
    name: "Ressources humaines",
    description:
      "Mise en correspondance des talents équitable et explicable, prévision de l’attrition et copilotes RH qui rendent du temps aux équipes RH.",
    gradient: "violet-fuchsia",
    icon: "users",
    hero: {
      eyebrow: "Secteurs · Ressources humaines",
      title: "Recrutez et fidélisez sur des faits, avec une équité démontrable",
      highlight: "une équité démontrable",
      lead: "Nous construisons des outils de mise en correspondance des talents, de prévision de l’attrition et des copilotes RH pour les équipes RH et les éditeurs de technologies RH, avec des audits de biais et des explications intégrés dès la conception.",
    },
    challenges: [
      {
        icon: "gavel",
        title: "Les outils de recrutement automatisés sont désormais réglementés",
        description:
          "La loi locale 144 de New York impose des audits de biais indépendants pour les outils automatisés d’aide à la décision en matière d’emploi, et le règlement européen sur l’IA classe les systèmes de recrutement parmi les systèmes à haut risque. Beaucoup d’outils utilisés aujourd’hui n’ont jamais été audités.",
      },
      {
        icon: "user-check",
        title: "L’attrition arrive par surprise",
        description:
          "Les démissions sur des postes critiques ne deviennent généralement visibles qu’à l’entretien de départ. À ce stade, le coût du remplacement, la perte de savoir-faire et la désorganisation de l’équipe sont déjà acquis.",
      },
      {
        icon: "message-square",
        title: "Des équipes RH submergées de questions",
        description:
          "Les questions sur les politiques internes, les avantages et les congés arrivent par e-mail et par chat toute la journée. Les RH de proximité passent des heures à rédiger des réponses qui figurent déjà dans un guide.",
      },
    ],
    solutions: [
      {
        icon: "scale",
        title: "Audits de biais et conception de modèles équitables (Apprentissage automatique)",
        bullets: [
          "Analyse des ratios d’impact par sexe et par origine, sous la forme exigée par les audits de la loi locale 144",
          "Modèles de mise en correspondance qui excluent les attributs protégés et leurs variables indirectes",
          "Informations aux candidats et explications en langage clair de chaque score",
        ],
      },
      {
        icon: "trending-up",
        title:
          "Prévision de l’attrition et des effectifs (Apprentissage automatique, Solutions data)",
        bullets: [
          "Risque d’attrition par équipe et par poste, avec les facteurs derrière chaque prévision",
          "Données du SIRH, de la paie et de l’engagement réunies dans un modèle unique et gouverné",
          "Vues agrégées qui protègent la vie privée de chacun",
        ],
      },
      {
        icon: "bot",
        title: "Copilotes RH (IA agentique)",
        bullets: [
          "Réponses aux questions sur les politiques et les avantages avec un lien vers le document source",
          "Processus de congés et d’intégration réalisés directement dans votre SIRH",
          "Transfert à une personne pour tout sujet sensible ou ambigu",
        ],
      },
    ],
    featuredCase: {
      title: "Mise en correspondance des candidats auditée pour un grand recruteur de l’hôtellerie",
      client: "Pinecrest Hospitality Group",
      summary:
        "Pinecrest recrute chaque année des milliers de collaborateurs de terrain dans ses hôtels, et ses recruteurs ne parvenaient plus à suivre le volume de candidatures. Nous avons construit un modèle de mise en correspondance fondé sur les compétences, l’avons fait auditer de manière indépendante selon les exigences de la loi locale 144 de New York avant son lancement, et ajouté un copilote RH qui planifie les entretiens. Les recruteurs prennent toutes les décisions d’embauche, et les ratios d’impact sont revus chaque trimestre.",
      metrics: [
        { value: "58%", label: "de temps de présélection en moins pour les recruteurs" },
        { value: "43%", label: "de délai de recrutement en moins pour les postes de terrain" },
        {
          value: "32%",
          label: "d’attrition en moins parmi les nouvelles recrues la première année",
        },
      ],
    },
    quote: {
      text: "Le service juridique a donné son feu vert parce que l’audit de biais est venu en premier, pas après le lancement. Les recruteurs font confiance aux listes restreintes parce qu’ils voient pourquoi chaque candidat y figure.",
      role: "Directrice des ressources humaines, groupe hôtelier",
    },
    closing: {
      title: "Commencez par un audit des outils que vous utilisez aujourd’hui",
      lead: "Si vous utilisez déjà des outils de présélection ou de mise en correspondance automatisés, nous pouvons les auditer sous l’angle des effets discriminatoires et de l’explicabilité, puis vous aider à corriger ce que nous trouvons ou à construire un remplaçant que vous pourrez défendre.",
    },
  },
  {
    id: "medical-pharmaceuticals",
    name: "Santé et pharmacie",
    description:
      "Prédiction du risque de réhospitalisation, sélection des sites d’essais cliniques et plateformes de données conformes HIPAA pour les établissements de santé et les équipes des sciences de la vie.",
    gradient: "blue-cyan",
    icon: "stethoscope",
    hero: {
      eyebrow: "Secteurs · Santé et pharmacie",
      title: "Raccourcir le chemin entre les données et le patient",
      highlight: "entre les données et le patient",
      lead: "Nous construisons des modèles de prédiction clinique, des outils pour les opérations d’essais cliniques et des plateformes de données conformes HIPAA pour les systèmes de santé et les entreprises des sciences de la vie, validés selon les exigences de vos équipes qualité et affaires réglementaires.",
    },
    challenges: [
      {
        icon: "flask-conical",
        title: "Des essais qui manquent leurs objectifs de recrutement",
        description:
          "La lenteur du recrutement des patients est l’une des causes les plus fréquentes de retard des essais, et de nombreux sites activés recrutent peu, voire aucun patient. Chaque mois de retard repousse un lancement et les revenus qui financent le programme suivant.",
      },
      {
        icon: "clipboard-check",
        title: "La validation ralentit chaque changement",
        description:
          "Les systèmes qui manipulent des données GxP exigent une validation des systèmes informatisés conforme au 21 CFR Part 11 et à GAMP 5. Les modèles qui se réentraînent ou dérivent soulèvent des questions auxquelles la plupart des procédures de validation ne répondent pas encore.",
      },
      {
        icon: "heart-pulse",
        title: "Des réhospitalisations évitables",
        description:
          "Les réhospitalisations évitables entraînent des pénalités financières et pèsent sur les capacités. Les équipes soignantes doivent savoir quels patients sont à risque avant leur sortie, et non après leur retour.",
      },
    ],
    solutions: [
      {
        icon: "map-pin",
        title: "Sélection des sites et recrutement des essais (Apprentissage automatique)",
        bullets: [
          "Classement des sites à partir de données de vie réelle, des performances passées et des populations de patients locales",
          "Prévisions de recrutement par site et par pays, mises à jour chaque semaine",
          "Vérification de la faisabilité du protocole à partir du nombre de patients éligibles",
        ],
      },
      {
        icon: "lock",
        title: "Plateformes de données validées et conformes HIPAA (Solutions data)",
        bullets: [
          "Garanties HIPAA, désidentification et audits d’accès intégrés à la plateforme",
          "Dossiers de validation GxP : exigences, analyse de risques et preuves IQ/OQ/PQ",
          "Maîtrise des changements pour les modèles, avec versions verrouillées et détection de dérive",
        ],
      },
      {
        icon: "stethoscope",
        title:
          "Prédiction clinique et agents de documentation (Apprentissage automatique, IA agentique)",
        bullets: [
          "Scores de risque de réhospitalisation affichés dans le dossier patient informatisé lors de la préparation de la sortie",
          "Agents qui rédigent des projets de demandes d’autorisation préalable et de réponses d’information médicale, soumis à relecture",
          "Relecture par un clinicien de tout résultat versé au dossier d’un patient",
        ],
      },
    ],
    featuredCase: {
      title:
        "Une sélection des sites fondée sur les données pour un programme mondial de phase III",
      client: "Aldermere Therapeutics",
      summary:
        "Le précédent essai de phase III d’Aldermere avait terminé son recrutement avec onze mois de retard. Pour son programme suivant, nous avons construit des modèles de sélection des sites et de prévision du recrutement à partir de données de vie réelle et de l’historique des sites de l’entreprise, validés dans le cadre de son système qualité GxP. L’équipe de l’étude a choisi ses sites dans une liste classée et a suivi chaque semaine le recrutement par rapport aux prévisions.",
      metrics: [
        {
          value: "85%",
          label: "des sites sélectionnés ont atteint leurs objectifs de recrutement",
        },
        {
          value: "3.5x",
          label: "plus de patients recrutés par site que lors du programme précédent",
        },
        {
          value: "$43M",
          label: "de coûts de développement évités grâce à un recrutement achevé en avance",
        },
      ],
    },
    quote: {
      text: "Notre équipe qualité s’attendait à une boîte noire et à un casse-tête de validation. Elle a obtenu un modèle documenté, une version verrouillée et un processus de maîtrise des changements qu’elle pouvait inspecter.",
      role: "Responsable des opérations cliniques, entreprise biopharmaceutique de taille intermédiaire",
    },
    closing: {
      title: "Apportez-nous votre prochain protocole",
      lead: "Nous pouvons évaluer une étude prévue à partir de données patients de vie réelle et de l’historique de vos sites, et vous montrer où se situe le risque de recrutement avant même l’activation du premier site.",
    },
  },
  {
    id: "retail-ecommerce",
    name: "Commerce et e-commerce",
    description:
      "Prévision de la demande, personnalisation et suivi des livraisons en temps réel pour augmenter la conversion, alléger les stocks et livrer les commandes à l’heure.",
    gradient: "teal-emerald",
    icon: "shopping-cart",
    hero: {
      eyebrow: "Secteurs · Commerce et e-commerce",
      title: "Vendez plus, stockez moins et livrez à l’heure",
      highlight: "livrez à l’heure",
      lead: "Nous construisons des outils de prévision de la demande, de personnalisation, des assistants d’achat et un suivi des livraisons en temps réel pour les distributeurs et les marques en ligne, connectés aux systèmes que vos magasins et vos entrepôts utilisent déjà.",
    },
    challenges: [
      {
        icon: "package",
        title: "Des stocks au mauvais endroit",
        description:
          "Les prévisions établies au niveau de la catégorie laissent certains magasins en surstock et d’autres en rupture. Démarques et ventes manquées grèvent la même marge.",
      },
      {
        icon: "truck",
        title: "Un dernier kilomètre invisible",
        description:
          "Les clients attendent un créneau de livraison précis et des mises à jour en direct. Quand les camionnettes sont en retard sans que personne ne sache pourquoi, le résultat, ce sont des créneaux manqués, du carburant gaspillé et un afflux de demandes « Où est ma commande ? ».",
      },
      {
        icon: "target",
        title: "Une personnalisation qui sonne creux",
        description:
          "Les modules de recommandation entraînés sur les clics du trimestre précédent montrent les mêmes meilleures ventes à tout le monde. Les clients s’en vont, et les coûts d’acquisition continuent d’augmenter.",
      },
    ],
    solutions: [
      {
        icon: "chart-line",
        title: "Prévision de la demande (Apprentissage automatique)",
        bullets: [
          "Prévisions par référence et par magasin qui tiennent compte des promotions, de la météo et des événements locaux",
          "Recommandations de réassort et d’allocation directement dans vos outils de merchandising",
          "Calendrier des démarques fondé sur l’écoulement réel, pas sur le calendrier",
        ],
      },
      {
        icon: "route",
        title: "Suivi des livraisons en temps réel (Stream House)",
        bullets: [
          "Positions des véhicules et heures d’arrivée estimées transmises en direct par chaque camionnette",
          "Alertes d’arrêts en retard et propositions de réaffectation lorsqu’un créneau de livraison est menacé",
          "Notifications envoyées aux clients avant qu’ils n’aient à demander",
        ],
      },
      {
        icon: "sparkles",
        title: "Personnalisation et assistants d’achat (IA agentique, Solutions data)",
        bullets: [
          "Un profil client unique pour les achats sur le web, l’application et en magasin",
          "Des assistants d’achat qui répondent aux questions sur les produits et les commandes à partir de votre catalogue",
          "Des recommandations testées face à des groupes témoins avant leur déploiement",
        ],
      },
    ],
    featuredCase: {
      title: "Suivi en temps réel d’une flotte de livraison de 15,000 véhicules",
      client: "TransitCore Logistics",
      summary:
        "TransitCore assure la livraison du dernier kilomètre pour des enseignes de distribution et d’e-commerce avec une flotte de 15,000 véhicules, et son suivi ne s’actualisait que toutes les quinze minutes. Nous avons construit une plateforme Stream House qui transforme les événements GPS, télématiques et de scan en positions en direct, en estimations d’arrivée et en alertes de retard. Les répartiteurs agissent désormais sur les retards tant qu’ils peuvent encore être corrigés, et les clients voient une heure d’arrivée fiable.",
      metrics: [
        { value: "35%", label: "de livraisons en retard en moins" },
        { value: "28%", label: "de dépenses de carburant en moins" },
        { value: "42%", label: "de demandes « Où est ma commande ? » en moins" },
      ],
      caseStudyId: "delivery-fleet-tracking",
    },
    quote: {
      text: "Avant, nos répartiteurs apprenaient le retard d’une camionnette par un client mécontent. Aujourd’hui, ils voient le retard arriver et le corrigent tant qu’il est encore temps de tenir le créneau.",
      role: "Directeur des opérations, prestataire logistique du dernier kilomètre",
    },
    closing: {
      title: "Commencez là où la marge fuit",
      lead: "Que le problème soit le stock, la livraison ou la conversion, nous partons des données dont vous disposez déjà et mesurons les résultats par rapport à un groupe témoin, pour que le gain soit reconnu par votre direction financière.",
    },
  },
  {
    id: "startups",
    name: "Start-up",
    description:
      "Du prototype à la production : stratégie produit IA, développement de MVP et fondations de données évolutives pour les fondateurs qui avancent vite.",
    gradient: "violet-fuchsia",
    icon: "rocket",
    hero: {
      eyebrow: "Secteurs · Start-up",
      title: "Livrez le MVP, puis passez à l’échelle sans tout recommencer",
      highlight: "passez à l’échelle sans tout recommencer",
      lead: "Nous accompagnons les fondateurs, de l’amorçage à la série C, comme une équipe IA et data senior à la demande : nous façonnons le produit, construisons la première version et posons des fondations qui tiennent à dix fois la charge.",
    },
    challenges: [
      {
        icon: "timer",
        title: "La trésorerie est la vraie échéance",
        description:
          "Chaque mois passé à recruter une équipe de machine learning ou à reconstruire un prototype est un mois de trésorerie perdu. Les fondateurs ont besoin d’un produit qui fonctionne entre les mains de clients en un trimestre.",
      },
      {
        icon: "layers",
        title: "Des prototypes qui cèdent sous la croissance",
        description:
          "Les pipelines et chaînes de prompts dignes d’une démo fonctionnent pour dix utilisateurs et échouent à dix mille. Les réécrire en pleine croissance bloque la feuille de route au moment précis où l’élan compte le plus.",
      },
      {
        icon: "chart-pie",
        title: "Les investisseurs demandent des preuves",
        description:
          "Les investisseurs de séries A et B examinent désormais de près les promesses liées à l’IA : qualité des modèles, économie unitaire, droits sur les données et coûts d’inférence. Beaucoup d’équipes sont incapables de fournir ces chiffres quand on les leur demande.",
      },
    ],
    solutions: [
      {
        icon: "rocket",
        title: "Développement de MVP (IA agentique, Apprentissage automatique)",
        bullets: [
          "Deux semaines de cadrage aboutissant à un plan de développement au périmètre fixe",
          "Des suites d’évaluation qui mesurent la qualité avant et après chaque modification",
          "Une architecture choisie pour son coût par requête, pas seulement pour la démo",
        ],
      },
      {
        icon: "database",
        title: "Fondations de données évolutives (Solutions data, Stream House)",
        bullets: [
          "Pipelines d’événements et entrepôt de données dimensionnés pour aujourd’hui et conçus pour la croissance",
          "Fonctionnalités temps réel ajoutées quand le produit en a besoin, pas avant",
          "Contrôles de sécurité et préparation SOC 2 intégrés à la plateforme",
        ],
      },
      {
        icon: "chart-bar",
        title: "Des indicateurs prêts pour les investisseurs (Solutions data)",
        bullets: [
          "Tableaux de bord de rétention, d’économie unitaire et de performance des modèles",
          "Coût d’inférence par client suivi et anticipé",
          "Dossiers d’audit technique préalable pour la data room",
        ],
      },
    ],
    featuredCase: {
      title: "Du prototype au produit financé pour une start-up de la legaltech",
      client: "Larkspur Legal AI",
      summary:
        "Les fondateurs de Larkspur disposaient d’un prototype d’analyse de contrats, de trois clients pilotes et de six mois de trésorerie. Nous avons reconstruit le prototype en un agent de production doté d’une suite d’évaluation, l’avons installé sur une plateforme de données conçue pour passer à l’échelle et avons mis en place les indicateurs demandés par les investisseurs. L’entreprise s’est lancée dans le trimestre et a bouclé son tour d’amorçage sur la base de ces chiffres.",
      metrics: [
        { value: "6x", label: "plus de comptes clients actifs la première année" },
        { value: "$4.5M", label: "levés en amorçage sur la base des indicateurs de lancement" },
        { value: "31%", label: "de coût cloud et d’inférence en moins par client" },
      ],
    },
    quote: {
      text: "Ils ont construit comme des gens qui comptaient être encore là quand nous passerions à l’échelle. Quand les investisseurs nous ont interrogés sur la précision, le coût par contrat et la rétention, nous avions les tableaux de bord ouverts en pleine réunion.",
      role: "Cofondateur et CEO, start-up de la legaltech",
    },
    closing: {
      title: "Dites-nous où vous en êtes et où vous devez aller",
      lead: "Apportez un prototype, un pitch deck ou simplement un problème. Nous vous donnerons un avis franc sur ce qu’il faut construire en premier, ce que cela coûtera et ce qui peut attendre le prochain tour de table.",
    },
  },
];
