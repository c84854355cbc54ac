import type {
  privacyPolicy as englishPrivacyPolicy,
  termsOfService as englishTermsOfService,
} from "@/content/legal";

/* Politique de confidentialité et conditions d’utilisation du site vitrine. */

export const privacyPolicy: typeof englishPrivacyPolicy = {
  title: "Politique de confidentialité",
  lastUpdated: "2025-05-01",
  intro:
    "La présente politique explique quelles informations le site web de Tessellate AI traite, pour quelles raisons, et de quels choix vous disposez. Tessellate AI est un cabinet de conseil en IA dont le siège est situé à San Francisco, en Californie, avec des bureaux à Londres et à Singapour. Le site est statique et ne comporte pas de comptes utilisateurs : lors de la plupart des visites, nous n’apprenons donc presque rien sur vous. Lorsque nous recevons des données personnelles, c’est parce que vous avez choisi de nous les envoyer ou que vous avez accepté la mesure d’audience.",
  sections: [
    {
      id: "information-we-collect",
      title: "Les informations que nous collectons",
      paragraphs: [
        "Vous pouvez parcourir ce site sans créer de compte ni nous dire qui vous êtes. Il n’existe aucune connexion sur ce site : l’accès au portail client n’y est pas actif, et nous ne constituons pas de profils d’utilisateurs.",
        "Nous ne recevons des données personnelles que lorsque vous envoyez l’un de nos formulaires. Nous recevons ce que vous y saisissez, c’est-à-dire en général votre nom, votre adresse e-mail et votre message, et éventuellement votre organisation, votre fonction ou d’autres informations demandées par le formulaire.",
        "Si vous acceptez la mesure d’audience dans notre bandeau de consentement, Google Analytics reçoit également des données d’utilisation relatives à votre visite, comme décrit dans la section consacrée aux cookies et au stockage local. Si vous refusez, ou si votre navigateur envoie un signal Global Privacy Control ou Do Not Track, aucune donnée d’audience n’est collectée.",
      ],
      list: [
        "Formulaire de contact et demandes de démonstration",
        "Candidatures au programme NGO Lab",
        "Candidatures à nos offres d’emploi, y compris le CV ou les liens que vous fournissez",
        "Propositions d’articles invités",
        "Inscriptions à la newsletter (votre adresse e-mail)",
        "Demandes d’accès à des ressources comme des guides ou des rapports",
      ],
    },
    {
      id: "how-we-use-information",
      title: "Comment nous utilisons ces informations",
      paragraphs: [
        "Nous utilisons les informations que vous nous transmettez uniquement pour donner suite à votre demande : répondre à votre question, organiser une démonstration, examiner une candidature au NGO Lab ou à un poste, étudier une proposition d’article invité, vous envoyer la newsletter à laquelle vous vous êtes inscrit ou vous fournir la ressource demandée.",
        "Si vous acceptez la mesure d’audience, nous utilisons les rapports agrégés pour comprendre quelles pages sont utiles, comment les visiteurs trouvent le site et ce qui peut être amélioré. Nous n’utilisons pas les données d’audience pour identifier individuellement les visiteurs, et nous n’utilisons aucune de vos informations pour prendre des décisions automatisées produisant des effets juridiques ou des effets similaires significatifs à votre égard.",
        "Lorsque le RGPD ou le RGPD britannique s’applique, nous nous fondons sur votre consentement pour la mesure d’audience et la newsletter, sur des mesures précontractuelles prises à votre demande pour les demandes de démonstration et les candidatures, et sur notre intérêt légitime à répondre aux demandes qui nous sont adressées pour les autres formulaires.",
      ],
    },
    {
      id: "how-we-share-information",
      title: "Comment nous partageons ces informations",
      paragraphs: [
        "Nous ne vendons pas vos données personnelles et ne les partageons pas à des fins de publicité comportementale ciblée. Nous ne les communiquons que dans les cas limités décrits ci-dessous.",
      ],
      list: [
        "Les prestataires qui assurent pour notre compte le fonctionnement du site et de notre correspondance, comme l’hébergement du site, l’envoi d’e-mails et, uniquement si vous l’acceptez, Google Analytics. Ils agissent dans un cadre contractuel et ne peuvent utiliser les données que pour nous fournir leur service.",
        "Les autorités, les tribunaux ou d’autres parties lorsque la loi l’exige, ou lorsque la communication est nécessaire pour protéger les droits, la sécurité ou les biens de Tessellate AI, de nos clients ou de tiers.",
        "Une organisation qui nous succéderait si Tessellate AI faisait l’objet d’une fusion, d’une acquisition ou d’une cession d’actifs ; la présente politique continuerait alors de s’appliquer aux informations transférées.",
      ],
    },
    {
      id: "data-security",
      title: "Sécurité des données",
      paragraphs: [
        "Le site est servi via des connexions HTTPS chiffrées, et les informations envoyées par nos formulaires ne sont traitées que par les personnes qui en ont besoin pour y répondre. Nous limitons l’accès aux données personnelles, travaillons avec des prestataires qui appliquent des pratiques de sécurité reconnues et réexaminons nos mesures de protection à mesure que le site et nos services évoluent.",
        "Aucune méthode de transmission ou de stockage n’est totalement sûre ; nous ne pouvons donc pas garantir une sécurité absolue. Si nous avons connaissance d’une violation touchant vos données personnelles, nous vous en informerons, ainsi que les autorités compétentes, conformément à la loi.",
      ],
    },
    {
      id: "your-rights-and-choices",
      title: "Vos droits et vos choix",
      paragraphs: [
        "Selon votre lieu de résidence, vous disposez de droits sur les données personnelles que nous détenons à votre sujet. Les résidents de l’Espace économique européen et du Royaume-Uni disposent de droits au titre du RGPD et du RGPD britannique, et les résidents de Californie au titre du California Consumer Privacy Act, tel que modifié par le California Privacy Rights Act. Dans la mesure du possible, nous accordons les mêmes droits fondamentaux à tous les visiteurs.",
        "Pour exercer l’un de ces droits, écrivez à privacy@example.com. Nous pourrons vous demander les informations nécessaires pour confirmer votre identité, et nous vous répondrons dans le délai prévu par la loi applicable, généralement sous un mois. Vous pouvez recourir à un mandataire, et l’exercice de vos droits n’entraînera aucun traitement différent à votre égard.",
        "Si vous vous trouvez dans l’EEE ou au Royaume-Uni et estimez que nous n’avons pas traité vos informations correctement, vous pouvez introduire une réclamation auprès de votre autorité locale de protection des données, comme l’Information Commissioner’s Office au Royaume-Uni. Nous vous serions reconnaissants de nous donner d’abord l’occasion de répondre à votre préoccupation.",
      ],
      list: [
        "Accès : obtenir une copie des données personnelles que nous détenons à votre sujet",
        "Rectification : nous demander de corriger des informations inexactes ou incomplètes",
        "Effacement : nous demander de supprimer vos informations",
        "Opposition et limitation : vous opposer à certaines utilisations de vos informations ou les limiter",
        "Portabilité : recevoir vos informations dans un format structuré et couramment utilisé",
        "Retrait du consentement : retirer votre consentement à tout moment, y compris pour la mesure d’audience et la newsletter, sans remettre en cause les traitements antérieurs",
        "Information et opposition : en tant que résident de Californie, savoir ce que nous collectons et comment nous l’utilisons, et refuser toute vente ou tout partage (nous ne pratiquons ni l’un ni l’autre)",
      ],
    },
    {
      id: "cookies-and-local-storage",
      title: "Cookies et stockage local",
      paragraphs: [
        "Le site lui-même ne dépose pas de cookies. Il utilise à la place le stockage local de votre navigateur pour mémoriser quelques éléments sur votre appareil. Ces informations restent dans votre navigateur et ne nous sont jamais envoyées, sauf si vous envoyez le formulaire correspondant. Vous pouvez les supprimer à tout moment en effaçant les données de site de votre navigateur.",
        "Google Analytics 4 ne se charge que si vous l’acceptez dans le bandeau de consentement. Il ne se charge jamais si votre navigateur envoie un signal Global Privacy Control ou Do Not Track. Si vous acceptez, Google Analytics dépose ses propres cookies et reçoit les pages vues, y compris le titre, l’adresse et le chemin de la page, ainsi que des informations générales sur votre appareil et votre navigateur. Les adresses IP sont anonymisées. Vous pouvez modifier votre choix à tout moment depuis les paramètres des cookies, dans le pied de page du site.",
        "La carte de notre bureau de San Francisco est une carte OpenStreetMap qui ne se charge que si vous choisissez de l’afficher. Elle charge alors des tuiles cartographiques depuis les serveurs d’OpenStreetMap, qui reçoivent votre adresse IP dans le cadre de cette requête. Les boutons de partage du site sont de simples liens : rien n’est envoyé à un réseau social tant que vous ne cliquez pas sur l’un d’eux.",
      ],
      list: [
        "Le thème choisi (clair ou sombre)",
        "La langue choisie",
        "Les brouillons du formulaire de contact, de la candidature au NGO Lab et de la candidature à un poste, conservés uniquement jusqu’à leur envoi",
        "Votre choix en matière de mesure d’audience (acceptation ou refus), lorsque le bandeau de consentement s’affiche",
      ],
    },
    {
      id: "childrens-privacy",
      title: "Protection des données des enfants",
      paragraphs: [
        "Ce site s’adresse aux entreprises et aux professionnels et n’est pas destiné aux enfants de moins de 16 ans. Nous ne collectons pas sciemment de données personnelles auprès de personnes de moins de 16 ans. Si vous pensez qu’un enfant nous a transmis des données personnelles, veuillez écrire à privacy@example.com et nous les supprimerons.",
      ],
    },
    {
      id: "international-transfers",
      title: "Transferts internationaux",
      paragraphs: [
        "Tessellate AI est établie aux États-Unis et dispose de bureaux au Royaume-Uni et à Singapour, et certains de nos prestataires opèrent dans d’autres pays. Les informations que vous nous envoyez peuvent donc être traitées en dehors de votre pays de résidence.",
        "Lorsque nous transférons des données personnelles depuis l’EEE ou le Royaume-Uni vers un pays ne bénéficiant pas d’une décision d’adéquation, nous nous appuyons sur les clauses contractuelles types approuvées par la Commission européenne, complétées le cas échéant par l’avenant britannique, ainsi que sur des garanties supplémentaires lorsque cela est nécessaire.",
      ],
    },
    {
      id: "data-retention",
      title: "Durée de conservation",
      paragraphs: [
        "Nous ne conservons les données personnelles que le temps nécessaire à la finalité pour laquelle vous nous les avez transmises, puis nous les supprimons ou les anonymisons. Nous pouvons conserver certaines informations plus longtemps lorsque la loi l’exige ou pour constater, exercer ou défendre des droits en justice.",
      ],
      list: [
        "Demandes de contact et de démonstration : jusqu’à 24 mois",
        "Candidatures à un poste : jusqu’à 12 mois, sauf si vous acceptez une durée plus longue",
        "Abonnements à la newsletter : jusqu’à votre désinscription",
        "Brouillons et préférences stockés dans le navigateur : sur votre appareil jusqu’à leur envoi ou leur suppression",
      ],
    },
    {
      id: "changes-to-this-policy",
      title: "Modifications de la présente politique",
      paragraphs: [
        "Nous pouvons mettre à jour la présente politique lorsque le site ou nos pratiques évoluent. Dans ce cas, nous modifierons la date indiquée en haut de cette page. Si une modification est importante, nous l’annoncerons également sur le site avant son entrée en vigueur.",
      ],
    },
    {
      id: "contact-us",
      title: "Nous contacter",
      paragraphs: [
        "Pour toute question sur la présente politique ou pour exercer vos droits en matière de protection des données, écrivez à privacy@example.com. Pour toute autre demande, écrivez à hello@example.com. Vous pouvez également nous écrire par courrier à l’adresse suivante : Tessellate AI, 500 Howard Street, Suite 300, San Francisco, CA 94105, États-Unis.",
      ],
    },
  ],
};

