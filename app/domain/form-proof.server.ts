import { createHmac, type KeyObject, randomBytes, timingSafeEqual } from "node:crypto";
import type { TableRows } from "../db/group-commit.server.ts";
import type { Db } from "../db/schema.ts";
import { MINIMUM_FILL_MS, PROOF_LIFETIME_MS, type SpamReason } from "./messages.model.ts";
import { type SiteKeyName, siteKey } from "./site-keys.server.ts";

/**
 * A form's proof that it came from this site at a known time, good for one submission:
 * `<issued at, base 36>.<id>.<HMAC>`, the id 12 random bytes, all signed with a key kept in the
 * database (see site-keys.server.ts). The page carries one from when it was rendered, which a
 * cached page only makes older, so a person is never taken for a script; with JavaScript the
 * form fetches a fresh one as it is filled in, and again after each message it sends. A
 * genuine submission records the id (`used_form_proofs`) in the same write that stores it, so
 * a proof sent again is known and held as spam (decision 058).
 *
 * A page's proof is the one exception: a stored page is the same bytes for every visitor who
 * opens it within its few minutes, so each visitor without JavaScript sends the same proof. Such
 * a proof (its id marked `page-`) is good for one submission from each sender address; a script
 * gains nothing by it, since any address may fetch a proof of its own (decision 058).
 */
const KEY_NAME: SiteKeyName = "form_proof_key";

/** Where a proof is given: into a page, which caches give to many, or to one caller. */
export type ProofKind = "page" | "caller";

const PAGE_PROOF = "page-";

/** Characters of a proof's id: 12 bytes in base64url, after the page's mark. */
const ID = /^(page-)?[A-Za-z0-9_-]{16}$/;

function signature(key: KeyObject, issuedAt: string, id: string): Buffer {
  return createHmac("sha256", key)
    .update(`contact-form:${issuedAt}.${id}`)
    .digest()
    .subarray(0, 16);
}

/** A proof issued now, for a form about to be shown: URL-safe characters only. */
export async function issueFormProof(
  db: Db,
  now = Date.now(),
  kind: ProofKind = "caller",
): Promise<string> {
  const issuedAt = now.toString(36);
  const id = `${kind === "page" ? PAGE_PROOF : ""}${randomBytes(12).toString("base64url")}`;
  const mac = signature(await siteKey(db, KEY_NAME), issuedAt, id).toString("base64url");
  return `${issuedAt}.${id}.${mac}`;
}

/** A genuine proof's id, which its submission records as used, and when it stops mattering. */
export interface ProofUse {
  id: string;
  expiresAt: string;
}

/**
 * What a submission's proof says: why it looks automated — no proof or a forged or expired
 * one ("no-proof"), or sent sooner after the form was issued than anyone could fill it in
 * ("too-fast") — or null when it looks like a person's; then `use` is the id its storing must
 * record. Whether the id was used before is known only as it is recorded (see `proofUseRows`).
 */
export async function judgeFormProof(
  db: Db,
  proof: string | undefined,
  now = Date.now(),
  sender?: string,
): Promise<{ spam: SpamReason | null; use?: ProofUse }> {
  const [issuedAt = "", id = "", mac = "", ...rest] = (proof ?? "").split(".");
  const issued = Number.parseInt(issuedAt, 36);
  if (rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(issuedAt) || !ID.test(id)) {
    return { spam: "no-proof" };
  }
  const key = await siteKey(db, KEY_NAME);
  const expected = signature(key, issuedAt, id);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { spam: "no-proof" };
  }
  const age = now - issued;
  if (age > PROOF_LIFETIME_MS) return { spam: "no-proof" };
  if (age < MINIMUM_FILL_MS) return { spam: "too-fast" };
  // A page's proof is used up per sender, who is kept only as a keyed digest of the address.
  const used =
    id.startsWith(PAGE_PROOF) && sender
      ? `${id}.${createHmac("sha256", key).update(`sender:${sender}`).digest("base64url").slice(0, 16)}`
      : id;
  return {
    spam: null,
    use: { id: used, expiresAt: new Date(issued + PROOF_LIFETIME_MS).toISOString() },
  };
}

/**
 * The row that marks a proof used, stored with its submission's rows: its primary key refuses
 * a second one, so of two submissions with one proof, even at the same moment on two
 * instances, one is stored as genuine and the other fails and is stored again as a replay.
 */
export function proofUseRows(use: ProofUse): Extract<TableRows, { table: "used_form_proofs" }> {
  return { table: "used_form_proofs", rows: [{ id: use.id, expires_at: use.expiresAt }] };
}

/** Whether the proof's id is recorded as used (asked only after a submission failed). */
export async function isProofUsed(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("used_form_proofs")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Forgets the used proofs that have expired (an expired proof is refused by its time anyway);
 * returns how many. Run by the server's periodic sweep.
 */
export async function deleteExpiredProofUses(db: Db, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom("used_form_proofs")
    .where("expires_at", "<", new Date(now).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
