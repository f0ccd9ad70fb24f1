import { createSecretKey, type KeyObject, randomBytes } from "node:crypto";
import type { Db } from "../db/schema.ts";

/**
 * Secrets of this site, one per purpose, each kept in `site_meta` under its name: 32 random
 * bytes made on first use, shared by every instance on the database, never shown. Each purpose
 * has its own, so a value made for one cannot be passed off as another's: the form proof's
 * signature, the keyed digest of an erased address in the privacy log, and the digest that
 * counts confirmation mails per address.
 */
export type SiteKeyName = "form_proof_key" | "privacy_address_key" | "address_count_key";

/**
 * The keys once read, per database and name: a key never changes once made, and a query per
 * use would cost a round trip each. Kept as KeyObjects: an HMAC with a Buffer key prepares the
 * key each time, six times the cost of the HMAC itself.
 */
const keys = new WeakMap<Db, Map<SiteKeyName, Promise<KeyObject>>>();

/** The key named `name`, made the very first time it is asked for. */
export function siteKey(db: Db, name: SiteKeyName): Promise<KeyObject> {
  const known = keys.get(db) ?? new Map<SiteKeyName, Promise<KeyObject>>();
  keys.set(db, known);
  let key = known.get(name);
  if (!key) {
    key = readOrMakeKey(db, name);
    // A failed read (the database away) is tried again next time.
    key.catch(() => known.delete(name));
    known.set(name, key);
  }
  return key;
}

function readKey(db: Db, name: SiteKeyName) {
  return db.selectFrom("site_meta").select("value").where("key", "=", name).executeTakeFirst();
}

/** The key as stored, made only the very first time. */
async function readOrMakeKey(db: Db, name: SiteKeyName): Promise<KeyObject> {
  let row = await readKey(db, name);
  if (!row) {
    // Instances starting together may both get here: the first key stored is everyone's.
    await db
      .insertInto("site_meta")
      .values({ key: name, value: randomBytes(32).toString("base64url") })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
    row = await readKey(db, name);
  }
  if (!row) throw new Error(`the site key ${name} could not be stored`);
  return createSecretKey(Buffer.from(row.value, "base64url"));
}
