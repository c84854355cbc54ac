import type { agenticAiPage as english } from "@/content/service-pages/agentic-ai";

export const agenticAiPage: typeof english = {
  hero: {
    badge: "IA agentique",
    title: "Des agents IA qui terminent le travail, pas seulement le premier jet",
    highlight: "terminent le travail",
    lead:
      "Nous concevons, construisons et exploitons des agents IA qui lisent vos systèmes, " +
      "planifient des tâches en plusieurs étapes et agissent avec les mêmes outils que vos équipes, " +
      "avec les autorisations, les pistes d’audit et les points de contrôle humains dont une " +
      "entreprise a besoin en production.",
  },
  whatIs: {
    intro: {
      eyebrow: "Qu’est-ce que l’IA agentique ?",
      title: "Un logiciel qui raisonne sur un objectif et le mène à bien",
      lead:
        "Un chatbot répond à une question. Un agent reçoit un objectif, comme régler un sinistre " +
        "ou rapprocher une facture, détermine les étapes, appelle les bons systèmes et rend compte " +
        "de ce qu’il a fait et pourquoi.",
    },
    pillars: [
      {
        icon: "brain",
        title: "Réfléchir et raisonner",
        description:
          "Les agents interprètent une demande à la lumière de vos règles, de vos dossiers et de " +
          "vos documents, et exposent le raisonnement derrière chaque conclusion pour que les " +
          "relecteurs puissent le vérifier.",
      },
      {
        icon: "route",
        title: "Planifier et décider",
        description:
          "Un objectif est découpé en étapes ordonnées avec des points de décision explicites : " +
          "l’agent sait quand poursuivre, quand demander et quand s’arrêter.",
      },
      {
        icon: "refresh-cw",
        title: "Exécuter et s’adapter",
        description:
          "Les agents appellent des API, interrogent des bases de données et mettent à jour des " +
          "dossiers, puis vérifient le résultat et ajustent leur plan lorsqu’une étape échoue ou " +
          "qu’une information nouvelle apparaît.",
      },
      {
        icon: "messages-square",
        title: "Collaborer et communiquer",
        description:
          "Les agents se transmettent le travail entre eux et le confient aux humains, avec un " +
          "résumé clair de ce qui a été fait, de ce qui reste en suspens et de ce qui exige une " +
          "décision humaine.",
      },
    ],
  },
  useCases: {
    intro: {
      eyebrow: "Cas d’usage",
      title: "Trois façons de mettre les agents au travail",
      lead:
        "La plupart de nos missions commencent par l’un de ces modèles. Nous choisissons celui " +
        "qui correspond au processus, à la tolérance au risque et aux systèmes déjà en place.",
    },
    items: [
      {
        id: "autonomous-agents",
        icon: "bot",
        title: "Agents autonomes",
        description:
          "Des agents qui prennent en charge de bout en bout un processus bien délimité, de la " +
          "réception à la résolution, et ne transmettent que les cas qui sortent de leur mandat.",
        longDescription:
          "Les agents autonomes conviennent aux volumes importants de travail régi par des règles " +
          "claires et dont le résultat est mesurable : répondre à des questions sur les contrats, " +
          "traiter des changements d’adresse, trier des tickets d’assistance. Nous définissons " +
          "d’abord le mandat, c’est-à-dire les actions que l’agent peut entreprendre, les données " +
          "qu’il peut lire et les seuils qui transmettent un cas à une personne.\n\n" +
          "Chaque agent est testé sur une suite versionnée construite à partir de vos cas " +
          "historiques, et chaque action est journalisée avec ses entrées, l’outil appelé et le " +
          "résultat. Chez un assureur, les agents traitent désormais 78% des demandes clients de " +
          "bout en bout, tandis que les autres cas parviennent à l’équipe de service avec le " +
          "contexte déjà rassemblé.\n\n" +
          "Nous faisons tourner les nouveaux agents en mode fantôme avant qu’ils n’agissent sur " +
          "des données réelles, afin que votre équipe puisse comparer leurs décisions à celles " +
          "des humains avant de leur accorder un accès en écriture.",
        benefits: [
          "Traitement des cas courants jour et nuit",
          "Application cohérente des règles écrites",
          "Journal complet des actions pour l’audit et la revue",
          "Du temps libéré pour les exceptions complexes",
        ],
        examples: [
          "Demandes sur les contrats et la facturation traitées sans transfert",
          "Rapprochement des factures fournisseurs avec les bons de commande",
          "Demandes d’accès informatique vérifiées, approuvées et provisionnées",
        ],
      },
      {
        id: "ai-copilots",
        icon: "user-check",
        title: "Copilotes IA",
        description:
          "Des assistants intégrés aux outils que vos spécialistes utilisent déjà, qui préparent " +
          "le travail tandis que la personne garde la décision finale.",
        longDescription:
          "Les copilotes sont la bonne réponse lorsque le discernement compte davantage que le " +
          "volume : souscription, documentation clinique, revue de contrats. Le copilote " +
          "rassemble les dossiers pertinents, rédige une recommandation en citant ses sources et " +
          "signale ce qu’il n’a pas pu vérifier. Le spécialiste l’accepte, la modifie ou la " +
          "rejette.\n\n" +
          "Nous intégrons les copilotes dans les interfaces existantes, comme un panneau latéral " +
          "du CRM, un écran de gestion des dossiers ou un client de messagerie, plutôt que de " +
          "demander aux équipes d’apprendre une nouvelle application. Chaque suggestion renvoie " +
          "au document ou à l’enregistrement dont elle provient.\n\n" +
          "Les modifications et les rejets sont recueillis comme retours, que nous utilisons pour " +
          "ajuster la recherche, les prompts et les jeux d’évaluation selon un cycle de versions " +
          "régulier.",
        benefits: [
          "Moins de temps passé à chercher et à résumer",
          "Des projets fondés sur des documents sources cités",
          "Les décisions restent entre les mains de personnes responsables",
          "Une boucle de retour qui améliore chaque version",
        ],
        examples: [
          "Synthèses de souscription tirées des dossiers transmis par les courtiers",
          "Notes de dossier rédigées à partir des transcriptions d’appels d’une équipe sinistres",
          "Première lecture de contrats au regard d’un référentiel de clauses",
        ],
      },
      {
        id: "task-orchestration",
        icon: "workflow",
        title: "Orchestration de tâches",
        description:
          "Plusieurs agents spécialisés, coordonnés par un superviseur, pour mener à bien des " +
          "processus qui traversent services, systèmes et étapes de validation.",
        longDescription:
          "Certains processus sont trop vastes pour un seul agent. L’entrée en relation d’un " +
          "client professionnel, par exemple, implique des vérifications d’identité, une analyse " +
          "de crédit, la collecte de documents et l’ouverture de comptes. Nous modélisons le " +
          "processus sous forme de graphe d’agents spécialisés, chacun doté de ses propres outils " +
          "et autorisations, coordonnés par un superviseur qui suit l’état d’avancement.\n\n" +
          "Nous construisons ces flux avec des frameworks d’orchestration comme LangGraph, avec " +
          "un état persistant qui permet à un processus de s’interrompre pour une validation " +
          "humaine et de reprendre plusieurs jours plus tard sans perdre le contexte. Les " +
          "nouvelles tentatives, délais d’expiration et solutions de repli sont prévus dès la " +
          "conception.\n\n" +
          "Les équipes d’exploitation disposent d’un tableau de bord qui montre où en est chaque " +
          "dossier, quel agent le détient et ce qui le bloque.",
        benefits: [
          "Des processus multi-systèmes exécutés comme un seul flux",
          "Un état persistant à travers les validations humaines",
          "Un responsable clair pour chaque étape",
          "Des goulets d’étranglement visibles en temps réel",
        ],
        examples: [
          "Entrée en relation de clients professionnels sur quatre systèmes de back-office",
          "Tâches de clôture mensuelle coordonnées entre les équipes financières",
          "Traitement des retours, de la demande jusqu’au remboursement et à la remise en stock",
        ],
      },
    ],
  },
  technologies: {
    intro: {
      eyebrow: "Nos technologies",
      title: "Des composants éprouvés, choisis pour la tâche",
      lead:
        "Nous ne sommes liés à aucun modèle et choisissons chaque composant selon sa précision, " +
        "son coût, sa latence et les endroits où vos données ont le droit d’aller.",
    },
    items: [
      {
        name: "Grands modèles de langage",
        description:
          "Des modèles hébergés ou à poids ouverts, choisis tâche par tâche et évalués sur vos " +
          "propres cas avant que nous ne nous engagions sur l’un d’eux.",
      },
      {
        name: "Génération augmentée par la recherche (RAG)",
        description:
          "Une recherche hybride, par mots-clés et sémantique, dans vos documents, pour que les " +
          "réponses citent exactement la règle, le contrat ou l’enregistrement sur lesquels elles " +
          "s’appuient.",
      },
      {
        name: "Appels d’outils et API de fonctions",
        description:
          "Des interfaces typées et soumises à autorisation vers votre CRM, votre ERP et vos " +
          "services internes, pour que les agents agissent avec les mêmes contrôles que vos équipes.",
      },
      {
        name: "Orchestration multi-agents",
        description:
          "Des frameworks comme LangGraph pour les modèles superviseur-exécutants, l’état " +
          "persistant et les points de contrôle avec validation humaine.",
      },
      {
        name: "Bases de données vectorielles",
        description:
          "pgvector, Qdrant ou le service natif de votre fournisseur cloud, dimensionnés pour " +
          "votre corpus et hébergés dans votre propre environnement si nécessaire.",
      },
      {
        name: "Évaluation et garde-fous",
        description:
          "Des suites de non-régression construites à partir de cas réels, des filtres en entrée " +
          "et en sortie, et un traçage qui enregistre chaque étape franchie par un agent.",
      },
    ],
  },
  clientApplications: {
    intro: {
      eyebrow: "Applications clients",
      title: "Là où les agents font déjà le travail",
      lead:
        "Les secteurs réglementés posent les questions les plus exigeantes sur le contrôle et " +
        "l’auditabilité. Voici les modèles que nous déployons le plus souvent.",
    },
    items: [
      {
        icon: "landmark",
        industry: "Services financiers",
        application:
          "Les agents constituent les dossiers de connaissance client, filtrent les transactions " +
          "au regard des listes de sanctions et rédigent des projets de déclarations d’opérations " +
          "suspectes soumis aux analystes, chaque source de données étant consignée pour les " +
          "contrôleurs.",
      },
      {
        icon: "stethoscope",
        industry: "Santé",
        application:
          "Les agents vérifient les demandes d’autorisation préalable au regard des critères des " +
          "organismes payeurs, rassemblent les notes cliniques justificatives et renvoient les " +
          "demandes incomplètes à l’équipe soignante en listant les éléments manquants.",
      },
      {
        icon: "shopping-cart",
        industry: "Commerce en ligne",
        application:
          "Les agents traitent les demandes de suivi de commande, de retour et d’échange par chat " +
          "et par e-mail, effectuent des remboursements dans des limites fixées et transmettent " +
          "les commandes contestées ou de forte valeur à une personne.",
      },
      {
        icon: "gavel",
        industry: "Juridique",
        application:
          "Les agents examinent les contrats entrants au regard du référentiel de clauses du " +
          "cabinet, signalent les écarts en proposant une formulation de repli et préparent une " +
          "synthèse pour l’avocat responsable.",
      },
    ],
  },
  demo: {
    intro: {
      eyebrow: "Essayez notre agent de démonstration",
      title: "Regardez un agent traiter une vraie tâche",
      lead:
        "Notre agent de démonstration traite un cas de service client fictif du début à la fin, " +
        "à partir de contrats simulés et d’un CRM de test, pour que vous puissiez suivre chaque " +
        "étape en direct.",
    },
    points: [
      "Comment l’agent planifie les étapes avant d’agir",
      "Chaque appel d’outil, avec ses entrées et ses résultats",
      "Quand et comment il confie un cas à une personne",
    ],
  },
  closing: {
    title: "Commencez par un processus, et mesurez-le",
    lead:
      "Dites-nous quel processus coûte le plus de temps à votre équipe. Nous cadrerons un pilote " +
      "avec des critères de succès clairs, le ferons tourner en mode fantôme et vous montrerons " +
      "les résultats avant toute mise en service.",
  },
};
