import { type Kysely, sql } from "kysely";
import { engineOf } from "../engine.ts";

// Smaller WebP copies of each uploaded image, so a phone downloads one near its screen's size.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = engineOf(db) === "postgres";
  await db.schema
    .createTable("media_variants")
    .addColumn("media_id", "text", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("bytes", isPostgres ? sql`bytea` : sql`blob`, (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("media_variants_pk", ["media_id", "width"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media_variants").execute();
}
