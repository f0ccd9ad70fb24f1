import type { Kysely } from "kysely";
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

/** A unit's own failure inside a batch, told apart from a failure of the transaction. */
class UnitFailed extends Error {
  readonly unit: Waiting;
  readonly error: unknown;

  constructor(unit: Waiting, error: unknown) {
    super("a unit of the batch failed");
    this.unit = unit;
    this.error = error;
  }
}

/** Enough to spread one commit's cost thin, few enough that no unit waits long behind others. */
export const MAX_BATCH = 64;

/**
 * Group commit: a durable commit costs the same for one row as for fifty, so units that arrive
 * while a transaction is committing wait for the next one, which runs them all and commits once.
 * A unit that fails (a duplicate submission id, say) rejects only its own caller: the batch's
 * transaction is rolled back and the other units run again in a new one, so nothing the failed
 * unit wrote is kept and no statement runs in a transaction an error has spoiled. Every caller
 * is answered after the commit that holds its unit, in the order the units ran; if that commit
 * fails, all of its callers get the error, as each would have alone.
 */
export function createGroupCommit(db: Kysely<Database>, maxBatch = MAX_BATCH) {
  const queue: Waiting[] = [];
  let draining = false;
  /** Transactions committed so far, for tests and logs. */
  let commits = 0;

  async function runUnits(trx: Db, batch: Waiting[]): Promise<unknown[]> {
    const values: unknown[] = [];
    for (const unit of batch) {
      try {
        values.push(await unit.work(trx));
      } catch (error) {
        throw new UnitFailed(unit, error);
      }
    }
    return values;
  }

  /**
   * Runs the batch in one transaction; a failed unit is left out and the rest run again.
   * Failures are rare (they need the same submission at the same moment), so the common batch
   * costs one transaction and no savepoint per unit. The failed units are answered with the
   * others, after the commit: one that lost a race for the same submission id then finds the
   * winner stored.
   */
  async function runBatch(batch: Waiting[]) {
    const failures = new Map<Waiting, unknown>();
    const values = new Map<Waiting, unknown>();
    let pending = batch;
    while (pending.length > 0) {
      try {
        const stored = await db.transaction().execute((trx) => runUnits(trx, pending));
        commits += 1;
        for (const [index, unit] of pending.entries()) values.set(unit, stored[index]);
        break;
      } catch (error) {
        if (!(error instanceof UnitFailed)) {
          for (const unit of pending) failures.set(unit, error);
          break;
        }
        failures.set(error.unit, error.error);
        pending = pending.filter((unit) => unit !== error.unit);
      }
    }
    for (const unit of batch) {
      if (failures.has(unit)) unit.reject(failures.get(unit));
      else unit.resolve(values.get(unit));
    }
  }

  async function drain() {
    // Arrivals of the same turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) await runBatch(queue.splice(0, maxBatch));
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
