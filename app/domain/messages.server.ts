import type { Selectable, SelectQueryBuilder } from "kysely";
import type { TableRows } from "../db/group-commit.server.ts";
import type { Database, Db, InquiriesTable, OutboxTable } from "../db/schema.ts";
import { inTransaction, newId, nowIso } from "../db/values.ts";
import { isLanguage, SOURCE_LANGUAGE } from "../i18n/languages.ts";
import { replySignatureOf } from "./account.server.ts";
import type { Actor, AuditItem } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import { ConflictError, NotFoundError, parseInput } from "./errors.ts";
import { DEFAULT_PAGE_SIZE, type InboxPosition, MAX_PAGE_SIZE } from "./inbox-pages.model.ts";
import { eachPage, inSnapshot, readOne, readPage, type WithParts } from "./inbox-pages.server.ts";
import { GENERAL_LINE, isQuoteLine } from "./inquiries.model.ts";
import {
  type ContactMessage,
  type MailState,
  messageStatus,
  SPAM_REASONS,
  type SpamReason,
} from "./messages.model.ts";
import {
  type MessageFilter,
  MessageFilterSchema,
  MessageListQuerySchema,
  ReplyInputSchema,
} from "./messages.schema.ts";

const MESSAGE_NOT_FOUND = "Message not found.";

type OutboxRow = Selectable<OutboxTable>;

/** How a mail of the outbox stands (see MailState); no row is one still to be sent. */
export function mailStateOf(row: OutboxRow | undefined): MailState {
  if (row?.sent_at) return { state: "sent", at: row.sent_at };
  if (!row || row.attempts === 0) return { state: "pending" };
  return {
    state: "failed",
    attempts: row.attempts,
    error: row.last_error ?? "",
    nextAttemptAt: row.next_attempt_at,
  };
}

/** Held by the site for a reason it recorded, or marked as spam by the office (no reason). */
function spamReasonOf(value: string | null): SpamReason {
  return value !== null && Object.hasOwn(SPAM_REASONS, value) ? (value as SpamReason) : "marked";
}

function rowToMessage(row: Selectable<InquiriesTable>, mail: OutboxRow[]): ContactMessage {
  const isRead = row.is_read === 1;
  const latest = (kind: string) => mail.filter((item) => item.kind === kind).at(-1);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    line: isQuoteLine(row.line) ? row.line : GENERAL_LINE,
    language: isLanguage(row.language) ? row.language : SOURCE_LANGUAGE,
    createdAt: row.created_at,
    isRead,
    reply: row.reply,
    repliedAt: row.replied_at,
    replySignature: row.reply_signature,
    status: messageStatus({ isRead, reply: row.reply }),
    spam: row.status === "spam" ? spamReasonOf(row.spam_reason) : null,
    notification: mailStateOf(latest("notify")),
    replyEmail: row.reply ? mailStateOf(latest("reply")) : null,
  };
}

/** `rows` with how their mail stands, read by condition (never one parameter per row). */
export const withMail: WithParts<ContactMessage> = async (db, rows, ids) => {
  if (rows.length === 0) return [];
  const mail = await db
    .selectFrom("outbox")
    .selectAll()
    .where("message_id", "in", ids)
    .orderBy("created_at")
    .execute();
  const byMessage = Map.groupBy(mail, (item) => item.message_id);
  return rows.map((row) => rowToMessage(row, byMessage.get(row.id) ?? []));
};

/** Mail the outbox sends: the office's notification, its reply, the sender's confirmation. */
export type MailKind = "notify" | "reply" | "confirm";

/** The outbox's rows for one mail of each kind about a message, due now. */
export function mailRows(
  kinds: MailKind | readonly MailKind[],
  messageId: string,
  now: string,
): Extract<TableRows, { table: "outbox" }> {
  return {
    table: "outbox",
    rows: [kinds].flat().map((kind) => ({
      id: newId(),
      kind,
      message_id: messageId,
      next_attempt_at: now,
      created_at: now,
    })),
  };
}

export function queueMail(db: Db, kind: MailKind, messageId: string, now: string) {
  return db
    .insertInto("outbox")
    .values(mailRows(kind, messageId, now).rows)
    .execute();
}

/**
 * A page of an inbox view, newest first: at most `limit` messages older than `before`, and
 * where the next page starts (null after the last).
 */
export async function listMessages(
  db: Db,
  filter: MessageFilter = "all",
  page: { limit?: number; before?: InboxPosition | null } = {},
): Promise<{ messages: ContactMessage[]; next: InboxPosition | null }> {
  return inSnapshot(db, async (trx) => {
    const selection = inInboxView(trx.selectFrom("inquiries"), filter);
    const { rows, ids, next } = await readPage(selection, {
      limit: page.limit ?? MAX_PAGE_SIZE,
      before: page.before,
    });
    return { messages: await withMail(trx, rows, ids), next };
  });
}

/** Every message of an inbox view, newest first, a page at a time (for an answer that streams). */
export function eachMessagePage(
  db: Db,
  filter: MessageFilter,
  size = MAX_PAGE_SIZE,
): AsyncGenerator<ContactMessage[]> {
  return eachPage(async (before) => {
    const { messages, next } = await listMessages(db, filter, { limit: size, before });
    return { items: messages, next };
  });
}

/**
 * The spec's inbox views as conditions: the spam held back, or everything else, narrowed to a
 * derived status (replied if a reply exists, else read or unread). `spam` shows the held ones
 * whatever the filter says (the lead inbox's Spam status).
 */
