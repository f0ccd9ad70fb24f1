import type { FormWords } from "./en-forms.ts";

// The French words of the public forms and of what answers them; see en-forms.ts.

export const frForms: FormWords = {
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
    otherCountry: "Autre",
    otherTreatment: "Autre",
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
    summary: {
      line: "{label}\u00a0: {value}",
      treatment: "Traitement",
      treatmentOther: "Autre (tel que vous l’avez décrit)",
      age: "Âge",
      travelMonth: "Mois de voyage souhaité",
      companion: "Voyage avec un accompagnant",
      language: "Langue souhaitée",
      contactBy: "À contacter par",
      news: "Actualités par message",
      reports: "Comptes rendus médicaux",
      noFiles: "aucun joint",
      oneFile: "1 fichier reçu",
      files: "{count} fichiers reçus",
      from: "Départ",
      to: "Arrivée",
      mode: "Mode de transport",
      weight: "Poids",
      volume: "Volume",
      readyOn: "Prête à être enlevée le",
      incoterm: "Incoterm",
      ctnHelp:
        "Aide pour le bordereau de suivi des cargaisons (BSC/CTN) et l’inspection avant embarquement",
      product: "Produit {number}",
      neededBy: "Souhaité pour le",
      notGiven: "Non précisé",
      yes: "Oui",
      no: "Non",
    },
  },
  /** The public forms' messages, by the English the domain writes (app/i18n/form-messages.ts). */
  formMessages: {
    "Enter your name.": "Saisissez votre nom.",
    "Keep your name to {count} characters or fewer.":
      "Votre nom ne doit pas dépasser {count}\u00a0caractères.",
    "Enter an e-mail address.": "Saisissez une adresse e-mail.",
    "This e-mail address is too long.": "Cette adresse e-mail est trop longue.",
    "Enter a valid e-mail address, like name@example.com.":
      "Saisissez une adresse e-mail valide, par exemple nom@exemple.com.",
    "Keep the phone number to {count} characters or fewer.":
      "Le numéro de téléphone ne doit pas dépasser {count}\u00a0caractères.",
    "Choose a subject.": "Choisissez un sujet.",
    "Keep the subject to {count} characters or fewer.":
      "Le sujet ne doit pas dépasser {count}\u00a0caractères.",
    "Enter your message.": "Saisissez votre message.",
    "Keep your message to {count} characters or fewer.":
      "Votre message ne doit pas dépasser {count}\u00a0caractères.",
    "Choose one of the business lines, or none in particular.":
      "Choisissez l’un de nos domaines d’activité, ou aucun en particulier.",
    "Enter a phone number.": "Saisissez un numéro de téléphone.",
    "Keep a phone number to {count} characters or fewer.":
      "Le numéro de téléphone ne doit pas dépasser {count}\u00a0caractères.",
    "Enter a phone number with its country code, like +231 77 000 0000.":
      "Saisissez un numéro de téléphone avec l’indicatif du pays, par exemple +231 77 000 0000.",
    "Keep the company name to {count} characters or fewer.":
      "Le nom de l’entreprise ne doit pas dépasser {count}\u00a0caractères.",
    "Enter the patient's full name.": "Saisissez les nom et prénom du patient.",
    "Keep the patient's full name to {count} characters or fewer.":
      "Les nom et prénom du patient ne doivent pas dépasser {count}\u00a0caractères.",
    "Enter the patient's age.": "Saisissez l’âge du patient.",
    "Enter the patient's age as a number.": "Saisissez l’âge du patient en chiffres.",
    "Enter the patient's age of at least {count}.":
      "L’âge du patient doit être d’au moins {count}\u00a0ans.",
    "Enter the patient's age of at most {count}.":
      "L’âge du patient ne peut pas dépasser {count}\u00a0ans.",
    "Enter the patient's age as a whole number.":
      "Saisissez l’âge du patient sous la forme d’un nombre entier.",
    "Keep the city to {count} characters or fewer.":
      "La ville ne doit pas dépasser {count}\u00a0caractères.",
    "Choose the country.": "Choisissez le pays.",
    "Keep the country to {count} characters or fewer.":
      "Le pays ne doit pas dépasser {count}\u00a0caractères.",
    "Enter a phone number or an e-mail address, so that we can answer you.":
      "Saisissez un numéro de téléphone ou une adresse e-mail, pour que nous puissions vous répondre.",
    "Choose the treatment or specialty.": "Choisissez le traitement ou la spécialité.",
    "Keep the treatment to {count} characters or fewer.":
      "Le traitement ne doit pas dépasser {count}\u00a0caractères.",
    "Say which treatment you are looking for.": "Précisez le traitement que vous recherchez.",
    "Enter a short description of the condition.":
      "Décrivez brièvement l’état de santé du patient.",
    "Keep a short description of the condition to {count} characters or fewer.":
      "La description de l’état de santé ne doit pas dépasser {count}\u00a0caractères.",
    "Enter the month as year and month, like 2027-03.":
      "Saisissez le mois sous la forme année-mois, par exemple 2027-03.",
    "Choose a language.": "Choisissez une langue.",
    "Choose how we should contact you.": "Choisissez comment nous devons vous contacter.",
    "Tick this box so that we may read the medical details you send. Without it we cannot assess the case.":
      "Cochez cette case pour que nous puissions lire les informations médicales que vous envoyez. Sans votre accord, nous ne pouvons pas étudier le dossier.",
    "Attach at most {count} files.": "Joignez au plus {count}\u00a0fichiers.",
    '"{name}" is {size}; each file can be at most {limit}.':
      "«\u00a0{name}\u00a0» fait {size}\u00a0; chaque fichier peut faire au plus {limit}.",
    '"{name}" is not a PDF, JPEG or PNG file (its content is something else). Send medical reports as PDF, JPEG or PNG.':
      "«\u00a0{name}\u00a0» n’est pas un fichier PDF, JPEG ou PNG (son contenu est d’un autre type). Envoyez les rapports médicaux au format PDF, JPEG ou PNG.",
    '"{name}" is a {kind} file but its name says otherwise. Rename it to end in .{extension} and attach it again.':
      "«\u00a0{name}\u00a0» est un fichier {kind}, mais son nom indique autre chose. Renommez-le pour qu’il se termine par .{extension}, puis joignez-le de nouveau.",
    "Your files were not kept: attach them again before sending.":
      "Vos fichiers n’ont pas été conservés\u00a0: joignez-les de nouveau avant l’envoi.",
    "Enter the origin city or port.": "Saisissez la ville ou le port de départ.",
    "Keep the origin city or port to {count} characters or fewer.":
      "La ville ou le port de départ ne doit pas dépasser {count}\u00a0caractères.",
    "Choose the origin country.": "Choisissez le pays de départ.",
    "Enter the destination city or port.": "Saisissez la ville ou le port de destination.",
    "Keep the destination city or port to {count} characters or fewer.":
      "La ville ou le port de destination ne doit pas dépasser {count}\u00a0caractères.",
    "Choose the destination country.": "Choisissez le pays de destination.",
    "Choose how it should travel.": "Choisissez le mode de transport.",
    "Enter a description of the cargo.": "Décrivez la marchandise.",
    "Keep a description of the cargo to {count} characters or fewer.":
      "La description de la marchandise ne doit pas dépasser {count}\u00a0caractères.",
    "Enter the weight in kg.": "Saisissez le poids en kg.",
    "Enter the weight in kg as a number.": "Saisissez le poids en kg, en chiffres.",
    "Enter the weight in kg of at least {count}.": "Le poids doit être d’au moins {count}\u00a0kg.",
    "Enter the weight in kg of at most {count}.": "Le poids ne peut pas dépasser {count}\u00a0kg.",
    "Enter the volume in m³ as a number.": "Saisissez le volume en m³, en chiffres.",
    "Enter the volume in m³ of at least {count}.":
      "Le volume doit être d’au moins {count}\u00a0m³.",
    "Enter the volume in m³ of at most {count}.": "Le volume ne peut pas dépasser {count}\u00a0m³.",
    "Enter the date the cargo is ready.": "Saisissez la date à laquelle la marchandise sera prête.",
    "Enter the date the cargo is ready as a date, like 2026-12-31.":
      "Saisissez la date à laquelle la marchandise sera prête au format année-mois-jour, par exemple 2026-12-31.",
    "Enter the date the cargo is ready as a real date.":
      "La date à laquelle la marchandise sera prête n’existe pas\u00a0: saisissez une date valide.",
    "Choose one of the Incoterms listed.": "Choisissez l’un des Incoterms proposés.",
    "Enter the product.": "Saisissez le produit.",
    "Keep the product to {count} characters or fewer.":
      "Le produit ne doit pas dépasser {count}\u00a0caractères.",
    "Enter the quantity.": "Saisissez la quantité.",
    "Enter the quantity as a number.": "Saisissez la quantité en chiffres.",
    "Enter the quantity of at least {count}.": "La quantité doit être d’au moins {count}.",
    "Enter the quantity of at most {count}.": "La quantité ne peut pas dépasser {count}.",
    "Choose a unit.": "Choisissez une unité.",
    "Enter at most {count} products in one request.":
      "Saisissez au plus {count}\u00a0produits par demande.",
    "Enter at least one product, its quantity and unit.":
      "Saisissez au moins un produit, avec sa quantité et son unité.",
    "Enter the delivery town.": "Saisissez la ville de livraison.",
    "Keep the delivery town to {count} characters or fewer.":
      "La ville de livraison ne doit pas dépasser {count}\u00a0caractères.",
    "Enter the date you need it by as a date, like 2026-12-31.":
      "Saisissez la date à laquelle vous en avez besoin au format année-mois-jour, par exemple 2026-12-31.",
    "Enter the date you need it by as a real date.":
      "La date à laquelle vous en avez besoin n’existe pas\u00a0: saisissez une date valide.",
    "Keep the notes to {count} characters or fewer.":
      "Les remarques ne doivent pas dépasser {count}\u00a0caractères.",
    "Enter at most {count} items.": "Saisissez au plus {count}\u00a0éléments.",
    "Enter at most {count}.": "Saisissez-en au plus {count}.",
    "Your message was not sent. Please check the fields marked below and try again.":
      "Votre message n’a pas été envoyé. Vérifiez les champs signalés ci-dessous, puis réessayez.",
    "Your request was not sent. Please check the fields marked below and try again.":
      "Votre demande n’a pas été envoyée. Vérifiez les champs signalés ci-dessous, puis réessayez.",
    "Sorry, there was an error sending your message. Please try again.":
      "Désolés, une erreur est survenue lors de l’envoi de votre message. Veuillez réessayer.",
    "Thank you for your message! We'll get back to you soon.":
      "Merci pour votre message\u00a0! Nous vous répondrons très bientôt.",
    "Something went wrong on our side. Please try again.":
      "Un problème est survenu de notre côté. Veuillez réessayer.",
    "The website cannot reach its database at the moment. Nothing was changed; please try again in a minute.":
      "Le site ne parvient pas à joindre sa base de données pour le moment. Rien n’a été modifié\u00a0; veuillez réessayer dans une minute.",
    "This form could not be read. Please send it again.":
      "Ce formulaire n’a pas pu être lu. Veuillez l’envoyer de nouveau.",
    "You have sent several messages in a short time.":
      "Vous avez envoyé plusieurs messages en peu de temps.",
    "Please wait 1 second and try again.": "Patientez une seconde, puis réessayez.",
    "Please wait {count} seconds and try again.":
      "Patientez {count}\u00a0secondes, puis réessayez.",
  },
};
