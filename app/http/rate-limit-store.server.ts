import type pg from "pg";

/**
 * The statement rate-limiter-flexible counts an attempt with, named `<table>:rlflx-upsert`
 * (version 11); its values are the key, the points, the new expiry and the time now.
 */
const COUNT_STATEMENT = "rate_limits:rlflx-upsert";

/** The counts of many keys in one statement, with the library's rule for a lapsed window. */
const COUNT_MANY = {
  name: "rate_limits:count-many",
  text: `insert into rate_limits (key, points, expire)
    select * from unnest($1::varchar[], $2::integer[], $3::bigint[])
    on conflict (key) do update set
      points = case when rate_limits.expire <= $4 then excluded.points
               else rate_limits.points + excluded.points end,
      expire = case when rate_limits.expire <= $4 then excluded.expire
               else rate_limits.expire end
    returning key, points, expire`,
};

/** What the library reads of its count: the key's points and expiry after the attempt. */
type CountRow = { points: number; expire: string | null };

interface Waiting {
  key: string;
  points: number;
  expire: number | null;
  resolve: (result: { rows: CountRow[] }) => void;
  reject: (error: unknown) => void;
}

/**
 * A store for rate-limiter-flexible on PostgreSQL (`storeType: "pool"`) that counts attempts in
 * batches. The library counts each attempt with a statement of its own: under load that was a
 * third of PostgreSQL's work per contact submission, and a round trip to the database for
 * each. Here the counts that arrive while one batch runs go together in the next, one statement
 * for all, and each caller gets the count it would have got alone, as if the batch's attempts
 * had come one after another. Keys go in sorted order, so two instances counting the same keys
 * lock their rows in the same order and never deadlock. Any other statement goes to the pool.
 */
export function createBatchedRateLimitStore(pool: pg.Pool) {
  const queue: Waiting[] = [];
  let draining = false;
  /** Batch statements run so far, for tests. */
  let batches = 0;

  async function runBatch(batch: Waiting[]) {
    const byKey = Map.groupBy(batch, (waiting) => waiting.key);
    const keys = [...byKey.keys()].sort();
    const attempts = keys.map((key) => byKey.get(key) as Waiting[]);
    try {
      const { rows } = await pool.query<CountRow & { key: string }>({
        ...COUNT_MANY,
        values: [
          keys,
          attempts.map((waiting) => waiting.reduce((sum, { points }) => sum + points, 0)),
          attempts.map((waiting) => (waiting[0] as Waiting).expire),
          Date.now(),
        ],
      });
      batches += 1;
      const counted = new Map(rows.map((row) => [row.key, row]));
      for (const waiting of attempts) {
        const row = counted.get((waiting[0] as Waiting).key);
        if (!row) throw new Error("a rate-limit count came back without its key");
        // The batch's points were added at once; each attempt is told the count after its own.
        let points = row.points - waiting.reduce((sum, attempt) => sum + attempt.points, 0);
        for (const attempt of waiting) {
          points += attempt.points;
          attempt.resolve({ rows: [{ points, expire: row.expire }] });
        }
      }
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  async function drain() {
    // Attempts of the same turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) await runBatch(queue.splice(0));
    draining = false;
  }

  function count(values: unknown[]): Promise<{ rows: CountRow[] }> {
    const [key, points, expire] = values as [string, number, number | null];
    return new Promise((resolve, reject) => {
      queue.push({ key, points, expire, resolve, reject });
      if (!draining) {
        draining = true;
        void drain();
      }
    });
  }

  return {
    query: (statement: pg.QueryConfig) =>
      statement.name === COUNT_STATEMENT ? count(statement.values ?? []) : pool.query(statement),
    batches: () => batches,
  };
}
