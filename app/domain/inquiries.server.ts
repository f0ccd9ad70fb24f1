import type { Selectable } from "kysely";
import type { Commit } from "../db/group-commit.server.ts";
import type { ContactMessagesTable, Db } from "../db/schema.ts";
import { containsText, fromJson, inTransaction, newId, nowIso, toJson } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import { NotFoundError, parseInput, ValidationError } from "./errors.ts";
import {
  ATTACHMENT_LIMITS,
  type AttachmentSummary,
  CONSENT_FIELDS,
  CONSENT_KINDS,
  CONTACT_CHANNELS,
  type Consent,
  type ConsentKind,
  formatBytes,
  GENERAL_LINE,
  INBOX_PAGE_SIZE,
  type Inquiry,
  type InquiryLine,
  isLeadStatus,
  isQuoteLine,
  type LeadStatus,
  leadStatusLabel,
  lineLabel,
  OTHER_TREATMENT,
  QUOTE_LINES,
  type QuoteLine,
  SHIPPING_MODES,
} from "./inquiries.model.ts";
import {
  type HealthQuote,
  type InquiryQuery,
  InquiryQuerySchema,
  InquiryUpdateSchema,
  type LogisticsQuote,
  type MaterialsQuote,
  quoteSchema,
} from "./inquiries.schema.ts";
import { getInquirySettings } from "./inquiry-settings.server.ts";
import type { ContactMessage } from "./messages.model.ts";
import { MessageFilterSchema } from "./messages.schema.ts";
import {
  arrivalColumns,
  inInboxView,
  mailRows,
  recordInquiryChange,
  type Submission,
  storeOnce,
  withMail,
} from "./messages.server.ts";
import { getPrivacyNotice } from "./privacy-notice.server.ts";

export const QUOTE_FAILURE =
  "Your request was not sent. Please check the fields marked below and try again.";
const INQUIRY_NOT_FOUND = "Inquiry not found.";
const ATTACHMENT_NOT_FOUND = "This file is no longer stored.";

// ---------------------------------------------------------------------------------------------
// The forms

/**
 * What a health request is checked and recorded against: the office's list of treatments, and
 * the version of the privacy notice its consents are given under.
 */
export interface QuoteTerms {
  treatments: readonly string[];
  noticeVersion: number;
}

