// The intake of every visitor's submission, a message or a quote request: the spam judgement,
// the form proof used once, and one stored row however often the same submission is delivered.
import { isUniqueViolation } from "../db/errors.ts";
import type { Commit, RowsUnit } from "../db/group-commit.server.ts";
import type { Db } from "../db/schema.ts";
import { inGroupCommit, newId } from "../db/values.ts";
import { parseInput } from "./errors.ts";
import { isProofUsed, judgeFormProof, type ProofUse, proofUseRows } from "./form-proof.server.ts";
import {
  CONTACT_CHECK_FIELDS,
  FORM_PROOF_FIELD,
  HONEYPOT_FIELD,
  messageLine,
  type SpamReason,
  SUBMISSION_ID_FIELD,
} from "./messages.model.ts";
import { MessageIntakeSchema } from "./messages.schema.ts";
import { mailRows } from "./messages.server.ts";

export interface Submission {
  /** The honeypot field's value; anything in it means a script filled in the form. */
  honeypot?: string | undefined;
  /** The form's proof of when the site issued it (see form-proof.server.ts). */
  proof?: string | undefined;
  /** The sending form's id for the message; a second delivery of the same id is not stored. */
  submissionId?: string | undefined;
  /** The sender's address: a page's proof, shared by a stored page's visitors, is one per address. */
  sender?: string | undefined;
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
    .selectFrom("inquiries")
    .select("id")
    .where("submission_id", "=", submissionId)
    .executeTakeFirst();
  return row ? { _id: row.id } : null;
}

/** Why a submission looks automated (or null), and the proof's id a genuine one uses up. */
async function judgeSubmission(
  db: Db,
  submission: Submission,
  now: number,
): Promise<{ spam: SpamReason | null; use?: ProofUse | undefined }> {
  if (submission.honeypot) return { spam: "honeypot" };
  return judgeFormProof(db, submission.proof, now, submission.sender);
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

/** A submission's rows with the row that marks its proof used, first. */
function usingProof<T>(unit: RowsUnit<T>, use: ProofUse | undefined): RowsUnit<T> {
  if (!use) return unit;
  return { ...unit, rows: (number) => [proofUseRows(use), ...unit.rows(number)] };
}

/**
 * The intake of every visitor's submission (a message, a quote request): the spam judgement is
 * made and `write` stores it in one transaction (through the group commit when given), so it is
 * safe before it is acknowledged, and answers with what `write` returned (nothing is read back:
 * the answer needs only what was written). A genuine submission marks its form proof used in
 * that same write. Both are refused by a unique index, and nothing is looked up beforehand
 * (a look-up for every submission cost a round trip each; refusals are rare):
 * - a second delivery of the same submission id (kept offline and sent twice, or sent again
 *   after a lost answer) is answered with what the first stored;
 * - a proof already used (a copy of the form sent again) is stored again, held as spam
 *   ("replayed-proof"), and answered the same as any other.
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
  const judged = await judgeSubmission(db, submission, options.now);
  let arrival: Arrival = {
    id: newId(),
    at: new Date(options.now).toISOString(),
    spam: judged.spam,
    submissionId,
  };
  let use = judged.use;
  // At most twice: the second time as a replay, which uses no proof.
  for (;;) {
    try {
      return await inGroupCommit(db, options.commit, usingProof(options.write(arrival), use));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const stored = submissionId ? await options.find(submissionId) : null;
      if (stored) return stored;
      if (!use || !(await isProofUsed(db, use.id))) throw error;
      arrival = { ...arrival, spam: "replayed-proof" };
      use = undefined;
    }
  }
}

/**
 * Stores a visitor's message, in the business line it is about (see messageLine), and queues
 * the staff notification in the same transaction: the message is safe before anything else
 * happens, and the mail goes out (and is retried) after.
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
  const { line, ...data } = parseInput(MessageIntakeSchema, input, {
    invalid: CONTACT_CHECK_FIELDS,
  });
  const columns = { ...data, line: messageLine(data.subject, line) };
  return storeOnce(db, submission, {
    now,
    commit,
    find: (submissionId) => findSubmitted(db, submissionId),
    write: (arrival) => ({
      rows: () => [
        { table: "inquiries", rows: [{ ...arrivalColumns(arrival), ...columns }] },
        ...(arrival.spam ? [] : [mailRows("notify", arrival.id, arrival.at)]),
      ],
      answer: () => ({ _id: arrival.id }),
    }),
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
