// `npm run bench:contact`: how long does a visitor wait for a contact message or a quote
// request to be acknowledged when submissions arrive at a steady rate, and is every accepted one
// stored exactly once? For SQLite and, when a PostgreSQL server answers on 127.0.0.1:5432 (or
// TEST_POSTGRES_URL), for PostgreSQL on a scratch database: builds when stale, starts the built
// server on loopback with the contact rate limit raised and trusting the proxy on loopback (each
// visitor posts from an address of its own in `X-Forwarded-For`, as a crowd does), warms it up
// with 4,000 submissions (checked, not timed: a fresh process runs its code unoptimised at first),
// then offers the mixed load at a fixed rate, 200 a second for 15 s by default: every other
// submission a quote request to `POST /quote/<line>` (the three lines in turn, multipart as the
// forms post it, one health request in ten with a 1 MB PDF) followed to its answer page, the
// others messages to `POST /api/contact`, each with a submission id and a form proof of its own (one is good for one submission) as a
// browser sends them. It is an open loop: each submission is sent when it is due, whether or not
// the ones before it were answered, and timed from when it was due, so a stall counts against
// every submission it held up. Prints p50 / p99 per kind until acknowledged (a message's 201, a
// quote's 303 once it is stored; a quote's time with its answer page beside it) and who had the
// processors meanwhile (the machine may be shared: `cpu-shares.ts`), then searches
// for the highest rate at which p99 stays within 50 ms (5 s trials, up from the offered rate by
// doubling, then halving the gap, within 60 s per engine). After every phase it counts the run's
// rows in the database; it exits 1 when a submission is lost or stored twice, or when at the
// offered rate a submission fails or the p99 of messages or of quotes without a report is over
// 50 ms; 2 when an engine could not be measured (decision 036).
//
//   npm run bench:contact -- [--rate 200] [--seconds 15] [--search-seconds 60] [--engine sqlite]
//
// (or BENCH_CONTACT_RATE, BENCH_CONTACT_SECONDS, BENCH_CONTACT_SEARCH_SECONDS). About two minutes
// per engine with the defaults.
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import type { openDatabase } from "../../app/db/connection.server.ts";
import type { Engine } from "../../app/db/engine.ts";
import {
  type ContactLoadResult,
  checkStored,
  offerContactSubmissions,
  postContactMessages,
  proofsFrom,
} from "../../tests/support/contact-load.ts";
import {
  type RateSearchPlan,
  type RateTrial,
  searchRates,
} from "../../tests/support/load-statistics.ts";
import { startServer } from "../../tests/support/server.ts";
import { buildIfStale } from "../build/build-if-stale.ts";
import {
  count,
  describeCpu,
  type EngineFigures,
  ms,
  percent,
  rateFound,
  reportOffered,
  say,
  summary,
  timesOf,
  withinGoal,
} from "./contact-report.ts";
import { type CpuShares, measureCpu } from "./cpu-shares.ts";
import { type BenchDatabase, benchDatabase } from "./database.ts";

const WARM_UP = 4_000;
const WARM_UP_CONCURRENCY = 50;
const TRIAL_SECONDS = 5;
const SEARCH_PLAN: RateSearchPlan = {
  start: 50,
  factor: 2,
  step: 10,
  resolution: 0.1,
  floor: 10,
  ceiling: 10_000,
};
/** A phase that has not ended this long after its last submission was due has hung. */
const PHASE_GRACE_MS = 60_000;

