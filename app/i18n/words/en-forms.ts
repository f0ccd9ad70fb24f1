import { ENGLISH_FORM_MESSAGES } from "../english-form-messages.ts";

// The English words of the public forms and of what answers them (the reference page, the
// WhatsApp texts, the confirmation mail): the source the other `-forms` files translate.

export const enForms = {
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
  /**
   * The public forms' messages, by the English the domain writes: here themselves; each other
   * language translates every one (app/i18n/form-messages.ts).
   */
  formMessages: ENGLISH_FORM_MESSAGES,
};

/** The forms' words, which every language's `-forms` file gives, key for key. */
export type FormWords = typeof enForms;
