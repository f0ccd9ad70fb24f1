// `npm run bench:pages`: how heavy and how fast the public pages are, on a phone.
//
// Builds when stale, starts the built server on a fresh seeded SQLite database on 127.0.0.1,
// then, for every public page: the bytes and requests of a first load and of a repeat visit in
// the system Chromium at 375 px (counted from the DevTools protocol's network events), and the
// Lighthouse scores (mobile, default simulated throttling); last, the server's requests per
// second for `/` beside a static file of the same size from the same server (autocannon).
// Prints the figures and one PASS/MISS line per budget; exits 1 only when a budget is missed
// (2 when something could not be measured). How each figure is taken:
// docs/decisions/010-benchmarks.md.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, type CDPSession, chromium, type Page } from "@playwright/test";
import { createSeededDatabase } from "../tests/support/databases.ts";
import { freeLoopbackPort, startServer } from "../tests/support/server.ts";
import { buildIfStale } from "./build-if-stale.ts";

const root = path.resolve(import.meta.dirname, "..");
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The flags of ../shared/MACHINE.md: headless, and nothing that reaches the network by itself.
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const PAGES = ["/", "/about", "/services", "/services/health-tourism", "/team", "/contact"];
const HOME = "/";
/** The phone: the same profile as the Playwright tests' mobile project. */
const PHONE = { width: 375, height: 812, deviceScaleFactor: 2 };
const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const STATIC_FILE = "bench-static.html";
const LOAD = { connections: 10, warmupSeconds: 3, seconds: 10 };
const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const KB = 1024;
const BUDGETS = {
  jsKb: 130,
  homeFirstLoadKb: 300,
  homeRepeatKb: 20,
  homeImagesKb: 150,
  performance: 95,
  rateRatio: 0.5,
};
/** The whole run stops after this long, whatever it is waiting for. */
const RUN_TIMEOUT_MS = 15 * 60_000;

function say(line = "") {
  process.stdout.write(`${line}\n`);
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

// ---------------------------------------------------------------------------------------------
// Clean-up and bounded child processes

const cleanups: (() => Promise<void> | void)[] = [];

async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      process.stderr.write(`clean-up: ${(error as Error).message}\n`);
    }
  }
}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** Runs a command in a process group of its own, killed whole if it outlasts `timeoutMs`. */
function runBounded(
  command: string,
  args: string[],
  options: { timeoutMs: number; env?: NodeJS.ProcessEnv },
): Promise<RunResult> {
  const child = spawn(command, args, {
    cwd: root,
    env: options.env ?? process.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const killGroup = () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  };
  cleanups.push(killGroup);
  let stdout = "";
  let stderr = "";
  let timedOut = false;
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup();
  }, options.timeoutMs);
  return new Promise((resolve) => {
    child.once("error", (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: `${stderr}${error.message}`, timedOut });
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

const bin = (name: string) => path.join(root, "node_modules/.bin", name);

// ---------------------------------------------------------------------------------------------
// The server

/** Error lines (pino level 50) the server has logged since it started. */
let serverErrors = 0;

/** The built server on a fresh seeded SQLite database; its origin. */
async function startBenchServer(): Promise<string> {
  const database = await createSeededDatabase("sqlite");
  cleanups.push(() => database.drop());
  const port = await freeLoopbackPort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer({
    ...database.env,
    PORT: String(port),
    SITE_URL: origin,
    RATE_LIMIT_CONTACT: "1000000",
    RATE_LIMIT_LOGIN: "1000000",
  });
  cleanups.push(async () => {
    await server.stop();
  });
  // Keep reading its log, but only count errors: parsing every line of a load test would take
  // the CPU the server needs.
  server.process.stdout?.removeAllListeners("data");
  server.process.stdout?.on("data", (chunk: Buffer) => {
    serverErrors += chunk.toString().split('"level":50').length - 1;
  });
  return origin;
}

// ---------------------------------------------------------------------------------------------
// Bytes and requests in Chromium

type Kind = "html" | "js" | "css" | "image" | "font" | "other";

interface Transfer {
  url: string;
  kind: Kind;
  status: number;
  /** Bytes on the wire: headers plus the (compressed) body. 0 when served from the cache. */
  transferred: number;
  /** The response headers' share of `transferred`. */
  headerBytes: number;
  /** The body after decompression. */
  decoded: number;
  encoding: string;
  failed: boolean;
}

interface Visit {
  transfers: Transfer[];
  consoleErrors: string[];
}

function kindOf(resourceType: string, mimeType: string): Kind {
  if (resourceType === "Document") return "html";
  if (resourceType === "Script" || mimeType.includes("javascript")) return "js";
  if (resourceType === "Stylesheet" || mimeType === "text/css") return "css";
  if (resourceType === "Image" || mimeType.startsWith("image/")) return "image";
  if (resourceType === "Font" || mimeType.startsWith("font/")) return "font";
  return "other";
}

function header(headers: Record<string, unknown>, name: string): string {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key ? String(headers[key]) : "";
}

/** Collects every http(s) request the page makes, from the DevTools protocol's Network events. */
async function recordNetwork(cdp: CDPSession) {
  let requests = new Map<string, Transfer & { resourceType: string }>();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    requests.set(event.requestId, {
      url: event.request.url,
      resourceType: event.type ?? "Other",
      kind: "other",
      status: 0,
      transferred: 0,
      headerBytes: 0,
      decoded: 0,
      encoding: "",
      failed: false,
    });
  });
  cdp.on("Network.responseReceived", (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    request.kind = kindOf(event.type ?? request.resourceType, event.response.mimeType);
    request.encoding = header(event.response.headers, "content-encoding");
  });
  cdp.on("Network.responseReceivedExtraInfo", (event) => {
    const request = requests.get(event.requestId);
    if (request && event.headersText) request.headerBytes = Buffer.byteLength(event.headersText);
  });
  cdp.on("Network.dataReceived", (event) => {
    const request = requests.get(event.requestId);
    if (request) request.decoded += event.dataLength;
  });
  cdp.on("Network.loadingFinished", (event) => {
    const request = requests.get(event.requestId);
    if (request) request.transferred = event.encodedDataLength;
  });
  cdp.on("Network.loadingFailed", (event) => {
    const request = requests.get(event.requestId);
    if (request) request.failed = !event.canceled;
  });
  await cdp.send("Network.enable");
  return {
    reset: () => {
      requests = new Map();
    },
    transfers: (): Transfer[] => [...requests.values()].map(({ resourceType: _, ...rest }) => rest),
  };
}