/** The terms as stored now, both read at once. */
export async function readQuoteTerms(db: Db): Promise<QuoteTerms> {
  const [settings, notice] = await Promise.all([getInquirySettings(db), getPrivacyNotice(db)]);
  return { treatments: settings.treatments, noticeVersion: notice.version };
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const labelOf = (items: readonly { value: string; label: string }[], value: string) =>
  items.find((item) => item.value === value)?.label ?? value;

type Detail = { label: string; value: string };

function healthDetails(quote: HealthQuote): Detail[] {
  return [
    { label: "Patient", value: quote.name },
    { label: "Age", value: String(quote.age) },
    { label: "City and country", value: `${quote.city}, ${quote.country}` },
    { label: "Phone", value: `${quote.phone}${quote.phoneWhatsapp ? " (on WhatsApp)" : ""}` },
    { label: "E-mail", value: quote.email },
    {
      label: "Treatment",
      value: quote.treatment === OTHER_TREATMENT ? quote.treatmentOther : quote.treatment,
    },
    { label: "Condition", value: quote.condition },
    { label: "Preferred month of travel", value: quote.travelMonth ?? "Not given" },
    { label: "Travelling with a companion", value: yesNo(quote.companion) },
    { label: "Preferred language", value: quote.language },
    { label: "Contact by", value: labelOf(CONTACT_CHANNELS, quote.contactChannel) },
    { label: "News by message", value: yesNo(quote.consentNews) },
  ];
}

function contactDetails(quote: { name: string; company: string; email: string; phone: string }) {
  return [
    { label: "Name", value: quote.name },
    ...(quote.company ? [{ label: "Company", value: quote.company }] : []),
    { label: "E-mail", value: quote.email },
    { label: "Phone", value: quote.phone },
  ];
}

function logisticsDetails(quote: LogisticsQuote): Detail[] {
  return [
    { label: "From", value: `${quote.originPlace}, ${quote.originCountry}` },
    { label: "To", value: `${quote.destinationPlace}, ${quote.destinationCountry}` },
    { label: "Mode", value: labelOf(SHIPPING_MODES, quote.mode) },
    { label: "Cargo", value: quote.cargo },
    { label: "Weight", value: `${quote.weightKg} kg` },
    { label: "Volume", value: quote.volumeM3 === undefined ? "Not given" : `${quote.volumeM3} m³` },
    { label: "Ready on", value: quote.readyDate },
    { label: "Incoterm", value: quote.incoterm ?? "Not given" },
    { label: "Help with the Cargo Tracking Note and inspection", value: yesNo(quote.ctnHelp) },
    ...contactDetails(quote),
  ];
}

function materialsDetails(quote: MaterialsQuote): Detail[] {
  return [
    ...quote.items.map((item, index) => ({
      label: `Product ${index + 1}`,
      value: `${item.product}: ${item.quantity} ${item.unit}`,
    })),
    { label: "Delivery town", value: quote.deliveryTown },
    { label: "Needed by", value: quote.neededBy ?? "Not given" },
    ...(quote.notes ? [{ label: "Notes", value: quote.notes }] : []),
    ...contactDetails(quote),
  ];
}

/** A quote request's answers as the office and the sender's confirmation read them. */
export function describeQuote(line: string, answers: Record<string, unknown>): Detail[] {
  try {
    if (line === "health-tourism") return healthDetails(answers as HealthQuote);
    if (line === "logistics") return logisticsDetails(answers as LogisticsQuote);
    if (line === "building-materials") return materialsDetails(answers as MaterialsQuote);
  } catch {
    // Answers stored by an older form: shown as they are below.
  }
  return Object.entries(answers).map(([label, value]) => ({ label, value: String(value) }));
}

/** The inbox's one-line subject for a quote request. */
function quoteSubject(line: QuoteLine, answers: Record<string, unknown>): string {
  const label = QUOTE_LINES.find((item) => item.value === line)?.label ?? line;
  if (line === "health-tourism") {
    const quote = answers as HealthQuote;
    const treatment = quote.treatment === OTHER_TREATMENT ? quote.treatmentOther : quote.treatment;
    return `${label} quote: ${treatment}`;
  }
  if (line === "logistics") {
    const quote = answers as LogisticsQuote;
    return `${label} quote: ${quote.originPlace} to ${quote.destinationPlace}, ${labelOf(SHIPPING_MODES, quote.mode)}`;
  }
  const quote = answers as MaterialsQuote;
  return `${label} quote: ${quote.items.length} ${quote.items.length === 1 ? "product" : "products"} to ${quote.deliveryTown}`;
}

// ---------------------------------------------------------------------------------------------
// Attachments

/** A file as the form sent it, before its content is checked. */
export interface UploadedFile {
  name: string;
  /** The type the sender's browser claimed. */
  type: string;
  bytes: Uint8Array;
}

const SIGNATURES: { type: string; label: string; starts: number[] }[] = [
  { type: "application/pdf", label: "PDF", starts: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: "image/jpeg", label: "JPEG", starts: [0xff, 0xd8, 0xff] },
  { type: "image/png", label: "PNG", starts: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

const EXTENSIONS: Record<string, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** The type a file's first bytes show it to be, or null when it is none of those accepted. */
function sniffType(bytes: Uint8Array): string | null {
  const found = SIGNATURES.find(({ starts }) => starts.every((byte, at) => bytes[at] === byte));
  return found?.type ?? null;
}

/** A file name safe to show and to send back in a header: no path, no control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return cleaned.slice(-150) || "report";
}

/**
 * Checks the medical reports a request carries: at most five, each at most 10 MB, each a PDF,
 * JPEG or PNG by its content, and named as what it is. Returns them with their checked type.
 */
export function checkAttachments(files: UploadedFile[]): (UploadedFile & { type: string })[] {
  const present = files.filter((file) => file.bytes.byteLength > 0 || file.name !== "");
  const problems: string[] = [];
  if (present.length > ATTACHMENT_LIMITS.files) {
    problems.push(`Attach at most ${ATTACHMENT_LIMITS.files} files.`);
  }
  const checked = present.map((file) => {
    const name = cleanFileName(file.name);
    const type = sniffType(file.bytes);
    const extension = name.split(".").at(-1)?.toLowerCase() ?? "";
    const named = EXTENSIONS[extension];
    if (file.bytes.byteLength > ATTACHMENT_LIMITS.bytesPerFile) {
      problems.push(
        `"${name}" is ${formatBytes(file.bytes.byteLength)}; each file can be at most ${formatBytes(ATTACHMENT_LIMITS.bytesPerFile)}.`,
      );
    } else if (!type) {
      problems.push(
        `"${name}" is not a PDF, JPEG or PNG file (its content is something else). Send medical reports as PDF, JPEG or PNG.`,
      );
    } else if (named !== type) {
      const label = SIGNATURES.find((signature) => signature.type === type)?.label;
      problems.push(
        `"${name}" is a ${label} file but its name says otherwise. Rename it to end in .${label === "JPEG" ? "jpg" : label?.toLowerCase()} and attach it again.`,
      );
    }
    return { name, type: type ?? "", bytes: file.bytes };
  });
  if (problems.length > 0) {
    throw new ValidationError(problems[0] ?? QUOTE_FAILURE, { reports: problems });
  }
  return checked;
}

// ---------------------------------------------------------------------------------------------
// Reference numbers

/** The series a request's reference is numbered in: its line's prefix and the year. */
function referenceSeries(line: QuoteLine, at: string): string {
  const prefix = QUOTE_LINES.find((item) => item.value === line)?.prefix ?? "IQ";
  return `${prefix}-${at.slice(0, 4)}`;
}

/** `LG-2026` and 42 → `LG-2026-0042`. */
function formatReference(series: string, number: number | undefined): string {
  return `${series}-${String(number).padStart(4, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// Receiving a quote request

/** What the intake answers a quote request with: its id and the reference its sender keeps. */
export interface ReceivedQuote {
  _id: string;
  reference: string;
}

async function findQuoteBySubmission(db: Db, submissionId: string): Promise<ReceivedQuote | null> {
  const row = await db
    .selectFrom("contact_messages")
    .select(["id", "reference"])
    .where("submission_id", "=", submissionId)
    .where("reference", "is not", null)
    .executeTakeFirst();
  return row ? { _id: row.id, reference: row.reference ?? "" } : null;
}

/**
 * Stores a quote request with its attachments and consents, gives it its reference number and
 * queues the office's notification and the sender's confirmation, all in one transaction: the
 * request is safe before it is acknowledged. One that looks automated is stored as spam (no
 * mail goes out) and answered the same, as for messages.
 */
export async function receiveQuote(
  db: Db,
  line: QuoteLine,
  input: unknown,
  files: UploadedFile[] = [],
  submission: Submission = {},
  now = Date.now(),
  via: { commit?: Commit; terms?: () => Promise<QuoteTerms> } = {},
): Promise<ReceivedQuote> {
  // Only a health request depends on what the office set. The server keeps the terms until
  // content changes (server/app.ts), rather than reading them for every request.
  const terms =
    line === "health-tourism" ? await (via.terms ?? (() => readQuoteTerms(db)))() : undefined;
  const schema = quoteSchema(line, terms?.treatments ?? []);
  const answers = parseInput(schema, input, { invalid: QUOTE_FAILURE }) as Record<
    string,
    unknown
  > & { name: string; email: string; phone: string };
  const attachments = line === "health-tourism" ? checkAttachments(files) : [];
  const consents = CONSENT_KINDS.filter((kind) => answers[CONSENT_FIELDS[kind]] === true);
  const noticeVersion = terms?.noticeVersion ?? 1;
  const details = describeQuote(line, answers);
  return storeOnce(db, submission, {
    now,
    commit: via.commit,
    find: (submissionId) => findQuoteBySubmission(db, submissionId),
    write: (arrival) => {
      const { id, at } = arrival;
      const series = referenceSeries(line, at);
      return {
        // The next number of the line's series, given out in the same transaction.
        series,
        rows: (number) => [
          {
            table: "contact_messages",
            rows: [
              {
                ...arrivalColumns(arrival),
                name: answers.name,
                email: answers.email,
                phone: answers.phone,
                subject: quoteSubject(line, answers),
                message: details.map((detail) => `${detail.label}: ${detail.value}`).join("\n"),
                line,
                reference: formatReference(series, number),
                details: toJson(answers),
              },
            ],
          },
          {
            table: "inquiry_attachments",
            rows: attachments.map((file) => ({
              id: newId(),
              message_id: id,
              file_name: file.name,
              content_type: file.type,
              byte_size: file.bytes.byteLength,
              bytes: file.bytes,
              created_at: at,
            })),
          },
          {
            table: "inquiry_consents",
            rows: consents.map((kind) => ({
              message_id: id,
              kind,
              given_at: at,
              notice_version: noticeVersion,
            })),
          },
          ...(arrival.spam ? [] : [mailRows(["notify", "confirm"], id, at)]),
        ],
        answer: (number) => ({ _id: id, reference: formatReference(series, number) }),
      };
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Reading

async function withInquiryParts(
  db: Db,
  rows: Selectable<ContactMessagesTable>[],
): Promise<Inquiry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const assigneeIds = rows.flatMap((row) => (row.assignee_id ? [row.assignee_id] : []));
  const [messages, attachments, notes, consents, assignees] = await Promise.all([
    withMail(db, rows),
    db
      .selectFrom("inquiry_attachments")
      .select(["id", "message_id", "file_name", "content_type", "byte_size"])
      .where("message_id", "in", ids)
      .orderBy("created_at")
      .orderBy("file_name")
      .execute(),
    db
      .selectFrom("inquiry_notes")
      .selectAll()
      .where("message_id", "in", ids)
      .orderBy("created_at")
      .execute(),
    db.selectFrom("inquiry_consents").selectAll().where("message_id", "in", ids).execute(),
    assigneeIds.length > 0
      ? db.selectFrom("users").select(["id", "username"]).where("id", "in", assigneeIds).execute()
      : [],
  ]);
  const attachmentsOf = Map.groupBy(attachments, (item) => item.message_id);
  const notesOf = Map.groupBy(notes, (item) => item.message_id);
  const consentsOf = Map.groupBy(consents, (item) => item.message_id);
  const usernameOf = new Map(assignees.map((user) => [user.id, user.username]));
  return rows.map((row, index) => {
    const message = messages[index] as ContactMessage;
    const line: InquiryLine = isQuoteLine(row.line) ? row.line : GENERAL_LINE;
    const answers = line === GENERAL_LINE ? {} : fromJson<Record<string, unknown>>(row.details, {});
    const assigneeName = row.assignee_id ? usernameOf.get(row.assignee_id) : undefined;
    return {
      ...message,
      line,
      reference: row.reference,
      leadStatus: isLeadStatus(row.status) ? row.status : "new",
      assignee:
        row.assignee_id && assigneeName ? { _id: row.assignee_id, username: assigneeName } : null,
      answers,
      details: line === GENERAL_LINE ? [] : describeQuote(line, answers),
      attachments: (attachmentsOf.get(row.id) ?? []).map(
        (item): AttachmentSummary => ({
          _id: item.id,
          fileName: item.file_name,
          contentType: item.content_type,
          byteSize: item.byte_size,
        }),
      ),
      notes: (notesOf.get(row.id) ?? []).map((note) => ({
        _id: note.id,
        authorName: note.author_name,
        text: note.text,
        createdAt: note.created_at,
      })),
      consents: (consentsOf.get(row.id) ?? []).map(
        (consent): Consent => ({
          kind: consent.kind as ConsentKind,
          givenAt: consent.given_at,
          noticeVersion: consent.notice_version,
        }),
      ),
    };
  });
}

export async function getInquiry(db: Db, id: string): Promise<Inquiry> {
  const row = await db
    .selectFrom("contact_messages")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(INQUIRY_NOT_FOUND);
  const [inquiry] = await withInquiryParts(db, [row]);
  if (!inquiry) throw new NotFoundError(INQUIRY_NOT_FOUND);
  return inquiry;
}

export interface InquiryPage {
  items: Inquiry[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

/**
 * The lead inbox: the spec's status filter (all, unread, read, replied, spam), the line, the
 * lead status and the assignee, a search over name, e-mail, phone, reference and text, newest
 * first, 50 to a page.
 */
export async function listInquiries(
  db: Db,
  query: { status?: unknown } & Record<string, unknown> = {},
): Promise<
  { filter: ReturnType<typeof MessageFilterSchema.parse>; query: InquiryQuery } & InquiryPage
> {
  const { filter, parsed, matching } = selectInquiries(db, query);
  const { count } = await matching
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const page = Math.min(parsed.page, pages);
  const rows = await newestFirst(matching)
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .execute();
  return {
    filter,
    query: { ...parsed, page },
    items: await withInquiryParts(db, rows),
    total,
    page,
    pages,
    pageSize: INBOX_PAGE_SIZE,
  };
}

/** Every inquiry the inbox's search and filters select, in one read (for the exports). */
export async function findInquiries(
  db: Db,
  query: { status?: unknown } & Record<string, unknown> = {},
): Promise<{ filter: ReturnType<typeof MessageFilterSchema.parse>; items: Inquiry[] }> {
  const { filter, matching } = selectInquiries(db, query);
  return { filter, items: await withInquiryParts(db, await newestFirst(matching).execute()) };
}

/**
 * `findInquiries` for a file the actor takes away, recorded in the audit log with its format
 * and the filters that chose it (a search says only that there was one: its words may be a
 * person's name or address, which the log must not keep).
 */
export async function exportInquiries(
  db: Db,
  query: { status?: unknown } & Record<string, unknown>,
  actor: Actor,
  format: string,
): Promise<{ filter: ReturnType<typeof MessageFilterSchema.parse>; items: Inquiry[] }> {
  const found = await findInquiries(db, query);
  const parsed = InquiryQuerySchema.parse(query);
  const assignee =
    parsed.assignee && parsed.assignee !== "none"
      ? await db
          .selectFrom("users")
          .select("username")
          .where("id", "=", parsed.assignee)
          .executeTakeFirst()
      : undefined;
  const filters = [
    found.filter === "all" ? "" : found.filter,
    parsed.line ? lineLabel(parsed.line) : "",
    parsed.lead ? leadStatusLabel(parsed.lead) : "",
    parsed.assignee === "none" ? "nobody's" : assignee ? `${assignee.username}'s` : "",
    parsed.q ? "a search" : "",
  ].filter(Boolean);
  const count = found.items.length;
  await recordEvent(db, actor, {
    kind: "export",
    item: {
      type: "inquiries",
      id: null,
      label: `${count} ${count === 1 ? "inquiry" : "inquiries"}`,
    },
    detail: [format, ...filters].join(", "),
  });
  return found;
}

type InquiryRows = ReturnType<typeof selectInquiries>["matching"];

function newestFirst(matching: InquiryRows) {
  return matching.selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
}

/** The rows the inbox's query selects, not yet read. */
function selectInquiries(db: Db, query: { status?: unknown } & Record<string, unknown>) {
  const filter = MessageFilterSchema.parse(query.status);
  const parsed = InquiryQuerySchema.parse(query);
  let matching = inInboxView(
    db.selectFrom("contact_messages"),
    filter,
    filter === "spam" || parsed.lead === "spam",
  );
  if (parsed.line) matching = matching.where("line", "=", parsed.line);
  if (parsed.lead && parsed.lead !== "spam") matching = matching.where("status", "=", parsed.lead);
  if (parsed.assignee === "none") matching = matching.where("assignee_id", "is", null);
  else if (parsed.assignee) matching = matching.where("assignee_id", "=", parsed.assignee);
  const text = parsed.q;
  if (text) {
    matching = matching.where((eb) =>
      eb.or(
        (["name", "email", "phone", "reference", "subject", "message"] as const).map((column) =>
          containsText(column, text),
        ),
      ),
    );
  }
  return { filter, parsed, matching };
}

/** New inquiries (not yet taken up) per line, for the dashboard. */
export async function countNewByLine(db: Db): Promise<Record<InquiryLine, number>> {
  const rows = await db
    .selectFrom("contact_messages")
    .select(["line", (eb) => eb.fn.countAll<string | number>().as("count")])
    .where("status", "=", "new")
    .groupBy("line")
    .execute();
  const counts: Record<InquiryLine, number> = {
    "health-tourism": 0,
    logistics: 0,
    "building-materials": 0,
    general: 0,
  };
  for (const row of rows) {
    const line = isQuoteLine(row.line) ? row.line : GENERAL_LINE;
    counts[line] += Number(row.count);
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------
// The office's work on an inquiry

/**
 * Sets the status and the assignee, and adds a note (signed with the actor's name), as asked;
 * marks the inquiry read, since someone has now looked at it.
 */
export async function updateInquiry(
  db: Db,
  id: string,
  input: unknown,
  actor: Actor,
): Promise<Inquiry> {
  const update = parseInput(InquiryUpdateSchema, input, {
    invalid: "The inquiry was not updated. Check the fields marked below.",
  });
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom("contact_messages")
      .select(["status", "assignee_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) throw new NotFoundError(INQUIRY_NOT_FOUND);
    // What the audit log says changed: the screen's form sends the status and the assignee,
    // changed or not.
    const changed: string[] = [];
    if (update.status !== undefined && update.status !== before.status) {
      changed.push(`status ${leadStatusLabel(update.status)}`);
    }
    if (update.assigneeId) {
      const user = await trx
        .selectFrom("users")
        .select("username")
        .where("id", "=", update.assigneeId)
        .executeTakeFirst();
      if (!user) {
        throw new ValidationError("Choose one of the staff to assign it to.", {
          assigneeId: ["Choose one of the staff to assign it to."],
        });
      }
      if (update.assigneeId !== before.assignee_id) changed.push(`assigned to ${user.username}`);
    } else if (update.assigneeId === null && before.assignee_id !== null) {
      changed.push("unassigned");
    }
    if (update.note) changed.push("note added");
    const changes: {
      status?: LeadStatus;
      status_changed_at?: string;
      assignee_id?: string | null;
    } = {};
    if (update.status !== undefined) {
      changes.status = update.status;
      changes.status_changed_at = now;
    }
    if (update.assigneeId !== undefined) changes.assignee_id = update.assigneeId;
    await trx
      .updateTable("contact_messages")
      .set({ ...changes, is_read: 1 })
      .where("id", "=", id)
      .execute();
    if (update.note) {
      await trx
        .insertInto("inquiry_notes")
        .values({
          id: newId(),
          message_id: id,
          author_id: actor._id,
          author_name: actor.username,
          text: update.note,
          created_at: now,
        })
        .execute();
    }
    if (changed.length > 0) {
      await recordInquiryChange(trx, actor, id, { kind: "update", detail: changed.join(", ") });
    }
  });
  return getInquiry(db, id);
}

export interface AttachmentFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** One attachment's file, for signed-in staff only (the route checks the session). */
export async function readAttachment(
  db: Db,
  inquiryId: string,
  attachmentId: string,
): Promise<AttachmentFile> {
  const row = await db
    .selectFrom("inquiry_attachments")
    .select(["file_name", "content_type", "bytes"])
    .where("id", "=", attachmentId)
    .where("message_id", "=", inquiryId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(ATTACHMENT_NOT_FOUND);
  return { fileName: row.file_name, contentType: row.content_type, bytes: row.bytes };
}
