import type { Kysely } from "kysely";

// Spam costs nothing to keep, and the site relays no mail (decision 058). A form proof is good
// for one submission: a genuine submission records its proof's id here, in the write that
// stores it, and the id is forgotten once the proof has expired anyway. A file sent with a
// submission held as spam keeps its name, size and type, not its bytes (`kept` 0). The
// confirmations mailed to an address are counted per day, by a keyed hash of the address.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("used_form_proofs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("inquiry_attachments")
    .addColumn("kept", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable("confirmation_counts")
    .addColumn("address_hash", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("sent", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("confirmation_counts_pk", ["address_hash", "day"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("confirmation_counts").execute();
  await db.schema.alterTable("inquiry_attachments").dropColumn("kept").execute();
  await db.schema.dropTable("used_form_proofs").execute();
}