/** Navigates and waits until the network has been quiet for a moment (or 10 s have passed). */
async function load(page: Page, url: string) {
  await page.goto(url, { waitUntil: "load", timeout: 30_000 });
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
}

/** A first load with an empty cache, then a repeat visit in the same context (cache warm). */
async function measurePage(
  browser: Browser,
  url: string,
): Promise<{ first: Visit; repeat: Visit }> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    screen: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: mobileUserAgent(browser.version()),
  });
  try {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    const network = await recordNetwork(await context.newCDPSession(page));

    await load(page, url);
    const first = { transfers: network.transfers(), consoleErrors: [...consoleErrors] };

    await page.goto("about:blank");
    network.reset();
    consoleErrors.length = 0;
    await load(page, url);
    return { first, repeat: { transfers: network.transfers(), consoleErrors } };
  } finally {
    await context.close();
  }
}

function mobileUserAgent(version: string) {
  return `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Mobile Safari/537.36`;
}

interface PageFigures {
  path: string;
  htmlTransferred: number;
  htmlDecoded: number;
  byKind: Record<Kind, number>;
  /** Script bodies as sent (compressed), without their response headers. */
  jsBodies: number;
  /** The page's scripts gzipped (level 6): the measure of the JavaScript budget. */
  jsGzip: number;
  /** Response headers of every request of the first load. */
  headers: number;
  total: number;
  requests: number;
  repeatTotal: number;
  repeatRequests: number;
  largest: Transfer[];
  problems: string[];
}

const sum = (transfers: Transfer[]) => transfers.reduce((total, t) => total + t.transferred, 0);

/** The gzip size of every script the page loaded, fetched again uncompressed. */
async function gzipSizeOfScripts(transfers: Transfer[]): Promise<number> {
  let total = 0;
  for (const transfer of transfers.filter((t) => t.kind === "js")) {
    const body = await fetch(transfer.url, { headers: { "Accept-Encoding": "identity" } });
    total += gzipSync(Buffer.from(await body.arrayBuffer())).byteLength;
  }
  return total;
}

