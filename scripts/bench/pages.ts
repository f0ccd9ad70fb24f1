// `npm run bench:pages`: issue 11's budgets for the public pages, measured on this machine.
//
// Builds when stale, starts the built server on a fresh seeded SQLite database on 127.0.0.1,
// launched first (`npm run site:launch`, so Lighthouse sees what search engines may list), and
// stores every public page, then:
// - serves `/` against Debian's nginx serving a byte-for-byte copy of it (wrk, alternating), and
//   times the first byte of a stored `/` over one keep-alive connection;
// - runs Lighthouse 3 times per page on the phone (375 px) and takes its scores and bytes;
// - gzips every script each page runs;
// - visits `/` twice in Chromium through a loopback proxy that counts what the server sends.
// Prints the figures and one table of budgets; exits 0 when all pass, 1 when one is missed, 2
// when one could not be measured. Each part is a module of pages/; the reckoning, which does no
// I/O (budgets.ts, statistics.ts and the readers of Lighthouse, wrk, nginx, HTML and HTTP heads),
// is tested beside it; how each figure is taken, in docs/decisions/030-benchmarks-against-nginx.md.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { buildIfStale } from "../build/build-if-stale.ts";
import { compareWithNginx } from "./pages/against-nginx.ts";
import { exitCode, HOME, PUBLIC_PAGES } from "./pages/budgets.ts";
import { checkBudgets } from "./pages/check-budgets.ts";
import { timeFirstBytes } from "./pages/first-byte.ts";
import { headerOf, LOAD_HEADERS, stored } from "./pages/http.ts";
import { measureScripts } from "./pages/javascript.ts";
import { lighthousePages } from "./pages/lighthouse.ts";
import { cleanUp } from "./pages/processes.ts";
import {
  printBudgets,
  printComparison,
  printFirstBytes,
  printLighthouse,
  printScripts,
  printVisits,
  say,
} from "./pages/report.ts";
import { serverHealth, startBenchServer } from "./pages/server.ts";
import { missingTools, ROOT } from "./pages/tools.ts";
import { visitHomeTwice } from "./pages/visits.ts";

/** The whole run stops after this long, whatever it is waiting for. */
const RUN_TIMEOUT_MS = 20 * 60_000;

const builtServer = path.join(ROOT, "build/server/index.js");
const builtAt = () => (existsSync(builtServer) ? statSync(builtServer).mtimeMs : 0);

/** Runs one part; on failure says why, records it for the budget table, and returns null. */
async function attempt<T>(
  failures: Map<string, string>,
  part: string,
  run: () => Promise<T>,
): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    const message = (error as Error).message;
    failures.set(part, message.split("\n")[0] ?? message);
    say(`\n! ${part} not measured: ${message}`);
    return null;
  }
}

async function main(): Promise<number> {
  const missing = missingTools();
  if (missing.length > 0) {
    for (const line of missing) say(line);
    return 2;
  }
  buildIfStale();
  const buildUsed = builtAt();
  const origin = await startBenchServer();
  say(`groupsite bench: server at ${origin} on a fresh seeded SQLite database`);
  const home = await stored(`${origin}${HOME}`, LOAD_HEADERS);
  for (const pagePath of PUBLIC_PAGES.filter((candidate) => candidate !== HOME)) {
    await stored(`${origin}${pagePath}`, LOAD_HEADERS);
  }
  if (headerOf(home, "content-encoding")) throw new Error("/ came compressed without asking");

  const failures = new Map<string, string>();
  const comparison = await attempt(failures, "nginx", () => compareWithNginx(origin, home));
  if (comparison) printComparison(comparison);
  const firstBytes = await attempt(failures, "ttfb", () => timeFirstBytes(origin));
  if (firstBytes) printFirstBytes(firstBytes);
  const lighthouse = await lighthousePages(origin);
  printLighthouse(lighthouse);
  const scripts = await attempt(failures, "scripts", () => measureScripts(origin, lighthouse));
  if (scripts) printScripts(scripts);
  const visits = await attempt(failures, "visits", () => visitHomeTwice(origin));
  if (visits) printVisits(visits);

  if (serverHealth.errors > 0) {
    say(`\n! the server logged ${serverHealth.errors} errors during the run`);
  }
  if (serverHealth.end !== null) {
    say(`\n! the server stopped during the run (${serverHealth.end})`);
  }
  if (builtAt() !== buildUsed) {
    say("\n! the app was rebuilt during the run (another build replaced build/): run it again");
  }
  const budgets = checkBudgets({ comparison, firstBytes, lighthouse, scripts, visits, failures });
  printBudgets(budgets);
  const code = exitCode(budgets);
  say(
    code === 0
      ? "\nAll budgets met."
      : code === 1
        ? "\nA budget was missed."
        : "\nA budget could not be measured.",
  );
  return code;
}

const watchdog = setTimeout(async () => {
  process.stderr.write(`bench:pages took longer than ${RUN_TIMEOUT_MS / 60_000} minutes\n`);
  await cleanUp();
  process.exit(2);
}, RUN_TIMEOUT_MS);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}
// nginx runs in a process group of its own: whatever ends the run, it must not outlive it.
for (const event of ["uncaughtException", "unhandledRejection"] as const) {
  process.once(event, async (error: unknown) => {
    process.stderr.write(`bench:pages crashed: ${(error as Error)?.stack ?? error}\n`);
    await cleanUp();
    process.exit(2);
  });
}

let code = 2;
try {
  code = await main();
} catch (error) {
  process.stderr.write(`bench:pages could not measure: ${(error as Error).message}\n`);
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
process.exit(code);
