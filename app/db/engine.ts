import { PostgresAdapter, sql } from "kysely";
import type { Db } from "./schema.ts";

// The app runs on SQLite or PostgreSQL (connection.server.ts picks one). Whatever a caller
// must do differently on each asks here, so the differences are read in one place.

export type Engine = "sqlite" | "postgres";

/** A Kysely instance or transaction, whatever its tables (the migrations see none). */
interface AnyDb {
  getExecutor(): { readonly adapter: unknown };
}

/** The engine behind `db`. */
export function engineOf(db: AnyDb): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * After data was erased: on SQLite, its write-ahead log still holds the pages as they were
 * before, so they are copied into the database file (where deleted rows are zeroed, see
 * connection.server.ts) and the log is emptied. PostgreSQL keeps old row versions until vacuum
 * and its log until recycled, which the app cannot hurry (decision 038). Outside a transaction
 * only: a checkpoint cannot run inside one.
 */
export async function forgetErasedPages(db: Db): Promise<void> {
  if (db.isTransaction || engineOf(db) !== "sqlite") return;
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
}
