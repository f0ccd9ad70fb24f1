import type { Kysely } from "kysely";

// The id a contact form gives each message it sends, so a message sent twice (kept offline and
// sent by both the page and the service worker, or sent again after a lost answer) is stored
// once. Null for messages that came without one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_messages").addColumn("submission_id", "text").execute();
  await db.schema
    .createIndex("contact_messages_submission_id")
    .on("contact_messages")
    .column("submission_id")
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("contact_messages_submission_id").execute();
  await db.schema.alterTable("contact_messages").dropColumn("submission_id").execute();
}
