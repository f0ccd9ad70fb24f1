import type { Db } from "../db/schema.ts";
import { containsText, fromJson } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import { ValidationError } from "./errors.ts";
import { MAX_PAGE_SIZE } from "./inbox-pages.model.ts";
import {
  eachPage,
  type InboxSelection,
  inSnapshot,
  neighbours,
  readOne,
  readPage,
  type WithParts,
} from "./inbox-pages.server.ts";
import {
  type Consent,
  type ConsentKind,
  GENERAL_LINE,
  INBOX_PAGE_SIZE,
  type Inquiry,
  type InquiryLine,
  isLeadStatus,
  isQuoteLine,
  isQuoteRequest,
  leadStatusLabel,
  lineLabel,
} from "./inquiries.model.ts";
import { type InquiryQuery, InquiryQuerySchema } from "./inquiries.schema.ts";
import { attachmentsByMessage } from "./inquiry-attachments.server.ts";
import type { ContactMessage } from "./messages.model.ts";
import { MessageFilterSchema } from "./messages.schema.ts";
import { inInboxView, withMail } from "./messages.server.ts";
import { describeQuote } from "./quote-details.ts";
import { languageName } from "./translations.model.ts";

// The lead inbox: one inquiry, the pages its search and filters select, the exports and the
// dashboard's counts, each inquiry read with its files, notes, consents and assignee.

export const INQUIRY_NOT_FOUND = "Inquiry not found.";

/** `rows` with their parts, read by condition (never one parameter per row). */
const withInquiryParts: WithParts<Inquiry> = async (db, rows, ids) => {
  if (rows.length === 0) return [];
  const [messages, attachmentsOf, notes, consents, assignees] = await Promise.all([
    withMail(db, rows, ids),
    attachmentsByMessage(db, ids),
    db
      .selectFrom("inquiry_notes")
      .selectAll()
      .where("message_id", "in", ids)
      .orderBy("created_at")
      .execute(),
    db.selectFrom("inquiry_consents").selectAll().where("message_id", "in", ids).execute(),
    db
      .selectFrom("users")
      .select(["id", "username"])
      .where("id", "in", ids.clearSelect().select("assignee_id"))
      .execute(),
  ]);
  const notesOf = Map.groupBy(notes, (item) => item.message_id);
  const consentsOf = Map.groupBy(consents, (item) => item.message_id);
  const usernameOf = new Map(assignees.map((user) => [user.id, user.username]));
  return rows.map((row, index) => {
    const message = messages[index] as ContactMessage;
    const filed = { line: message.line, reference: row.reference };
    const quote = isQuoteRequest(filed) ? filed : null;
    const answers = quote ? fromJson<Record<string, unknown>>(row.details, {}) : {};
    const assigneeName = row.assignee_id ? usernameOf.get(row.assignee_id) : undefined;
    return {
      ...message,
      reference: row.reference,
      leadStatus: isLeadStatus(row.status) ? row.status : "new",
      assignee:
        row.assignee_id && assigneeName ? { _id: row.assignee_id, username: assigneeName } : null,
      answers,
      details: quote ? describeQuote(quote.line, answers) : [],
      attachments: attachmentsOf.get(row.id) ?? [],
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
          noticeLanguage: consent.notice_language,
        }),
      ),
    };
  });
};

export function getInquiry(db: Db, id: string): Promise<Inquiry> {
  return readOne(db, id, withInquiryParts, INQUIRY_NOT_FOUND);
}

/**
 * The inquiry `id` as its own screen shows it, with the ones before and after it in the list
 * the inbox's search and filters (`query`) select, so the office can go through them in turn.
 */