function settings() {
  const { values } = parseArgs({
    options: {
      rate: { type: "string" },
      seconds: { type: "string" },
      "search-seconds": { type: "string" },
      engine: { type: "string" },
    },
  });
  const env = process.env;
  const number = (given: string | undefined, fallback: number, name: string) => {
    const value = Number(given ?? fallback);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0`);
    return value;
  };
  const engines: Engine[] = values.engine ? [values.engine as Engine] : ["sqlite", "postgres"];
  if (!engines.every((engine) => engine === "sqlite" || engine === "postgres")) {
    throw new Error("--engine must be sqlite or postgres");
  }
  const rate = number(values.rate ?? env.BENCH_CONTACT_RATE, 200, "--rate");
  if (rate === 0) throw new Error("--rate must be above 0");
  return {
    rate,
    seconds: number(values.seconds ?? env.BENCH_CONTACT_SECONDS, 15, "--seconds"),
    searchSeconds: number(
      values["search-seconds"] ?? env.BENCH_CONTACT_SEARCH_SECONDS,
      60,
      "--search-seconds",
    ),
    engines,
  };
}

/** Whether any phase of any engine lost or doubled a submission. */
let lostOrDoubled = false;

/** A phase's load, checked in the database. */
class Phases {
  readonly db: ReturnType<typeof openDatabase>["db"];
  #phase = 0;
  exact = true;

  constructor(database: BenchDatabase) {
    this.db = database.open().db;
  }

  runId(): string {
    this.#phase += 1;
    return `bench${Date.now()}p${this.#phase}`;
  }

  /** Counts the run's rows against what was sent: whether none is lost or doubled, and a line. */
  async check(runId: string, sent: number, result: ContactLoadResult) {
    const check = await checkStored(this.db, runId, result.accepted);
    const exact = check.missing.length === 0 && check.duplicated.length === 0;
    if (!exact) {
      this.exact = false;
      lostOrDoubled = true;
    }
    const spam = check.heldAsSpam ? `, ${count(check.heldAsSpam)} of them held as spam` : "";
    const text =
      `stored ${count(check.stored)} of ${count(sent)} sent ` +
      `(${count(result.accepted.length)} accepted${spam}): ${check.missing.length} lost, ` +
      `${check.duplicated.length} doubled ${exact ? "PASS" : "FAIL"}`;
    return { exact, text };
  }

  close() {
    return this.db.destroy();
  }
}

/** Fails when the promise has not settled after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`a phase did not end within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The server under load: where it answers, and what the CPU shares are read from. */
interface Target {
  origin: string;
  /** A fresh proof for each submission (a proof is good for one). */
  proof: () => Promise<string>;
  serverPid: number;
  /** PostgreSQL's database name, for its backends' share. */
  database?: string;
  /** Throws if the server has died meanwhile (say, killed from outside). */
  alive: () => void;
}

/** Offers the mixed load at `rate` for `seconds`; its result, and the CPU shares meanwhile. */
async function offer(target: Target, runId: string, rate: number, seconds: number) {
  let measured = () => ({ machine: 0, server: 0, load: 0, database: 0 }) as CpuShares;
  const result = await within(
    offerContactSubmissions({
      origin: target.origin,
      proof: target.proof,
      runId,
      rate,
      seconds,
      quotes: true,
      onStart: () => {
        measured = measureCpu(target.serverPid, target.database);
      },
    }),
    seconds * 1000 + PHASE_GRACE_MS,
  );
  return { result, cpu: measured() };
}

/** One trial of the rate search, printed on one line; passes when within the goal and exact. */
async function trial(phases: Phases, target: Target, rate: number) {
  const runId = phases.runId();
  const { result, cpu } = await offer(target, runId, rate, TRIAL_SECONDS);
  const stored = await phases.check(runId, result.sent, result);
  const passed = stored.exact && withinGoal(result);
  say(
    `    ${`${count(rate)}/s`.padStart(8)} ${passed ? "within" : "OVER  "}: p99 messages ` +
      `${ms(timesOf(result, "message").p99)}, quotes ${ms(timesOf(result, "quote").p99)}; ` +
      `${result.refused + result.failed} refused or failed; ${result.connections} connections; ` +
      `machine busy ${percent(cpu.machine)}; ${stored.text}`,
  );
  return passed;
}

/** 4,000 submissions, 50 at a time, checked but not timed: a fresh process runs its code slowly. */
async function warmUp(phases: Phases, target: Target) {
  const runId = phases.runId();
  const load = postContactMessages({
    origin: () => target.origin,
    count: WARM_UP,
    concurrency: WARM_UP_CONCURRENCY,
    runId,
    quotes: true,
    proof: target.proof,
    asVisitors: true,
  });
  const result = await within(load, PHASE_GRACE_MS * 3);
  target.alive();
  const stored = await phases.check(runId, WARM_UP, result);
  say(`  warm-up (not timed), ${WARM_UP_CONCURRENCY} at a time: ${stored.text}`);
}

/** The mixed load at the offered rate: its figures, and the first trial of the search. */
async function offeredPhase(phases: Phases, target: Target, rate: number, seconds: number) {
  const runId = phases.runId();
  const { result, cpu } = await offer(target, runId, rate, seconds);
  target.alive();
  reportOffered(result, rate, seconds);
  say(`    ${describeCpu(cpu, target.database !== undefined)}`);
  const stored = await phases.check(runId, result.sent, result);
  say(`    ${stored.text}`);
  return { offered: result, cpu, trial: { rate, passed: stored.exact && withinGoal(result) } };
}

async function searchPhase(phases: Phases, target: Target, trials: RateTrial[], seconds: number) {
  say(
    `  the highest rate with p99 within 50 ms (${TRIAL_SECONDS} s a trial, ${seconds} s at most):`,
  );
  const found = await searchRates({
    ...SEARCH_PLAN,
    trials,
    budgetSeconds: seconds,
    attempt: (rate) => {
      target.alive();
      return trial(phases, target, rate);
    },
  });
  target.alive();
  say(`    => ${rateFound(found)}`);
  return found;
}

/** One engine: a scratch database, the built server on it, and the phases in turn. */
async function benchEngine(engine: Engine, options: ReturnType<typeof settings>) {
  const database = await benchDatabase(engine);
  if (!database) {
    say(`${engine}: skipped, no PostgreSQL server answered (set TEST_POSTGRES_URL).`);
    return null;
  }
  const server = await startServer({
    ...database.env,
    LOG_LEVEL: "info",
    TRUST_PROXY: "loopback",
    RATE_LIMIT_CONTACT: "1000000",
  });
  let died = "";
  server.process.once("exit", (code, signal) => {
    // A clean stop logs the signal it was asked to stop by: something outside sent it.
    const asked = server.logs().findLast((line) => typeof line.signal === "string")?.signal;
    const why = signal ?? `code ${code}${asked ? `, after a ${asked} from outside the bench` : ""}`;
    died = `the server exited (${why}) during the run`;
  });
  const phases = new Phases(database);
  try {
    say(`${engine} (load average ${loadavg()[0]?.toFixed(1)} at the start)`);
    const target: Target = {
      origin: server.url,
      proof: proofsFrom(phases.db),
      serverPid: server.process.pid as number,
      database: database.name,
      alive: () => {
        if (died) throw new Error(died);
      },
    };
    await warmUp(phases, target);
    const figures: EngineFigures = { engine, trials: [], exact: true };
    if (options.seconds > 0) {
      const offered = await offeredPhase(phases, target, options.rate, options.seconds);
      figures.offered = offered.offered;
      figures.cpu = offered.cpu;
      figures.trials.push(offered.trial);
    }
    if (options.searchSeconds > 0) {
      figures.trials = await searchPhase(phases, target, figures.trials, options.searchSeconds);
    }
    figures.exact = phases.exact;
    return figures;
  } finally {
    await phases.close();
    await server.stop();
    await database.drop();
  }
}

const options = settings();
buildIfStale();
const measured: EngineFigures[] = [];
let unmeasured = false;
for (const engine of options.engines) {
  try {
    const figures = await benchEngine(engine, options);
    if (figures) measured.push(figures);
  } catch (error) {
    say(`${engine}: could not be measured: ${(error as Error).message}`);
    unmeasured = true;
  }
  say();
}
if (measured.length > 0) summary(measured, options.rate);
const missed = measured.some((figures) => figures.offered && !withinGoal(figures.offered));
if (lostOrDoubled) say("\nFAIL: a submission was lost or stored twice (see above).");
process.exit(lostOrDoubled || missed ? 1 : unmeasured ? 2 : 0);
