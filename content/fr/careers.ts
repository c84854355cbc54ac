import type { careersPage as english } from "@/content/careers";

export const careersPage: typeof english = {
  hero: {
    title: "Construire une IA sur laquelle on peut compter",
    lead: "Nous sommes une équipe d’ingénieurs, de scientifiques, de designers et de stratèges répartis entre San Francisco, New York, Londres et Singapour. Nous construisons des systèmes qui fonctionnent dans le monde réel, et nous prenons soin des personnes qui les construisent.",
  },
  whyJoin: {
    title: "Pourquoi Tessellate AI",
    paragraphs: [
      "Notre travail couvre l’IA agentique, le machine learning, les plateformes de données, le contrôle industriel et le streaming en temps réel. Vous découvrirez le fonctionnement d’organisations très diverses et vous livrerez des systèmes qui restent en production bien après la fin du projet.",
      "Nos équipes restent petites et expérimentées, nous mettons les choses par écrit et chacun dispose de temps pour du bénévolat de compétences au sein du NGO Lab. Ici, on progresse grâce à la responsabilité et au mentorat, pas grâce aux heures supplémentaires.",
    ],
  },
  values: [
    {
      icon: "target",
      title: "Mesurer ce qui compte",
      description:
        "Nous définissons le succès avant de construire, et nous rendons compte des résultats en toute honnêteté, y compris de ceux qui déçoivent.",
    },
    {
      icon: "shield-check",
      title: "Responsables par défaut",
      description:
        "Les revues de confidentialité, d’équité et de sécurité font partie de chaque plan de projet, ce n’est pas une étape ajoutée à la fin.",
    },
    {
      icon: "handshake",
      title: "Rendre nos clients plus autonomes",
      description:
        "Nous documentons, formons et travaillons en binôme pour que les équipes clientes puissent exploiter et faire évoluer ce que nous construisons sans nous.",
    },
    {
      icon: "file-text",
      title: "Tout mettre par écrit",
      description:
        "Des documents de conception clairs et des journaux de décisions nous permettent de travailler sur plusieurs fuseaux horaires et de tenir tout le monde informé.",
    },
    {
      icon: "users",
      title: "Des équipes petites et expérimentées",
      description:
        "Chaque projet est confié à quelques personnes expérimentées qui portent les résultats du cadrage jusqu’à la passation.",
    },
    {
      icon: "hand-heart",
      title: "Redonner",
      description:
        "Avec le NGO Lab, nous mettons nos meilleures compétences au service d’associations qui n’auraient jamais les moyens de faire appel à un cabinet de conseil.",
    },
  ],
  benefits: [
    {
      icon: "graduation-cap",
      title: "Budget formation",
      description:
        "Un budget formation de $5,000 par an pour des cours, des conférences, des livres et des certifications, avec du temps rémunéré pour en profiter.",
    },
    {
      icon: "heart-pulse",
      title: "Couverture santé",
      description:
        "Une couverture complète (soins médicaux, dentaires et optiques) pour vous et vos ayants droit, avec des cotisations entièrement prises en charge pour les salariés.",
    },
    {
      icon: "globe",
      title: "Travail flexible et à distance",
      description:
        "Travaillez depuis l’un de nos bureaux, depuis chez vous ou un peu des deux, avec des plages de collaboration communes fixées par chaque équipe.",
    },
    {
      icon: "calendar",
      title: "Congé parental",
      description:
        "Seize semaines de congé parental entièrement rémunéré pour chaque nouveau parent, suivies d’une reprise progressive.",
    },
    {
      icon: "hand-heart",
      title: "Du temps bénévole au NGO Lab",
      description:
        "Consacrez jusqu’à 10 % de votre temps de travail aux projets du NGO Lab pour nos partenaires associatifs, pleinement reconnu comme du travail à part entière.",
    },
    {
      icon: "laptop",
      title: "Équipement et télétravail",
      description:
        "Un nouvel ordinateur portable de votre choix et une allocation unique de $1,500 pour aménager un espace de télétravail confortable et ergonomique.",
    },
  ],
  testimonials: [
    {
      quote:
        "Dès ma première année, j’ai dirigé un projet d’évaluation d’agents pour un réseau hospitalier, et je passais mes vendredis à aider une banque alimentaire à nettoyer ses données de donateurs. Dans les deux cas, c’était du vrai travail d’ingénierie.",
      name: "Rafaela Iwasaki",
      title: "Ingénieure ML senior, San Francisco",
    },
    {
      quote:
        "Ici, les gens mettent les choses par écrit, et les lisent vraiment. Quand je travaille entre Londres et New York, je n’ai jamais l’impression de passer à côté des vraies discussions.",
      name: "Callum Adeyemi-Hart",
      title: "Designer produit, Londres",
    },
    {
      quote:
        "Je suis venue pour travailler sur des systèmes de streaming à une échelle que je ne connaissais que par la lecture. Je suis restée parce que les ingénieurs seniors prennent le temps de transmettre, chaque semaine.",
      name: "Noor Valdivia",
      title: "Ingénieure data, Stream House, New York",
    },
  ],
};
