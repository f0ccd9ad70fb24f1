import type { Kysely } from "kysely";

// The language a message or quote request came in (decision 074): its page's, or the one the
// API was told. What the visitor gets back (the reference page, the confirmation) is in it,
// and the inbox shows and filters by it. Everything stored before spoke English.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("inquiries")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("inquiries").dropColumn("language").execute();
}
