import { type Kysely, sql } from "kysely";
import { engineOf } from "../engine.ts";

// Quote requests join contact messages as one inbox of inquiries. A message is the "general"
// line; a quote request names its business line, carries a reference number (HT-2026-0042),
// its form's answers as JSON, and perhaps attachments. The status grows from new/spam to the
// office's lead statuses; notes, consents and references have their own tables.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = engineOf(db) === "postgres";

  await db.schema
    .alterTable("contact_messages")
    .addColumn("line", "text", (c) => c.notNull().defaultTo("general"))
    .execute();
  await db.schema.alterTable("contact_messages").addColumn("reference", "text").execute();
  await db.schema
    .alterTable("contact_messages")
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema
    .alterTable("contact_messages")
    .addColumn("assignee_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("contact_messages").addColumn("status_changed_at", "text").execute();
  await db.schema
    .createIndex("contact_messages_reference")
    .on("contact_messages")
    .column("reference")
    .unique()
    .execute();
  await db.schema
    .createIndex("contact_messages_line")
    .on("contact_messages")
    .columns(["line", "status", "created_at"])
    .execute();
  await db.schema
    .createIndex("contact_messages_email")
    .on("contact_messages")
    .column("email")
    .execute();

  await db.schema
    .createTable("inquiry_attachments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("message_id", "text", (c) =>
      c.notNull().references("contact_messages.id").onDelete("cascade"),
    )
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("bytes", isPostgres ? sql`bytea` : sql`blob`, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("inquiry_attachments_message_id")
    .on("inquiry_attachments")
    .column("message_id")
    .execute();

  await db.schema
    .createTable("inquiry_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("message_id", "text", (c) =>
      c.notNull().references("contact_messages.id").onDelete("cascade"),
    )
    .addColumn("author_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("inquiry_notes_message_id")
    .on("inquiry_notes")
    .column("message_id")
    .execute();

  await db.schema
    .createTable("inquiry_consents")
    .addColumn("message_id", "text", (c) =>
      c.notNull().references("contact_messages.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("given_at", "text", (c) => c.notNull())
    .addColumn("notice_version", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("inquiry_consents_pk", ["message_id", "kind"])
    .execute();

  // The last number given out per prefix and year: "LG-2026" → 42.
  await db.schema
    .createTable("reference_counters")
    .addColumn("series", "text", (c) => c.primaryKey())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();

  // Requests from a person about their data (export, erase), and what the retention job removed.
  await db.schema
    .createTable("privacy_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("actor", "text")
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("privacy_log").execute();
  await db.schema.dropTable("reference_counters").execute();
  await db.schema.dropTable("inquiry_consents").execute();
  await db.schema.dropTable("inquiry_notes").execute();
  await db.schema.dropTable("inquiry_attachments").execute();
  await db.schema.dropIndex("contact_messages_email").execute();
  await db.schema.dropIndex("contact_messages_line").execute();
  await db.schema.dropIndex("contact_messages_reference").execute();
  for (const column of ["status_changed_at", "assignee_id", "details", "reference", "line"]) {
    await db.schema.alterTable("contact_messages").dropColumn(column).execute();
  }
}
