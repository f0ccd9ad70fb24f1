// The reckoning of `npm run bench:pages` (scripts/bench-pages.ts), apart from anything it
// measures: the budgets and their verdicts, medians and percentiles, and the figures read from
// Lighthouse reports, wrk's output, the pages' HTML and the bytes seen on a socket. Nothing here
// touches the network, a process or a file, so figures.test.ts checks it on its own.
import { gzipSync } from "node:zlib";

export const KB = 1024;

export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/services/health-tourism",
  "/team",
  "/contact",
] as const;
export const HOME = "/";

/** Issue 11's budgets. KB means 1024 bytes. */
export const BUDGETS = {
  firstLoadBytes: 50 * KB,
  jsGzipBytes: 20 * KB,
  repeatVisitBytes: 2 * KB,
  lighthouseScore: 100,
  nginxRatio: 0.5,
  nginxRatioGoal: 0.6,
  ttfbMedianMs: 1,
} as const;

// ---------------------------------------------------------------------------------------------
// Statistics

/** The middle value, or the mean of the two middle ones; null when there is none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** The nearest-rank percentile (`p` from 0 to 100): a value that was measured, never a blend. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** `numerator / denominator`, or null when either is missing or the denominator is not positive. */
export function ratio(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || denominator <= 0) return null;
  return numerator / denominator;
}

// ---------------------------------------------------------------------------------------------
// Budgets

type Verdict = "PASS" | "MISS" | "NOT MEASURED";

/** One figure held against its limit. */
export interface Check {
  verdict: Verdict;
  figure: string;
}

export interface Budget extends Check {
  name: string;
}

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** Bytes in KB, with the exact count, so a miss by a few bytes shows as one. */
export function bytesFigure(bytes: number): string {
  return `${kb(bytes)} (${bytes} B)`;
}

export function notMeasured(why: string): Check {
  return { verdict: "NOT MEASURED", figure: `not measured: ${why}` };
}

export function atMost(
  value: number | null,
  limit: number,
  format: (value: number) => string,
): Check {
  if (value === null || !Number.isFinite(value)) return notMeasured("no figure");
  return { verdict: value <= limit ? "PASS" : "MISS", figure: format(value) };
}

export function atLeast(
  value: number | null,
  limit: number,
  format: (value: number) => string,
): Check {
  if (value === null || !Number.isFinite(value)) return notMeasured("no figure");
  return { verdict: value >= limit ? "PASS" : "MISS", figure: format(value) };
}

/** A miss outweighs a figure that could not be taken, which outweighs a pass. */
function worst(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes("MISS")) return "MISS";
  if (verdicts.includes("NOT MEASURED") || verdicts.length === 0) return "NOT MEASURED";
  return "PASS";
}

/**
 * A budget every public page must meet: every page's figure when all pass, else the pages that
 * do not. A page without a check counts as not measured.
 */
export function everyPage(name: string, checks: ReadonlyMap<string, Check>): Budget {
  const pages = PUBLIC_PAGES.map((path) => ({
    path,
    check: checks.get(path) ?? notMeasured("no figure"),
  }));
  const verdict = worst(pages.map(({ check }) => check.verdict));
  const shown = verdict === "PASS" ? pages : pages.filter(({ check }) => check.verdict !== "PASS");
  return {
    name,
    verdict,
    figure: shown.map(({ path, check }) => `${path} ${check.figure}`).join("; "),
  };
}

/** 0 when every budget passed, 1 when one was missed, 2 when one could not be measured. */
export function exitCode(budgets: readonly Budget[]): 0 | 1 | 2 {
  const verdict = worst(budgets.map((budget) => budget.verdict));
  return verdict === "PASS" ? 0 : verdict === "MISS" ? 1 : 2;
}

// ---------------------------------------------------------------------------------------------
// Scripts in a page

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JAVASCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(
    `(?:^|\\s)${name}(?=[\\s=/]|$)(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`,
    "i",
  ).exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The code of every inline script a browser runs in this HTML: not those with a `src` (they are
 * requests of their own), nor data blocks such as JSON-LD, which a browser does not run.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", code = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attribute(attributes, "src") !== null) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (JAVASCRIPT_TYPES.has(type) && code.trim() !== "") scripts.push(code);
  }
  return scripts;
}

