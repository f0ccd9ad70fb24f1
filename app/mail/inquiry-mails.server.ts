import { SITE_NAME } from "../content/site.ts";
import { answerTime } from "../domain/contact-info.model.ts";
import type { ContactInfo } from "../domain/contact-info.schema.ts";
import {
  filesNotKeptNotice,
  formatBytes,
  type Inquiry,
  lineLabel,
} from "../domain/inquiries.model.ts";
import { formatDate } from "../lib/dates.ts";
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
function contactLines(contact: ContactInfo): string[] {
  return [
    ...(contact.phones.length > 0 ? [`Phone: ${contact.phones.join(", ")}`] : []),
    ...(contact.whatsapp ? [`WhatsApp: ${contact.whatsapp}`] : []),
    `E-mail: ${contact.email}`,
  ];
}

/**
 * Tells the sender their request arrived, with its reference and the choices they made. It goes
 * to an address anyone could have typed into the form, so it carries nothing else they typed:
 * no name, place, description or note, which could turn it into a message of theirs sent
 * under the company's name (decision 058). Every value it shows is checked to be one of a
 * form's fixed choices, a number or a date (see confirmation-summary.ts).
 */
export function quoteConfirmationMail(
  inquiry: Inquiry,
  contact: ContactInfo,
  treatments: readonly string[],
): Mail {
  const line = lineLabel(inquiry.line);
  return {
    to: inquiry.email,
    replyTo: contact.email,
    subject: `We received your request ${inquiry.reference}`,
    text: [
      "Hello,",
      "",
      `Thank you for your ${line} quote request. We received it on ${formatDate(inquiry.createdAt)}.`,
      `Your reference is ${inquiry.reference}. Please mention it whenever you contact us about this request.`,
      "",
      "What you chose:",
      ...confirmationSummary(inquiry, treatments),
      "",
      "What you wrote in your own words (names, places, descriptions and notes) is kept safely with your request; we do not repeat it by e-mail.",
      "",
      "What happens next:",
      `Our ${line} team reviews your request and answers within ${answerTime(contact.answerDays)}, with a quote or with questions if we need more details. You do not need to send it again.`,
      "",
      "You can reach us at:",
      ...contactLines(contact),
      "",
      "If you did not ask us for a quote, someone typed your address into our form: you can ignore this e-mail.",
      "",
      SITE_NAME,
    ].join("\n"),
  };
}
