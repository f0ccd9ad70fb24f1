import type { Kysely } from "kysely";

// Forgotten passwords (decision 052): one link at a time per account, mailed through the
// outbox, whose token (only its hash kept) is made as the mail leaves, like an invitation's.

export async function up(db: Kysely<unknown>): Promise<void> {
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
}
