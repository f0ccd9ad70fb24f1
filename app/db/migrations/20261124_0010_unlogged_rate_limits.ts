import { type Kysely, sql } from "kysely";
import { engineOf } from "../engine.ts";

// The attempt counters on PostgreSQL are written on every contact submission and sign-in and
// live a minute: they need not survive a crash, so their table skips the write-ahead log. A
// commit that touched only them then waits for no disk flush (decision 036). SQLite counts in
// memory and has no such table to change.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await sql`alter table rate_limits set unlogged`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await sql`alter table rate_limits set logged`.execute(db);
}
