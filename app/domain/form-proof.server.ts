import {
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import type { Db } from "../db/schema.ts";
import { MINIMUM_FILL_MS, PROOF_LIFETIME_MS, type SpamReason } from "./messages.model.ts";

/**
 * A form's proof that it came from this site at a known time: `<issued at, base 36>.<HMAC>`,
 * signed with a key kept in the database (made on first use, shared by every instance). The
 * page carries one from when it was rendered, which a cached page only makes older, so a person
 * is never taken for a script; with JavaScript the form fetches a fresh one as it is filled in.
 */
const KEY_NAME = "form_proof_key";

function readKey(db: Db) {
  return db.selectFrom("site_meta").select("value").where("key", "=", KEY_NAME).executeTakeFirst();
}

/**
 * The key once read, per database: it never changes once made, and every page and submission
 * needs it (reading it each time was a query per submission). Kept as a KeyObject: an HMAC
 * with a Buffer key prepares the key each time, six times the cost of the HMAC itself.
 */
const keys = new WeakMap<Db, KeyObject>();

async function proofKey(db: Db): Promise<KeyObject> {
  const known = keys.get(db);
  if (known) return known;
  const key = await readOrMakeKey(db);
  keys.set(db, key);
  return key;
}

/** The signing key as stored, made only the very first time. */
async function readOrMakeKey(db: Db): Promise<KeyObject> {
  let row = await readKey(db);
  if (!row) {
    // Instances starting together may both get here: the first key made is everyone's.
    await db
      .insertInto("site_meta")
      .values({ key: KEY_NAME, value: randomBytes(32).toString("base64url") })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
    row = await readKey(db);
  }
  if (!row) throw new Error("the form proof key could not be stored");
  return createSecretKey(Buffer.from(row.value, "base64url"));
}

function signature(key: KeyObject, issuedAt: string): Buffer {
  return createHmac("sha256", key).update(`contact-form:${issuedAt}`).digest().subarray(0, 16);
}

/** A proof issued now, for a form about to be shown. */
export async function issueFormProof(db: Db, now = Date.now()): Promise<string> {
  const issuedAt = now.toString(36);
  return `${issuedAt}.${signature(await proofKey(db), issuedAt).toString("base64url")}`;
}

/**
 * Why a submission looks automated, judged by its proof, or null when it looks like a person's:
 * no proof or a forged or expired one ("no-proof"), or sent sooner after the form was issued
 * than anyone could fill it in ("too-fast").
 */
export async function judgeFormProof(
  db: Db,
  proof: string | undefined,
  now = Date.now(),
): Promise<SpamReason | null> {
  const [issuedAt = "", mac = ""] = (proof ?? "").split(".");
  const issued = Number.parseInt(issuedAt, 36);
  if (!/^[0-9a-z]{1,12}$/.test(issuedAt) || !Number.isFinite(issued)) return "no-proof";
  const expected = signature(await proofKey(db), issuedAt);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "no-proof";
  const age = now - issued;
  if (age > PROOF_LIFETIME_MS) return "no-proof";
  return age < MINIMUM_FILL_MS ? "too-fast" : null;
}
