import type { Words } from "../words.ts";

export const fr: Words = {
  frame: {
    skipToContent: "Aller au contenu principal",
    mainMenu: "Principal",
    menu: "Menu",
    showAllServices: "Afficher tous les services",
    call: "Appeler",
    callUs: "Appelez-nous",
    whatsappUs: "Écrivez-nous sur WhatsApp",
    adminLogin: "Connexion administrateur",
    language: "Langue",
    languageOffer: "Cette page existe aussi en français.",
    readInLanguage: "La lire en français",
    dismiss: "Fermer",
  },
  menu: {
    home: "Accueil",
    about: "À propos",
    services: "Services",
    team: "Équipe",
    contact: "Contact",
  },
  footer: {
    links: {
      home: "Accueil",
      about: "Qui sommes-nous",
      services: "Nos services",
      team: "Notre équipe",
      contact: "Nous contacter",
    },
    quickLinks: "Liens rapides",
    quickLinksLabel: "Liens rapides",
    ourServices: "Nos services",
    ourServicesLabel: "Nos services",
    contact: "Contact",
    businessHours: "Heures d’ouverture\u00a0:",
    allRightsReserved: "Tous droits réservés.",
    privacyNotice: "Politique de confidentialité",
  },
  errors: {
    inEnglish: "Lire cette page en anglais",
    notFound: "Page introuvable",
    notFoundText:
      "Désolés, nous ne trouvons pas cette page. Elle a peut-être été déplacée, ou l’adresse comporte une faute de frappe.",
    unavailable: "Service momentanément indisponible",
    failed: "Une erreur s’est produite",
    failedText: "Nous n’avons pas pu afficher cette page. Merci de réessayer dans un instant.",
    toHome: "Retour à l’accueil",
    pagesThatHelp: "Ces pages peuvent vous aider",
    pageAbout: {
      home: "Nos trois sociétés en un coup d’œil",
      about: "Qui nous sommes et comment nous travaillons",
      team: "Les personnes qui suivront votre demande",
      contact: "Notre bureau, nos numéros et un formulaire de message",
    },
  },
  offline: {
    heading: "Vous êtes hors ligne",
    text: "Cette page n’est pas encore enregistrée sur votre téléphone : elle ne peut pas s’ouvrir sans connexion. Les pages déjà consultées restent disponibles. Réessayez dès que la connexion revient.",
  },
  trust: {
    keyFigures: "Chiffres clés",
    howItWorks: "Comment ça se passe",
    clientsSay: "Ce que disent nos clients",
    partners: "Partenaires et accréditations",
    questions: "Questions fréquentes",
  },
  services: {
    heading: "Services",
    filterLabel: "Filtrer les services par domaine",
    all: "Tous les services",
    categories: {
      "health-tourism": "Tourisme médical",
      "building-materials": "Matériaux de construction",
      logistics: "Logistique",
    },
    noneInCategory: "Aucun service dans ce domaine pour le moment.",
    learnMore: "En savoir plus",
    learnMoreAbout: " sur {title}",
  },
  service: {
    notFound: "Service introuvable",
    notFoundText: "Le service que vous cherchez n’existe pas ou n’a pas pu être chargé.",
    backToServices: "Retour aux services",
    breadcrumb: "Fil d’Ariane",
    requestQuote: "Demander un devis",
    features: "Points forts et avantages",
    interested: "{title} vous intéresse\u00a0?",
    quoteInvite: "Dites-nous ce dont vous avez besoin et nous vous préparerons un devis.",
    getQuote: "Obtenir un devis",
  },
  about: {
    goal: "Notre objectif",
    whyChooseUs: "Pourquoi nous choisir",
    visionAndMission: "Vision et mission",
    vision: "Notre vision",
    mission: "Notre mission",
    setsApart: "Ce qui nous distingue",
    storyAndValues: "Notre histoire et nos valeurs",
    story: "Notre histoire",
    coreValues: "Nos valeurs",
  },
  team: {
    members: "Membres de l’équipe",
    none: "Aucun membre de l’équipe pour le moment.",
    values: "Nos valeurs",
    excellence: "Excellence",
    excellenceText:
      "Chaque plan de traitement, chaque livraison et chaque envoi répond à l’exigence que nous aurions pour nous-mêmes.",
    integrity: "Intégrité",
    integrityText:
      "Des conseils honnêtes et des prix clairs, même quand la réponse n’est pas celle que le client espérait.",
    innovation: "Innovation",
    innovationText:
      "Nous améliorons sans cesse notre façon de travailler, pour de meilleurs résultats avec moins d’efforts pour nos clients.",
  },
  home: {
    headings: {
      about: "Qui sommes-nous",
      services: "Nos services",
      team: "Notre équipe",
      contact: "Nous contacter",
    },
    moreAboutUs: "En savoir plus sur nous",
    viewAllServices: "Voir tous nos services",
  },
  pages: {
    services: {
      title: "Nos services",
      subtitle:
        "Ce que fait chacune de nos sociétés, comment cela se passe étape par étape, et comment demander un devis.",
      description:
        "Tourisme médical en Turquie, matériaux de construction et logistique entre le Liberia et la Turquie.",
    },
    team: {
      title: "Notre équipe",
      subtitle:
        "Les personnes qui, à Paynesville et à Istanbul, s’occupent de vous du premier appel à la dernière livraison.",
      description:
        "Découvrez l’équipe de Paynesville et d’Istanbul qui organise vos soins, vos matériaux et vos envois.",
    },
    quoteIntros: {
      "health-tourism":
        "Parlez-nous du patient et du traitement souhaité. Nos coordinateurs médicaux étudient chaque demande avec nos hôpitaux partenaires en Turquie et vous répondent sous {answerTime}.",
      logistics:
        "Dites-nous ce que vous expédiez, d’où et vers où. Nous vous répondons sous {answerTime} avec un prix pour le trajet, et pouvons nous charger pour vous du bordereau de suivi des cargaisons (CTN) du Liberia et de l’inspection.",
      "building-materials":
        "Indiquez les produits dont vous avez besoin et le lieu de livraison. Nous vous répondons sous {answerTime} avec les prix et une date de livraison.",
    },
    contactAnswer: "Nous répondons à chaque message sous {answerTime}.",
    contact: {
      title: "Nous contacter",
      subtitle:
        "Une question sur un traitement en Turquie, un devis de matériaux ou un envoi ? Nous sommes là pour vous aider.",
      description:
        "Appelez-nous, écrivez-nous ou passez à notre bureau de Paynesville, au Liberia, ou envoyez-nous un message. Nous répondons sous {answerTime}.",
    },
    quoteLine: "Demande de devis – {line}",
    quote: {
      title: "Demander un devis",
      subtitle:
        "Choisissez l’activité qui vous intéresse, répondez à quelques questions et recevez aussitôt un numéro de référence.",
      lines: "Nos activités",
    },
  },
  answerTime: {
    one: "un jour ouvré",
    many: "{count} jours ouvrés",
    counts: "deux trois quatre cinq six sept huit neuf dix",
  },
  contact: {
    quoteHeading: "Demander un devis",
    quoteIntro:
      "Choisissez le domaine qui vous intéresse, répondez à quelques questions et recevez aussitôt un numéro de référence.",
    getInTouch: "Nous joindre",
    findOnMap: "Nous trouver sur la carte",
    address: "Adresse",
    phone: "Téléphone",
    email: "E-mail",
    hours: "Horaires",
  },
  quoteCards: {
    title: "Devis – {line}",
    "health-tourism":
      "Soins en Turquie\u00a0: parlez-nous du patient et envoyez ses comptes rendus médicaux.",
    logistics: "Fret maritime ou aérien entre la Turquie, le Liberia et au-delà.",
    "building-materials": "Ciment, carrelage, acier et bien plus, livrés dans votre ville.",
  },
  fields: {
    optional: " (facultatif)",
  },
  contactForm: {
    heading: "Écrivez-nous",
    name: "Nom complet",
    email: "Adresse e-mail",
    phone: "Numéro de téléphone",
    subject: "Objet",
    chooseSubject: "Choisissez un objet",
    subjects: {
      "Health Tourism Inquiry": "Demande de tourisme médical",
      "Building Materials Quote": "Devis de matériaux de construction",
      "Logistics Services": "Services logistiques",
      "General Inquiry": "Demande générale",
      "Partnership Opportunity": "Proposition de partenariat",
    },
    line: "Quelle activité cela concerne-t-il\u00a0?",
    noLine: "Aucune en particulier",
    message: "Message",
    send: "Envoyer le message",
  },
  quoteForm: {
    label: "Demande de devis – {line}",
    intro:
      "Tous les champs sont obligatoires, sauf mention (facultatif). Notre {privacy} explique ce que nous faisons de vos informations.",
    privacyNotice: "politique de confidentialité",
    send: "Envoyer la demande",
    afterSending:
      "Vous recevrez aussitôt un numéro de référence, puis une confirmation par e-mail.",
    afterSendingHealth:
      "Vous recevrez aussitôt un numéro de référence, et une confirmation par e-mail si vous indiquez une adresse.",
    step: "Étape {step} sur {count}\u00a0: {title}",
    back: "Retour",
    next: "Suivant",
  },
  quoteFields: {
    patient: "Le patient",
    treatment: "Le traitement",
    reports: "Comptes rendus médicaux",
    consent: "Consentement",
    route: "Le trajet",
    cargo: "La marchandise",
    products: "Produits",
    delivery: "Livraison",
    contactDetails: "Vos coordonnées",
    yourName: "Votre nom",
    company: "Entreprise",
    email: "Adresse e-mail",
    phone: "Numéro de téléphone",
    phoneHint: "Avec l’indicatif du pays, par exemple +231 77 000 0000.",
    patientName: "Nom complet du patient",
    age: "Âge",
    country: "Pays",
    city: "Ville",
    patientPhoneHint:
      "Avec l’indicatif du pays, par exemple +231 77 000 0000. Un numéro de téléphone ou une adresse e-mail suffit.",
    onWhatsapp: "Ce numéro est sur WhatsApp",
    patientEmailHint:
      "Seulement si vous en avez une\u00a0: nous vous enverrons alors une confirmation.",
    contactChannel: "Comment préférez-vous être contacté\u00a0?",
    anyWay: "Peu importe",
    channels: { whatsapp: "WhatsApp", phone: "Appel téléphonique", email: "E-mail" },
    treatmentChoice: "Traitement ou spécialité",
    chooseTreatment: "Choisissez un traitement",
    treatmentOther: "Autre traitement, lequel\u00a0?",
    treatmentOtherHint: "Seulement si vous avez choisi «\u00a0{other}\u00a0».",
    condition: "Brève description de l’affection",
    conditionHint:
      "Ce que les médecins ont constaté jusqu’ici, et ce que vous attendez du traitement.",
    travelMonth: "Mois de voyage souhaité",
    travelMonthHint: "Par exemple 2027-03.",
    language: "Langue souhaitée",
    chooseLanguage: "Choisissez une langue",
    languages: { English: "Anglais", French: "Français", Turkish: "Turc", Arabic: "Arabe" },
    companion: "Le patient voyagera avec un accompagnant",
    medicalReports: "Comptes rendus médicaux",
    reportsHint:
      "PDF, JPEG ou PNG\u00a0; jusqu’à {files} fichiers de {megabytes} Mo chacun. Si vous ne les avez pas sous la main, vous pourrez les envoyer plus tard.",
    tooManyFiles: "Joignez {files} fichiers au maximum.",
    fileTooBig: "Chaque fichier doit faire au plus {megabytes} Mo.",
    consentHealth:
      "J’accepte que les informations médicales de ce formulaire soient traitées pour étudier mon dossier, comme l’explique la {privacy}.",
    consentPrivacy: "politique de confidentialité",
    consentNews:
      "Envoyez-moi des nouvelles et des offres par message (facultatif\u00a0; vous pouvez vous désabonner à tout moment).",
    fromPlace: "Départ\u00a0: ville ou port",
    fromCountry: "Départ\u00a0: pays",
    toPlace: "Arrivée\u00a0: ville ou port",
    toCountry: "Arrivée\u00a0: pays",
    chooseCountry: "Choisissez un pays",
    countrySides: { Liberia: "Liberia", Turkey: "Turquie", Other: "Autre" },
    mode: "Quel mode de transport\u00a0?",
    chooseMode: "Choisissez un mode",
    modes: {
      "fcl-20": "Maritime, conteneur complet 20 pieds",
      "fcl-40": "Maritime, conteneur complet 40 pieds",
      "fcl-40hc": "Maritime, conteneur complet 40 pieds high cube",
      lcl: "Maritime, groupage",
      air: "Aérien",
    },
    cargoDescription: "Description de la marchandise",
    cargoHint: "Sa nature, son emballage et toute particularité (fragile, dangereuse, réfrigérée).",
    weight: "Poids (kg)",
    volume: "Volume (m³)",
    readyDate: "Prête à être enlevée le",
    incoterm: "Incoterm",
    notSure: "Je ne sais pas",
    ctnHelp:
      "Je souhaite de l’aide pour le bordereau de suivi des cargaisons (BSC/CTN) du Liberia et l’inspection avant embarquement",
    productsHint:
      "Un produit par ligne, avec sa quantité et son unité. Laissez vides les lignes inutiles.",
    productRow: "Produit {number}",
    product: "Produit",
    quantity: "Quantité",
    unit: "Unité",
    units: {
      pieces: "pièces",
      bags: "sacs",
      tonnes: "tonnes",
      "m²": "m²",
      "m³": "m³",
      metres: "mètres",
      sheets: "feuilles",
      boxes: "cartons",
    },
    remove: "Retirer",
    removeWhich: " le produit {number}",
    addProduct: "Ajouter un produit",
    deliveryTown: "Ville de livraison",
    neededBy: "À livrer avant le",
    notes: "Remarques",
    notesHint: "Marques, dimensions, coloris, ou toute autre précision utile.",
  },
  whatsapp: {
    fromPage: "Bonjour, je vous écris depuis votre site ({page}).",
    fromSite: "Bonjour, je vous écris depuis votre site.",
  },
  quoteSent: {
    title: "Demande reçue",
    banner: "Votre demande de devis – {line}",
    received: "Demande reçue",
    thanks: "Merci. Votre demande a bien été reçue. Votre numéro de référence est le {reference}.",
    mailed: "Une confirmation est en route vers votre adresse e-mail.",
    notMailed:
      "Vous n’avez pas donné d’adresse e-mail, aucune confirmation ne vous est donc envoyée\u00a0: conservez bien ce numéro.",
    answer: "Notre équipe {line} vous répond sous {answerTime}.",
    quoteIt:
      "Rappelez la référence {reference} quand vous nous écrivez ou nous appelez au sujet de cette demande.",
    sendReferenceHeading: "Envoyez-nous la référence sur WhatsApp",
    sendReferenceText:
      "Le message est déjà rédigé, avec votre numéro de référence\u00a0: ouvrez WhatsApp et appuyez sur Envoyer. Nous vous répondons dans la même conversation.",
    sendReference: "Envoyer {reference} sur WhatsApp",
    sendReferenceChat:
      "Bonjour, j’ai envoyé une demande de devis ({line}) sur votre site. Mon numéro de référence est le {reference}.",
    aboutIt: "Nous écrire à ce sujet sur WhatsApp",
    aboutItChat: "Bonjour, je vous écris au sujet de ma demande {reference}.",
    sendAnother: "Envoyer une autre demande",
    backToServices: "Retour à nos services",
  },
  mail: {
    subject: "Nous avons reçu votre demande {reference}",
    hello: "Bonjour,",
    thanks: "Merci pour votre demande de devis ({line}). Nous l’avons reçue le {date}.",
    reference:
      "Votre référence est {reference}. Merci de la rappeler chaque fois que vous nous contactez au sujet de cette demande.",
    youChose: "Vos choix\u00a0:",
    notRepeated:
      "Ce que vous avez écrit vous-même (noms, lieux, descriptions et remarques) est conservé en sécurité avec votre demande\u00a0; nous ne le répétons pas par e-mail.",
    next: "La suite\u00a0:",
    nextText:
      "Notre équipe {line} étudie votre demande et vous répond sous {answerTime}, avec un devis ou avec des questions s’il nous faut plus de détails. Inutile de nous la renvoyer.",
    reachUs: "Pour nous joindre\u00a0:",
    phone: "Téléphone\u00a0: {phones}",
    email: "E-mail\u00a0: {email}",
    notYou:
      "Si vous ne nous avez pas demandé de devis, quelqu’un a saisi votre adresse dans notre formulaire\u00a0: vous pouvez ignorer cet e-mail.",
  },
  carousel: {
    roleCarousel: "carrousel",
    roleSlide: "diapositive",
    highlights: "À la une",
    slideOf: "{slide} sur {count}",
    showSlide: "Afficher la diapositive {slide}",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    pause: "Mettre le diaporama en pause",
    play: "Lancer le diaporama",
  },
  script: {
    sending: "Envoi en cours…",
    keptOffline:
      "Vous êtes hors ligne. Votre message est enregistré sur ce téléphone et partira automatiquement dès que la connexion sera rétablie.",
    notKept:
      "Votre message n’a pas pu être envoyé\u00a0: le site est injoignable. Vérifiez votre connexion, puis réessayez.",
    sentLater: "Le message que vous aviez écrit hors ligne vient d’être envoyé. Merci\u00a0!",
    refusedLater:
      "Le message que vous aviez écrit hors ligne n’a pas pu être envoyé\u00a0: le site l’a refusé. Le voici, pour le copier et le renvoyer, ou pour nous le lire au téléphone\u00a0:",
    yourMessage: "Votre message",
  },
};
