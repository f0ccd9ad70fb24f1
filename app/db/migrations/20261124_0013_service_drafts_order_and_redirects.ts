import type { Kysely } from "kysely";

// Services and team members may be kept as drafts, which the public site leaves out until they
// are published; everything saved before now stays on the site. A service's earlier slugs are
// kept so its old address answers with a permanent redirect to the current one (decision 042);
// they go with the service.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["services", "team_members"]) {
    await db.schema
      .alterTable(table)
      .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }

  await db.schema
    .createTable("service_slug_redirects")
    .addColumn("old_slug", "text", (c) => c.primaryKey())
    .addColumn("service_id", "text", (c) =>
      c.notNull().references("services.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("service_slug_redirects_service_id")
    .on("service_slug_redirects")
    .column("service_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("service_slug_redirects").execute();
  for (const table of ["services", "team_members"]) {
    await db.schema.alterTable(table).dropColumn("published").execute();
  }
}
