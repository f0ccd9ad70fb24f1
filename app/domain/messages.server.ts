import type { Selectable, SelectQueryBuilder } from "kysely";
import { isUniqueViolation } from "../db/errors.ts";
import type { Commit, RowsUnit, TableRows } from "../db/group-commit.server.ts";
import type { ContactMessagesTable, Database, Db, OutboxTable } from "../db/schema.ts";
import { inGroupCommit, inTransaction, newId, nowIso } from "../db/values.ts";
import type { Actor, AuditItem } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import { NotFoundError, parseInput } from "./errors.ts";
import { judgeFormProof } from "./form-proof.server.ts";
import {
  CONTACT_CHECK_FIELDS,
  type ContactMessage,
  FORM_PROOF_FIELD,
  HONEYPOT_FIELD,
  type MailState,
  messageStatus,
  SPAM_REASONS,
  type SpamReason,
  SUBMISSION_ID_FIELD,
} from "./messages.model.ts";
import {
  ContactMessageInputSchema,
  type MessageFilter,
  MessageFilterSchema,
  ReplyInputSchema,
} from "./messages.schema.ts";

export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_FAILURE = "Sorry, there was an error sending your message. Please try again.";
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

function rowToMessage(row: Selectable<ContactMessagesTable>, mail: OutboxRow[]): ContactMessage {
  const isRead = row.is_read === 1;
  const latest = (kind: string) => mail.filter((item) => item.kind === kind).at(-1);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    isRead,
    reply: row.reply,
    repliedAt: row.replied_at,
    status: messageStatus({ isRead, reply: row.reply }),
    spam: row.status === "spam" ? spamReasonOf(row.spam_reason) : null,
    notification: mailStateOf(latest("notify")),
    replyEmail: row.reply ? mailStateOf(latest("reply")) : null,
  };
}

