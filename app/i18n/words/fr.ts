import type { Words } from "../words.ts";
import { frForms } from "./fr-forms.ts";

export const fr: Words = {
  frame: {
    skipToContent: "Aller au contenu principal",
    mainMenu: "Principal",
    menu: "Menu",
    showAllServices: "Afficher tous les services",
    call: "Appeler",
    callUs: "Appelez-nous",
    whatsappUs: "Écrire sur WhatsApp",
    adminLogin: "Connexion admin",
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
    privacy: {
      version: "Version {version}",
      updated: "Version {version}, mise à jour le {date}",
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
  ...frForms,
};
