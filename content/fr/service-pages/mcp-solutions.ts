import type { mcpSolutionsPage as english } from "@/content/service-pages/mcp-solutions";

export const mcpSolutionsPage: typeof english = {
  hero: {
    badge: "Plateformes de contrôle modulaires",
    title: "Un logiciel de contrôle construit à partir de modules, pas réécrit pour chaque ligne",
    highlight: "construit à partir de modules",
    lead:
      "Nos plateformes de contrôle modulaires (MCP) dotent les usines, les entrepôts et les " +
      "parcs d’équipements d’une couche de supervision unique au-dessus de matériels hétérogènes : " +
      "les nouvelles lignes et les nouveaux sites sont configurés à partir de modules testés au " +
      "lieu d’être programmés de zéro.",
  },
  overview: {
    intro: {
      eyebrow: "Vue d’ensemble",
      title: "Une seule plateforme de contrôle pour tous les équipements, fournisseurs et sites",
      lead:
        "La plupart des sites fonctionnent avec un patchwork de programmes d’automates, d’IHM " +
        "propriétaires et de scripts maison. MCP remplace ce patchwork par une plateforme en " +
        "couches que vous pouvez enrichir un module à la fois.",
    },
    points: [
      "Chaque module MCP encapsule une capacité, comme une zone de convoyage, une recette de " +
        "production par lots ou une cellule robotisée, derrière une interface standard. Les " +
        "modules sont versionnés, testés sur un jumeau numérique et réutilisés d’une ligne à " +
        "l’autre : le deuxième déploiement ne demande qu’une fraction du temps du premier.",
      "Une couche de contrôle centrale coordonne les modules, applique les verrouillages et les " +
        "séquences, et expose l’état en direct aux opérateurs et aux systèmes de gestion. Les " +
        "équipes de l’usine disposent d’une vue unique de chaque équipement, quel qu’en soit le " +
        "fabricant.",
      "La plateforme parle les protocoles déjà présents dans vos ateliers, notamment OPC UA, " +
        "Modbus TCP, EtherNet/IP, PROFINET et MQTT : elle s’intègre autour des automates " +
        "existants au lieu d’exiger de tout remplacer. L’un de nos clients met désormais en " +
        "service ses nouvelles lignes de production 59% plus vite.",
    ],
  },
  features: {
    intro: {
      eyebrow: "Fonctionnalités clés",
      title: "Ce qui rend la plateforme modulaire en pratique",
      lead:
        "Quatre choix de conception déterminent la rapidité de déploiement de MCP, la sécurité " +
        "avec laquelle on peut la modifier et sa tenue dans un atelier en production.",
    },
    items: [
      {
        id: "modular-architecture",
        icon: "blocks",
        title: "Architecture modulaire",
        description:
          "La logique des équipements et des procédés est regroupée en modules autonomes aux " +
          "entrées, sorties et états définis, conformes aux modèles ISA-88 et ISA-95.",
        longDescription:
          "Chaque module respecte le même contrat : une machine à états fondée sur les états " +
          "PackML d’ISA-88, une interface de données typée et un jeu de commandes documenté. Un " +
          "module de poste de remplissage se comporte de la même façon, qu’il pilote le " +
          "servomoteur d’un fabricant ou celui d’un autre.\n\n" +
          "Les modules sont conservés dans une bibliothèque versionnée avec leurs cas de test. " +
          "Lorsqu’un ingénieur configure une nouvelle ligne, il assemble des modules et règle des " +
          "paramètres au lieu d’écrire du nouveau code de contrôle, qui est la source de la " +
          "plupart des délais et des défauts de mise en service.\n\n" +
          "Comme les modules sont isolés, une modification sur un poste est testée et livrée " +
          "indépendamment, sans revalider toute la ligne.",
        benefits: [
          "De nouvelles lignes assemblées à partir de modules testés",
          "Des interfaces indépendantes des fournisseurs pour chaque poste",
          "Des modifications livrées un module à la fois",
          "Une bibliothèque partagée qui s’enrichit à chaque projet",
        ],
        examples: [
          "Modules de remplissage, de bouchage et d’étiquetage réutilisés sur trois lignes d’embouteillage",
          "Un palettiseur remplacé par celui d’un autre fabricant sans modifier la logique amont",
          "Un module standard de zone de convoyage déployé sur 120 zones d’un même site",
        ],
      },
      {
        id: "centralized-control",
        icon: "layout-dashboard",
        title: "Pilotage centralisé",
        description:
          "Une couche de supervision coordonne tous les modules, applique les verrouillages et " +
          "offre aux opérateurs comme aux ingénieurs une vue cohérente et unique de l’exploitation.",
        longDescription:
          "Le contrôleur central détient le modèle de l’usine : les modules existants, leurs " +
          "connexions, les recettes et plannings actifs et les verrouillages applicables. Il " +
          "séquence le travail entre les modules et arbitre les conflits, par exemple lorsque deux " +
          "lignes se disputent le même stock tampon.\n\n" +
          "Les opérateurs disposent d’un seul ensemble d’écrans avec des alarmes cohérentes, " +
          "conformes aux pratiques de gestion des alarmes ISA-18.2, au lieu d’une IHM différente " +
          "pour chaque machine. Les ingénieurs bénéficient d’un accès par rôle, d’une validation " +
          "des changements et d’une piste d’audit complète de chaque modification de consigne et " +
          "de configuration.\n\n" +
          "Cette même couche publie les données de production en direct vers les systèmes MES, " +
          "ERP et analytiques via des API documentées.",
        benefits: [
          "Une vue opérateur unique sur tous les équipements",
          "Une gestion des alarmes cohérente et hiérarchisée",
          "Des modifications de configuration et de consignes auditées",
          "Des données en direct pour les systèmes MES et ERP",
        ],
        examples: [
          "Une salle de contrôle unique pour une usine équipée par sept fournisseurs",
          "Changements de recette envoyés à toutes les lignes depuis un seul écran",
          "Reporting du TRS par équipe alimenté directement par l’état des modules",
        ],
      },
      {
        id: "scalable-design",
        icon: "layers",
        title: "Conception évolutive",
        description:
          "La plateforme passe d’une seule cellule à plusieurs sites avec les mêmes modules, le " +
          "même modèle de configuration et les mêmes outils de déploiement.",
        longDescription:
          "MCP tourne sur des serveurs en périphérie, au plus près des équipements, et monte en " +
          "charge par ajout de nœuds, sans refonte du système. Un pilote sur une cellule utilise " +
          "le même logiciel et la même bibliothèque de modules qu’un déploiement sur une usine " +
          "entière.\n\n" +
          "Les configurations de site sont stockées sous forme de code : un deuxième ou un " +
          "troisième site démarre à partir d’un modèle éprouvé, complété de paramètres locaux. " +
          "Les mises à jour sont préparées par étapes, testées sur un jumeau numérique et " +
          "déployées site par site avec retour arrière automatique.\n\n" +
          "Chaque site continue de fonctionner si sa connexion au siège est coupée, et " +
          "resynchronise son état lorsque la liaison est rétablie.",
        benefits: [
          "La même plateforme, de la cellule pilote à l’usine entière",
          "De nouveaux sites configurés à partir de modèles éprouvés",
          "Des mises à jour par étapes avec retour arrière automatique",
          "Des sites qui continuent de tourner pendant les coupures réseau",
        ],
        examples: [
          "Un pilote sur une cellule de conditionnement étendu à 14 lignes en moins d’un an",
          "Un deuxième centre de distribution configuré à partir du modèle du premier site",
          "Mises à jour de firmware et de modules déployées par étapes dans cinq usines",
        ],
      },
      {
        id: "industrial-grade-performance",
        icon: "gauge",
        title: "Performances de niveau industriel",
        description:
          "Un temps déterministe, des contrôleurs redondants et une sécurité renforcée rendent la " +
          "plateforme adaptée à une exploitation continue et soumise à des exigences de sécurité.",
        longDescription:
          "Les boucles de régulation à fortes contraintes temporelles tournent sous Linux temps réel ou sur des " +
          "contrôleurs dédiés avec un ordonnancement déterministe, offrant un temps de réponse " +
          "inférieur à la milliseconde lorsque le procédé l’exige. Les fonctions de supervision " +
          "tournent séparément : la charge analytique ne retarde jamais un cycle de contrôle.\n\n" +
          "Les déploiements critiques utilisent des paires de contrôleurs redondants avec secours " +
          "à chaud et basculement sans à-coup, conçus pour une disponibilité de 99.999%. Les " +
          "déploiements standard visent 99.99%.\n\n" +
          "La sécurité suit la norme IEC 62443, avec des zones et conduits réseau, des versions " +
          "de modules signées et un contrôle d’accès par rôle appliqué à chaque couche.",
        benefits: [
          "Un temps de réponse inférieur à la milliseconde pour les boucles critiques",
          "Une redondance à chaud avec basculement sans à-coup",
          "Une sécurité alignée sur IEC 62443",
          "Un contrôle isolé de la charge analytique",
        ],
        examples: [
          "Pilotage d’un trieur à haute cadence avec un rejet synchronisé à moins d’une milliseconde",
          "Paire de contrôleurs redondants pour un procédé de dosage chimique en continu",
          "Conception d’un réseau zoné pour la frontière IT/OT d’une usine",
        ],
      },
    ],
  },
  architecture: {
    intro: {
      eyebrow: "Notre architecture",
      title: "Trois couches aux responsabilités claires",
      lead:
        "Séparer la coordination, la communication et l’exécution permet à chaque couche " +
        "d’évoluer à son propre rythme sans mettre les autres en danger.",
    },
    layers: [
      {
        icon: "cpu",
        name: "Couche de contrôle",
        description:
          "Coordonne les modules, séquence la production, applique les verrouillages et détient " +
          "le modèle en direct de l’usine.",
        components: [
          "Ordonnanceur de supervision",
          "Moteur de verrouillages et d’autorisations",
          "Gestionnaire de recettes et de lots",
          "Gestionnaire d’alarmes et d’événements",
        ],
      },
      {
        icon: "network",
        name: "Couche d’interface",
        description:
          "Assure la traduction entre la plateforme et le monde extérieur : protocoles de " +
          "terrain, écrans opérateurs et systèmes d’entreprise.",
        components: [
          "Passerelle OPC UA",
          "Broker MQTT et Sparkplug B",
          "Services IHM opérateur",
          "API d’intégration MES et ERP",
        ],
      },
      {
        icon: "wrench",
        name: "Couche d’exécution",
        description:
          "Exécute la logique des modules au plus près des équipements, sur des contrôleurs et " +
          "des serveurs en périphérie, avec un temps déterministe.",
        components: [
          "Environnement d’exécution temps réel des modules",
          "Adaptateurs pour automates et variateurs",
          "Agent pour équipements en périphérie",
          "Banc de test sur jumeau numérique",
        ],
      },
    ],
  },
  industries: {
    intro: {
      eyebrow: "Secteurs accompagnés",
      title: "Conçu pour les ateliers qui ne peuvent pas s’arrêter",
      lead:
        "Nous déployons MCP là où l’arrêt coûte cher et où les équipements proviennent de " +
        "nombreux fournisseurs, sur de nombreuses années.",
    },
    items: [
      {
        icon: "factory",
        name: "Industrie manufacturière",
        description:
          "Les industriels de la production discrète et par lots utilisent MCP pour standardiser " +
          "le pilotage des lignes et mettre plus vite en production de nouveaux produits et de " +
          "nouvelles lignes.",
        applications: [
          "Pilotage des lignes de production et changements de série",
          "Gestion des recettes de production par lots",
          "Suivi du TRS et des arrêts",
          "Intégration du contrôle qualité",
        ],
      },
      {
        icon: "truck",
        name: "Logistique",
        description:
          "Les centres de distribution et de préparation de commandes utilisent MCP pour " +
          "coordonner convoyeurs, trieurs et robots de différents fournisseurs sous une seule " +
          "couche de contrôle.",
        applications: [
          "Pilotage des convoyeurs et des trieurs",
          "Coordination des cellules de prélèvement robotisé",
          "Planification des quais et de la cour",
          "Intégration au système de gestion d’entrepôt",
        ],
      },
      {
        icon: "router",
        name: "Systèmes IoT",
        description:
          "Les exploitants de parcs d’équipements distribués utilisent MCP pour configurer, " +
          "superviser et mettre à jour des milliers d’actifs distants depuis une seule plateforme.",
        applications: [
          "Supervision et pilotage des actifs à distance",
          "Configuration et mises à jour à l’échelle du parc",
          "Analytique en périphérie et décisions locales",
          "Télémétrie pour l’énergie et les services publics",
        ],
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Bénéfices métier",
      title: "Ce que la plateforme change, en chiffres",
      lead:
        "Voici les fourchettes pour lesquelles nous concevons la plateforme, mesurées par " +
        "rapport à une mise en œuvre classique du contrôle, ligne par ligne.",
    },
    claims: [
      {
        value: "30-50%",
        label: "De temps de mise en œuvre en moins",
        description:
          "La réutilisation de modules testés supprime l’essentiel du code de contrôle sur " +
          "mesure, ce qui raccourcit l’ingénierie et la mise en service de chaque nouvelle ligne " +
          "ou de chaque nouveau site.",
      },
      {
        value: "Jusqu’à 40%",
        label: "De coût total de possession en moins",
        description:
          "Moins de programmes spécifiques à maintenir, des interfaces indépendantes des " +
          "fournisseurs et des outils partagés réduisent les coûts de support et d’évolution à " +
          "long terme.",
      },
      {
        value: "99.999%",
        label: "Fiabilité",
        description:
          "Les déploiements standard sont conçus pour une disponibilité de 99.99%, et les " +
          "déploiements critiques avec contrôleurs redondants pour 99.999%.",
      },
      {
        value: "< 1 ms",
        label: "Temps de réponse inférieur à la milliseconde",
        description:
          "Des environnements d’exécution temps réel déterministes maintiennent les boucles de " +
          "régulation critiques sous la milliseconde.",
      },
    ],
  },
  closing: {
    title: "Mettez plus vite en service votre prochaine ligne",
    lead:
      "Parlez-nous des équipements, des sites et des systèmes que vous exploitez aujourd’hui. " +
      "Nous identifierons où une plateforme modulaire trouve sa place et ce qu’impliquerait un " +
      "premier déploiement.",
  },
};
