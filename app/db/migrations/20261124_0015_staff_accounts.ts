import { type Kysely, type RawBuilder, sql } from "kysely";

// Staff accounts managed in the content manager (decision 050): a name, enabled or disabled,
// when each last signed in; invitations by e-mail; and an outbox that also carries mail that is
// not about a visitor's message (an invitation), so `message_id` may now be empty.

const OUTBOX_COLUMNS = [
  "id",
  "kind",
  "message_id",
  "attempts",
  "next_attempt_at",
  "sent_at",
  "last_error",
  "created_at",
];

/**
 * Builds the outbox afresh, copying the `rows` it keeps: SQLite cannot drop a NOT NULL, so the
 * table is copied into a new one (on both engines, so there is one way to read the migration).
 */
async function rebuildOutbox(
  db: Kysely<unknown>,
  withInvitations: boolean,
  rows: RawBuilder<unknown>,
): Promise<void> {
  let table = db.schema
    .createTable("outbox_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("message_id", "text", (c) =>
      withInvitations
        ? c.references("contact_messages.id").onDelete("cascade")
        : c.notNull().references("contact_messages.id").onDelete("cascade"),
    );
  if (withInvitations) {
    table = table.addColumn("invitation_id", "text", (c) =>
      c.references("invitations.id").onDelete("cascade"),
    );
  }
  await table
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  const columns = sql.join(OUTBOX_COLUMNS.map((column) => sql.ref(column)));
  await sql`insert into outbox_next (${columns}) select ${columns} from outbox ${rows}`.execute(db);
  await db.schema.dropTable("outbox").execute();
  await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
  await db.schema
    .createIndex("outbox_due")
    .on("outbox")
    .columns(["sent_at", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("outbox_message_id").on("outbox").column("message_id").execute();
  if (withInvitations) {
    await db.schema
      .createIndex("outbox_invitation_id")
      .on("outbox")
      .column("invitation_id")
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .execute();
  await db.schema.alterTable("users").addColumn("last_sign_in_at", "text").execute();

  await db.schema
    .createTable("invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    // The SHA-256 of the link's token, set when the mail is sent; never the token itself.
    .addColumn("token_hash", "text", (c) => c.unique())
    .addColumn("expires_at", "text")
    .addColumn("invited_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await rebuildOutbox(db, true, sql``);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildOutbox(db, false, sql`where message_id is not null`);
  await db.schema.dropTable("invitations").execute();
  for (const column of ["last_sign_in_at", "status", "name"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