function summarise(pagePath: string, first: Visit, repeat: Visit, jsGzip: number): PageFigures {
  const byKind: Record<Kind, number> = { html: 0, js: 0, css: 0, image: 0, font: 0, other: 0 };
  for (const transfer of first.transfers) byKind[transfer.kind] += transfer.transferred;
  const documents = first.transfers.filter((transfer) => transfer.kind === "html");
  const problems = [
    ...first.transfers
      .filter((t) => t.failed || t.status >= 400)
      .map((t) => `${t.failed ? "failed" : t.status} ${new URL(t.url).pathname}`),
    ...first.transfers
      // The compression middleware leaves bodies under 1 KB as they are.
      .filter((t) => t.kind === "js" && t.decoded > KB && !t.encoding)
      .map((t) => `uncompressed script ${new URL(t.url).pathname}`),
    ...first.consoleErrors.map((text) => `console error: ${text.slice(0, 160)}`),
  ];
  const repeatOverNetwork = repeat.transfers.filter((transfer) => transfer.transferred > 0);
  return {
    path: pagePath,
    htmlTransferred: sum(documents),
    htmlDecoded: documents.reduce((total, t) => total + t.decoded, 0),
    byKind,
    jsBodies: first.transfers
      .filter((t) => t.kind === "js" && t.transferred > 0)
      .reduce((total, t) => total + t.transferred - t.headerBytes, 0),
    jsGzip,
    headers: first.transfers.reduce((total, t) => total + t.headerBytes, 0),
    total: sum(first.transfers),
    requests: first.transfers.length,
    repeatTotal: sum(repeatOverNetwork),
    repeatRequests: repeatOverNetwork.length,
    largest: [...first.transfers].sort((a, b) => b.transferred - a.transferred).slice(0, 5),
    problems,
  };
}

async function measurePages(origin: string): Promise<PageFigures[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROME_FLAGS.filter((flag) => flag !== "--headless"),
    timeout: 30_000,
  });
  cleanups.push(() => browser.close());
  const figures: PageFigures[] = [];
  for (const pagePath of PAGES) {
    const { first, repeat } = await measurePage(browser, `${origin}${pagePath}`);
    figures.push(summarise(pagePath, first, repeat, await gzipSizeOfScripts(first.transfers)));
  }
  await browser.close();
  return figures;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

interface LighthouseAudit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { items?: Record<string, unknown>[] };
}

interface LighthouseReport {
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }
  >;
  audits: Record<string, LighthouseAudit>;
  runtimeError?: { code: string; message: string };
}

interface LighthouseFigures {
  path: string;
  /** Category id → score 0–100, or null when Lighthouse could not score it. */
  scores: Record<string, number | null>;
  metrics: Record<string, string>;
  failing: string[];
  error?: string;
}

const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};

/** One Lighthouse run, repeated once when it fails (it sometimes loses the trace of a load). */
async function runLighthouse(url: string, outputPath: string): Promise<LighthouseReport> {
  try {
    return await runLighthouseOnce(url, outputPath);
  } catch {
    return await runLighthouseOnce(url, outputPath);
  }
}

async function runLighthouseOnce(url: string, outputPath: string): Promise<LighthouseReport> {
  const result = await runBounded(
    bin("lighthouse"),
    [
      url,
      "--output=json",
      `--output-path=${outputPath}`,
      `--only-categories=${LIGHTHOUSE_CATEGORIES.join(",")}`,
      "--form-factor=mobile",
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      "--quiet",
    ],
    { timeoutMs: 120_000, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  if (result.code !== 0 || !existsSync(outputPath)) {
    const why = result.timedOut ? "timed out after 120 s" : `exited with ${result.code}`;
    throw new Error(`lighthouse ${why}: ${result.stderr.trim().slice(-400)}`);
  }
  const report = JSON.parse(readFileSync(outputPath, "utf8")) as LighthouseReport;
  if (report.runtimeError) throw new Error(report.runtimeError.message);
  return report;
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

/** The audits that cost points: scored ones below 1, and performance insights with savings. */
function failingAudits(report: LighthouseReport): string[] {
  const lines: string[] = [];
  for (const category of LIGHTHOUSE_CATEGORIES) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.group === "metrics") continue;
      const counts = ref.weight > 0 || audit.scoreDisplayMode === "metricSavings";
      if (!counts || ["informative", "manual", "notApplicable"].includes(audit.scoreDisplayMode)) {
        continue;
      }
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      lines.push(`${category}: ${audit.title}${value}`);
      for (const item of (audit.details?.items ?? []).slice(0, 3)) {
        const description = describeItem(item);
        if (description) lines.push(`    ${description}`);
      }
    }
  }
  return lines;
}

