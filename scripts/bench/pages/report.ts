// What `npm run bench:pages` prints: each measurement's figures, then the table of budgets.
import { type Comparison, LOAD } from "./against-nginx.ts";
import { type Budget, bytesFigure, HOME, kb } from "./budgets.ts";
import { type Phase, QUIET_MS } from "./counting-proxy.ts";
import { type FirstBytes, TTFB } from "./first-byte.ts";
import { type PageScripts, SERVICE_WORKER } from "./javascript.ts";
import { LIGHTHOUSE_RUNS } from "./lighthouse.ts";
import {
  CATEGORIES,
  METRICS,
  type Metric,
  medianMetric,
  medianScore,
  medianWeightRun,
  type PageRuns,
} from "./lighthouse-report.ts";
import { median, percentile } from "./statistics.ts";
import { PHONE } from "./tools.ts";
import type { Visits } from "./visits.ts";
import type { WrkResult } from "./wrk-output.ts";

export function say(line = "") {
  process.stdout.write(`${line}\n`);
}

/** Columns before `leftAligned` are text, aligned left; the others are figures, aligned right. */
function table(headings: string[], rows: string[][], leftAligned = 1): string {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < leftAligned
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return [line(headings), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  );
}

export const requestCount = (count: number) => `${count} request${count === 1 ? "" : "s"}`;
const rate = (result: WrkResult) => result.requestsPerSecond.toFixed(0);
export const ms = (value: number | null, digits = 2) =>
  value === null ? "-" : value.toFixed(digits);

export function printComparison(comparison: Comparison) {
  say(
    `\n/ against nginx on 127.0.0.1: wrk -t1 -c${LOAD.connections}, keep-alive, no Accept-Encoding; ` +
      `${LOAD.warmupSeconds} s of warm-up each, then ${LOAD.seconds} s runs in turn`,
  );
  say(
    `one response, headers and body: nginx ${comparison.bytes.nginx} B, ours ${comparison.bytes.ours} B`,
  );
  say(
    table(
      ["round", "server", "req/s", "p50 ms", "p99 ms", "errors"],
      comparison.runs.map(({ server, round, result }) => [
        String(round),
        server,
        rate(result),
        ms(result.p50Ms),
        ms(result.p99Ms),
        String(result.errors),
      ]),
    ),
  );
}

export function printFirstBytes(firstBytes: FirstBytes) {
  say(
    `\nTime to first byte of the stored / on 127.0.0.1: ${firstBytes.samplesMs.length} sequential ` +
      `requests on one keep-alive connection (after ${TTFB.warmup}): median ` +
      `${ms(median(firstBytes.samplesMs), 3)} ms, p95 ${ms(percentile(firstBytes.samplesMs, 95), 3)} ms`,
  );
  if (firstBytes.irregular > 0) {
    say(`! ${firstBytes.irregular} requests were on a new connection or not answered from store`);
  }
}

const METRIC_FORMAT: Record<Metric, (value: number) => string> = {
  FCP: (value) => `${(value / 1000).toFixed(1)} s`,
  LCP: (value) => `${(value / 1000).toFixed(1)} s`,
  TBT: (value) => `${value.toFixed(0)} ms`,
  CLS: (value) => value.toFixed(3),
  SI: (value) => `${(value / 1000).toFixed(1)} s`,
};

export function printLighthouse(pages: PageRuns[]) {
  printLighthouseTable(pages);
  printHomeRequests(pages);
  for (const page of pages) printLighthouseFindings(page);
}

function printLighthouseTable(pages: PageRuns[]) {
  const benchmark = median(
    pages.flatMap((page) => page.runs.flatMap((run) => run.benchmarkIndex ?? [])),
  );
  say(
    `\nLighthouse 13, mobile (simulated throttling) on a ${PHONE.width}×${PHONE.height} px screen ` +
      `at ${PHONE.deviceScaleFactor}×: medians of ${LIGHTHOUSE_RUNS} runs; bytes and requests from ` +
      `the run of median weight (CPU benchmark index ${benchmark ?? "?"})`,
  );
  const score = (value: number | null) => (value === null ? "-" : String(value));
  say(
    table(
      ["page", "runs", "perf", "a11y", "best pr.", "SEO", ...Object.keys(METRICS), "bytes", "reqs"],
      pages.map((page) => {
        const weighed = medianWeightRun(page.runs);
        return [
          page.path,
          String(page.runs.length),
          ...CATEGORIES.map((id) => score(medianScore(page.runs, id))),
          ...(Object.keys(METRICS) as Metric[]).map((name) => {
            const value = medianMetric(page.runs, name);
            return value === null ? "-" : METRIC_FORMAT[name](value);
          }),
          weighed?.totalBytes == null ? "-" : kb(weighed.totalBytes),
          weighed ? String(weighed.requests.length) : "-",
        ];
      }),
    ),
  );
}

