import { SITE_NAME } from "../content/site.ts";
import type { ContactInfo } from "../domain/contact-info.schema.ts";
import {
  filesNotKeptNotice,
  formatBytes,
  type Inquiry,
  isQuoteLine,
  lineLabel,
} from "../domain/inquiries.model.ts";
import { answerTimeIn } from "../i18n/answer-time.ts";
import { fill } from "../i18n/fill.ts";
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from "../i18n/languages.ts";
import { WORDS, type Words } from "../i18n/words.ts";
import { formatDate, formatDateIn } from "../lib/dates.ts";
import { confirmationSummary } from "./confirmation-summary.ts";
import type { Mail } from "./mailer.server.ts";

function detailLines(details: Inquiry["details"]): string[] {
  return details.map((detail) => `${detail.label}: ${detail.value}`);
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Tells a line's staff that a quote request came in; replying to it answers the sender. */
export function quoteNotificationMail(
  inquiry: Inquiry,
  options: { to: string; inboxUrl: string },
): Mail {
  const line = lineLabel(inquiry.line);
  const kept = inquiry.attachments.filter((file) => file.kept);
  const notKept = filesNotKeptNotice(inquiry.attachments);
  const attachments = [
    ...(kept.length === 0
      ? []
      : [
          "",
          `${plural(kept.length, "file", "files")} attached (open them in the inbox; they are not sent by e-mail):`,
          ...kept.map((file) => `- ${file.fileName} (${formatBytes(file.byteSize)})`),
        ]),
    ...(notKept ? ["", notKept] : []),
  ];
  return {
    to: options.to,
    replyTo: inquiry.email,
    subject: `New ${line} quote request ${inquiry.reference} from ${inquiry.name}`,
    text: [
      `${inquiry.name} asked for a ${line} quote through the website on ${formatDate(inquiry.createdAt)}.`,
      `Reference: ${inquiry.reference}`,
      "",
      ...detailLines(inquiry.details),
      ...attachments,
      "",
      `Read it, set its status and answer it in the inbox: ${options.inboxUrl}`,
    ].join("\n"),
  };
}

/** How the sender can reach the office, from the contact information the office keeps. */
function contactLines(contact: ContactInfo, words: Words["mail"]): string[] {
  return [
    ...(contact.phones.length > 0
      ? [fill(words.phone, { phones: contact.phones.join(", ") })]
      : []),
    ...(contact.whatsapp ? [`WhatsApp: ${contact.whatsapp}`] : []),
    fill(words.email, { email: contact.email }),
  ];
}

/** A date as a mail in `language` writes it; English as every staff mail does. */
function dateIn(language: Language, iso: string): string {
  if (language === SOURCE_LANGUAGE) return formatDate(iso);
  const { locale } = LANGUAGES.find(({ code }) => code === language) ?? LANGUAGES[0];
  return formatDateIn(locale.replace("_", "-"), iso);
}

/**
 * Tells the sender their request arrived, with its reference and the choices they made. It goes
 * to an address anyone could have typed into the form, so it carries nothing else they typed:
 * no name, place, description or note, which could turn it into a message of theirs sent
 * under the company's name (decision 058). Every value it shows is checked to be one of a
 * form's fixed choices, a number or a date (see confirmation-summary.ts). Its sentences are in
 * the language the request was sent in.
 */
export function quoteConfirmationMail(
  inquiry: Inquiry,
  contact: ContactInfo,
  treatments: readonly string[],
): Mail {
  const all = WORDS[inquiry.language];
  const words = all.mail;
  const line = isQuoteLine(inquiry.line)
    ? all.services.categories[inquiry.line]
    : lineLabel(inquiry.line);
  const reference = inquiry.reference ?? "";
  return {
    to: inquiry.email,
    replyTo: contact.email,
    subject: fill(words.subject, { reference }),
    text: [
      words.hello,
      "",
      fill(words.thanks, { line, date: dateIn(inquiry.language, inquiry.createdAt) }),
      fill(words.reference, { reference }),
      "",
      words.youChose,
      ...confirmationSummary(inquiry, treatments, all),
      "",
      words.notRepeated,
      "",
      words.next,
      fill(words.nextText, {
        line,
        answerTime: answerTimeIn(all.answerTime, contact.answerDays),
      }),
      "",
      words.reachUs,
      ...contactLines(contact, words),
      "",
      words.notYou,
      "",
      SITE_NAME,
    ].join("\n"),
  };
}