export function getInquiryInView(
  db: Db,
  id: string,
  query: { status?: unknown } & Record<string, unknown>,
): Promise<{ inquiry: Inquiry; previous: string | null; next: string | null }> {
  return inSnapshot(db, async (trx) => {
    const inquiry = await getInquiry(trx, id);
    const { matching } = selectInquiries(trx, query);
    const around = await neighbours(matching, { createdAt: inquiry.createdAt, id: inquiry._id });
    return { inquiry, ...around };
  });
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
 * lead status, the assignee and the language, a search over name, e-mail, phone, reference and
 * text, newest first, 50 to a page.
 */
export async function listInquiries(
  db: Db,
  query: { status?: unknown } & Record<string, unknown> = {},
): Promise<
  { filter: ReturnType<typeof MessageFilterSchema.parse>; query: InquiryQuery } & InquiryPage
> {
  return inSnapshot(db, async (trx) => {
    const { filter, parsed, matching } = selectInquiries(trx, query);
    const total = await countRows(matching);
    const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
    const page = Math.min(parsed.page, pages);
    const { rows, ids } = await readPage(matching, {
      limit: INBOX_PAGE_SIZE,
      offset: (page - 1) * INBOX_PAGE_SIZE,
    });
    return {
      filter,
      query: { ...parsed, page },
      items: await withInquiryParts(trx, rows, ids),
      total,
      page,
      pages,
      pageSize: INBOX_PAGE_SIZE,
    };
  });
}

async function countRows(selection: InboxSelection): Promise<number> {
  const { count } = await selection
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Every inquiry the inbox's search and filters select, newest first, a page at a time (for the
 * exports): each page is read in a snapshot of its own, so memory holds one page.
 */
export function eachInquiryPage(
  db: Db,
  query: { status?: unknown } & Record<string, unknown> = {},
  size = MAX_PAGE_SIZE,
): AsyncGenerator<Inquiry[]> {
  return eachPage((before) =>
    inSnapshot(db, async (trx) => {
      const { rows, ids, next } = await readPage(selectInquiries(trx, query).matching, {
        limit: size,
        before,
      });
      return { items: await withInquiryParts(trx, rows, ids), next };
    }),
  );
}

/**
 * The inquiries the inbox's search and filters select, for a file the actor takes away: how
 * many (as counted when the export starts) and their pages, to write as they are read; refused
 * when they are more than the format holds (`most`). The export is recorded in the audit log
 * with its format and the filters that chose it (a search says only that there was one: its
 * words may be a person's name or address, which the log must not keep).
 */
export async function exportInquiries(
  db: Db,
  query: { status?: unknown } & Record<string, unknown>,
  actor: Actor,
  format: { label: string; most?: number },
): Promise<{
  filter: ReturnType<typeof MessageFilterSchema.parse>;
  count: number;
  pages: AsyncGenerator<Inquiry[]>;
}> {
  const { filter, parsed, matching } = selectInquiries(db, query);
  const count = await countRows(matching);
  if (format.most !== undefined && count > format.most) {
    const most = format.most.toLocaleString("en");
    throw new ValidationError(
      `An ${format.label} file holds at most ${most} inquiries, and these are ${count.toLocaleString("en")}. Narrow them with the search or the filters, or export a CSV file (spreadsheets open it too).`,
    );
  }
  const assignee =
    parsed.assignee && parsed.assignee !== "none"
      ? await db
          .selectFrom("users")
          .select("username")
          .where("id", "=", parsed.assignee)
          .executeTakeFirst()
      : undefined;
  const filters = [
    filter === "all" ? "" : filter,
    parsed.line ? lineLabel(parsed.line) : "",
    parsed.language ? `in ${languageName(parsed.language)}` : "",
    parsed.lead ? leadStatusLabel(parsed.lead) : "",
    parsed.assignee === "none" ? "nobody's" : assignee ? `${assignee.username}'s` : "",
    parsed.q ? "a search" : "",
  ].filter(Boolean);
  await recordEvent(db, actor, {
    kind: "export",
    item: {
      type: "inquiries",
      id: null,
      label: `${count} ${count === 1 ? "inquiry" : "inquiries"}`,
    },
    detail: [format.label, ...filters].join(", "),
  });
  return { filter, count, pages: eachInquiryPage(db, query) };
}

/** The rows the inbox's query selects, not yet read. */
function selectInquiries(db: Db, query: { status?: unknown } & Record<string, unknown>) {
  const filter = MessageFilterSchema.parse(query.status);
  const parsed = InquiryQuerySchema.parse(query);
  let matching = inInboxView(
    db.selectFrom("inquiries"),
    filter,
    filter === "spam" || parsed.lead === "spam",
  );
  if (parsed.line) matching = matching.where("line", "=", parsed.line);
  if (parsed.language) matching = matching.where("language", "=", parsed.language);
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
    .selectFrom("inquiries")
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
