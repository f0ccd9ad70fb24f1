// `npm run bench:lists`: what the inbox's lists cost with 100,000 stored messages (issue 27,
// decision 057). For SQLite and, when a PostgreSQL server answers on 127.0.0.1:5432 (or
// TEST_POSTGRES_URL), for PostgreSQL: builds when stale, starts the built server on a fresh
// database, stores 100,000 messages straight into it (each with its notification, sent), signs in
// and times each list call once, from the request until the last byte is read, with the server's
// peak resident memory during the call (Linux: the peak is reset through /proc before each call,
// and read after it). The server's memory at rest is printed first, for comparison. Prints one
// table per engine; exits 1 when a call does not answer as it should (200, or 400 for an Excel
// export past its limit) or lists another count than stored.
import { readFileSync, writeFileSync } from "node:fs";
import type { Engine } from "../../app/db/engine.ts";
import { COMMAND_LINE } from "../../app/domain/audit.model.ts";
import { EXCEL_EXPORT_MOST } from "../../app/domain/inbox-pages.model.ts";
import { createUser } from "../../app/domain/users.server.ts";
import { ADMIN, signIn } from "../../tests/support/fixtures.ts";
import { storeManyMessages } from "../../tests/support/many-messages.ts";
import { startServer } from "../../tests/support/server.ts";
import { buildIfStale } from "../build/build-if-stale.ts";
import { benchDatabase } from "./database.ts";

/** `--messages N` stores another count (to see whether memory grows with it). */
const MESSAGES_ARG = process.argv.indexOf("--messages");
const MESSAGES = MESSAGES_ARG > 0 ? Number(process.argv[MESSAGES_ARG + 1]) : 100_000;
/** Each call may take this long before the bench gives up on it. */
const CALL_TIMEOUT_MS = 5 * 60_000;

function say(line = "") {
  process.stdout.write(`${line}\n`);
}

/** A process's resident memory now and at its peak, in MB (Linux's /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** Starts a new peak: writing 5 to clear_refs resets VmHWM to the present size. */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

interface Measured {
  call: string;
  status: number;
  ms: number;
  bytes: number;
  peakMb: number;
  note: string;
}

async function measure(
  baseUrl: string,
  pid: number,
  cookie: string,
  call: string,
  check: (body: Uint8Array) => string,
): Promise<Measured> {
  resetPeak(pid);
  const started = performance.now();
  const response = await fetch(new URL(call, baseUrl), {
    headers: { cookie },
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const body = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - started;
  const { peak } = memoryOf(pid);
  const expected = check === refused ? 400 : 200;
  const note =
    response.status === expected
      ? check(body)
      : `FAIL: ${new TextDecoder().decode(body).slice(0, 80)}`;
  return { call, status: response.status, ms, bytes: body.byteLength, peakMb: peak, note };
}

const listed = (key: string, expected: number) => (body: Uint8Array) => {
  const count = (JSON.parse(new TextDecoder().decode(body)) as Record<string, unknown[]>)[key]
    ?.length;
  return count === expected ? `${count} listed` : `FAIL: ${count} listed, ${expected} expected`;
};
const lines = (expected: number) => (body: Uint8Array) => {
  const count = new TextDecoder().decode(body).trimEnd().split("\n").length - 1;
  return count === expected ? `${count} rows` : `FAIL: ${count} rows, ${expected} expected`;
};
const answered = () => "";
/** An Excel export past its limit is refused (400) before anything is read. */
const refused = (): string => "refused";

async function benchEngine(engine: Engine): Promise<boolean> {
  const database = await benchDatabase(engine);
  if (!database) {
    say(`${engine}: skipped, no PostgreSQL server answered (set TEST_POSTGRES_URL).`);
    return true;
  }
  const server = await startServer(database.env);
  const { db } = database.open();
  try {
    const pid = server.process.pid ?? 0;
    let started = performance.now();
    // The newest ten thousand apart, so that an Excel export can be asked for at its limit.
    await storeManyMessages(db, MESSAGES - EXCEL_EXPORT_MOST);
    await storeManyMessages(db, EXCEL_EXPORT_MOST, {
      from: Date.parse("2026-06-01T00:00:00.000Z"),
      subject: "Ten thousand",
    });
    say(`${engine}: ${MESSAGES} messages stored in ${Math.round(performance.now() - started)} ms`);
    await createUser(db, { ...ADMIN, email: "office@example.com" }, COMMAND_LINE);
    const cookie = await signIn(server.url);
    // Warm up: the first calls compile the code paths.
    for (let i = 0; i < 5; i++) {
      await fetch(new URL("/api/contact?limit=100", server.url), { headers: { cookie } });
      await fetch(new URL("/api/inquiries", server.url), { headers: { cookie } });
    }
    const atRest = memoryOf(pid);
    say(`server at rest: ${atRest.rss.toFixed(0)} MB resident`);
    const lastPage = Math.ceil(MESSAGES / 50);
    const calls: [string, (body: Uint8Array) => string][] = [
      ["/api/contact", listed("messages", MESSAGES)],
      ["/api/contact?limit=100", listed("messages", 100)],
      ["/api/contact?limit=500", listed("messages", 500)],
      ["/api/inquiries", listed("items", 50)],
      [`/api/inquiries?page=${lastPage}`, listed("items", 50)],
      // Both sets have a sender0: a search reads every message.
      ["/api/inquiries?q=sender0%40", listed("items", 2)],
      ["/admin/messages", answered],
      [`/admin/messages?page=${lastPage}`, answered],
      ["/admin/messages/export.csv", lines(MESSAGES)],
      ["/admin/messages/export.xlsx", refused],
      ["/admin/messages/export.xlsx?q=ten+thousand", answered],
    ];
    const results: Measured[] = [];
    let passed = true;
    for (const [call, check] of calls) {
      started = performance.now();
      const result = await measure(server.url, pid, cookie, call, check).catch(
        (error: Error): Measured => ({
          call,
          status: 0,
          ms: performance.now() - started,
          bytes: 0,
          peakMb: 0,
          note: `FAIL: ${error.message}`,
        }),
      );
      results.push(result);
      if (result.note.startsWith("FAIL")) passed = false;
    }
    say("| call | status | time | bytes | server peak RSS | |");
    say("| --- | --- | --- | --- | --- | --- |");
    for (const result of results) {
      say(
        `| \`${result.call}\` | ${result.status} | ${Math.round(result.ms)} ms | ` +
          `${(result.bytes / 1e6).toFixed(1)} MB | ${result.peakMb.toFixed(0)} MB | ${result.note} |`,
      );
    }
    return passed;
  } finally {
    await db.destroy();
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
