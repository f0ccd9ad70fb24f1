import { createHash } from "node:crypto";
import { sql } from "kysely";
import { z } from "zod";
import type { Db } from "../db/schema.ts";
import { containsText, forgetErasedPages, inTransaction, newId, nowIso } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { forgetItemLabels, recordEvent } from "./audit.server.ts";
import { parseInput } from "./errors.ts";
import { emailAddress } from "./fields.ts";
import { CLOSED_STATUSES, type Inquiry } from "./inquiries.model.ts";
import { getInquiry } from "./inquiries.server.ts";
import { getInquirySettings } from "./inquiry-settings.server.ts";

// A person's rights over their data (KVKK and GDPR): a copy of everything stored about their
// e-mail address, and its erasure; and the retention rule for medical reports. Each is written
// to the privacy log, which names the person only by a hash of the address, so the log of an
// erasure does not itself keep the address it erased.

export const PrivacyRequestSchema = z.object({ email: emailAddress });

const ERASED = "[erased]";

export type PrivacyLogKind = "export" | "erase" | "retention";

export interface PrivacyLogEntry {
  _id: string;
  kind: PrivacyLogKind;
  subject: string;
  actor: string | null;
  summary: string;
  createdAt: string;
}

/** `sha256:` of the trimmed, lower-cased address: the same person gives the same value. */
export function addressHash(email: string): string {
  return `sha256:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
}

/** Adds an entry to the privacy log; returns its id. */
async function writeLog(
  db: Db,
  entry: { kind: PrivacyLogKind; subject: string; actor: string | null; summary: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto("privacy_log")
    .values({ id, ...entry, created_at: nowIso() })
    .execute();
  return id;
}

/**
 * Logs a request in the privacy log and the audit log, which names the person by the same
 * hash and points at the privacy log's entry.
 */
async function logRequest(
  trx: Db,
  actor: Actor,
  request: { kind: "export" | "erase"; email: string; summary: string; detail: string },
) {
  const subject = addressHash(request.email);
  const logId = await writeLog(trx, {
    kind: request.kind,
    subject,
    actor: actor.username,
    summary: request.summary,
  });
  await recordEvent(trx, actor, {
    kind: request.kind,
    item: { type: "personal-data", id: logId, label: subject },
    detail: request.detail,
  });
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

function requestedAddress(input: unknown): string {
  return parseInput(PrivacyRequestSchema, input, {
    invalid: "Enter the e-mail address the person wrote from.",
  }).email.toLowerCase();
}

/** The ids of every message and quote request sent from the address, any case. */
async function inquiryIdsOf(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom("contact_messages")
    .select("id")
    .where(sql<string>`lower(email)`, "=", email)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.id);
}

export interface PersonalDataExport {
  email: string;
  exportedAt: string;
  inquiries: (Inquiry & {
    attachments: (Inquiry["attachments"][number] & { base64: string })[];
  })[];
}

/** Everything stored about one address, attachments included, as one JSON document. */
export async function exportPersonalData(
  db: Db,
  input: unknown,
  actor: Actor,
): Promise<PersonalDataExport> {
  const email = requestedAddress(input);
  const ids = await inquiryIdsOf(db, email);
  const inquiries = [];
  for (const id of ids) {
    const inquiry = await getInquiry(db, id);
    const files = await db
      .selectFrom("inquiry_attachments")
      .select(["id", "bytes"])
      .where("message_id", "=", id)
      .execute();
    const bytesOf = new Map(files.map((file) => [file.id, file.bytes]));
    inquiries.push({
      ...inquiry,
      attachments: inquiry.attachments.map((attachment) => ({
        ...attachment,
        base64: Buffer.from(bytesOf.get(attachment._id) ?? new Uint8Array()).toString("base64"),
      })),
    });
  }
  const exported = counted(ids.length, "inquiry", "inquiries");
  await inTransaction(db, (trx) =>
    logRequest(trx, actor, {
      kind: "export",
      email,
      summary: `Exported ${exported}.`,
      detail: exported,
    }),
  );
  return { email, exportedAt: nowIso(), inquiries };
}

export interface ErasureResult {
  inquiries: number;
  attachments: number;
  queuedMails: number;
  /** Other records that mentioned the address, where it was replaced by "[erased]". */
  mentions: number;
}

/** What an erasure did, in the office's words. */
export function erasureSummary(erased: ErasureResult): string {
  if (erased.inquiries === 0 && erased.mentions === 0) {
    return "Nothing was stored about this address. The request is logged.";
  }
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `Erased ${count(erased.inquiries, "inquiry", "inquiries")} and ${count(erased.attachments, "file", "files")}; the address was removed from ${count(erased.mentions, "other record", "other records")}.`;
}

/**
 * Erases everything stored about one address in one transaction: the messages and quote
 * requests sent from it with their attachments, notes, consents and the mail waiting in the
 * outbox, and the address wherever else it was written (a note, another person's message).
 */
export async function erasePersonalData(
  db: Db,
  input: unknown,
  actor: Actor,
): Promise<ErasureResult> {
  const email = requestedAddress(input);
  const result = await inTransaction(db, async (trx) => {
    const ids = await inquiryIdsOf(trx, email);
    let attachments = 0;
    let queuedMails = 0;
    if (ids.length > 0) {
      const { count } = await trx
        .selectFrom("inquiry_attachments")
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .where("message_id", "in", ids)
        .executeTakeFirstOrThrow();
      attachments = Number(count);
      const outbox = await trx
        .deleteFrom("outbox")
        .where("message_id", "in", ids)
        .executeTakeFirst();
      queuedMails = Number(outbox.numDeletedRows);
      // Attachments, notes and consents go with their inquiry (foreign keys, on delete cascade).
      await trx.deleteFrom("contact_messages").where("id", "in", ids).execute();
      // The audit log keeps what the office did to them, no longer whom they were from.
      await forgetItemLabels(trx, ["message", "quote"], ids, ERASED);
    }
    const mentions = await scrubMentions(trx, email);
    const erased = [
      counted(ids.length, "inquiry", "inquiries"),
      counted(attachments, "attachment", "attachments"),
      counted(queuedMails, "queued mail", "queued mails"),
    ].join(", ");
    const others = counted(mentions, "other record", "other records");
    await logRequest(trx, actor, {
      kind: "erase",
      email,
      summary: `Erased ${erased}; the address removed from ${others}.`,
      detail: `${erased}; the address removed from ${others}`,
    });
    return { inquiries: ids.length, attachments, queuedMails, mentions };
  });
  await forgetErasedPages(db);
  return result;
}

/** Replaces the address, in any case, wherever free text holds it; returns how many rows. */
async function scrubMentions(trx: Db, email: string): Promise<number> {
  const replace = (text: string) =>
    text.replace(new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), ERASED);
  let changed = 0;
  const notes = await trx
    .selectFrom("inquiry_notes")
    .select(["id", "text"])
    .where(containsText("text", email))
    .execute();
  for (const note of notes) {
    await trx
      .updateTable("inquiry_notes")
      .set({ text: replace(note.text) })
      .where("id", "=", note.id)
      .execute();
    changed++;
  }
  const messages = await trx
    .selectFrom("contact_messages")
    .select(["id", "subject", "message", "reply", "details"])
    .where((eb) =>
      eb.or(
        (["subject", "message", "reply", "details"] as const).map((column) =>
          containsText(column, email),
        ),
      ),
    )
    .execute();
  for (const message of messages) {
    await trx
      .updateTable("contact_messages")
      .set({
        subject: replace(message.subject),
        message: replace(message.message),
        reply: message.reply === null ? null : replace(message.reply),
        details: replace(message.details),
      })
      .where("id", "=", message.id)
      .execute();
    changed++;
  }
  return changed;
}

/**
 * Deletes the attachments of inquiries closed (won, lost or spam) longer ago than the office's
 * retention setting, and logs what it removed; returns how many files.
 */
export async function deleteExpiredAttachments(db: Db, now = Date.now()): Promise<number> {
  const { retentionMonths } = await getInquirySettings(db);
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
  const expired = await db
    .selectFrom("inquiry_attachments")
    .innerJoin("contact_messages", "contact_messages.id", "inquiry_attachments.message_id")
    .select([
      "inquiry_attachments.id as id",
      "inquiry_attachments.file_name as fileName",
      "contact_messages.reference as reference",
    ])
    .where("contact_messages.status", "in", [...CLOSED_STATUSES])
    .where((eb) =>
      eb(
        eb.fn.coalesce("contact_messages.status_changed_at", "contact_messages.created_at"),
        "<",
        cutoff.toISOString(),
      ),
    )
    .execute();
  if (expired.length === 0) return 0;
  await db
    .deleteFrom("inquiry_attachments")
    .where(
      "id",
      "in",
      expired.map((file) => file.id),
    )
    .execute();
  const references = [...new Set(expired.map((file) => file.reference ?? "a message"))];
  await writeLog(db, {
    kind: "retention",
    subject: `closed before ${cutoff.toISOString().slice(0, 10)}`,
    actor: null,
    summary: `Deleted ${expired.length} ${expired.length === 1 ? "attachment" : "attachments"} of ${references.join(", ")} (kept ${retentionMonths} months after closing).`,
  });
  await forgetErasedPages(db);
  return expired.length;
}

export async function listPrivacyLog(db: Db, limit = 100): Promise<PrivacyLogEntry[]> {
  const rows = await db
    .selectFrom("privacy_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind as PrivacyLogKind,
    subject: row.subject,
    actor: row.actor,
    summary: row.summary,
    createdAt: row.created_at,
  }));
}
