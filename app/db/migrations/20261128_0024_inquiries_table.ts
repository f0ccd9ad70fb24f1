import type { Kysely } from "kysely";

// The inbox's table holds contact messages and quote requests alike, which the content manager
// calls inquiries: the table takes that name. Both engines carry the other tables' references
// and the indexes over with the rename.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_messages").renameTo("inquiries").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("inquiries").renameTo("contact_messages").execute();
}
