import type { Kysely } from "kysely";

// Replies as they are sent (decision 067): each member of staff keeps their own signature, and
// a reply keeps the signature it was sent with, so a later change, or a retried mail, never
// alters what the visitor received. Both empty (null) until there is one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("signature", "text").execute();
  await db.schema.alterTable("inquiries").addColumn("reply_signature", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("inquiries").dropColumn("reply_signature").execute();
  await db.schema.alterTable("users").dropColumn("signature").execute();
}