/** The size of `content` gzipped at zlib's default level (6), the JavaScript budget's measure. */
export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content).byteLength;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
} as const;
export type Metric = keyof typeof METRICS;

/** The part of a Lighthouse 13 report (LHR) the benchmark reads. */
export interface LighthouseReport {
  lighthouseVersion?: string;
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }
  >;
  audits: Record<string, LighthouseAudit>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
}

interface LighthouseAudit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Record<string, number>;
  details?: { items?: Record<string, unknown>[] };
}

/** A row of Lighthouse's `network-requests` audit. */
interface LighthouseRequest {
  url: string;
  resourceType: string;
  mimeType: string;
  statusCode: number;
  /** Headers and (compressed) body, as they crossed the network; 0 from a cache. */
  transferSize: number;
}

interface RenderBlocking {
  requests: { url: string; bytes: number; stylesheet: boolean }[];
  /** What Lighthouse estimates deferring them would save, in ms, by metric. */
  savingsMs: { FCP: number; LCP: number };
}

/** An audit that costs points or promises savings, with up to three of its items. */
interface AuditCost {
  /** `category: title`, the same from run to run. */
  audit: string;
  /** Lighthouse's figure for it (`Est savings of 90 ms`), which may differ between runs. */
  value: string;
  items: string[];
}

/** What the benchmark takes from one Lighthouse run of one page. */
export interface LighthouseRun {
  /** 0–100 as the report shows them; null when Lighthouse could not score a category. */
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
  /** `total-byte-weight`: every request's transfer size, headers included. */
  totalBytes: number | null;
  requests: LighthouseRequest[];
  /** Null when the `render-blocking-insight` audit is missing or failed. */
  renderBlocking: RenderBlocking | null;
  costs: AuditCost[];
  benchmarkIndex: number | null;
}

const asNumber = (value: unknown): number => (typeof value === "number" ? value : 0);
const asString = (value: unknown): string => (typeof value === "string" ? value : "");

const JAVASCRIPT_MIME = /javascript|ecmascript/i;

export function isScriptRequest(request: LighthouseRequest): boolean {
  return request.resourceType === "Script" || JAVASCRIPT_MIME.test(request.mimeType);
}

/** One short line for an item of an audit's details: the element, URL or text it is about. */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string } | undefined;
  const source = item.source as { url?: string } | undefined;
  const text =
    node?.snippet ??
    item.description ??
    item.issueType ??
    item.url ??
    source?.url ??
    item.text ??
    "";
  return String(text).replaceAll(/\s+/g, " ").slice(0, 140);
}

/**
 * The audits that cost points: weighted ones scored below 1 (the metrics aside, which the table
 * shows), and those whose own savings estimate is above zero. Zero-weight insights that only
 * inform (the render-blocking one lists the CSS with no saving, and scores 0.5) are left out.
 */
function auditsThatCost(report: LighthouseReport): AuditCost[] {
  const costs: AuditCost[] = [];
  for (const category of CATEGORIES) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.group === "metrics") continue;
      const savings = Object.values(audit.metricSavings ?? {}).some((value) => value > 0);
      if (ref.weight <= 0 && !(audit.scoreDisplayMode === "metricSavings" && savings)) continue;
      costs.push({
        audit: `${category}: ${audit.title}`,
        value: audit.displayValue ?? "",
        items: (audit.details?.items ?? []).slice(0, 3).map(describeItem).filter(Boolean),
      });
    }
  }
  return costs;
}

function readRequests(report: LighthouseReport): LighthouseRequest[] {
  return (report.audits["network-requests"]?.details?.items ?? []).map((item) => ({
    url: asString(item.url),
    resourceType: asString(item.resourceType),
    mimeType: asString(item.mimeType),
    statusCode: asNumber(item.statusCode),
    transferSize: asNumber(item.transferSize),
  }));
}

