import { type Kysely, sql } from "kysely";

// Stored translations (decision 074). English stays in the items' own tables and is the
// source; a translation is one row per kind, item and language. Each English item's
// fingerprint of its translatable texts sits apart, so a translation made from older English
// shows as outdated. Installs made before this migration get their fingerprints lazily (see
// translation-store.server.ts), so nothing is filled in here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("translations")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("slug", "text")
    .addColumn("source_fingerprint", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .addPrimaryKeyConstraint("translations_pk", ["kind", "item_id", "language"])
    .execute();
  // A slug is unique within its kind and language; items without one (team, pages) hold none.
  await db.schema
    .createIndex("translations_slug")
    .unique()
    .on("translations")
    .columns(["kind", "language", "slug"])
    .where(sql.ref("slug"), "is not", null)
    .execute();

  await db.schema
    .createTable("translation_sources")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("translation_sources_pk", ["kind", "item_id"])
    .execute();

  // No foreign key to the translation: a trashed service keeps its translations, and their
  // old addresses, until the trash is emptied (translation-store.server.ts).
  await db.schema
    .createTable("translation_slug_redirects")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("old_slug", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("translation_slug_redirects_pk", ["kind", "language", "old_slug"])
    .execute();
  await db.schema
    .createIndex("translation_slug_redirects_item")
    .on("translation_slug_redirects")
    .columns(["kind", "item_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("translation_slug_redirects").execute();
  await db.schema.dropTable("translation_sources").execute();
  await db.schema.dropTable("translations").execute();
}
