import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema.ts";

const TABLES = [
  "users",
  "invitations",
  "sessions",
  "content_entries",
  "site_settings",
  "services",
  "service_images",
  "team_members",
  "inquiries",
  "outbox",
  "site_meta",
  "user_two_factor",
  "recovery_codes",
  "pending_sign_ins",
] as const;

/**
 * Every row of every table (media by id and hash, not its bytes), in a stable order, so a
 * test can assert that a refused request changed nothing at all.
 */
export async function snapshotDatabase(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  const media = await db.selectFrom("media").select(["id", "hash", "byte_size"]).execute();
  snapshot.media = media.map((row) => JSON.stringify(row)).sort();
  return snapshot;
}

export async function countRows(
  db: Kysely<Database>,
  table: (typeof TABLES)[number] | "media",
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
