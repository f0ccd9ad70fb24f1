import { type Kysely, sql } from "kysely";

// Settings no public page shows move out of `content_entries` into a table of their own
// (decision 061): every write to `content_entries` clears the stored public pages, and saving
// the sign-in rules should not. For now that is the one record, "security".

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await sql`insert into site_settings ("key", content, version, updated_at, updated_by)
    select page, content, version, updated_at, updated_by from content_entries
    where page = 'security'`.execute(db);
  await sql`delete from content_entries where page = 'security'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`insert into content_entries (page, title, content, images, version, updated_at, updated_by)
    select "key", 'Sign-in security', content, '[]', version, updated_at, updated_by
    from site_settings`.execute(db);
  await db.schema.dropTable("site_settings").execute();
}
