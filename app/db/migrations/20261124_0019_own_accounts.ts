import type { Kysely } from "kysely";

// Own accounts (decision 052): a session keeps where it signed in from, so its owner can
// tell their sessions apart; forgotten passwords get one link at a time per account, mailed
// through the outbox, whose token (only its hash kept) is made as the mail leaves.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("address", "text").execute();
  // A summary such as "Firefox on Windows", not the whole user-agent string.
  await db.schema.alterTable("sessions").addColumn("browser", "text").execute();
  await db.schema
    .createTable("password_resets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) =>
      c.notNull().unique().references("users.id").onDelete("cascade"),
    )
    // The SHA-256 of the link's token, set when the mail is sent; never the token itself.
    .addColumn("token_hash", "text", (c) => c.unique())
    .addColumn("expires_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("outbox")
    .addColumn("password_reset_id", "text", (c) =>
      c.references("password_resets.id").onDelete("cascade"),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("password_reset_id").execute();
  await db.schema.dropTable("password_resets").execute();
  await db.schema.alterTable("sessions").dropColumn("browser").execute();
  await db.schema.alterTable("sessions").dropColumn("address").execute();
}
