import type { Kysely } from "kysely";

// Two-factor sign-in (decision 051): each account's authenticator secret, sealed with the
// server's TOTP_ENCRYPTION_KEY, and the last time step a code was accepted for (a code is
// taken once); its one-time recovery codes, only their hashes; and the sign-ins waiting for
// their second step, each bound to the browser by a token of which only the hash is kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_two_factor")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("enabled_at", "text")
    .addColumn("last_used_step", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("recovery_codes_user_id")
    .on("recovery_codes")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("pending_sign_ins")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("pending_sign_ins_user_id")
    .on("pending_sign_ins")
    .column("user_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pending_sign_ins").execute();
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.dropTable("user_two_factor").execute();
}
