import { type RawBuilder, sql } from "kysely";
import { asUnit, type Commit, type RowsUnit, type Unit } from "./group-commit.server.ts";
import type { Db } from "./schema.ts";

export function newId(): string {
  return crypto.randomUUID();
}

export function nowIso(): string {
  return new Date().toISOString();
}

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

/** Reads a JSON column; a value that does not parse gives `fallback`, never an exception. */
export function fromJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * Runs `work` atomically: inside the caller's transaction when `db` is one, else in a new one.
 * Multi-row writes go through here so a failure leaves nothing half-written.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}

/**
 * `inTransaction`, but through the group `commit` when one is given (see
 * group-commit.server.ts): the write shares a transaction, and its commit, with others waiting.
 */
export function inGroupCommit<T>(
  db: Db,
  commit: Commit | undefined,
  work: Unit<T> | RowsUnit<T>,
): Promise<T> {
  return commit && !db.isTransaction ? commit(work) : inTransaction(db, asUnit(work));
}

/**
 * True where `column` contains `text`, ignoring case, with the text matched as typed: its `%`
 * and `_` are not wildcards. The escape character is named, since SQLite has none by default.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
}
