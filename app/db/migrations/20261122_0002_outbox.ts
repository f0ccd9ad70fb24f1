import type { Kysely } from "kysely";

// Mail that must leave after a write (a staff notification, a reply): written in the same
// transaction as the message it is about, sent and retried by the outbox worker.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("message_id", "text", (c) =>
      c.notNull().references("contact_messages.id").onDelete("cascade"),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("outbox_due")
    .on("outbox")
    .columns(["sent_at", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("outbox_message_id").on("outbox").column("message_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("outbox").execute();
}
