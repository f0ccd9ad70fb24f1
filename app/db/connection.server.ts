import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
}

export type DatabaseHandle = {
  db: Kysely<Database>;
  /** Where the data lives, for logs: the SQLite file or the PostgreSQL host and database. */
  location: string;
} & (
  | { engine: "sqlite" }
  /** PostgreSQL's connection pool, for what needs it directly (rate limits, notifications). */
  | { engine: "postgres"; pool: pg.Pool }
);

export const SQLITE_FILE_NAME = "groupsite.sqlite";

/** The one place that picks the engine from the configuration. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A connection that dies emits 'error' on its client: the pool listens while the client is
    // idle, nobody while a request holds it (say, between a transaction's statements), and an
    // unheard 'error' kills the process. The request fails on its next statement instead and
    // is answered 503; the pool drops the broken client when it comes back.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: "postgres",
      pool,
      location: `${url.host}${url.pathname}`,
    };
  }

  mkdirSync(options.dataDir, { recursive: true });
  const file = path.resolve(options.dataDir, SQLITE_FILE_NAME);
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; synchronous=FULL makes every acknowledged commit
  // durable across a power cut (NORMAL could lose the last transactions).
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // Deleted rows are overwritten with zeros, not left in free space: an erased address or
  // medical report must not stay readable in the file (decision 038).
  sqlite.pragma("secure_delete = on");
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    engine: "sqlite",
    location: file,
  };
}

/** Statements kept ready at most; queries with `in (?, ?, ...)` lists vary, so it is bounded. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh, and on SQLite preparing costs about as much as running a
 * small query. The app's queries are few and repeat, so each is prepared once and reused (the
 * connection is single and synchronous, so a statement is never in use twice at once; nothing
 * here streams rows, which would hold a statement open).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
