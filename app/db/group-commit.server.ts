import { type Insertable, type Kysely, sql } from "kysely";
import { engineOf } from "./engine.ts";
import type { Database, Db } from "./schema.ts";
import { advanceSeries } from "./series.ts";

/** One submission's write: it runs inside a shared transaction and must use only `trx`. */
export type Unit<T> = (trx: Db) => Promise<T>;

/** Rows for one table. */
export type TableRows = {
  [Table in keyof Database]: { table: Table; rows: Insertable<Database[Table]>[] };
}[keyof Database];

/**
 * A write that only inserts rows (a submission's, say): a batch inserts the rows of all such
 * units together, one statement per table, instead of each unit's statements in turn, which
 * on PostgreSQL are round trips one after the other. With `series`, the unit takes the next
 * number of that series (see series.ts) and its rows and answer are made with it.
 */
export interface RowsUnit<T> {
  series?: string;
  /** The rows, parents before children (a message before its files). */
  rows: (number: number | undefined) => TableRows[];
  answer: (number: number | undefined) => T;
}

/** Runs a unit of work in a transaction shared with other waiting units. */
export type Commit = <T>(work: Unit<T> | RowsUnit<T>) => Promise<T>;

interface Waiting {
  work: Unit<unknown> | RowsUnit<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Inserts each table's rows, tables in the order they first come (parents before children),
 * one insert per table and set of columns. On PostgreSQL, where each statement is a round trip,
 * the inserts go as one statement: all but the last as data-modifying `WITH` parts (a child's
 * foreign key is checked at the statement's end, when its parent is there).
 */
async function insertRows(trx: Db, tables: TableRows[]): Promise<void> {
  const statements = new Map<string, Map<string, unknown[]>>();
  for (const { table, rows } of tables) {
    const byColumns = statements.get(table) ?? new Map<string, unknown[]>();
    statements.set(table, byColumns);
    for (const row of rows) {
      // Rows of one statement must name the same columns (SQLite has no DEFAULT in VALUES).
      const columns = Object.keys(row).sort().join(",");
      const statement = byColumns.get(columns) ?? [];
      statement.push(row);
      byColumns.set(columns, statement);
    }
  }
  const inserts = [...statements].flatMap(([table, byColumns]) =>
    [...byColumns.values()].map((rows) =>
      trx.insertInto(table as TableRows["table"]).values(rows as never),
    ),
  );
  const last = inserts.at(-1);
  if (last && inserts.length > 1 && engineOf(trx) === "postgres") {
    const parts = inserts
      .slice(0, -1)
      .map((insert, index) => sql`${sql.ref(`rows_${index}`)} as (${insert})`);
    await sql`with ${sql.join(parts)} ${last}`.execute(trx);
    return;
  }
  for (const insert of inserts) await insert.execute();
}

/** A rows unit as an ordinary one: its number, then its rows, table by table. */
export function asUnit<T>(work: Unit<T> | RowsUnit<T>): Unit<T> {
  if (typeof work === "function") return work;
  return async (trx) => {
    const { series } = work;
    const number =
      series === undefined
        ? undefined
        : (await advanceSeries(trx, new Map([[series, 1]]))).get(series);
    await insertRows(trx, work.rows(number));
    return work.answer(number);
  };
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

/** The batch's units one after the other; a unit's failure is told apart as UnitFailed. */
async function runUnits(trx: Db, batch: Waiting[]): Promise<unknown[]> {
  const values: unknown[] = [];
  for (const unit of batch) {
    try {
      values.push(await asUnit(unit.work)(trx));
    } catch (error) {
      throw new UnitFailed(unit, error);
    }
  }
  return values;
}

/**
 * The batch's rows units together: every series advanced by its units' count in one
 * statement, every row inserted with the others of its table; then the other units, one by
 * one.
 */
async function runTogether(trx: Db, batch: Waiting[]): Promise<unknown[]> {
  const numbers = new Map<Waiting, number>();
  const rowsUnits = batch.filter((unit) => typeof unit.work !== "function");
  const bySeries = Map.groupBy(
    rowsUnits.filter((unit) => (unit.work as RowsUnit<unknown>).series !== undefined),
    (unit) => (unit.work as RowsUnit<unknown>).series as string,
  );
  if (bySeries.size > 0) {
    const counts = new Map([...bySeries].map(([series, units]) => [series, units.length]));
    const last = await advanceSeries(trx, counts);
    for (const [series, units] of bySeries) {
      const first = (last.get(series) as number) - units.length + 1;
      for (const [index, unit] of units.entries()) numbers.set(unit, first + index);
    }
  }
  await insertRows(
    trx,
    rowsUnits.flatMap((unit) => (unit.work as RowsUnit<unknown>).rows(numbers.get(unit))),
  );
  const values: unknown[] = [];
  for (const unit of batch) {
    const { work } = unit;
    values.push(typeof work === "function" ? await work(trx) : work.answer(numbers.get(unit)));
  }
  return values;
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
  /** Batches that failed together and ran again unit by unit, for tests and logs. */
  let unitByUnit = 0;

  /**
   * Runs the batch in one transaction; a failed unit is left out and the rest run again.
   * Failures are rare (they need the same submission at the same moment), so the common batch
   * costs one transaction and no savepoint per unit. The failed units are answered with the
   * others, after the commit: one that lost a race for the same submission id then finds the
   * winner stored.
   */
  async function runBatch(batch: Waiting[]) {
    if (batch.length > 1) {
      try {
        const stored = await db.transaction().execute((trx) => runTogether(trx, batch));
        commits += 1;
        for (const [index, unit] of batch.entries()) unit.resolve(stored[index]);
        return;
      } catch {
        // Something in the batch failed (a second delivery of a submission, say): it is
        // rolled back, and its units run one by one, so only the failing one is refused.
        unitByUnit += 1;
      }
    }
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

  const commit: Commit = <T>(work: Unit<T> | RowsUnit<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) {
        draining = true;
        void drain();
      }
    });

  return { commit, commits: () => commits, unitByUnit: () => unitByUnit };
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
