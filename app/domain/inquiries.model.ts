// What inquiries are (contact messages and quote requests, one inbox), without validation code,
// so public pages and the admin screens can use it without Zod.

import type { ContactMessage } from "./messages.model.ts";

/** The business lines that take quote requests; each is also a service category. */
export const QUOTE_LINES = [
  { value: "health-tourism", prefix: "HT", label: "Health Tourism" },
  { value: "logistics", prefix: "LG", label: "Logistics" },
  { value: "building-materials", prefix: "BM", label: "Building Materials" },
] as const;
export type QuoteLine = (typeof QUOTE_LINES)[number]["value"];

/** The line of a contact message about none of the business lines. */
export const GENERAL_LINE = "general";
export type InquiryLine = QuoteLine | typeof GENERAL_LINE;

export const INQUIRY_LINES: readonly { value: InquiryLine; label: string }[] = [
  ...QUOTE_LINES,
  { value: GENERAL_LINE, label: "General message" },
];

export function isQuoteLine(value: unknown): value is QuoteLine {
  return QUOTE_LINES.some((line) => line.value === value);
}

/**
 * Whether an inquiry is a quote request (a line's form, with a reference and its answers) and
 * not a contact message, which may be about a line too: its reference says so, not its line.
 */
export function isQuoteRequest<T extends { line: string; reference: string | null }>(
  inquiry: T,
): inquiry is T & { line: QuoteLine; reference: string } {
  return inquiry.reference !== null && isQuoteLine(inquiry.line);
}

export function lineLabel(line: string): string {
  return INQUIRY_LINES.find((item) => item.value === line)?.label ?? "General message";
}

/** The status the office gives an inquiry; "spam" is also where automated ones are held. */
export const LEAD_STATUSES = [
  { value: "new", label: "New" },
  { value: "in-progress", label: "In progress" },
  { value: "quoted", label: "Quoted" },
  { value: "won", label: "Won" },
  { value: "lost", label: "Lost" },
  { value: "spam", label: "Spam" },
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number]["value"];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return LEAD_STATUSES.some((status) => status.value === value);
}

export function leadStatusLabel(status: string): string {
  return LEAD_STATUSES.find((item) => item.value === status)?.label ?? "New";
}

/** Inquiries in these statuses are closed: the retention job may delete their attachments. */
export const CLOSED_STATUSES: readonly LeadStatus[] = ["won", "lost", "spam"];

/** How many inquiries the inbox and the API list per page. */
export const INBOX_PAGE_SIZE = 50;

/** Medical reports: what a health quote request may carry. */
export const ATTACHMENT_LIMITS = {
  files: 5,
  bytesPerFile: 10 * 1024 * 1024,
  types: ["application/pdf", "image/jpeg", "image/png"],
  /** The file chooser's filter; the server checks each file's content, not its name. */
  accept: ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png",
} as const;

/** The health form's field the medical reports are sent under. */
export const REPORTS_FIELD = "reports";

/** The query parameter of the answer page that carries the reference. */
export const REFERENCE_PARAMETER = "reference";

/** Whether `value` is a reference the line gives out: its prefix, a year, a sequence. */
export function isReferenceOf(line: QuoteLine, value: unknown): value is string {
  const prefix = QUOTE_LINES.find((item) => item.value === line)?.prefix;
  return typeof value === "string" && new RegExp(`^${prefix}-\\d{4}-\\d{4,9}$`).test(value);
}

/**
 * The answer page's parameter saying no confirmation was mailed (a request with a phone number
 * and no e-mail address): the page then offers to send the reference on WhatsApp instead.
 */
export const NOT_MAILED = { parameter: "mail", value: "none" } as const;

/** The answer's heading, which the address points at: without it the form's anchor would stay. */
export const QUOTE_RECEIVED_ANCHOR = "quote-received";

/**
 * The page a stored quote request is answered with (after a 303, so reloading it sends nothing
 * again). It names only the reference, and whether a confirmation was mailed: an e-mail
 * address does not belong in an address bar.
 */
export function quoteSentPath(line: QuoteLine, reference: string, mailed = true): string {
  const notMailed = mailed ? "" : `&${NOT_MAILED.parameter}=${NOT_MAILED.value}`;
  const query = `${REFERENCE_PARAMETER}=${encodeURIComponent(reference)}${notMailed}`;
  return `/quote/${line}/sent?${query}#${QUOTE_RECEIVED_ANCHOR}`;
}

/** The consents a quote request can carry; health data needs its own, news is separate. */
export const CONSENT_KINDS = ["health-data", "news"] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/** The form field that gives each consent (a checkbox of the health form). */
export const CONSENT_FIELDS: Record<ConsentKind, string> = {
  "health-data": "consentHealthData",
  news: "consentNews",
};
/** What each consent agreed to, as the office reads it. */
export const CONSENT_LABELS: Record<ConsentKind, string> = {
  "health-data": "processing of health data",
  news: "news by message",
};

export const COUNTRY_SIDES = ["Liberia", "Turkey", "Other"] as const;

