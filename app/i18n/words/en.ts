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
    home: "Home",
    quickLinks: "Quick Links",
    quickLinksLabel: "Quick links",
    aboutUs: "About Us",
    ourServices: "Our Services",
    ourServicesLabel: "Our services",
    ourTeam: "Our Team",
    contactUs: "Contact Us",
    contact: "Contact",
    businessHours: "Business hours:",
    allRightsReserved: "All rights reserved.",
    privacyNotice: "Privacy Notice",
  },
  errors: {
    notFound: "Page Not Found",
    notFoundText:
      "Sorry, we could not find that page. It may have moved, or the address may be mistyped.",
    unavailable: "Temporarily Unavailable",
    failed: "Something Went Wrong",
    failedText: "We could not show this page. Please try again in a moment.",
    toHome: "Go to the home page",
    pagesThatHelp: "Pages that may help",
    homeAbout: "Our three companies at a glance",
    aboutAbout: "Who we are and how we work",
    teamAbout: "The people you will deal with",
    contactAbout: "Our office, phones and a message form",
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
  /** The quote chooser's cards, one per business line. */
  quoteCards: {
    title: "{line} quote",
    "health-tourism": "Treatment in Turkey: tell us about the patient and send medical reports.",
    logistics: "Sea or air freight between Turkey, Liberia and beyond.",
    "building-materials": "Cement, tiles, steel and more, delivered to your town.",
  },
  /** The fields' own words, on every form. */
  fields: {
    optional: " (optional)",
  },
  contactForm: {
    heading: "Send us a Message",
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    subject: "Subject",
    chooseSubject: "Select a subject",
    /** The built-in subjects' names, by the subject the inbox files (in English). */
    subjects: {
      "Health Tourism Inquiry": "Health Tourism Inquiry",
      "Building Materials Quote": "Building Materials Quote",
      "Logistics Services": "Logistics Services",
      "General Inquiry": "General Inquiry",
      "Partnership Opportunity": "Partnership Opportunity",
    },
    line: "Which part of our business is it about?",
    noLine: "Not one in particular",
    message: "Message",
    send: "Send Message",
  },
  quoteForm: {
    label: "{line} quote request",
    intro:
      "All fields are required unless marked (optional). How we use what you send is explained in our {privacy}.",
    privacyNotice: "privacy notice",
    send: "Send request",
    afterSending: "You will get a reference number at once, and a confirmation by e-mail.",
    afterSendingHealth:
      "You will get a reference number at once, and a confirmation by e-mail if you give an address.",
    step: "Step {step} of {count}: {title}",
    back: "Back",
    next: "Next",
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
};
