import type { Kysely } from "kysely";
import { engineOf } from "../engine.ts";

// Who did what and when in the content manager (decision 049). The actor's name is kept as it
// was, and the actor is no foreign key, so an entry still reads right after its user is gone.
// Entries are numbered as they are written, so those of one millisecond keep their order.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = engineOf(db) === "postgres";
  await db.schema
    .createTable("audit_log")
    .addColumn("id", isPostgres ? "serial" : "integer", (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_type", "text", (c) => c.notNull())
    .addColumn("item_id", "text")
    .addColumn("item_label", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    .addColumn("address", "text")
    .execute();
  // Newest first for the screen and the retention sweep; by person and by kind for the filters.
  await db.schema
    .createIndex("audit_log_created_at")
    .on("audit_log")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("audit_log_actor_id")
    .on("audit_log")
    .columns(["actor_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("audit_log_kind")
    .on("audit_log")
    .columns(["kind", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
}