export const SHIPPING_MODES = [
  { value: "fcl-20", label: "Sea, full container 20 ft" },
  { value: "fcl-40", label: "Sea, full container 40 ft" },
  { value: "fcl-40hc", label: "Sea, full container 40 ft high cube" },
  { value: "lcl", label: "Sea, shared container" },
  { value: "air", label: "Air" },
] as const;

export const INCOTERMS = ["EXW", "FOB", "CFR", "CIF", "DAP"] as const;

export const MATERIAL_UNITS = [
  "pieces",
  "bags",
  "tonnes",
  "m²",
  "m³",
  "metres",
  "sheets",
  "boxes",
] as const;
/** Product rows a materials form shows without JavaScript; with it, rows are added and removed. */
export const MATERIAL_ROWS = 5;
export const MATERIAL_ROWS_MAX = 30;

export const CONTACT_CHANNELS = [
  { value: "whatsapp", label: "WhatsApp" },
  { value: "phone", label: "Phone call" },
  { value: "email", label: "E-mail" },
] as const;

export const LANGUAGES = ["English", "French", "Turkish", "Arabic"] as const;

/** The health form's treatment list when the office has not written its own. */
export const DEFAULT_TREATMENTS = [
  "Cardiology (heart)",
  "Orthopaedics (bones and joints)",
  "Oncology (cancer)",
  "IVF and fertility",
  "Eye surgery",
  "Dental treatment",
  "Kidney and urology",
  "General check-up",
] as const;
export const OTHER_TREATMENT = "Other";

/** A file a quote request carries, as the inbox lists it. */
export interface AttachmentSummary {
  _id: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  /** False when only its name, size and type were kept: it came while held as spam. */
  kept: boolean;
}

/**
 * What the office is told about the files of a request that arrived held as spam, which were
 * not kept (decision 058), or null when every file is there.
 */
export function filesNotKeptNotice(attachments: readonly AttachmentSummary[]): string | null {
  const dropped = attachments.filter((file) => !file.kept);
  if (dropped.length === 0) return null;
  const count = `${dropped.length} ${dropped.length === 1 ? "file" : "files"}`;
  const names = dropped.map((file) => file.fileName).join(", ");
  return `Held as spam: its files were not kept — ${count}, ${names}; ask the sender to send them again.`;
}

export interface InquiryNote {
  _id: string;
  authorName: string;
  text: string;
  createdAt: string;
}

export interface Consent {
  kind: ConsentKind;
  givenAt: string;
  /** The privacy notice shown: its version, and its language ("fr" for the French translation). */
  noticeVersion: number;
  noticeLanguage: string;
}

/** A contact message or quote request, as the lead inbox and the API show it. */
export interface Inquiry extends ContactMessage {
  /** The quote request's reference number; null for a contact message. */
  reference: string | null;
  leadStatus: LeadStatus;
  assignee: { _id: string; username: string } | null;
  /** The form's answers as sent (after checking); empty for a contact message. */
  answers: Record<string, unknown>;
  /** The same answers as the office reads them, label and value, in the form's order. */
  details: { label: string; value: string }[];
  attachments: AttachmentSummary[];
  notes: InquiryNote[];
  consents: Consent[];
}

/** `1536000` → "1.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** How many characters of what was sent the inbox's list shows. */
const FIRST_WORDS = 160;

/** What the inbox's list shows of an inquiry; the rest is on its own screen. */
export interface InboxItem {
  _id: string;
  name: string;
  subject: string;
  line: InquiryLine;
  language: ContactMessage["language"];
  reference: string | null;
  status: ContactMessage["status"];
  /** Held as spam (by the site or by the office). */
  spam: boolean;
  /** A reply was written but has not been e-mailed (yet). */
  replyNotSent: boolean;
  /** It came with an e-mail address to reply to (a health request may come with a phone only). */
  repliable: boolean;
  leadStatus: LeadStatus;
  assignee: string | null;
  /** The start of the message (a quote's answers, one after the other), on one line. */
  firstWords: string;
  files: number;
  createdAt: string;
}

export function inboxItemOf(inquiry: Inquiry): InboxItem {
  const text = inquiry.message.replace(/\s+/g, " ").trim();
  return {
    _id: inquiry._id,
    name: inquiry.name,
    subject: inquiry.subject,
    line: inquiry.line,
    language: inquiry.language,
    reference: inquiry.reference,
    status: inquiry.status,
    spam: inquiry.spam !== null,
    replyNotSent: inquiry.reply !== null && inquiry.replyEmail?.state !== "sent",
    repliable: inquiry.email !== "",
    leadStatus: inquiry.leadStatus,
    assignee: inquiry.assignee?.username ?? null,
    firstWords: text.length > FIRST_WORDS ? `${text.slice(0, FIRST_WORDS - 1)}…` : text,
    files: inquiry.attachments.length,
    createdAt: inquiry.createdAt,
  };
}

/** A delete posted without JavaScript, which asked no question: the page asks it then. */
export interface DeleteToConfirm {
  confirmDelete: { intent: "delete" | "bulk"; ids: string[] };
}
