import { type Kysely, sql } from "kysely";
import type { Database, Db } from "./schema.ts";

/** One submission's write: it runs inside a shared transaction and must use only `trx`. */
export type Unit<T> = (trx: Db) => Promise<T>;

/** Runs a unit of work in a transaction shared with other waiting units. */
export type Commit = <T>(work: Unit<T>) => Promise<T>;

interface Waiting {
  work: Unit<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Enough to spread one commit's cost thin, few enough that no unit waits long behind others. */
export const MAX_BATCH = 64;

/**
 * Group commit: a durable commit costs the same for one row as for fifty, so units that arrive
 * while a transaction is committing wait for the next one, which runs them all and commits once.
 * Each unit runs inside its own savepoint, so one that fails (a duplicate submission id, say)
 * rolls back only its own writes and rejects only its own caller. Every caller is answered after
 * the commit that holds its unit, in the order the units ran; if that commit fails, all of its
 * callers get the error, as each would have alone.
 */
export function createGroupCommit(db: Kysely<Database>, maxBatch = MAX_BATCH) {
  const queue: Waiting[] = [];
  let draining = false;
  /** Transactions committed so far, for tests and logs. */
  let commits = 0;

  async function runBatch(trx: Db, batch: Waiting[]): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    for (const unit of batch) {
      await sql`savepoint unit`.execute(trx);
      try {
        outcomes.push({ ok: true, value: await unit.work(trx) });
      } catch (error) {
        await sql`rollback to savepoint unit`.execute(trx);
        outcomes.push({ ok: false, error });
      }
      await sql`release savepoint unit`.execute(trx);
    }
    return outcomes;
  }

  async function drain() {
    // Arrivals of the same turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const outcomes = await db.transaction().execute((trx) => runBatch(trx, batch));
        commits += 1;
        batch.forEach((unit, index) => {
          const outcome = outcomes[index] as Outcome;
          if (outcome.ok) unit.resolve(outcome.value);
          else unit.reject(outcome.error);
        });
      } catch (error) {
        for (const unit of batch) unit.reject(error);
      }
    }
    draining = false;
  }

  const commit: Commit = <T>(work: Unit<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) {
        draining = true;
        void drain();
      }
    });

  return { commit, commits: () => commits };
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
