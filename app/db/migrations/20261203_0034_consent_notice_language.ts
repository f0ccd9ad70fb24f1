import type { Kysely } from "kysely";

// The language of the privacy notice a consent was given under (decision 074): the page's, when
// the notice was translated into it and published, else English. With `notice_version` it names
// the very text the sender was shown. Every consent stored before was given under the English.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("inquiry_consents")
    .addColumn("notice_language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("inquiry_consents").dropColumn("notice_language").execute();
}
