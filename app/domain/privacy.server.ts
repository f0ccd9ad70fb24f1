import { createHmac } from "node:crypto";
import { type Selectable, sql } from "kysely";
import { z } from "zod";
import { forgetErasedPages } from "../db/engine.ts";
import type { Db, PrivacyLogTable } from "../db/schema.ts";
import { containsText, inTransaction, newId, nowIso } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { forgetItemLabels, recordEvent } from "./audit.server.ts";
import {
  describeReviews,
  mergeReviews,
  type NotesToReview,
  notesMentioningPhones,
  type StoredReview,
} from "./erasure-notes.server.ts";
import { parseInput } from "./errors.ts";
import { emailAddress } from "./fields.ts";
import { CLOSED_STATUSES, type Inquiry } from "./inquiries.model.ts";
import { getInquiry } from "./inquiry-inbox.server.ts";
import { getInquirySettings } from "./inquiry-settings.server.ts";
import { siteKey } from "./site-keys.server.ts";

// A person's rights over their data (KVKK and GDPR): a copy of everything stored about their
// e-mail address, and its erasure; and the retention rule for medical reports. Each is written
// to the privacy log, which names the person only by a keyed hash of the address (decision 059),
// so the log of an erasure does not itself keep the address it erased, nor a digest of it that
// anyone with a guess could check.

export const PrivacyRequestSchema = z.object({ email: emailAddress });

const ERASED = "[erased]";

export type PrivacyLogKind = "export" | "erase" | "retention";

export interface PrivacyLogEntry {
  _id: string;
  kind: PrivacyLogKind;
  /** Whom or what the entry is about, in the office's words: never the address or its hash. */
  subject: string;
  actor: string | null;
  summary: string;
  /** For an erasure: the notes on other inquiries that mentioned the person. */
  notesToReview: NotesToReview[];
  createdAt: string;
}

/**
 * How the audit log names the person of an export or erasure: it keeps no trace of the address;
 * its entry's id leads to the privacy log's, which holds the keyed hash.
 */
export const PERSON_LABEL = "a person";

const REQUEST_SUBJECTS = { export: "a person's address", erase: "an erased address" } as const;

/**
 * The privacy log's name for a person: an HMAC of the trimmed, lower-cased address with a key
 * of the site. The same address gives the same value, so a request can be looked up by the
 * address; without the key (kept in the database) a guess cannot be checked against it.
 */
export async function addressHash(db: Db, email: string): Promise<string> {
  const key = await siteKey(db, "privacy_address_key");
  const mac = createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex");
  return `hmac-sha256:${mac}`;
}

