import { type Kysely, sql } from "kysely";

// Which content uses which uploaded image, one row per owner and image. The foreign key keeps
// an image that anything uses from ever being deleted; the rows of the earlier schema, which
// named images only inside their URLs, are carried over.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("media_uses")
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("media_id", "text", (c) => c.notNull().references("media.id").onDelete("restrict"))
    .addPrimaryKeyConstraint("media_uses_pk", ["owner", "media_id"])
    .execute();
  await db.schema.createIndex("media_uses_media_id").on("media_uses").column("media_id").execute();

  await sql`
    insert into media_uses (owner, media_id)
    select distinct 'service-image:' || service_images.id, media.id
    from service_images join media on service_images.url like '%' || media.hash || '%'`.execute(db);
  await sql`
    insert into media_uses (owner, media_id)
    select distinct 'team-member:' || team_members.id, media.id
    from team_members join media on team_members.image like '%' || media.hash || '%'`.execute(db);
  await sql`
    insert into media_uses (owner, media_id)
    select distinct 'page:' || content_entries.page, media.id
    from content_entries join media on content_entries.images like '%' || media.hash || '%'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media_uses").execute();
}
