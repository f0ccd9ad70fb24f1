import { createHmac } from "node:crypto";
import type { Db } from "../db/schema.ts";
import { inTransaction, newId } from "../db/values.ts";
import { type SiteKeyName, siteKey } from "../domain/site-keys.server.ts";

/**
 * Confirmations go to whatever address a visitor typed, so each address gets at most this many
 * a day (UTC): enough for a customer's own requests, too few to make the site a way of
 * mailing someone else (decision 058). Past it, the request is stored and the office told as
 * ever; only the confirmation is skipped, and a note on the request says so.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/** The key the addresses are hashed with: the table never holds an address itself. */
const KEY_NAME: SiteKeyName = "address_count_key";

/** The name a skipped confirmation's note is signed with. */
export const WEBSITE_AUTHOR = "Website";

export const CONFIRMATION_SKIPPED = `The confirmation was not e-mailed to the sender: this address had already been sent ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmations today, the most the website sends to one address in a day (so that its forms cannot be used to send mail to others). The request itself is complete.`;

/** One confirmation counted against an address's day, to give back if the mail fails. */
export interface CountedConfirmation {
  addressHash: string;
  day: string;
}

async function addressHash(db: Db, address: string): Promise<string> {
  return createHmac("sha256", await siteKey(db, KEY_NAME))
    .update(address.trim().toLowerCase())
    .digest("base64url");
}

/**
 * Counts one confirmation to `address` today, or null when its day's are used up. One
 * statement (an upsert that adds one only below the limit), so instances sharing the database
 * never send more than the limit between them.
 */
export async function countConfirmation(
  db: Db,
  address: string,
  now = Date.now(),
): Promise<CountedConfirmation | null> {
  const counted = {
    addressHash: await addressHash(db, address),
    day: new Date(now).toISOString().slice(0, 10),
  };
  const row = await db
    .insertInto("confirmation_counts")
    .values({ address_hash: counted.addressHash, day: counted.day, sent: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(["address_hash", "day"])
        .doUpdateSet((eb) => ({ sent: eb("confirmation_counts.sent", "+", 1) }))
        .where("confirmation_counts.sent", "<", CONFIRMATIONS_PER_ADDRESS_PER_DAY),
    )
    .returning("sent")
    .executeTakeFirst();
  return row ? counted : null;
}

/** A confirmation that could not be sent (it will be tried again) no longer counts. */
export async function uncountConfirmation(db: Db, counted: CountedConfirmation): Promise<void> {
  await db
    .updateTable("confirmation_counts")
    .set((eb) => ({ sent: eb("sent", "-", 1) }))
    .where("address_hash", "=", counted.addressHash)
    .where("day", "=", counted.day)
    .where("sent", ">", 0)
    .execute();
}

/**
 * A confirmation past the day's limit: it leaves the outbox unsent, and the request gets a
 * note saying so, where the office reads the request, in one transaction.
 */
export async function skipConfirmation(
  db: Db,
  outboxId: string,
  messageId: string,
  now = new Date().toISOString(),
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("outbox").where("id", "=", outboxId).execute();
    await trx
      .insertInto("inquiry_notes")
      .values({
        id: newId(),
        message_id: messageId,
        author_id: null,
        author_name: WEBSITE_AUTHOR,
        text: CONFIRMATION_SKIPPED,
        created_at: now,
      })
      .execute();
  });
}

/** Forgets the counts of days before today; returns how many. Run by the periodic sweep. */
export async function deleteOldConfirmationCounts(db: Db, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom("confirmation_counts")
    .where("day", "<", new Date(now).toISOString().slice(0, 10))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Forgets an address's counts, on every day: what a person's erasure asks (decision 059). Its
 * confirmations may start again from none, as for an address never seen.
 */
export async function forgetConfirmationCounts(db: Db, address: string): Promise<void> {
  await db
    .deleteFrom("confirmation_counts")
    .where("address_hash", "=", await addressHash(db, address))
    .execute();
}
