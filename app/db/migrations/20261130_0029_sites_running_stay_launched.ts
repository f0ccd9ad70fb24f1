import { type Kysely, sql } from "kysely";

// Search engines are kept away from a site until an administrator launches it (decision 069).
// A site already running before that rule (its built-in content was seeded, so it has served
// pages) was open to them yesterday: it stays launched rather than vanish from their results.
// A new install is migrated before its first seed, so it starts unlaunched.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into content_entries (page, title, content, images, version, updated_at, updated_by)
    select 'launch', 'Site launch', '{"launched":true}', '[]', 1, value, null
    from site_meta where "key" = 'seeded_at'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from content_entries where page = 'launch'`.execute(db);
}