function readRenderBlocking(
  report: LighthouseReport,
  requests: LighthouseRequest[],
): RenderBlocking | null {
  const audit = report.audits["render-blocking-insight"];
  if (!audit || audit.score === null) return null;
  return {
    requests: (audit.details?.items ?? []).map((item) => {
      const url = asString(item.url);
      const request = requests.find((candidate) => candidate.url === url);
      return {
        url,
        bytes: asNumber(item.totalBytes),
        stylesheet: request?.resourceType === "Stylesheet",
      };
    }),
    savingsMs: {
      FCP: asNumber(audit.metricSavings?.FCP),
      LCP: asNumber(audit.metricSavings?.LCP),
    },
  };
}

/** Reads one Lighthouse report; throws when Lighthouse says the run itself failed. */
export function readLighthouseRun(report: LighthouseReport): LighthouseRun {
  if (report.runtimeError) {
    throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  }
  const requests = readRequests(report);
  const numeric = (id: string) => {
    const value = report.audits[id]?.numericValue;
    return typeof value === "number" ? value : null;
  };
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => {
        const score = report.categories[id]?.score;
        return [id, typeof score === "number" ? Math.round(score * 100) : null];
      }),
    ) as Record<Category, number | null>,
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, numeric(id)]),
    ) as Record<Metric, number | null>,
    totalBytes: numeric("total-byte-weight"),
    requests,
    renderBlocking: readRenderBlocking(report, requests),
    costs: auditsThatCost(report),
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
  };
}

/**
 * Render-blocking requests in one run: none, or the one stylesheet a first paint needs as long
 * as Lighthouse estimates no saving from deferring it.
 */
export function checkRenderBlocking(blocking: RenderBlocking | null): Check {
  if (blocking === null) return notMeasured("no render-blocking-insight audit");
  const { requests, savingsMs } = blocking;
  if (requests.length === 0) return { verdict: "PASS", figure: "none" };
  const names = requests.map((request) => new URL(request.url).pathname).join(", ");
  const flagged = savingsMs.FCP > 0 || savingsMs.LCP > 0;
  const onlyTheStylesheet = requests.length === 1 && requests[0]?.stylesheet === true;
  const estimate = flagged
    ? `, est. saving FCP ${savingsMs.FCP} ms, LCP ${savingsMs.LCP} ms`
    : ", no saving estimated";
  return {
    verdict: onlyTheStylesheet && !flagged ? "PASS" : "MISS",
    figure: `${names}${estimate}`,
  };
}

/** The runs of one page: the median score of each category, and the run of median weight. */
export interface PageRuns {
  path: string;
  runs: LighthouseRun[];
  /** Why runs are missing, when they are. */
  errors: string[];
}

export function medianScore(runs: readonly LighthouseRun[], category: Category): number | null {
  return median(
    runs.map((run) => run.scores[category]).filter((score): score is number => score !== null),
  );
}

export function medianMetric(runs: readonly LighthouseRun[], metric: Metric): number | null {
  return median(
    runs.map((run) => run.metrics[metric]).filter((value): value is number => value !== null),
  );
}

/** The run whose `total-byte-weight` is the median (the lower middle one of an even count). */
export function medianWeightRun(runs: readonly LighthouseRun[]): LighthouseRun | null {
  const weighed = runs
    .filter((run) => run.totalBytes !== null)
    .sort((a, b) => (a.totalBytes as number) - (b.totalBytes as number));
  return weighed[Math.floor((weighed.length - 1) / 2)] ?? null;
}

/** A page's verdict over its runs, as with the scores: what most of the runs say. */
export function mostRuns(checks: readonly Check[], runsWanted: number): Check {
  if (checks.length < runsWanted) {
    return notMeasured(`${checks.length} of ${runsWanted} Lighthouse runs`);
  }
  const passes = checks.filter((check) => check.verdict === "PASS").length;
  const verdict: Verdict = passes * 2 > checks.length ? "PASS" : "MISS";
  const typical = checks.find((check) => check.verdict === verdict) ?? checks[0];
  return { verdict, figure: `${typical?.figure} (${passes}/${checks.length} runs pass)` };
}

// ---------------------------------------------------------------------------------------------
// wrk

