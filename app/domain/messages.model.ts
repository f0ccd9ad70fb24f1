// What contact messages are, without validation code, so public pages can use it without Zod.

import type { Language } from "../i18n/languages.ts";
import type { InquiryLine, QuoteLine } from "./inquiries.model.ts";

/** The subject choices of the contact page's form. */
export const CONTACT_SUBJECTS = [
  "Health Tourism Inquiry",
  "Building Materials Quote",
  "Logistics Services",
  "General Inquiry",
  "Partnership Opportunity",
] as const;

/**
 * The business line each built-in subject is about; any other subject is about none. A message
 * sent without a line is filed under its subject's (migration 0025 copies these values).
 */
export const SUBJECT_LINES: Readonly<Record<string, QuoteLine>> = {
  "Health Tourism Inquiry": "health-tourism",
  "Building Materials Quote": "building-materials",
  "Logistics Services": "logistics",
} satisfies Partial<Record<(typeof CONTACT_SUBJECTS)[number], QuoteLine>>;

/** The line a message is about: the one its sender chose, else its subject's, else none. */
export function messageLine(subject: string, chosen?: InquiryLine): InquiryLine {
  if (chosen) return chosen;
  return Object.hasOwn(SUBJECT_LINES, subject) ? (SUBJECT_LINES[subject] as QuoteLine) : "general";
}

/** What the contact form answers, once sent and when it could not be. */
export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_FAILURE = "Sorry, there was an error sending your message. Please try again.";

/** What a contact form says above itself when fields are wrong; each field says what, beside it. */
export const CONTACT_CHECK_FIELDS =
  "Your message was not sent. Please check the fields marked below and try again.";

/** The most each field of a contact message may hold: the schema and the forms share them. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 150,
  message: 5000,
} as const;

/** A person needs more than this to fill in a contact form; a script does not. */
export const MINIMUM_FILL_MS = 2000;
/** A form proof older than this proves nothing: the page it came from was long since replaced. */
export const PROOF_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The contact form field people never see; only scripts fill it in. */
export const HONEYPOT_FIELD = "leave_empty";
/** The contact form's proof of where and when it was issued (see form-proof.server.ts). */
export const FORM_PROOF_FIELD = "formProof";
/** The id the form's script gives a message, so that sending it twice stores it once. */
export const SUBMISSION_ID_FIELD = "submissionId";

/** Why a message was held as spam rather than delivered to the inbox. */
export const SPAM_REASONS = {
  honeypot: "It filled in a field that people never see.",
  "too-fast": `It was sent less than ${MINIMUM_FILL_MS / 1000} seconds after the form was shown.`,
  "no-proof": "It did not come from the website's form.",
  "replayed-proof": "It came from a copy of the form that had already sent another message.",
  marked: "The office marked it as spam.",
} as const;
export type SpamReason = keyof typeof SPAM_REASONS;

export const MESSAGE_STATUSES = ["unread", "read", "replied"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The business line it is about ("general" for none); a quote request's is its form's. */
  line: InquiryLine;
  /** The language it was written in: its page's, or the one the API was told (decision 074). */
  language: Language;
  createdAt: string;
  isRead: boolean;
  reply: string | null;
  repliedAt: string | null;
  /** The signature the reply was sent with; null when none is kept (older replies). */
  replySignature: string | null;
  status: MessageStatus;
  /** Why the message is held as spam; null for a message in the inbox. */
  spam: SpamReason | null;
  /** Whether the staff notification about it has been e-mailed. */
  notification: MailState;
  /** Whether the reply has been e-mailed to the visitor; null while there is no reply. */
  replyEmail: MailState | null;
}

/**
 * sent; pending (waiting for its first try, or mail is not set up); failed (tried and failed,
 * and will be tried again), with the last error.
 */
export type MailState =
  | { state: "sent"; at: string }
  | { state: "pending" }
  | { state: "failed"; attempts: number; error: string; nextAttemptAt: string };

/** The spec's derived status: replied if a reply exists, else read if isRead, else unread. */
export function messageStatus(message: { isRead: boolean; reply: string | null }): MessageStatus {
  if (message.reply) return "replied";
  return message.isRead ? "read" : "unread";
}
