import type { Kysely } from "kysely";

// A message's status: "new" as it arrives, "spam" when it looked automated. Suspected spam is
// kept (and can be restored), never dropped; `spam_reason` says why it was held.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("contact_messages")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .execute();
  await db.schema.alterTable("contact_messages").addColumn("spam_reason", "text").execute();
  await db.schema
    .createIndex("contact_messages_status")
    .on("contact_messages")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("contact_messages_status").execute();
  await db.schema.alterTable("contact_messages").dropColumn("spam_reason").execute();
  await db.schema.alterTable("contact_messages").dropColumn("status").execute();
}
