import { ENGLISH_FORM_MESSAGES } from "../english-form-messages.ts";

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
  /** The quote forms' own fields. Option values stay as the inbox files them; these are their names. */
  quoteFields: {
    patient: "The patient",
    treatment: "Treatment",
    reports: "Reports",
    consent: "Consent",
    route: "The route",
    cargo: "The cargo",
    products: "Products",
    delivery: "Delivery",
    contactDetails: "Your contact details",
    yourName: "Your name",
    company: "Company",
    email: "E-mail address",
    phone: "Phone number",
    phoneHint: "With the country code, like +231 77 000 0000.",
    patientName: "Patient's full name",
    age: "Age",
    country: "Country",
    otherCountry: "Other",
    otherTreatment: "Other",
    city: "City",
    patientPhoneHint:
      "With the country code, like +231 77 000 0000. A phone number or an e-mail address is enough.",
    onWhatsapp: "This number is on WhatsApp",
    patientEmailHint: "Only if you have one: we then e-mail you a confirmation.",
    contactChannel: "How should we contact you?",
    anyWay: "Any way",
    channels: { whatsapp: "WhatsApp", phone: "Phone call", email: "E-mail" },
    treatmentChoice: "Treatment or specialty",
    chooseTreatment: "Choose a treatment",
    treatmentOther: "If other, which treatment",
    treatmentOtherHint: 'Only if you chose "{other}".',
    condition: "Short description of the condition",
    conditionHint: "What the doctors have found so far, and what you hope the treatment will do.",
    travelMonth: "Preferred month of travel",
    travelMonthHint: "Like 2027-03.",
    language: "Preferred language",
    chooseLanguage: "Choose a language",
    languages: { English: "English", French: "French", Turkish: "Turkish", Arabic: "Arabic" },
    companion: "The patient will travel with a companion",
    medicalReports: "Medical reports",
    reportsHint:
      "PDF, JPEG or PNG; up to {files} files of {megabytes} MB each. If you have none at hand, you can send them later.",
    tooManyFiles: "Attach at most {files} files.",
    fileTooBig: "Each file can be at most {megabytes} MB.",
    consentHealth:
      "I agree that the medical details in this form may be processed to assess the case, as described in the {privacy}.",
    consentPrivacy: "privacy notice",
    consentNews: "Send me news and offers by message (optional; you can stop them at any time).",
    fromPlace: "From: city or port",
    fromCountry: "From: country",
    toPlace: "To: city or port",
    toCountry: "To: country",
    chooseCountry: "Choose a country",
    countrySides: { Liberia: "Liberia", Turkey: "Turkey", Other: "Other" },
    mode: "How should it travel?",
    chooseMode: "Choose a mode",
    modes: {
      "fcl-20": "Sea, full container 20 ft",
      "fcl-40": "Sea, full container 40 ft",
      "fcl-40hc": "Sea, full container 40 ft high cube",
      lcl: "Sea, shared container",
      air: "Air",
    },
    cargoDescription: "Cargo description",
    cargoHint:
      "What it is, how it is packed, and anything special (fragile, hazardous, refrigerated).",
    weight: "Weight (kg)",
    volume: "Volume (m³)",
    readyDate: "Ready for collection on",
    incoterm: "Incoterm",
    notSure: "Not sure",
    ctnHelp:
      "I would like help with Liberia's Cargo Tracking Note (CTN) and pre-shipment inspection",
    productsHint:
      "One product per row, with its quantity and unit. Leave rows you do not need empty.",
    productRow: "Product {number}",
    product: "Product",
    quantity: "Quantity",
    unit: "Unit",
    units: {
      pieces: "pieces",
      bags: "bags",
      tonnes: "tonnes",
      "m²": "m²",
      "m³": "m³",
      metres: "metres",
      sheets: "sheets",
      boxes: "boxes",
    },
    remove: "Remove",
    removeWhich: " product {number}",
    addProduct: "Add another product",
    deliveryTown: "Delivery town",
    neededBy: "Needed by",
    notes: "Notes",
    notesHint: "Brands, sizes, colours, or anything else we should know.",
  },
  /** The first words of a WhatsApp chat from the site; `page` names where the visitor was. */
  whatsapp: {
    fromPage: "Hello, I'm writing from your website ({page}).",
    fromSite: "Hello, I'm writing from your website.",
  },
  /** The page a stored quote request answers with (its reference number). */
  quoteSent: {
    title: "Request received",
    banner: "Your {line} Quote Request",
    received: "Request received",
    thanks: "Thank you. Your request has been received. Your reference number is {reference}.",
    mailed: "A confirmation is on its way to your e-mail address.",
    notMailed: "You gave no e-mail address, so no confirmation is mailed: please keep this number.",
    answer: "Our {line} team answers within {answerTime}.",
    quoteIt: "Please quote {reference} when you write or call us about this request.",
    sendReferenceHeading: "Send the reference to us on WhatsApp",
    sendReferenceText:
      "The message is written for you, with your reference number: open WhatsApp and press send. We answer you in the same chat.",
    sendReference: "Send {reference} on WhatsApp",
    /** The chat's first words, written for the visitor, which the office reads. */
    sendReferenceChat:
      "Hello, I sent a {line} quote request on your website. My reference number is {reference}.",
    aboutIt: "WhatsApp us about it",
    aboutItChat: "Hello, I'm writing about my request {reference}.",
    sendAnother: "Send another request",
    backToServices: "Back to our services",
  },
  /** The confirmation mail a quote request's sender gets, in the language they wrote in. */
  mail: {
    subject: "We received your request {reference}",
    hello: "Hello,",
    thanks: "Thank you for your {line} quote request. We received it on {date}.",
    reference:
      "Your reference is {reference}. Please mention it whenever you contact us about this request.",
    youChose: "What you chose:",
    notRepeated:
      "What you wrote in your own words (names, places, descriptions and notes) is kept safely with your request; we do not repeat it by e-mail.",
    next: "What happens next:",
    nextText:
      "Our {line} team reviews your request and answers within {answerTime}, with a quote or with questions if we need more details. You do not need to send it again.",
    reachUs: "You can reach us at:",
    phone: "Phone: {phones}",
    email: "E-mail: {email}",
    notYou:
      "If you did not ask us for a quote, someone typed your address into our form: you can ignore this e-mail.",
    /** The request's choices, as its confirmation repeats them. */
    summary: {
      line: "{label}: {value}",
      treatment: "Treatment",
      treatmentOther: "Other (as you described it)",
      age: "Age",
      travelMonth: "Preferred month of travel",
      companion: "Travelling with a companion",
      language: "Preferred language",
      contactBy: "Contact by",
      news: "News by message",
      reports: "Medical reports",
      noFiles: "none attached",
      oneFile: "1 file received",
      files: "{count} files received",
      from: "From",
      to: "To",
      mode: "Mode",
      weight: "Weight",
      volume: "Volume",
      readyOn: "Ready on",
      incoterm: "Incoterm",
      ctnHelp: "Help with the Cargo Tracking Note and inspection",
      product: "Product {number}",
      neededBy: "Needed by",
      notGiven: "Not given",
      yes: "Yes",
      no: "No",
    },
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
  /**
   * The public forms' messages, by the English the domain writes: here themselves; each other
   * language translates every one (app/i18n/form-messages.ts).
   */
  formMessages: ENGLISH_FORM_MESSAGES,
};
