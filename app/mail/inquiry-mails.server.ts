import { SITE_NAME } from "../content/site.ts";
import type { ContactInfo } from "../domain/contact-info.schema.ts";
import { formatBytes, type Inquiry, lineLabel } from "../domain/inquiries.model.ts";
import { formatDate } from "../lib/dates.ts";
import type { Mail } from "./mailer.server.ts";

/**
 * Health answers the sender's confirmation leaves out: health data by e-mail is kept to the
 * minimum, and the description of the condition stays in the site with the reports.
 */
const KEPT_OUT_OF_CONFIRMATION = new Set(["Condition"]);

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
  const attachments =
    inquiry.attachments.length === 0
      ? []
      : [
          "",
          `${plural(inquiry.attachments.length, "file", "files")} attached (open them in the inbox; they are not sent by e-mail):`,
          ...inquiry.attachments.map(
            (file) => `- ${file.fileName} (${formatBytes(file.byteSize)})`,
          ),
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

/** Tells the sender their request arrived, with its reference and what they sent. */
export function quoteConfirmationMail(inquiry: Inquiry, contact: ContactInfo): Mail {
  const line = lineLabel(inquiry.line);
  const health = inquiry.line === "health-tourism";
  const summary = health
    ? [
        ...detailLines(
          inquiry.details.filter((detail) => !KEPT_OUT_OF_CONFIRMATION.has(detail.label)),
        ),
        `Medical reports: ${inquiry.attachments.length === 0 ? "none attached" : `${plural(inquiry.attachments.length, "file", "files")} received`}`,
        "",
        "Your description of the condition and your reports are kept safely with your request; for your privacy we do not repeat them by e-mail.",
      ]
    : detailLines(inquiry.details);
  return {
    to: inquiry.email,
    replyTo: contact.email,
    subject: `We received your request ${inquiry.reference}`,
    text: [
      `Dear ${inquiry.name},`,
      "",
      `Thank you for your ${line} quote request. We received it on ${formatDate(inquiry.createdAt)}.`,
      `Your reference is ${inquiry.reference}. Please mention it whenever you contact us about this request.`,
      "",
      "What you sent us:",
      ...summary,
      "",
      "What happens next:",
      `Our ${line} team reviews your request and contacts you with a quote, or with questions if we need more details. You do not need to send it again.`,
      "",
      "You can reach us at:",
      ...contactLines(contact),
      "",
      SITE_NAME,
    ].join("\n"),
  };
}
