import { sql } from "kysely";
import pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  createTestDatabase,
  type TestDatabase,
} from "../../tests/support/databases.ts";
import { createBatchedRateLimitStore } from "./rate-limit-store.server.ts";

const LIMIT = 3;

/** What one attempt got: the count it was told, or a refusal with the count. */
async function attempt(limiter: RateLimiterPostgres, key: string) {
  try {
    const result = await limiter.consume(key);
    return { allowed: true, consumed: result.consumedPoints, first: result.isFirstInDuration };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { allowed: false, consumed: rejection.consumedPoints, first: false };
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)("batched rate-limit counts on PostgreSQL", () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: ReturnType<typeof createBatchedRateLimitStore>;
  let limiter: RateLimiterPostgres;

  beforeEach(async () => {
    database = await createMigratedDatabase("postgres");
    pool = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 2 });
    store = createBatchedRateLimitStore(pool);
    limiter = new RateLimiterPostgres({
      keyPrefix: "contact",
      points: LIMIT,
      duration: 60,
      storeClient: store,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: false,
    });
  });
  afterEach(async () => {
    await pool?.end();
    await database?.drop();
  });

  /** The library's table is not in the schema's types: it is read here with plain SQL. */
  async function storedRow(key: string) {
    const { rows } = await sql<{ points: number; expire: string }>`
      select points, expire from rate_limits where key = ${`contact:${key}`}`.execute(database.db);
    return rows[0];
  }

  test("attempts at once are counted in a few statements, each told its count in turn", async () => {
    const visitors = Array.from({ length: 20 }, (_, index) => `203.0.113.${index + 1}`);
    const [repeated, ...others] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => attempt(limiter, "198.51.100.7"))),
      ...visitors.map((visitor) => attempt(limiter, visitor)),
    ]);

    // As if one after another: the first three within the limit, the rest refused.
    expect(repeated?.map((result) => result.consumed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(repeated?.map((result) => result.allowed)).toEqual([
      ...Array(LIMIT).fill(true),
      ...Array(10 - LIMIT).fill(false),
    ]);
    expect(repeated?.[0]?.first).toBe(true);
    expect(others.every((result) => result.allowed && result.consumed === 1)).toBe(true);
    expect((await storedRow("198.51.100.7"))?.points).toBe(10);
    expect((await storedRow("203.0.113.20"))?.points).toBe(1);
    // Thirty attempts, all arriving in one turn: one statement counted them.
    expect(store.batches()).toBe(1);
  });

  test("attempts arriving while a batch runs go together in the next", async () => {
    const first = attempt(limiter, "203.0.113.1");
    // Two turns of the event loop: the first batch has then been sent.
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
    const later = Array.from({ length: 5 }, (_, index) => attempt(limiter, `203.0.113.${index}`));
    const results = await Promise.all([first, ...later]);
    expect(results.map((result) => result.consumed)).toEqual([1, 1, 2, 1, 1, 1]);
    expect(store.batches()).toBe(2);
  });

  test("a window that has lapsed starts again at one, keeping its new expiry", async () => {
    for (let turn = 0; turn < LIMIT; turn++) await attempt(limiter, "203.0.113.9");
    expect((await attempt(limiter, "203.0.113.9")).allowed).toBe(false);
    await sql`update rate_limits set expire = ${Date.now() - 1000}`.execute(database.db);

    const again = await attempt(limiter, "203.0.113.9");
    expect(again).toEqual({ allowed: true, consumed: 1, first: true });
    expect(Number((await storedRow("203.0.113.9"))?.expire)).toBeGreaterThan(Date.now() + 50_000);
  });

  test("the library's other statements reach the database as they are", async () => {
    await attempt(limiter, "203.0.113.5");
    await attempt(limiter, "203.0.113.5");
    expect((await limiter.get("203.0.113.5"))?.consumedPoints).toBe(2);
    await limiter.delete("203.0.113.5");
    expect(await storedRow("203.0.113.5")).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a batch that fails on PostgreSQL", () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeEach(async () => {
    // No migrations: the counters' table is missing, so the batch's statement fails.
    database = await createTestDatabase("postgres");
    pool = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 2 });
  });
  afterEach(async () => {
    await pool?.end();
    await database?.drop();
  });

  test("fails every attempt in it, so each falls back as it would alone", async () => {
    const store = createBatchedRateLimitStore(pool);
    const count = (key: string) =>
      store.query({ name: "rate_limits:rlflx-upsert", text: "", values: [key, 1, null, 0] });
    const results = await Promise.allSettled([count("a"), count("b"), count("a")]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(store.batches()).toBe(0);
  });
});