/** Adds an entry to the privacy log; returns its id. */
async function writeLog(
  db: Db,
  entry: {
    kind: PrivacyLogKind;
    subject: string;
    actor: string | null;
    summary: string;
    notesToReview?: StoredReview[];
  },
): Promise<string> {
  const id = newId();
  const { notesToReview, ...fields } = entry;
  await db
    .insertInto("privacy_log")
    .values({
      id,
      ...fields,
      notes_to_review: notesToReview?.length ? JSON.stringify(notesToReview) : null,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

/**
 * Logs a request in the privacy log, under the address's keyed hash (`subject`, made before
 * the transaction: the key may have to be made first), and in the audit log, which points at
 * the privacy log's entry.
 */
async function logRequest(
  trx: Db,
  actor: Actor,
  request: {
    kind: "export" | "erase";
    subject: string;
    summary: string;
    detail: string;
    notesToReview?: StoredReview[];
  },
) {
  const { kind, subject, summary, detail, notesToReview } = request;
  const logId = await writeLog(trx, {
    kind,
    subject,
    actor: actor.username,
    summary,
    notesToReview,
  });
  await recordEvent(trx, actor, {
    kind,
    item: { type: "personal-data", id: logId, label: PERSON_LABEL },
    detail,
  });
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

function requestedAddress(input: unknown): string {
  return parseInput(PrivacyRequestSchema, input, {
    invalid: "Enter the e-mail address the person wrote from.",
  }).email.toLowerCase();
}

/** Every message and quote request sent from the address, any case, as a subquery of ids. */
function inquiriesFrom(db: Db, email: string) {
  return db.selectFrom("inquiries").select("id").where(sql<string>`lower(email)`, "=", email);
}

/** The ids of every message and quote request sent from the address, any case. */
async function inquiryIdsOf(db: Db, email: string): Promise<string[]> {
  const rows = await inquiriesFrom(db, email).orderBy("created_at").execute();
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
  const subject = await addressHash(db, email);
  await inTransaction(db, (trx) =>
    logRequest(trx, actor, {
      kind: "export",
      subject,
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
  /** Other inquiries whose staff notes mentioned the person, for the office to edit. */
  notesToReview: NotesToReview[];
}

/** What an erasure did, in the office's words. */
export function erasureSummary(erased: ErasureResult): string {
  const review = erased.notesToReview.length;
  const notes =
    review === 0
      ? ""
      : ` Staff notes on ${counted(review, "other inquiry", "other inquiries")} mention their phone number or address: check and edit them (listed in the log).`;
  if (erased.inquiries === 0 && erased.mentions === 0) {
    return `Nothing was stored about this address. The request is logged.${notes}`;
  }
  return `Erased ${counted(erased.inquiries, "inquiry", "inquiries")} and ${counted(erased.attachments, "file", "files")}; the address was removed from ${counted(erased.mentions, "other record", "other records")}.${notes}`;
}

/**
 * Erases everything stored about one address in one transaction: the messages and quote
 * requests sent from it with their attachments, notes, consents and the mail waiting in the
 * outbox, and the address wherever else it was written (a note, another person's message).
 * Staff notes on other inquiries that mention the person's phone number are only reported.
 */
export async function erasePersonalData(
  db: Db,
  input: unknown,
  actor: Actor,
): Promise<ErasureResult> {
  const email = requestedAddress(input);
  const subject = await addressHash(db, email);
  const stored = await inTransaction(db, async (trx) => {
    const ids = await inquiryIdsOf(trx, email);
    let attachments = 0;
    let queuedMails = 0;
    let phones: string[] = [];
    if (ids.length > 0) {
      // Chosen by the address, not by their ids: one parameter per inquiry would fail past
      // SQLite's 32,766 (a load test's spam from one address).
      const theirs = inquiriesFrom(trx, email);
      const { count } = await trx
        .selectFrom("inquiry_attachments")
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .where("message_id", "in", theirs)
        .executeTakeFirstOrThrow();
      attachments = Number(count);
      const numbers = await trx
        .selectFrom("inquiries")
        .select("phone")
        .distinct()
        .where("id", "in", theirs)
        .execute();
      phones = numbers.map((row) => row.phone);
      const outbox = await trx
        .deleteFrom("outbox")
        .where("message_id", "in", theirs)
        .executeTakeFirst();
      queuedMails = Number(outbox.numDeletedRows);
      // The audit log keeps what the office did to them, no longer whom they were from.
      await forgetItemLabels(trx, ["message", "quote"], theirs, ERASED);
      // Attachments, notes and consents go with their inquiry (foreign keys, on delete cascade).
      await trx.deleteFrom("inquiries").where("id", "in", theirs).execute();
    }
    const scrubbed = await scrubMentions(trx, email);
    const review = mergeReviews(scrubbed.notedInquiries, await notesMentioningPhones(trx, phones));
    const erased = [
      counted(ids.length, "inquiry", "inquiries"),
      counted(attachments, "attachment", "attachments"),
      counted(queuedMails, "queued mail", "queued mails"),
    ].join(", ");
    const others = counted(scrubbed.rows, "other record", "other records");
    const notes = review.length
      ? ` Notes on ${counted(review.length, "other inquiry", "other inquiries")} to review.`
      : "";
    await logRequest(trx, actor, {
      kind: "erase",
      subject,
      summary: `Erased ${erased}; the address removed from ${others}.${notes}`,
      detail: `${erased}; the address removed from ${others}`,
      notesToReview: review,
    });
    return { inquiries: ids.length, attachments, queuedMails, mentions: scrubbed.rows, review };
  });
  await forgetErasedPages(db);
  const { review, ...counts } = stored;
  return { ...counts, notesToReview: await describeReviews(db, review) };
}

/**
 * Replaces the address, in any case, wherever free text holds it: returns how many rows, and
 * the inquiries whose notes held it (the rest of such a note may still name the person).
 */
async function scrubMentions(
  trx: Db,
  email: string,
): Promise<{ rows: number; notedInquiries: string[] }> {
  const replace = (text: string) =>
    text.replace(new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), ERASED);
  let rows = 0;
  const notes = await trx
    .selectFrom("inquiry_notes")
    .select(["id", "message_id", "text"])
    .where(containsText("text", email))
    .execute();
  for (const note of notes) {
    await trx
      .updateTable("inquiry_notes")
      .set({ text: replace(note.text) })
      .where("id", "=", note.id)
      .execute();
    rows++;
  }
  const messages = await trx
    .selectFrom("inquiries")
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
      .updateTable("inquiries")
      .set({
        subject: replace(message.subject),
        message: replace(message.message),
        reply: message.reply === null ? null : replace(message.reply),
        details: replace(message.details),
      })
      .where("id", "=", message.id)
      .execute();
    rows++;
  }
  return { rows, notedInquiries: [...new Set(notes.map((note) => note.message_id))] };
}

/**
 * Deletes the attachments of inquiries closed (won, lost or spam) longer ago than the office's
 * retention setting, and logs what it removed; returns how many files.
 */
export async function deleteExpiredAttachments(db: Db, now = Date.now()): Promise<number> {
  const { retentionMonths } = await getInquirySettings(db);
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
  // The files are deleted by the condition they were listed by, in the same transaction, not
  // by their ids: one parameter per file would fail past SQLite's 32,766.
  const expiring = (trx: Db) =>
    trx
      .selectFrom("inquiry_attachments")
      .innerJoin("inquiries", "inquiries.id", "inquiry_attachments.message_id")
      .where("inquiries.status", "in", [...CLOSED_STATUSES])
      .where((eb) =>
        eb(
          eb.fn.coalesce("inquiries.status_changed_at", "inquiries.created_at"),
          "<",
          cutoff.toISOString(),
        ),
      );
  // The files go with their log entry, or neither does: no deletion goes unlogged.
  const expired = await inTransaction(db, async (trx) => {
    const files = await expiring(trx)
      .select(["inquiry_attachments.id as id", "inquiries.reference as reference"])
      .execute();
    if (files.length === 0) return 0;
    await trx
      .deleteFrom("inquiry_attachments")
      .where("id", "in", expiring(trx).select("inquiry_attachments.id"))
      .execute();
    await writeLog(trx, {
      kind: "retention",
      subject: `closed before ${cutoff.toISOString().slice(0, 10)}`,
      actor: null,
      summary: `Deleted ${counted(files.length, "attachment", "attachments")} of ${namedReferences(files)} (kept ${retentionMonths} months after closing).`,
    });
    return files.length;
  });
  if (expired === 0) return 0;
  await forgetErasedPages(db);
  return expired;
}

/** The most references a retention entry names; past them it says how many more. */
const REFERENCES_NAMED = 20;

/** The requests whose files went, as the log names them: the first few, then how many more. */
function namedReferences(files: { reference: string | null }[]): string {
  const references = [...new Set(files.map((file) => file.reference ?? "a message"))];
  const named = references.slice(0, REFERENCES_NAMED).join(", ");
  const more = references.length - REFERENCES_NAMED;
  return more > 0 ? `${named} and ${counted(more, "other request", "other requests")}` : named;
}

/** The privacy log, newest first, as the office reads it. */
export async function listPrivacyLog(db: Db, limit = 100): Promise<PrivacyLogEntry[]> {
  const rows = await db
    .selectFrom("privacy_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return Promise.all(rows.map((row) => rowToEntry(db, row)));
}

async function rowToEntry(db: Db, row: Selectable<PrivacyLogTable>): Promise<PrivacyLogEntry> {
  const kind = row.kind as PrivacyLogKind;
  const stored: StoredReview[] = row.notes_to_review ? JSON.parse(row.notes_to_review) : [];
  return {
    _id: row.id,
    kind,
    subject: kind === "retention" ? row.subject : REQUEST_SUBJECTS[kind],
    actor: row.actor,
    summary: row.summary,
    notesToReview: await describeReviews(db, stored),
    createdAt: row.created_at,
  };
}

/**
 * The requests logged about an address, newest first: what the office shows a person who asks
 * whether their request was carried out. Found by the keyed hash, as the log holds nothing else.
 */
export async function findPrivacyRequests(db: Db, input: unknown): Promise<PrivacyLogEntry[]> {
  const subject = await addressHash(db, requestedAddress(input));
  const rows = await db
    .selectFrom("privacy_log")
    .selectAll()
    .where("subject", "=", subject)
    .orderBy("created_at", "desc")
    .execute();
  return Promise.all(rows.map((row) => rowToEntry(db, row)));
}
