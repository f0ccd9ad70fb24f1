import { enForms } from "./en-forms.ts";

// The site's own words in English: the source the other word files translate, key for key.

export const en = {
  frame: {
    skipToContent: "Skip to main content",
    mainMenu: "Main",
    menu: "Menu",
    showAllServices: "Show all services",
    call: "Call",
    callUs: "Call us",
    whatsappUs: "WhatsApp us",
    adminLogin: "Admin Login",
    /** The language switcher's name. */
    language: "Language",
    /**
     * Offered, in this language, to a visitor whose browser prefers it, on a page in another
     * language.
     */
    languageOffer: "This page is also in English.",
    readInLanguage: "Read it in English",
    dismiss: "Dismiss",
  },
  /** The menu's names of the pages. */
  menu: {
    home: "Home",
    about: "About",
    services: "Services",
    team: "Team",
    contact: "Contact",
  },
  footer: {
    /** The footer's links to the main pages (site-pages.ts), by name. */
    links: {
      home: "Home",
      about: "About Us",
      services: "Our Services",
      team: "Our Team",
      contact: "Contact Us",
    },
    quickLinks: "Quick Links",
    quickLinksLabel: "Quick links",
    ourServices: "Our Services",
    ourServicesLabel: "Our services",
    contact: "Contact",
    businessHours: "Business hours:",
    allRightsReserved: "All rights reserved.",
    privacyNotice: "Privacy Notice",
  },
  errors: {
    /** On a page not published in this language, the way to the English one. */
    inEnglish: "Read this page in English",
    notFound: "Page Not Found",
    notFoundText:
      "Sorry, we could not find that page. It may have moved, or the address may be mistyped.",
    unavailable: "Temporarily Unavailable",
    failed: "Something Went Wrong",
    failedText: "We could not show this page. Please try again in a moment.",
    toHome: "Go to the home page",
    pagesThatHelp: "Pages that may help",
    /** What each main page is for, as the error pages offer them. */
    pageAbout: {
      home: "Our three companies at a glance",
      about: "Who we are and how we work",
      team: "The people you will deal with",
      contact: "Our office, phones and a message form",
    },
  },
  offline: {
    heading: "You are offline",
    text: "This page is not saved on your phone yet, so it cannot open without a connection. The pages you have opened before still work. When you are back online, try again.",
  },
  trust: {
    keyFigures: "Key figures",
    howItWorks: "How it works",
    clientsSay: "What our clients say",
    partners: "Partners and accreditations",
    questions: "Questions and answers",
  },
  services: {
    heading: "Services",
    filterLabel: "Filter services by category",
    all: "All Services",
    /** The public categories' names, by their value. */
    categories: {
      "health-tourism": "Health Tourism",
      "building-materials": "Building Materials",
      logistics: "Logistics",
    },
    noneInCategory: "No services found for the selected category.",
    learnMore: "Learn More",
    learnMoreAbout: " about {title}",
  },
  service: {
    notFound: "Service Not Found",
    notFoundText: "The service you are looking for does not exist or could not be loaded.",
    backToServices: "Back to Services",
    breadcrumb: "Breadcrumb",
    requestQuote: "Request a Quote",
    features: "Key Features & Benefits",
    interested: "Interested in {title}?",
    quoteInvite: "Tell us what you need and we will prepare a quote.",
    getQuote: "Get Quote",
  },
  about: {
    goal: "Our Company Goal",
    whyChooseUs: "Why Choose Us",
    visionAndMission: "Vision and mission",
    vision: "Our Vision",
    mission: "Our Mission",
    setsApart: "What Sets Us Apart",
    storyAndValues: "Our story and values",
    story: "Our Story",
    coreValues: "Core Values",
  },
  team: {
    members: "Team members",
    none: "No team members found.",
    values: "Our Values",
    excellence: "Excellence",
    excellenceText:
      "We hold every treatment plan, delivery and shipment to the standard we would expect for ourselves.",
    integrity: "Integrity",
    integrityText:
      "Honest advice and clear prices, even when the answer is not the one a client hoped for.",
    innovation: "Innovation",
    innovationText:
      "We keep improving how we work so our clients get better results with less effort.",
  },
  /** The home page's own words; the office may give the section headings its own. */
  home: {
    headings: {
      about: "About Us",
      services: "Our Services",
      team: "Our Team",
      contact: "Get In Touch",
    },
    moreAboutUs: "More about us",
    viewAllServices: "View All Services",
  },
  /** The fixed pages' banners (title and the line under it) and their descriptions for search engines. */
  pages: {
    services: {
      title: "Our Services",
      subtitle:
        "What each of our companies does, how it works step by step, and how to ask for a quote.",
      description:
        "Health tourism to Turkey, building and construction materials, and logistics between Liberia and Turkey.",
    },
    team: {
      title: "Our Team",
      subtitle:
        "The people in Paynesville and Istanbul who look after you from the first call to the last delivery.",
      description:
        "Meet the people in Paynesville and Istanbul who arrange your care, your materials and your freight.",
    },
    /** Each quote form's line under its title, with the answer time the office promises. */
    quoteIntros: {
      "health-tourism":
        "Tell us about the patient and the treatment wanted. Our medical coordinators review every request with partner hospitals in Turkey and answer within {answerTime}.",
      logistics:
        "Tell us what you are shipping, from where and to where. We reply within {answerTime} with a price for the route, and can take care of Liberia's Cargo Tracking Note and inspection for you.",
      "building-materials":
        "List the products you need and where they should be delivered. We reply within {answerTime} with prices and a delivery date.",
    },
    contactAnswer: "We answer every message within {answerTime}.",
    contact: {
      title: "Contact Us",
      subtitle:
        "Questions about treatment in Turkey, a materials quote or a shipment? We are here to help.",
      description:
        "Call, e-mail or visit our office in Paynesville, Liberia, or send us a message. We answer within {answerTime}.",
    },
    quoteLine: "Request a {line} Quote",
    quote: {
      title: "Request a Quote",
      subtitle:
        "Choose the business you need, answer a few questions, and get a reference number at once.",
      lines: "Business lines",
    },
    /** The privacy notice's line under its title. */
    privacy: {
      version: "Version {version}",
      updated: "Version {version}, last updated {date}",
    },
  },
  /** How long the office takes to answer, by its number of working days. */
  answerTime: {
    one: "one working day",
    many: "{count} working days",
    /** The counts from two to ten, as words; larger ones are written in figures. */
    counts: "two three four five six seven eight nine ten",
  },
  contact: {
    quoteHeading: "Request a Quote",
    quoteIntro:
      "Choose the business you need, answer a few questions, and get a reference number at once.",
    getInTouch: "Get In Touch",
    findOnMap: "Find us on the map",
    address: "Address",
    phone: "Phone",
    email: "Email",
    hours: "Working Hours",
  },
  carousel: {
    roleCarousel: "carousel",
    roleSlide: "slide",
    highlights: "Highlights",
    slideOf: "{slide} of {count}",
    showSlide: "Show slide {slide}",
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause the slideshow",
    play: "Play the slideshow",
  },
  /** What the enhancement script says; the page carries them in data attributes. */
  script: {
    sending: "Sending...",
    keptOffline:
      "You are offline. Your message is saved on this phone and will be sent automatically as soon as you are back online.",
    notKept:
      "Your message could not be sent: the website cannot be reached. Please check your connection and try again.",
    sentLater: "Your message written offline has now been sent. Thank you!",
    refusedLater:
      "Your message written offline could not be sent: the website did not accept it. Here is its text, to copy and send again or to read to us on the phone:",
    yourMessage: "Your message",
  },
  ...enForms,
};
