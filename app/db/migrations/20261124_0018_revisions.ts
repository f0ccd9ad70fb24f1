import type { Kysely } from "kysely";
import { engineOf } from "../engine.ts";

// The earlier versions of the settings records that keep a history (decision 053): each save
// keeps the version it replaces, as stored, with who saved it and when. Numbered as written, so
// two saves of one millisecond keep their order.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = engineOf(db) === "postgres";
  await db.schema
    .createTable("revisions")
    .addColumn("id", isPostgres ? "serial" : "integer", (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("item_type", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("images", "text", (c) => c.notNull())
    .addColumn("saved_by", "text")
    .addColumn("saved_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("revisions_item")
    .on("revisions")
    .columns(["item_type", "item_id", "version"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("revisions").execute();
}