export interface WrkResult {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and answers other than 2xx or 3xx. */
  errors: number;
}

const TIME_UNITS_MS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

function wrkTime(output: string, label: string): number {
  const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s|m|h)\\s*$`, "m").exec(output);
  if (!match) throw new Error(`wrk printed no ${label}% latency (run it with --latency)`);
  return Number(match[1]) * (TIME_UNITS_MS[match[2] as string] as number);
}

/** Reads what `wrk --latency` prints. */
export function parseWrk(output: string): WrkResult {
  const rate = /^Requests\/sec:\s+([\d.]+)\s*$/m.exec(output);
  const requests = /^\s*(\d+) requests in /m.exec(output);
  if (!rate || !requests) throw new Error(`wrk printed no rate:\n${output.slice(-400)}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const errors =
    (socket ? socket.slice(1).reduce((total, count) => total + Number(count), 0) : 0) +
    (non2xx ? Number(non2xx[1]) : 0);
  return {
    requestsPerSecond: Number(rate[1]),
    requests: Number(requests[1]),
    p50Ms: wrkTime(output, "50"),
    p99Ms: wrkTime(output, "99"),
    errors,
  };
}

// ---------------------------------------------------------------------------------------------
// nginx

/** Headers nginx writes itself for a static file; every other header of ours is copied. */
const NGINX_OWN_HEADERS = new Set([
  "accept-ranges",
  "connection",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "server",
  "transfer-encoding",
]);

/** A quoted string in nginx's configuration; it has no escape for `$`, which starts a variable. */
function nginxString(value: string): string {
  if (value.includes("$")) throw new Error(`nginx would read a variable in ${value}`);
  return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/**
 * nginx serving `index.html` of `dir` at `/` on 127.0.0.1:`port`, in the foreground, with one
 * worker, its pid, logs and temporary files inside `dir`, and our page's response headers
 * (`headers`, name and value pairs) added, so both servers send the same bytes. nginx at its
 * best: sendfile, no access log, any number of requests per connection, and not Debian's
 * tcp_nopush, which with a page of this size stalls each response 40 ms on delayed ACKs
 * (measured here: 12k against 44k requests a second).
 */
export function nginxConfig(dir: string, port: number, headers: [string, string][]): string {
  const added = headers
    .filter(([name]) => !NGINX_OWN_HEADERS.has(name.toLowerCase()))
    .map(([name, value]) => `    add_header ${nginxString(name)} ${nginxString(value)} always;`);
  const inDir = (name: string) => nginxString(`${dir}/${name}`);
  return [
    "daemon off;",
    "worker_processes 1;",
    `pid ${inDir("nginx.pid")};`,
    `error_log ${inDir("error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    `  client_body_temp_path ${inDir("client_body")};`,
    `  proxy_temp_path ${inDir("proxy")};`,
    `  fastcgi_temp_path ${inDir("fastcgi")};`,
    `  uwsgi_temp_path ${inDir("uwsgi")};`,
    `  scgi_temp_path ${inDir("scgi")};`,
    "  sendfile on;",
    "  keepalive_requests 1000000;",
    "  types { text/html html; }",
    "  charset utf-8;",
    "  server {",
    `    listen 127.0.0.1:${port};`,
    `    root ${nginxString(dir)};`,
    "    index index.html;",
    ...added,
    "  }",
    "}",
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Bytes on a socket

const REQUEST_LINE = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\S+) HTTP\/1\.[01]\r$/gm;

/** The requests (`GET /sw.js`) whose heads are in a chunk a browser sent. */
export function requestLines(chunk: string): string[] {
  return [...chunk.matchAll(REQUEST_LINE)].map(([, method, target]) => `${method} ${target}`);
}

/**
 * The status of the response a chunk from the server starts, if it starts one. A browser sends
 * its next request on a connection only once the last answer is complete, so each answer begins
 * a chunk of its own.
 */
export function responseStatus(chunk: string): number | null {
  const match = /^HTTP\/1\.[01] (\d{3}) /.exec(chunk);
  return match ? Number(match[1]) : null;
}
