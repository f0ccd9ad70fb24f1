import type { FormMessages } from "./en.ts";

// Vouvoiement, and a no-break space before « : ; ! ? » and inside « », as in words/fr.ts.

export const fr: FormMessages = {
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
  "Enter a short description of the condition.": "Décrivez brièvement l’état de santé du patient.",
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
  "Enter the volume in m³ of at least {count}.": "Le volume doit être d’au moins {count}\u00a0m³.",
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
  "Please wait {count} seconds and try again.": "Patientez {count}\u00a0secondes, puis réessayez.",
};
