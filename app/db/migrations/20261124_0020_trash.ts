import type { Kysely } from "kysely";

// The trash (decision 054): a deleted service or team member is kept as its last version, a
// revision marked with when and by whom it was deleted, until it is restored or 30 days pass.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("revisions").addColumn("deleted_at", "text").execute();
  await db.schema.alterTable("revisions").addColumn("deleted_by", "text").execute();
  await db.schema.createIndex("revisions_deleted").on("revisions").column("deleted_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("revisions_deleted").execute();
  await db.schema.alterTable("revisions").dropColumn("deleted_by").execute();
  await db.schema.alterTable("revisions").dropColumn("deleted_at").execute();
}
