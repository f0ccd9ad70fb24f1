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
  },
  menu: {
    home: "Accueil",
    about: "À propos",
    services: "Services",
    team: "Équipe",
    contact: "Contact",
  },
  footer: {
    home: "Accueil",
    quickLinks: "Liens rapides",
    quickLinksLabel: "Liens rapides",
    aboutUs: "Qui sommes-nous",
    ourServices: "Nos services",
    ourServicesLabel: "Nos services",
    ourTeam: "Notre équipe",
    contactUs: "Nous contacter",
    contact: "Contact",
    businessHours: "Heures d’ouverture\u00a0:",
    allRightsReserved: "Tous droits réservés.",
    privacyNotice: "Politique de confidentialité",
  },
  errors: {
    notFound: "Page introuvable",
    notFoundText:
      "Désolés, nous ne trouvons pas cette page. Elle a peut-être été déplacée, ou l’adresse comporte une faute de frappe.",
    unavailable: "Service momentanément indisponible",
    failed: "Une erreur s’est produite",
    failedText: "Nous n’avons pas pu afficher cette page. Merci de réessayer dans un instant.",
    toHome: "Retour à l’accueil",
    pagesThatHelp: "Ces pages peuvent vous aider",
    homeAbout: "Nos trois sociétés en un coup d’œil",
    aboutAbout: "Qui nous sommes et comment nous travaillons",
    teamAbout: "Les personnes qui suivront votre demande",
    contactAbout: "Notre bureau, nos numéros et un formulaire de message",
  },
  offline: {
    heading: "Vous êtes hors ligne",
    text: "Cette page n’est pas encore enregistrée sur votre téléphone : elle ne peut pas s’ouvrir sans connexion. Les pages déjà consultées restent disponibles. Réessayez dès que la connexion revient.",
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
