import type { clientPortalPage as english } from "@/content/client-portal";

export const clientPortalPage: typeof english = {
  hero: {
    title: "Votre projet, réuni dans un espace sécurisé",
    lead: "Le portail client de Tessellate AI donne à votre équipe l’état d’avancement du projet en direct, les performances des modèles, les documents et une ligne directe avec nos ingénieurs. L’accès se fait sur invitation, pour les clients en cours de mission.",
  },
  features: [
    {
      value: "dashboards",
      label: "Tableaux de bord",
      title: "Suivez l’avancement et les performances en temps réel",
      description:
        "Suivez les jalons, le budget et les indicateurs qui définissent le succès de votre projet, ainsi que les performances en direct des modèles et des pipelines que nous exploitons pour vous.",
      points: [
        "Suivi des jalons et du budget",
        "Graphiques en direct de la précision et de la dérive des modèles",
        "État de santé et latence des pipelines",
        "Rapports d’impact mensuels exportables",
      ],
    },
    {
      value: "documents",
      label: "Documentation",
      title: "Chaque livrable, versionné et consultable",
      description:
        "Contrats de prestation, dossiers d’architecture, fiches de modèle et procédures d’exploitation sont centralisés au même endroit, avec un historique des versions et des responsables clairement identifiés.",
      points: [
        "Dossiers d’architecture et de conception versionnés",
        "Fiches de modèle et rapports d’évaluation",
        "Procédures d’exploitation et guides de passation",
        "Recherche plein texte dans tous les fichiers",
      ],
    },
    {
      value: "communication",
      label: "Échanges",
      title: "Parlez directement aux personnes qui font le travail",
      description:
        "Écrivez directement à votre équipe projet, examinez les décisions dans leur contexte et conservez une trace partagée de ce qui a été convenu, et pourquoi.",
      points: [
        "Fils de discussion avec votre équipe projet",
        "Journal des décisions avec validations",
        "Comptes rendus de réunion et actions à mener",
        "Récapitulatifs par e-mail que vous paramétrez",
      ],
    },
    {
      value: "support",
      label: "Assistance",
      title: "De l’aide quand vous en avez besoin, suivie jusqu’à la résolution",
      description:
        "Ouvrez un ticket, suivez son avancement et consultez les délais de réponse prévus par votre contrat ; les incidents urgents sont transmis à un ingénieur d’astreinte.",
      points: [
        "Gestion des tickets par niveau de priorité",
        "Engagements de service affichés sur chaque ticket",
        "Astreinte 24/7 pour les incidents urgents",
        "Base de connaissances pour les questions courantes",
      ],
    },
  ],
  security: {
    title: "La sécurité au cœur du portail",
    lead: "Votre portail contient des données de projet sensibles : nous les protégeons avec les mêmes contrôles que ceux que nous intégrons aux systèmes de nos clients, et nous les faisons vérifier chaque année par un tiers indépendant.",
    items: [
      {
        icon: "key-round",
        title: "Authentification unique et MFA",
        description:
          "Connectez-vous via le fournisseur d’identité de votre entreprise en SAML ou OIDC, et imposez l’authentification multifacteur à chaque utilisateur.",
      },
      {
        icon: "lock",
        title: "Chiffrement en transit et au repos",
        description:
          "Tout le trafic utilise TLS 1.2 ou une version ultérieure, et les données stockées comme les sauvegardes sont chiffrées en AES-256 avec des clés gérées.",
      },
      {
        icon: "user-check",
        title: "Accès par rôle",
        description:
          "Des niveaux d’autorisation distincts pour les administrateurs, les contributeurs et les lecteurs garantissent que chacun ne voit que les projets et documents dont il a besoin.",
      },
      {
        icon: "shield-check",
        title: "Journaux d’audit et SOC 2 Type II",
        description:
          "Chaque connexion, téléchargement et modification d’autorisation est journalisé, et nos contrôles sont évalués chaque année lors d’un audit SOC 2 Type II.",
      },
    ],
  },
  testimonials: [
    {
      quote:
        "Le portail a remplacé une douzaine d’e-mails de suivi par semaine. Nos dirigeants consultent le tableau de bord avant le comité de pilotage, si bien que la réunion est consacrée aux décisions plutôt qu’aux points d’avancement.",
      name: "Hannah Whitcombe",
      title: "Vice-présidente Data",
      company: "Ridgeline Mutual",
    },
    {
      quote:
        "Avoir les fiches de modèle, les procédures d’exploitation et le journal des décisions au même endroit a considérablement facilité notre contrôle réglementaire. Les auditeurs voyaient exactement ce qui avait été validé, et quand.",
      name: "Kwame Asante",
      title: "Responsable de l’analytique clinique",
      company: "Brightwater Health Partners",
    },
    {
      quote:
        "Nous avons ouvert un ticket urgent un dimanche soir quand un flux de données est tombé en panne, et un ingénieur était dessus en quelques minutes. C’est ce genre d’accompagnement qui crée la confiance.",
      name: "Lucía Ferrer",
      title: "Directrice des opérations",
      company: "Verdant Grid Energy",
    },
  ],
  cta: {
    title: "Pas encore client ?",
    lead: "L’accès au portail est inclus dans chaque mission. Contactez-nous pour parler de votre projet, ou planifiez une démonstration pour découvrir le portail avec des données d’exemple.",
  },
  faq: [
    {
      question: "Comment obtenir un accès au portail client ?",
      answer:
        "L’accès se fait sur invitation. Au démarrage d’une mission, nous invitons le sponsor de votre projet en tant qu’administrateur, qui peut ensuite inviter ses collègues. Si vous êtes client et n’avez pas reçu d’invitation, adressez-vous à votre chef de projet ou écrivez à notre équipe d’assistance.",
    },
    {
      question: "J’ai oublié mon mot de passe. Comment récupérer mon compte ?",
      answer:
        "Utilisez le lien « Mot de passe oublié » de la page de connexion pour recevoir un lien de réinitialisation par e-mail. Si votre organisation utilise l’authentification unique, réinitialisez votre mot de passe auprès de votre propre fournisseur d’identité. Si vous avez perdu votre appareil MFA, contactez l’assistance : nous vérifierons votre identité avant de rétablir l’accès.",
    },
    {
      question: "Qui, dans mon organisation, peut voir quoi ?",
      answer:
        "L’accès est défini par rôle. Les administrateurs gèrent les utilisateurs et les autorisations, les contributeurs peuvent consulter et commenter les projets qui leur sont attribués, et les lecteurs disposent d’un accès en lecture seule. Vos administrateurs décident qui détient chaque rôle, et chaque modification est enregistrée dans le journal d’audit.",
    },
    {
      question: "Mes données sont-elles en sécurité ?",
      answer:
        "Oui. Le portail prend en charge l’authentification unique et l’authentification multifacteur, chiffre les données en transit et au repos, et journalise chaque accès. Nos contrôles sont évalués chaque année lors d’un audit SOC 2 Type II, et nous pouvons partager le rapport dans le cadre d’un accord de confidentialité.",
    },
    {
      question: "Quels sont vos horaires d’assistance, et comment vous joindre ?",
      answer:
        "Les urgences, comme la panne d’un système de production, sont prises en charge 24/7 par un ingénieur d’astreinte. Pour tout le reste, notre équipe est disponible du lundi au vendredi, de 9 h 00 du matin à 6 h 00 du soir, heure locale. Ouvrez un ticket dans le portail ou écrivez à notre adresse d’assistance.",
    },
  ],
};
