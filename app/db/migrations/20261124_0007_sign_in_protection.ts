import type { Kysely } from "kysely";

// Failed sign-ins per account (the per-account backoff), and the browsers an account signed in
// from before, which that backoff does not slow.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sign_in_failures")
    .addColumn("account", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_failed_at", "text", (c) => c.notNull())
    .addColumn("blocked_until", "text")
    .execute();

  await db.schema
    .createTable("trusted_devices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("trusted_devices_user_id")
    .on("trusted_devices")
    .column("user_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("trusted_devices").execute();
  await db.schema.dropTable("sign_in_failures").execute();
}
