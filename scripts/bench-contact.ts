// `npm run bench:contact`: does every accepted contact message get stored, exactly once, under
// load? For SQLite and, when a PostgreSQL server answers on 127.0.0.1:5432 (or
// TEST_POSTGRES_URL), for PostgreSQL: builds when stale, starts the built server on a fresh
// database on loopback with the contact rate limit raised, posts 2,000 messages at concurrency
// 50 to `POST /api/contact`, then counts them in the database. Prints accepted / refused /
// failed, p50 / p99 latency and the stored count; exits 1 when an accepted message is missing
// or stored twice. Bounded: each engine's run stops after five minutes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Engine, openDatabase } from "../app/db/connection.server.ts";
import { checkStored, percentile, postContactMessages } from "../tests/support/contact-load.ts";
import { createScratchDatabase } from "../tests/support/postgres-server.ts";
import { startServer } from "../tests/support/server.ts";
import { buildIfStale } from "./build-if-stale.ts";

const MESSAGES = 2_000;
const CONCURRENCY = 50;
const ENGINE_TIMEOUT_MS = 5 * 60_000;

function say(line = "") {
  process.stdout.write(`${line}\n`);
}

interface BenchDatabase {
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  drop: () => Promise<void>;
}

/** The server's environment and a way to drop the database, for one engine; null if absent. */
async function databaseFor(engine: Engine): Promise<BenchDatabase | null> {
  if (engine === "sqlite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "groupsite-bench-"));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase("groupsite_bench");
  if (!scratch) return null;
  return {
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ databaseUrl: scratch.url, dataDir: "", poolMax: 2 }),
    drop: scratch.drop,
  };
}

async function benchEngine(engine: Engine): Promise<boolean> {
  const database = await databaseFor(engine);
  if (!database) {
    say(`${engine}: skipped, no PostgreSQL server answered (set TEST_POSTGRES_URL).`);
    return true;
  }
  const server = await startServer({
    ...database.env,
    LOG_LEVEL: "info",
    RATE_LIMIT_CONTACT: String(MESSAGES * 10),
  });
  const runId = `bench${Date.now()}`;
  try {
    const started = performance.now();
    const load = postContactMessages({
      origin: () => server.url,
      count: MESSAGES,
      concurrency: CONCURRENCY,
      runId,
    });
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("timed out")), ENGINE_TIMEOUT_MS).unref(),
    );
    const result = await Promise.race([load, timeout]);
    const seconds = (performance.now() - started) / 1000;

    const { db } = database.open();
    const check = await checkStored(db, runId, result.accepted);
    await db.destroy();

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    say(`${engine}`);
    say(`  posted     ${MESSAGES} at concurrency ${CONCURRENCY} in ${seconds.toFixed(1)} s`);
    say(`  accepted   ${result.accepted.length}`);
    say(`  refused    ${result.refused}`);
    say(`  failed     ${result.failed}`);
    say(
      `  latency    p50 ${ms(percentile(result.latenciesMs, 50))}, p99 ${ms(percentile(result.latenciesMs, 99))}`,
    );
    say(`  stored     ${check.stored}`);
    say(`  missing    ${check.missing.length} (accepted but not stored)`);
    say(`  duplicated ${check.duplicated.length} (stored more than once)`);
    const exact = check.missing.length === 0 && check.duplicated.length === 0;
    say(`  ${exact ? "PASS" : "FAIL"}  every accepted message stored exactly once`);
    return exact;
  } finally {
    await server.stop();
    await database.drop();
  }
}

buildIfStale();
let allExact = true;
for (const engine of ["sqlite", "postgres"] as const) {
  try {
    allExact = (await benchEngine(engine)) && allExact;
  } catch (error) {
    say(`${engine}: could not be measured: ${(error as Error).message}`);
    allExact = false;
  }
  say();
}
process.exit(allExact ? 0 : 1);
