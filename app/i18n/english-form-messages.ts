// The English messages the public forms can show, as the domain writes them (decision 074: the
// domain stays English). A place for a value (`{count}`) stands for the number or name the
// domain fills in, so a changed limit needs no new translation. Each translation file gives
// every one of them, in its word file's `formMessages`, or it does not typecheck.

export const FORM_MESSAGES = [
  // The contact form (ContactMessageInputSchema), and what the quote forms share with it.
  "Enter your name.",
  "Keep your name to {count} characters or fewer.",
  "Enter an e-mail address.",
  "This e-mail address is too long.",
  "Enter a valid e-mail address, like name@example.com.",
  "Keep the phone number to {count} characters or fewer.",
  "Choose a subject.",
  "Keep the subject to {count} characters or fewer.",
  "Enter your message.",
  "Keep your message to {count} characters or fewer.",
  "Choose one of the business lines, or none in particular.",
  "Enter a phone number.",
  "Keep a phone number to {count} characters or fewer.",
  "Enter a phone number with its country code, like +231 77 000 0000.",
  "Keep the company name to {count} characters or fewer.",
  // The health tourism form.
  "Enter the patient's full name.",
  "Keep the patient's full name to {count} characters or fewer.",
  "Enter the patient's age.",
  "Enter the patient's age as a number.",
  "Enter the patient's age of at least {count}.",
  "Enter the patient's age of at most {count}.",
  "Enter the patient's age as a whole number.",
  "Keep the city to {count} characters or fewer.",
  "Choose the country.",
  "Keep the country to {count} characters or fewer.",
  "Enter a phone number or an e-mail address, so that we can answer you.",
  "Choose the treatment or specialty.",
  "Keep the treatment to {count} characters or fewer.",
  "Say which treatment you are looking for.",
  "Enter a short description of the condition.",
  "Keep a short description of the condition to {count} characters or fewer.",
  "Enter the month as year and month, like 2027-03.",
  "Choose a language.",
  "Choose how we should contact you.",
  "Tick this box so that we may read the medical details you send. Without it we cannot assess the case.",
  "Attach at most {count} files.",
  '"{name}" is {size}; each file can be at most {limit}.',
  '"{name}" is not a PDF, JPEG or PNG file (its content is something else). Send medical reports as PDF, JPEG or PNG.',
  '"{name}" is a {kind} file but its name says otherwise. Rename it to end in .{extension} and attach it again.',
  "Your files were not kept: attach them again before sending.",
  // The logistics form.
  "Enter the origin city or port.",
  "Keep the origin city or port to {count} characters or fewer.",
  "Choose the origin country.",
  "Enter the destination city or port.",
  "Keep the destination city or port to {count} characters or fewer.",
  "Choose the destination country.",
  "Choose how it should travel.",
  "Enter a description of the cargo.",
  "Keep a description of the cargo to {count} characters or fewer.",
  "Enter the weight in kg.",
  "Enter the weight in kg as a number.",
  "Enter the weight in kg of at least {count}.",
  "Enter the weight in kg of at most {count}.",
  "Enter the volume in m³ as a number.",
  "Enter the volume in m³ of at least {count}.",
  "Enter the volume in m³ of at most {count}.",
  "Enter the date the cargo is ready.",
  "Enter the date the cargo is ready as a date, like 2026-12-31.",
  "Enter the date the cargo is ready as a real date.",
  "Choose one of the Incoterms listed.",
  // The building materials form.
  "Enter the product.",
  "Keep the product to {count} characters or fewer.",
  "Enter the quantity.",
  "Enter the quantity as a number.",
  "Enter the quantity of at least {count}.",
  "Enter the quantity of at most {count}.",
  "Choose a unit.",
  "Enter at most {count} products in one request.",
  "Enter at least one product, its quantity and unit.",
  "Enter the delivery town.",
  "Keep the delivery town to {count} characters or fewer.",
  "Enter the date you need it by as a date, like 2026-12-31.",
  "Enter the date you need it by as a real date.",
  "Keep the notes to {count} characters or fewer.",
  // Lists (app/domain/fields.ts).
  "Enter at most {count} items.",
  "Enter at most {count}.",
  // What a form says above itself: refused, not sent, sent.
  "Your message was not sent. Please check the fields marked below and try again.",
  "Your request was not sent. Please check the fields marked below and try again.",
  "Sorry, there was an error sending your message. Please try again.",
  "Thank you for your message! We'll get back to you soon.",
  "Something went wrong on our side. Please try again.",
  "The website cannot reach its database at the moment. Nothing was changed; please try again in a minute.",
  "This form could not be read. Please send it again.",
  "You have sent several messages in a short time.",
  "Please wait 1 second and try again.",
  "Please wait {count} seconds and try again.",
] as const;

export type FormMessage = (typeof FORM_MESSAGES)[number];

/** A translation of every form message, by its English. */
export type FormMessages = Record<FormMessage, string>;

/** The English table: each message is itself. */
export const ENGLISH_FORM_MESSAGES = Object.fromEntries(
  FORM_MESSAGES.map((message) => [message, message]),
) as FormMessages;