async function lighthousePages(origin: string): Promise<LighthouseFigures[]> {
  const outputDir = mkdtempSync(path.join(tmpdir(), "groupsite-lighthouse-"));
  cleanups.push(() => rmSync(outputDir, { recursive: true, force: true }));
  const figures: LighthouseFigures[] = [];
  for (const [index, pagePath] of PAGES.entries()) {
    try {
      const report = await runLighthouse(
        `${origin}${pagePath}`,
        path.join(outputDir, `${index}.json`),
      );
      figures.push({
        path: pagePath,
        scores: Object.fromEntries(
          LIGHTHOUSE_CATEGORIES.map((id) => {
            const score = report.categories[id]?.score;
            return [id, typeof score === "number" ? Math.round(score * 100) : null];
          }),
        ),
        metrics: Object.fromEntries(
          Object.entries(METRICS).map(([name, id]) => [
            name,
            report.audits[id]?.displayValue ?? "?",
          ]),
        ),
        failing: failingAudits(report),
      });
    } catch (error) {
      figures.push({
        path: pagePath,
        scores: {},
        metrics: {},
        failing: [],
        error: (error as Error).message,
      });
    }
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------
// Throughput

const LOAD_HEADERS = { "Accept-Encoding": "gzip, br", "User-Agent": DESKTOP_UA };

interface Rate {
  path: string;
  perSecond: number;
  p50: number;
  p99: number;
  bad: number;
  encoding: string;
  bytesOnWire: number;
}

/** One GET as the load test sends it: the encoding chosen and the bytes of the body. */
async function probe(url: string, acceptEncoding: string) {
  const request = http.get(url, {
    headers: { ...LOAD_HEADERS, "Accept-Encoding": acceptEncoding },
    timeout: 10_000,
  });
  request.on("timeout", () => request.destroy(new Error(`${url} did not answer`)));
  const [response] = (await once(request, "response")) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return { body: Buffer.concat(chunks), encoding: String(response.headers["content-encoding"]) };
}

async function autocannon(url: string, seconds: number) {
  const headers = Object.entries(LOAD_HEADERS).flatMap(([name, value]) => [
    "-H",
    `${name}=${value}`,
  ]);
  const result = await runBounded(
    bin("autocannon"),
    ["-c", String(LOAD.connections), "-d", String(seconds), "-j", "-n", ...headers, url],
    { timeoutMs: (seconds + 30) * 1000 },
  );
  if (result.code !== 0) throw new Error(`autocannon failed: ${result.stderr.slice(-400)}`);
  return JSON.parse(result.stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
}

async function measureRate(origin: string, urlPath: string): Promise<Rate> {
  const { body, encoding } = await probe(`${origin}${urlPath}`, LOAD_HEADERS["Accept-Encoding"]);
  const result = await autocannon(`${origin}${urlPath}`, LOAD.seconds);
  return {
    path: urlPath,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    encoding,
    bytesOnWire: body.length,
  };
}

/** `/` against a file of the same size that express.static serves, measured back to back. */
async function compareRates(origin: string): Promise<{ page: Rate; file: Rate }> {
  const { body: html } = await probe(`${origin}${HOME}`, "identity");
  const staticPath = path.join(root, "build/client", STATIC_FILE);
  writeFileSync(staticPath, html);
  cleanups.push(() => rmSync(staticPath, { force: true }));
  for (const urlPath of [HOME, `/${STATIC_FILE}`]) {
    await autocannon(`${origin}${urlPath}`, LOAD.warmupSeconds);
  }
  const page = await measureRate(origin, HOME);
  const file = await measureRate(origin, `/${STATIC_FILE}`);
  return { page, file };
}

// ---------------------------------------------------------------------------------------------
// Printing

function table(headings: string[], rows: string[][]): string {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ");
  return [line(headings), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  );
}

function printPages(figures: PageFigures[]) {
  say(
    "\nFirst load (empty cache), then a repeat visit (same context, cache warm); KB = 1024 bytes",
  );
  say("tx = transferred: headers + compressed body; JS body = tx without the headers;");
  say("JS gzip = the scripts gzipped (level 6), the measure of the JavaScript budget;");
  say("headers = response headers of every request of the first load (included in total)");
  say(
    table(
      [
        "page",
        "HTML tx",
        "HTML raw",
        "JS tx",
        "JS body",
        "JS gzip",
        "CSS",
        "images",
        "fonts",
        "other",
        "total",
        "headers",
        "reqs",
        "repeat",
        "reqs",
      ],
      figures.map((page) => [
        page.path,
        kb(page.htmlTransferred),
        kb(page.htmlDecoded),
        kb(page.byKind.js),
        kb(page.jsBodies),
        kb(page.jsGzip),
        kb(page.byKind.css),
        kb(page.byKind.image),
        kb(page.byKind.font),
        kb(page.byKind.other),
        kb(page.total),
        kb(page.headers),
        String(page.requests),
        kb(page.repeatTotal),
        String(page.repeatRequests),
      ]),
    ),
  );
  for (const page of figures) {
    say(`\n${page.path}: largest requests of the first load`);
    for (const transfer of page.largest) {
      const url = new URL(transfer.url);
      const encoding = transfer.encoding ? `, ${transfer.encoding}` : "";
      say(
        `  ${kb(transfer.transferred).padStart(6)} KB  ${transfer.kind.padEnd(5)}  ${url.pathname}${url.search}  (${kb(transfer.decoded)} KB decoded${encoding})`,
      );
    }
    for (const problem of page.problems) say(`  ! ${problem}`);
  }
}

function printLighthouse(figures: LighthouseFigures[]) {
  say("\nLighthouse (mobile, simulated throttling)");
  const score = (value: number | null | undefined) => (value == null ? "-" : String(value));
  say(
    table(
      ["page", "perf", "a11y", "best pr.", "SEO", ...Object.keys(METRICS)],
      figures.map((page) => [
        page.path,
        ...LIGHTHOUSE_CATEGORIES.map((id) => score(page.scores[id])),
        ...Object.keys(METRICS).map((name) => page.metrics[name] ?? "-"),
      ]),
    ),
  );
  for (const page of figures) {
    if (page.error) say(`\n${page.path}: Lighthouse failed: ${page.error}`);
    if (page.failing.length === 0) continue;
    say(`\n${page.path}: audits that cost points`);
    for (const line of page.failing) say(`  ${line}`);
  }
}

function printRates({ page, file }: { page: Rate; file: Rate }) {
  say(
    `\nThroughput on 127.0.0.1: ${LOAD.connections} connections, ${LOAD.seconds} s each after ` +
      `${LOAD.warmupSeconds} s of warm-up; Accept-Encoding: ${LOAD_HEADERS["Accept-Encoding"]}`,
  );
  say(
    table(
      ["path", "req/s", "p50 ms", "p99 ms", "errors", "encoding", "KB per response"],
      [page, file].map((rate) => [
        rate.path,
        rate.perSecond.toFixed(0),
        String(rate.p50),
        String(rate.p99),
        String(rate.bad),
        rate.encoding,
        kb(rate.bytesOnWire),
      ]),
    ),
  );
  say(`ratio ${HOME} / static file: ${(page.perSecond / file.perSecond).toFixed(2)}`);
}

// ---------------------------------------------------------------------------------------------
// Budgets

interface Budget {
  name: string;
  pass: boolean;
  detail: string;
}

/** A budget every page must meet: lists every page's figure, or the pages that miss it. */
function everyPage<T extends { path: string }>(
  name: string,
  pages: T[],
  value: (page: T) => number | null | undefined,
  ok: (value: number) => boolean,
  format: (value: number) => string,
): Budget {
  const shown = (page: T) => {
    const measured = value(page);
    return `${page.path} ${measured == null ? "not measured" : format(measured)}`;
  };
  const misses = pages.filter((page) => {
    const measured = value(page);
    return measured == null || !ok(measured);
  });
  return {
    name,
    pass: pages.length > 0 && misses.length === 0,
    detail:
      misses.length === 0
        ? pages.map(shown).join(", ")
        : `missed by ${misses.map(shown).join(", ")}`,
  };
}

function checkBudgets(
  pages: PageFigures[],
  lighthouse: LighthouseFigures[],
  rates: { page: Rate; file: Rate } | null,
): Budget[] {
  const home = pages.find((page) => page.path === HOME);
  const ratio = rates ? rates.page.perSecond / rates.file.perSecond : null;
  const jsBudget = everyPage(
    `JS ≤ ${BUDGETS.jsKb} KB gzip on every public page`,
    pages,
    (page) => page.jsGzip,
    (bytes) => bytes <= BUDGETS.jsKb * KB,
    (bytes) => `${kb(bytes)} KB`,
  );
  const scoreBudget = (id: string, minimum: number, label: string) =>
    everyPage(
      `Lighthouse ${label} ${minimum === 100 ? "= 100" : `≥ ${minimum}`} on every public page`,
      lighthouse,
      (page) => page.scores[id],
      (score) => score >= minimum,
      String,
    );
  return [
    jsBudget,
    {
      name: `total first load of ${HOME} ≤ ${BUDGETS.homeFirstLoadKb} KB`,
      pass: home !== undefined && home.total <= BUDGETS.homeFirstLoadKb * KB,
      detail: home ? `${kb(home.total)} KB in ${home.requests} requests` : "not measured",
    },
    {
      name: `repeat visit of ${HOME} ≤ ${BUDGETS.homeRepeatKb} KB`,
      pass: home !== undefined && home.repeatTotal <= BUDGETS.homeRepeatKb * KB,
      detail: home
        ? `${kb(home.repeatTotal)} KB in ${home.repeatRequests} requests over the network`
        : "not measured",
    },
    {
      name: `images of ${HOME} < ${BUDGETS.homeImagesKb} KB`,
      pass: home !== undefined && home.byKind.image < BUDGETS.homeImagesKb * KB,
      detail: home ? `${kb(home.byKind.image)} KB` : "not measured",
    },
    scoreBudget("performance", BUDGETS.performance, "Performance"),
    scoreBudget("accessibility", 100, "Accessibility"),
    scoreBudget("best-practices", 100, "Best Practices"),
    scoreBudget("seo", 100, "SEO"),
    {
      name: `${HOME} served at ≥ ${BUDGETS.rateRatio}× the static file's rate`,
      pass: ratio !== null && ratio >= BUDGETS.rateRatio,
      detail:
        rates && ratio !== null
          ? `${ratio.toFixed(2)}× (${rates.page.perSecond.toFixed(0)} vs ${rates.file.perSecond.toFixed(0)} req/s)`
          : "not measured",
    },
  ];
}

function printBudgets(budgets: Budget[]) {
  say("\nBudgets");
  for (const budget of budgets) {
    say(`${budget.pass ? "PASS" : "MISS"}  ${budget.name}: ${budget.detail}`);
  }
}

// ---------------------------------------------------------------------------------------------

const builtServer = path.join(root, "build/server/index.js");
const builtAt = () => (existsSync(builtServer) ? statSync(builtServer).mtimeMs : 0);

async function main(): Promise<number> {
  buildIfStale();
  const buildUsed = builtAt();
  const origin = await startBenchServer();
  say(`groupsite bench: server at ${origin} on a fresh seeded SQLite database`);
  say(
    `phone: ${PHONE.width}×${PHONE.height} px at ${PHONE.deviceScaleFactor}× pixels, mobile, touch; ${CHROMIUM_PATH}`,
  );

  const pages = await measurePages(origin);
  printPages(pages);
  const lighthouse = await lighthousePages(origin);
  printLighthouse(lighthouse);
  let rates: { page: Rate; file: Rate } | null = null;
  try {
    rates = await compareRates(origin);
    printRates(rates);
  } catch (error) {
    say(`\nThroughput not measured: ${(error as Error).message}`);
  }
  if (serverErrors > 0) say(`\n! the server logged ${serverErrors} errors during the run`);
  if (builtAt() !== buildUsed) {
    say("\n! the app was rebuilt during the run (another build replaced build/): run it again");
  }

  const budgets = checkBudgets(pages, lighthouse, rates);
  printBudgets(budgets);
  const missed = budgets.filter((budget) => !budget.pass);
  say(
    missed.length === 0
      ? "\nAll budgets met."
      : `\n${missed.length} of ${budgets.length} budgets missed: ${missed.map((b) => b.name).join("; ")}`,
  );
  return missed.length === 0 ? 0 : 1;
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

let exitCode = 2;
try {
  exitCode = await main();
} catch (error) {
  process.stderr.write(`bench:pages could not measure: ${(error as Error).message}\n`);
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
process.exit(exitCode);