export const termsOfService: typeof englishTermsOfService = {
  title: "Conditions d’utilisation",
  lastUpdated: "2025-05-01",
  intro:
    "Les présentes conditions régissent votre utilisation du site web de Tessellate AI. Elles constituent un accord entre vous et Tessellate AI, cabinet de conseil en IA dont le siège est situé à San Francisco, en Californie. Veuillez les lire attentivement : en utilisant le site, vous les acceptez. Nos missions de conseil sont quant à elles régies par des contrats écrits distincts, et non par les présentes conditions.",
  sections: [
    {
      id: "acceptance-of-terms",
      title: "Acceptation des conditions",
      paragraphs: [
        "En accédant à ce site ou en l’utilisant, vous acceptez les présentes conditions ainsi que notre politique de confidentialité. Si vous utilisez le site pour le compte d’une organisation, vous confirmez être habilité à accepter ces conditions en son nom. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.",
      ],
    },
    {
      id: "use-of-the-website",
      title: "Utilisation du site",
      paragraphs: [
        "Vous pouvez utiliser ce site pour découvrir Tessellate AI, lire nos contenus et nous contacter, à des fins exclusivement licites. Nous pouvons modifier, suspendre ou retirer toute partie du site à tout moment et sans préavis.",
        "En utilisant le site, vous vous engagez à ne pas :",
      ],
      list: [
        "Enfreindre une loi ou une réglementation applicable",
        "Tenter d’accéder sans autorisation au site, à ses serveurs ou aux systèmes associés",
        "Perturber ou surcharger le site, ou y introduire des logiciels malveillants ou tout autre code nuisible",
        "Extraire ou collecter des contenus ou des données par des moyens automatisés au-delà de l’indexation habituelle par les moteurs de recherche",
        "Transmettre de fausses informations ou usurper l’identité d’une autre personne ou organisation",
        "Envoyer du spam ou des contenus promotionnels non sollicités via nos formulaires",
      ],
    },
    {
      id: "intellectual-property",
      title: "Propriété intellectuelle",
      paragraphs: [
        "Le contenu de ce site, notamment les textes, graphismes, logos, études de cas, articles et ressources, appartient à Tessellate AI ou à ses concédants de licence et est protégé par le droit d’auteur, le droit des marques et d’autres lois. Le nom et le logo Tessellate AI sont nos marques.",
        "Vous pouvez consulter, télécharger et imprimer des pages pour votre usage personnel non commercial, et partager des liens vers celles-ci. Toute autre reproduction, modification, diffusion ou utilisation commerciale nécessite notre autorisation écrite préalable.",
      ],
    },
    {
      id: "user-submissions",
      title: "Contenus transmis par les utilisateurs",
      paragraphs: [
        "Lorsque vous nous transmettez des informations via un formulaire, qu’il s’agisse d’une demande, d’une candidature ou d’un article invité, vous confirmez qu’elles sont exactes, que vous avez le droit de les partager et qu’elles ne portent atteinte aux droits de personne ni ne contiennent de contenu illicite. Nous traitons les données personnelles figurant dans ces envois comme le décrit notre politique de confidentialité.",
        "Si vous proposez un article invité ou un autre contenu en vue de sa publication, vous en conservez la propriété, mais vous accordez à Tessellate AI une licence non exclusive, mondiale et gratuite pour le modifier, le publier et le promouvoir si nous l’acceptons. Nous ne sommes pas tenus de publier un contenu proposé. Veuillez ne pas nous transmettre d’informations confidentielles via le site ; si la confidentialité est importante, nous conviendrons d’abord des conditions.",
      ],
    },
    {
      id: "services-and-proposals",
      title: "Services et propositions",
      paragraphs: [
        "Les descriptions de nos services, les études de cas, les résultats et les délais indicatifs présentés sur ce site sont fournis à titre d’information générale. Ils ne constituent ni une offre, ni une garantie de résultat, ni un engagement ferme, et les résultats obtenus pour un client ne préjugent pas de ceux obtenus pour un autre.",
        "Chaque mission de conseil est régie par un contrat écrit distinct signé par Tessellate AI et le client. En cas de contradiction entre ce contrat et les présentes conditions, le contrat signé prévaut pour la mission concernée.",
      ],
    },
    {
      id: "ngo-lab-program",
      title: "Programme NGO Lab",
      paragraphs: [
        "À travers le NGO Lab, Tessellate AI apporte un soutien bénévole à des organisations à but non lucratif sélectionnées. Le dépôt d’une candidature ne crée aucun droit à des services, à un financement ou à une réponse dans un délai déterminé.",
        "Les participants sont sélectionnés à notre seule discrétion, et nous pouvons modifier, suspendre ou arrêter le programme à tout moment. Les organisations sélectionnées seront invitées à signer un accord distinct qui précise le périmètre et les conditions du soutien.",
      ],
    },
    {
      id: "third-party-links-and-content",
      title: "Liens et contenus de tiers",
      paragraphs: [
        "Le site contient des liens vers d’autres sites web et des contenus intégrés provenant de tiers, comme la carte OpenStreetMap de notre bureau et des liens de partage vers les réseaux sociaux. Nous ne contrôlons pas ces services et ne sommes pas responsables de leur contenu, de leur disponibilité ni de leurs pratiques en matière de confidentialité. Leur utilisation est soumise à leurs propres conditions et politiques.",
      ],
    },
    {
      id: "disclaimers",
      title: "Exclusion de garanties",
      paragraphs: [
        "Le site et son contenu sont fournis « en l’état » et « selon disponibilité », sans garantie d’aucune sorte, expresse ou implicite, y compris les garanties de qualité marchande, d’adéquation à un usage particulier, d’exactitude et d’absence de contrefaçon, dans toute la mesure permise par la loi.",
        "Les articles, guides et autres ressources du site constituent des informations générales et non des conseils professionnels, juridiques ou techniques adaptés à votre situation. Nous nous efforçons de maintenir le site exact et disponible, mais nous ne garantissons pas qu’il sera exempt d’erreurs, accessible sans interruption ou dépourvu de composants nuisibles.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation de responsabilité",
      paragraphs: [
        "Dans toute la mesure permise par la loi, Tessellate AI, ses dirigeants, ses salariés et ses partenaires ne sauraient être tenus responsables de dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, ni d’une perte de bénéfices, de chiffre d’affaires, de données ou de clientèle, résultant de votre utilisation du site ou de l’impossibilité de l’utiliser.",
        "Notre responsabilité totale pour toute réclamation liée au site est limitée à cent dollars américains (US$100). Certaines juridictions n’autorisent pas certaines limitations ; il est donc possible que des parties de cette section ne s’appliquent pas à vous. Aucune disposition des présentes conditions ne limite une responsabilité qui ne peut l’être en vertu de la loi.",
      ],
    },
    {
      id: "indemnification",
      title: "Indemnisation",
      paragraphs: [
        "Vous vous engagez à défendre, indemniser et garantir Tessellate AI, ses dirigeants, ses salariés et ses partenaires contre toute réclamation, perte, tout dommage et toute dépense, y compris des frais d’avocat raisonnables, résultant d’une utilisation abusive du site, des contenus que vous transmettez ou d’une violation des présentes conditions.",
      ],
    },
    {
      id: "governing-law",
      title: "Droit applicable",
      paragraphs: [
        "Les présentes conditions, ainsi que tout litige qui en découle ou qui découle de votre utilisation du site, sont régis par le droit de l’État de Californie, aux États-Unis, sans égard à ses règles de conflit de lois. Cela ne vous prive pas des protections impératives que vous accorde le droit de la consommation de votre pays de résidence.",
      ],
    },
    {
      id: "dispute-resolution",
      title: "Règlement des litiges",
      paragraphs: [
        "Si vous avez une préoccupation concernant le site, veuillez d’abord nous contacter à hello@example.com ; la plupart des problèmes peuvent être réglés à l’amiable. Si un litige ne peut être résolu de cette manière, il relèvera de la compétence exclusive des tribunaux d’État et fédéraux situés dans le comté de San Francisco, en Californie, et vous-même comme Tessellate AI acceptez la compétence personnelle de ces tribunaux.",
      ],
    },
    {
      id: "changes-and-contact",
      title: "Modifications et contact",
      paragraphs: [
        "Nous pouvons réviser ces conditions de temps à autre. La date indiquée en haut de cette page correspond à leur dernière modification, et le fait de continuer à utiliser le site après une modification vaut acceptation des conditions révisées. Si une disposition est jugée inapplicable, les autres restent en vigueur, et le fait que nous n’appliquions pas une disposition ne vaut pas renonciation à celle-ci.",
        "Vos questions sur ces conditions peuvent être envoyées à hello@example.com, ou par courrier à Tessellate AI, 500 Howard Street, Suite 300, San Francisco, CA 94105, États-Unis. Pour les questions relatives à la confidentialité, écrivez à privacy@example.com.",
      ],
    },
  ],
};
