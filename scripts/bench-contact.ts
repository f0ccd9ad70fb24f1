// `npm run bench:contact`: is every accepted contact message and quote request stored, exactly
// once, under load, and how fast is it answered? For SQLite and, when a PostgreSQL server answers
// on 127.0.0.1:5432 (or TEST_POSTGRES_URL), for PostgreSQL: builds when stale, starts the built
// server on a fresh database on loopback with the contact rate limit raised, warms it up with
// 4,000 submissions of both kinds (checked, not timed: a fresh process runs its code unoptimised
// at first, and the server's CPU per submission settles only after about that many), then posts at
// concurrency 50: first 2,000 messages to `POST /api/contact`, then 3,000 submissions, every other
// one a quote request to `POST /quote/<line>` (the three lines in turn, multipart as the forms
// post it, one health request in ten with a 1 MB PDF), followed, as a browser follows it, to the
// page of its reference; then the same 3,000 with no reports. The fifty clients are fifty
// visitors, each posting from an address of its own (in `X-Forwarded-For`, the server trusting the
// proxy on loopback): one address for all would count every submission against one rate-limit row,
// which no real crowd does. Every submission carries a submission id and the page's proof as a
// person's browser sends them, so it is stored as genuine and its mails are queued (without the
// proof it would be held as spam). A submission's time is until it is acknowledged (a quote's 303,
// sent once it is stored); a quote's time with its answer page is printed beside it. Prints, per
// kind, accepted / refused / failed, p50 / p95 / p99 latency and requests per second, then counts
// them in the database; exits 1 when an accepted submission is missing or stored twice, or when
// p99 of acknowledging messages or quote requests without attachment is over 50 ms. Bounded: each
// engine's run stops after five minutes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Engine, openDatabase } from "../app/db/connection.server.ts";
import {
  type ContactLoadOptions,
  type ContactLoadResult,
  checkStored,
  issueProof,
  type LoadKind,
  percentile,
  postContactMessages,
} from "../tests/support/contact-load.ts";
import { createScratchDatabase } from "../tests/support/postgres-server.ts";
import { startServer } from "../tests/support/server.ts";
import { buildIfStale } from "./build-if-stale.ts";

const WARM_UP = 4_000;
const MESSAGES = 2_000;
const MIXED = 3_000;
const CONCURRENCY = 50;
/** Issue 12's budget for submissions without attachment at concurrency 50. */
const P99_BUDGET_MS = 50;
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

/** Messages only, or every other submission a quote request, with or without reports. */
type LoadMix = Pick<ContactLoadOptions, "quotes" | "withoutReports">;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Prints one kind's figures; returns whether its p99 is within the budget (if it has one). The
 * budget is on the submission's acknowledgement (a quote's 303, once it is stored); for a quote
 * the time with its answer page, which the browser fetches next, is printed too.
 */
function report(result: ContactLoadResult, kind: LoadKind, seconds: number): boolean {
  const samples = result.samples.filter((sample) => sample.kind === kind);
  if (samples.length === 0) return true;
  const acknowledged = samples.map((sample) => sample.acknowledgedMs);
  const accepted = samples.filter((sample) => sample.accepted).length;
  const p99 = percentile(acknowledged, 99);
  const budgeted = kind !== "quote with attachment";
  const within = !budgeted || p99 <= P99_BUDGET_MS;
  say(
    `  ${kind.padEnd(22)} ${String(samples.length).padStart(5)} sent, ${accepted} accepted, ` +
      `p50 ${ms(percentile(acknowledged, 50))}, p95 ${ms(percentile(acknowledged, 95))}, ` +
      `p99 ${ms(p99)}${budgeted ? (within ? " (within 50 ms)" : " (OVER 50 ms)") : ""}, ` +
      `${(samples.length / seconds).toFixed(0)} req/s`,
  );
  if (kind !== "message") {
    const whole = samples.map((sample) => sample.ms);
    say(
      `  ${"  with its answer page".padEnd(22)} p50 ${ms(percentile(whole, 50))}, ` +
        `p95 ${ms(percentile(whole, 95))}, p99 ${ms(percentile(whole, 99))}`,
    );
  }
  return within;
}

/** One load against the running server: its figures, and whether all of it was kept exactly. */
async function run(
  database: BenchDatabase,
  origin: string,
  proof: string,
  label: string,
  count: number,
  mix: LoadMix,
  timed = true,
) {
  const runId = `bench${Date.now()}`;
  const load = postContactMessages({
    origin: () => origin,
    count,
    concurrency: CONCURRENCY,
    runId,
    ...mix,
    proof,
    asVisitors: true,
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("timed out")), ENGINE_TIMEOUT_MS).unref(),
  );
  const result = await Promise.race([load, timeout]);
  const { seconds } = result;

  const { db } = database.open();
  const check = await checkStored(db, runId, result.accepted);
  await db.destroy();

  say(
    `  ${label}: ${count} at concurrency ${CONCURRENCY} in ${seconds.toFixed(1)} s, ` +
      `${(count / seconds).toFixed(0)} req/s; refused ${result.refused}, failed ${result.failed}`,
  );
  let fast = true;
  for (const kind of timed ? (["message", "quote", "quote with attachment"] as const) : []) {
    fast = report(result, kind, seconds) && fast;
  }
  const exact = check.missing.length === 0 && check.duplicated.length === 0;
  say(
    `  stored ${check.stored} of ${result.accepted.length} accepted: ` +
      `${check.missing.length} missing, ${check.duplicated.length} duplicated ` +
      `${exact ? "PASS" : "FAIL"}`,
  );
  return { exact, fast };
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
    // Fifty visitors post at once, each from an address of its own, as behind a proxy.
    TRUST_PROXY: "loopback",
    RATE_LIMIT_CONTACT: String((MESSAGES + MIXED) * 10),
  });
  try {
    say(engine);
    const proof = await issueProof(server.url);
    const load = (label: string, count: number, mix: LoadMix, timed = true) =>
      run(database, server.url, proof, label, count, mix, timed);
    const warmUp = await load("warm-up (not timed)", WARM_UP, { quotes: true }, false);
    const runs = [
      await load("messages", MESSAGES, { quotes: false }),
      await load("messages and quotes", MIXED, { quotes: true }),
      await load("messages and quotes, no reports", MIXED, { quotes: true, withoutReports: true }),
    ];
    return warmUp.exact && runs.every((result) => result.exact && result.fast);
  } finally {
    await server.stop();
    await database.drop();
  }
}

buildIfStale();
let allPassed = true;
for (const engine of ["sqlite", "postgres"] as const) {
  try {
    allPassed = (await benchEngine(engine)) && allPassed;
  } catch (error) {
    say(`${engine}: could not be measured: ${(error as Error).message}`);
    allPassed = false;
  }
  say();
}
process.exit(allPassed ? 0 : 1);