export async function withMail(
  db: Db,
  rows: Selectable<ContactMessagesTable>[],
): Promise<ContactMessage[]> {
  if (rows.length === 0) return [];
  const mail = await db
    .selectFrom("outbox")
    .selectAll()
    .where(
      "message_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("created_at")
    .execute();
  const byMessage = Map.groupBy(mail, (item) => item.message_id);
  return rows.map((row) => rowToMessage(row, byMessage.get(row.id) ?? []));
}

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

export interface Submission {
  /** The honeypot field's value; anything in it means a script filled in the form. */
  honeypot?: string | undefined;
  /** The form's proof of when the site issued it (see form-proof.server.ts). */
  proof?: string | undefined;
  /** The sending form's id for the message; a second delivery of the same id is not stored. */
  submissionId?: string | undefined;
}

/** A submission id as forms make them (a UUID); anything else is ignored. */
const SUBMISSION_ID = /^[A-Za-z0-9-]{8,64}$/;

function readSubmissionId(submission: Submission): string | null {
  return submission.submissionId && SUBMISSION_ID.test(submission.submissionId)
    ? submission.submissionId
    : null;
}

/** What the intake answers with: the stored message's id, all its sender needs. */
export interface StoredMessage {
  _id: string;
}

async function findSubmitted(db: Db, submissionId: string): Promise<StoredMessage | null> {
  const row = await db
    .selectFrom("contact_messages")
    .select("id")
    .where("submission_id", "=", submissionId)
    .executeTakeFirst();
  return row ? { _id: row.id } : null;
}

/** Why a submission looks automated, or null when it looks like a person's. */
async function judgeSubmission(db: Db, submission: Submission, now: number) {
  if (submission.honeypot) return "honeypot";
  return judgeFormProof(db, submission.proof, now);
}

/** What every arriving message or quote request is stored with, besides its own fields. */
export interface Arrival {
  id: string;
  at: string;
  spam: SpamReason | null;
  submissionId: string | null;
}

/** The columns of a new inbox row: unread, unanswered, new or held as spam. */
export function arrivalColumns(arrival: Arrival) {
  return {
    id: arrival.id,
    is_read: 0,
    reply: null,
    replied_at: null,
    created_at: arrival.at,
    status: arrival.spam ? "spam" : "new",
    spam_reason: arrival.spam,
    submission_id: arrival.submissionId,
  };
}

/**
 * The intake of every visitor's submission (a message, a quote request): the spam judgement is
 * made and `write` stores it in one transaction (through the group commit when given), so it is
 * safe before it is acknowledged, and answers with what `write` returned (nothing is read back:
 * the answer needs only what was written). A second delivery of the same submission id (kept
 * offline and sent twice, or sent again after a lost answer) breaks the submission id's unique
 * index and is answered with what the first stored. Nothing is looked up beforehand: second
 * deliveries are rare, and a look-up for every submission cost a round trip each.
 */
export async function storeOnce<T>(
  db: Db,
  submission: Submission,
  options: {
    now: number;
    commit: Commit | undefined;
    find: (submissionId: string) => Promise<T | null>;
    /** What to store for the arrival: the rows a batch inserts with others', and the answer. */
    write: (arrival: Arrival) => RowsUnit<T>;
  },
): Promise<T> {
  const submissionId = readSubmissionId(submission);
  const spam = await judgeSubmission(db, submission, options.now);
  const arrival: Arrival = {
    id: newId(),
    at: new Date(options.now).toISOString(),
    spam,
    submissionId,
  };
  try {
    return await inGroupCommit(db, options.commit, options.write(arrival));
  } catch (error) {
    const stored =
      submissionId && isUniqueViolation(error) ? await options.find(submissionId) : null;
    if (stored) return stored;
    throw error;
  }
}

/**
 * Stores a visitor's message and queues the staff notification in the same transaction: the
 * message is safe before anything else happens, and the mail goes out (and is retried) after.
 * A message that looks automated is stored too, but held as spam: nobody is notified, the
 * inbox shows it only under Spam, and one click puts it back. The sender is answered the same
 * either way, so a person who was taken for a script is never told off.
 */
export async function receiveMessage(
  db: Db,
  input: unknown,
  submission: Submission = {},
  now = Date.now(),
  commit?: Commit,
): Promise<StoredMessage> {
  const data = parseInput(ContactMessageInputSchema, input, {
    invalid: CONTACT_CHECK_FIELDS,
  });
  return storeOnce(db, submission, {
    now,
    commit,
    find: (submissionId) => findSubmitted(db, submissionId),
    write: (arrival) => ({
      rows: () => [
        { table: "contact_messages", rows: [{ ...arrivalColumns(arrival), ...data }] },
        ...(arrival.spam ? [] : [mailRows("notify", arrival.id, arrival.at)]),
      ],
      answer: () => ({ _id: arrival.id }),
    }),
  });
}

export async function listMessages(
  db: Db,
  filter: MessageFilter = "all",
): Promise<ContactMessage[]> {
  const query = db.selectFrom("contact_messages").selectAll().orderBy("created_at", "desc");
  return withMail(db, await inInboxView(query, filter).execute());
}

/**
 * The spec's inbox views as conditions: the spam held back, or everything else, narrowed to a
 * derived status (replied if a reply exists, else read or unread). `spam` shows the held ones
 * whatever the filter says (the lead inbox's Spam status).
 */
export function inInboxView<Output>(
  query: SelectQueryBuilder<Database, "contact_messages", Output>,
  filter: MessageFilter,
  spam = filter === "spam",
) {
  let view = spam ? query.where("status", "=", "spam") : query.where("status", "!=", "spam");
  if (filter === "replied") view = view.where("reply", "is not", null);
  if (filter === "read") view = view.where("reply", "is", null).where("is_read", "=", 1);
  if (filter === "unread") view = view.where("reply", "is", null).where("is_read", "=", 0);
  return view;
}

/** The inbox as the office asked to see it (`?status=`; anything it does not know is "all"). */
export async function viewInbox(
  db: Db,
  status: unknown,
): Promise<{ filter: MessageFilter; messages: ContactMessage[] }> {
  const filter = MessageFilterSchema.parse(status);
  return { filter, messages: await listMessages(db, filter) };
}

/**
 * A message held as spam goes back to the inbox, unread, and its notification is queued as if
 * it had just arrived; a message that is not spam stays as it is.
 */
export async function restoreFromSpam(db: Db, id: string, actor: Actor): Promise<ContactMessage> {
  await inTransaction(db, async (trx) => {
    const restored = await trx
      .updateTable("contact_messages")
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
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("status", "!=", "spam");
  if (filter.unreadOnly) query = query.where("reply", "is", null).where("is_read", "=", 0);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export async function getMessage(db: Db, id: string): Promise<ContactMessage> {
  const row = await db
    .selectFrom("contact_messages")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(MESSAGE_NOT_FOUND);
  const [message] = await withMail(db, [row]);
  if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return message;
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
    .selectFrom("contact_messages")
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
      .updateTable("contact_messages")
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

/** Stores the reply, marks the message read and queues the reply's e-mail, all at once. */
export async function replyToMessage(
  db: Db,
  id: string,
  input: unknown,
  actor: Actor,
): Promise<ContactMessage> {
  const { reply } = parseInput(ReplyInputSchema, input, { invalid: "Failed to send reply." });
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    await recordInquiryChange(trx, actor, id, { kind: "update", detail: "replied" });
    await trx
      .updateTable("contact_messages")
      .set({ reply, replied_at: now, is_read: 1 })
      .where("id", "=", id)
      .execute();
    await queueMail(trx, "reply", id, now);
  });
  return getMessage(db, id);
}

export async function deleteMessage(db: Db, id: string, actor: Actor): Promise<void> {
  await inTransaction(db, async (trx) => {
    await recordInquiryChange(trx, actor, id, { kind: "delete" });
    await trx.deleteFrom("contact_messages").where("id", "=", id).execute();
  });
}

/** Reads the spam signals a form or API call sent along with the message's own fields. */
export function submissionFrom(fields: Record<string, unknown>): Submission {
  const text = (name: string) => {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    return typeof value === "string" ? value : undefined;
  };
  return {
    honeypot: text(HONEYPOT_FIELD),
    proof: text(FORM_PROOF_FIELD),
    submissionId: text(SUBMISSION_ID_FIELD),
  };
}