export function inInboxView<Output>(
  query: SelectQueryBuilder<Database, "inquiries", Output>,
  filter: MessageFilter,
  spam = filter === "spam",
) {
  let view = spam ? query.where("status", "=", "spam") : query.where("status", "!=", "spam");
  if (filter === "replied") view = view.where("reply", "is not", null);
  if (filter === "read") view = view.where("reply", "is", null).where("is_read", "=", 1);
  if (filter === "unread") view = view.where("reply", "is", null).where("is_read", "=", 0);
  return view;
}

/**
 * What `GET /api/contact` asks for: an inbox view (`status`; anything unknown is "all"), and
 * one page when `limit` or `before` is given (else every message, streamed).
 */
export function readInboxQuery(query: Record<string, string>): {
  filter: MessageFilter;
  page: { limit: number; before: InboxPosition | null } | null;
} {
  const { status, limit, before } = parseInput(MessageListQuerySchema, query, {
    invalid: "The page asked for is not one this list has.",
  });
  const filter = MessageFilterSchema.parse(status);
  if (limit === undefined && before === undefined) return { filter, page: null };
  return { filter, page: { limit: limit ?? DEFAULT_PAGE_SIZE, before: before ?? null } };
}

/**
 * A message held as spam goes back to the inbox, unread, and its notification is queued as if
 * it had just arrived; a message that is not spam stays as it is.
 */
export async function restoreFromSpam(db: Db, id: string, actor: Actor): Promise<ContactMessage> {
  await inTransaction(db, async (trx) => {
    const restored = await trx
      .updateTable("inquiries")
      .set({ status: "new", spam_reason: null, is_read: 0 })
      .where("id", "=", id)
      .where("status", "=", "spam")
      .executeTakeFirst();
    if (Number(restored.numUpdatedRows) > 0) {
      await queueMail(trx, "notify", id, nowIso());
      await recordInquiryChange(trx, actor, id, {
        kind: "update",
        detail: "moved from spam to the inbox",
      });
    }
  });
  // An unknown id is not found here.
  return getMessage(db, id);
}

export async function countMessages(
  db: Db,
  filter: { unreadOnly?: boolean } = {},
): Promise<number> {
  let query = db
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("status", "!=", "spam");
  if (filter.unreadOnly) query = query.where("reply", "is", null).where("is_read", "=", 0);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export function getMessage(db: Db, id: string): Promise<ContactMessage> {
  return readOne(db, id, withMail, MESSAGE_NOT_FOUND);
}

/**
 * An inquiry as the audit log names it: a quote request by its reference, a message by its
 * sender (a name an erasure blanks later; see `forgetItemLabels`).
 */
function inquiryItem(row: { id: string; name: string; reference: string | null }): AuditItem {
  return row.reference
    ? { type: "quote", id: row.id, label: row.reference }
    : { type: "message", id: row.id, label: row.name };
}

/** Records what the office did to an inquiry; not found when there is no such inquiry. */
export async function recordInquiryChange(
  db: Db,
  actor: Actor,
  id: string,
  change: { kind: "update" | "delete"; detail?: string },
): Promise<void> {
  const row = await db
    .selectFrom("inquiries")
    .select(["id", "name", "reference"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(MESSAGE_NOT_FOUND);
  await recordEvent(db, actor, { ...change, item: inquiryItem(row) });
}

/** Marks a message read; the audit log hears of it only when it was unread. */
export async function markMessageRead(db: Db, id: string, actor: Actor): Promise<ContactMessage> {
  await inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable("inquiries")
      .set({ is_read: 1 })
      .where("id", "=", id)
      .where("is_read", "=", 0)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) {
      await recordInquiryChange(trx, actor, id, { kind: "update", detail: "marked read" });
    }
  });
  // An unknown id is not found here.
  return getMessage(db, id);
}

export const NO_ADDRESS_TO_REPLY =
  "This request came without an e-mail address: answer it by phone or WhatsApp.";

/**
 * Stores the reply with its writer's signature (the mail is composed from both, decision 067),
 * marks the message read and queues the reply's e-mail, all at once.
 */
export async function replyToMessage(
  db: Db,
  id: string,
  input: unknown,
  actor: Actor,
): Promise<ContactMessage> {
  const { reply } = parseInput(ReplyInputSchema, input, { invalid: "Failed to send reply." });
  const signature = await replySignatureOf(db, actor);
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    await recordInquiryChange(trx, actor, id, { kind: "update", detail: "replied" });
    const sender = await trx
      .selectFrom("inquiries")
      .select("email")
      .where("id", "=", id)
      .executeTakeFirst();
    // A health request may come with a phone number only.
    if (sender?.email === "") throw new ConflictError(NO_ADDRESS_TO_REPLY);
    await trx
      .updateTable("inquiries")
      .set({ reply, replied_at: now, is_read: 1, reply_signature: signature })
      .where("id", "=", id)
      .execute();
    await queueMail(trx, "reply", id, now);
  });
  return getMessage(db, id);
}

export async function deleteMessage(db: Db, id: string, actor: Actor): Promise<void> {
  await inTransaction(db, async (trx) => {
    await recordInquiryChange(trx, actor, id, { kind: "delete" });
    await trx.deleteFrom("inquiries").where("id", "=", id).execute();
  });
}