function printHomeRequests(pages: PageRuns[]) {
  const home = medianWeightRun(pages.find((page) => page.path === HOME)?.runs ?? []);
  if (!home) return;
  say(`\n${HOME}: the requests of its first load (Lighthouse's network-requests)`);
  for (const request of home.requests) {
    const url = new URL(request.url);
    say(
      `  ${kb(request.transferSize).padStart(8)}  ${String(request.statusCode).padEnd(3)}  ` +
        `${request.resourceType.padEnd(10)}  ${url.pathname}${url.search}`,
    );
  }
}

/** The failed requests and costly audits of a page's runs, each with how many runs had it. */
function printLighthouseFindings(page: PageRuns) {
  const found = new Map<string, { values: string[]; items: string[] }>();
  const note = (audit: string, value: string, items: string[] = []) => {
    const entry = found.get(audit) ?? { values: [], items };
    entry.values.push(value);
    found.set(audit, entry);
  };
  for (const run of page.runs) {
    for (const request of run.requests.filter((candidate) => candidate.statusCode >= 400)) {
      note(`failed request: ${request.statusCode} ${new URL(request.url).pathname}`, "");
    }
    for (const cost of run.costs) note(cost.audit, cost.value, cost.items);
  }
  if (found.size === 0 && page.errors.length === 0) return;
  say(`\n${page.path}: what Lighthouse found, in how many of its ${page.runs.length} runs`);
  for (const [audit, { values, items }] of found) {
    const shown = values.filter(Boolean);
    say(`  ${audit} [${values.length}]${shown.length ? `: ${shown.join("; ")}` : ""}`);
    for (const item of items) say(`      ${item}`);
  }
  for (const error of page.errors) say(`  ! an attempt failed (each is tried twice): ${error}`);
}

export function printScripts(scripts: PageScripts[]) {
  say(
    `\nJavaScript, gzipped (zlib level 6): the inline scripts of each page's HTML, the script ` +
      `requests Lighthouse saw, and ${SERVICE_WORKER}, which every page registers after load`,
  );
  say(
    table(
      ["page", "inline", "requests", "service worker", "total"],
      scripts.map((page) => [
        page.path,
        kb(page.inline),
        page.urls.length === 0 ? "none" : `${kb(page.requests)} (${page.urls.length})`,
        kb(page.serviceWorker),
        kb(page.total),
      ]),
    ),
  );
}

function describePhase(phase: Phase): string {
  const requests = phase.exchanges.map(
    (exchange) => `${exchange.request} ${exchange.status ?? "?"}`,
  );
  const listed = requests.length > 0 ? `: ${requests.join(", ")}` : "";
  return `${bytesFigure(phase.bytes)} in ${requestCount(phase.exchanges.length)}${listed}`;
}

export function printVisits(visits: Visits) {
  say(
    `\n${HOME} in Chromium on the phone, counted on the wire (response heads and bodies the ` +
      "server sent, through a loopback proxy):",
  );
  say(`first visit until load: ${describePhase(visits.untilLoad)}`);
  say(`then, until the network was quiet for ${QUIET_MS} ms: ${describePhase(visits.afterLoad)}`);
  say(`repeat visit: ${describePhase(visits.repeat)}`);
  if (!visits.workerReady) say("! the service worker did not become ready within 10 s");
}

export function printBudgets(budgets: Budget[]) {
  say("\nBudgets (issue 11)");
  say(
    table(
      ["verdict", "budget", "figure"],
      budgets.map((budget) => [budget.verdict, budget.name, budget.figure]),
      3,
    ),
  );
}
