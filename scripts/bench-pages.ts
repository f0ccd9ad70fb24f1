// `npm run bench:pages`: issue 11's budgets for the public pages, measured on this machine.
//
// Builds when stale, starts the built server on a fresh seeded SQLite database on 127.0.0.1 and
// stores every public page, then:
// - serves `/` against Debian's nginx serving a byte-for-byte copy of it (wrk, alternating), and
//   times the first byte of a stored `/` over one keep-alive connection;
// - runs Lighthouse 3 times per page on the phone (375 px) and takes its scores and bytes;
// - gzips every script each page runs;
// - visits `/` twice in Chromium through a loopback proxy that counts what the server sends.
// Prints the figures and one table of budgets; exits 0 when all pass, 1 when one is missed, 2
// when one could not be measured. The reckoning is in bench-pages/figures.ts, tested beside it;
// how each figure is taken, in docs/decisions/030-benchmarks-against-nginx.md.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { createSeededDatabase } from "../tests/support/databases.ts";
import { freeLoopbackPort, startServer } from "../tests/support/server.ts";
import {
  atLeast,
  atMost,
  BUDGETS,
  type Budget,
  bytesFigure,
  CATEGORIES,
  type Category,
  type Check,
  checkRenderBlocking,
  everyPage,
  exitCode,
  gzipSize,
  HOME,
  inlineScripts,
  isScriptRequest,
  KB,
  kb,
  type LighthouseReport,
  type LighthouseRun,
  METRICS,
  type Metric,
  median,
  medianMetric,
  medianScore,
  medianWeightRun,
  mostRuns,
  nginxConfig,
  notMeasured,
  type PageRuns,
  PUBLIC_PAGES,
  parseWrk,
  percentile,
  ratio,
  readLighthouseRun,
  requestLines,
  responseStatus,
  type WrkResult,
} from "./bench-pages/figures.ts";
import { buildIfStale } from "./build-if-stale.ts";

const root = path.resolve(import.meta.dirname, "..");
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const WRK_PATH = process.env.WRK_PATH ?? "/usr/bin/wrk";
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
/** The phone: the same profile as the Playwright tests' mobile project. */
const PHONE = { width: 375, height: 812, deviceScaleFactor: 2 };
const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
/**
 * What the load tool sends to both servers: a browser's User-Agent (React Router renders
 * differently for bots) and no Accept-Encoding, so both answer with the same identity bytes.
 */
const LOAD_HEADERS = { "User-Agent": DESKTOP_UA };
/** Every public page registers it after `load` (app/enhance/site.ts). */
const SERVICE_WORKER = "/sw.js";
const LOAD = { connections: 10, warmupSeconds: 3, seconds: 10, rounds: 3 };
const TTFB = { warmup: 200, requests: 2000 };
const LIGHTHOUSE_RUNS = 3;
/** The network counts as quiet after this long without a byte either way. */
const QUIET_MS = 1000;
/** The whole run stops after this long, whatever it is waiting for. */
const RUN_TIMEOUT_MS = 20 * 60_000;

function say(line = "") {
  process.stdout.write(`${line}\n`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** Kills a child started with `detached: true`, and everything it started, at clean-up. */
function killAtCleanUp(child: ChildProcess): () => void {
  const killGroup = () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  };
  cleanups.push(killGroup);
  return killGroup;
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
  const killGroup = killAtCleanUp(child);
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

/** The tools the run needs, with how to install each; empty when all are there. */
function missingTools(): string[] {
  return [
    { file: NGINX_PATH, name: "nginx", install: "apt-get install nginx" },
    { file: WRK_PATH, name: "wrk", install: "apt-get install wrk" },
    { file: CHROMIUM_PATH, name: "Chromium", install: "apt-get install chromium" },
  ]
    .filter(({ file }) => !existsSync(file))
    .map(
      ({ file, name, install }) =>
        `${name} is not at ${file}: install Debian's package (${install})`,
    );
}

// ---------------------------------------------------------------------------------------------
// HTTP on loopback

interface Answer {
  status: number;
  /** Header name and value pairs, as sent. */
  headers: [string, string][];
  body: Buffer;
}

const headerOf = (answer: Answer, name: string) =>
  answer.headers.find(([candidate]) => candidate.toLowerCase() === name)?.[1];

async function get(url: string, headers: Record<string, string>): Promise<Answer> {
  const request = http.get(url, { headers, timeout: 10_000, agent: false });
  request.on("timeout", () => request.destroy(new Error(`${url} did not answer`)));
  const [response] = (await once(request, "response")) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const pairs: [string, string][] = [];
  for (let index = 0; index < response.rawHeaders.length; index += 2) {
    pairs.push([response.rawHeaders[index] ?? "", response.rawHeaders[index + 1] ?? ""]);
  }
  return { status: response.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) };
}

/** A page as the server answers it once stored: the first request renders it, a later one hits. */
async function stored(url: string, headers: Record<string, string>): Promise<Answer> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await get(url, headers);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    if (headerOf(answer, "x-page-cache") === "hit") return answer;
    await sleep(100);
  }
  throw new Error(`${url} was never answered from the page store (X-Page-Cache: hit)`);
}

/** The bytes of one whole response to GET `/` (headers and body), counted on the socket. */
async function responseBytes(port: number): Promise<number> {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  const head = Object.entries(LOAD_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(
    `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${head.join("")}Connection: close\r\n\r\n`,
  );
  let bytes = 0;
  for await (const chunk of socket) bytes += (chunk as Buffer).length;
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// The server

/** Error lines (pino level 50) the server has logged since it started. */
let serverErrors = 0;
/** How the server ended, if it did before the results were printed, with its last words. */
let serverEnd: string | null = null;

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
  // It logs every request, as in production; only errors are counted here, so that reading
  // the log takes little of the CPU the server needs under load.
  server.process.stdout?.removeAllListeners("data");
  server.process.stdout?.on("data", (chunk: Buffer) => {
    serverErrors += chunk.toString().split('"level":50').length - 1;
  });
  let stderr = "";
  server.process.stderr?.on("data", (chunk: Buffer) => {
    stderr = `${stderr}${chunk}`.slice(-400);
  });
  server.process.once("exit", (code, signal) => {
    serverEnd = `${signal ?? `code ${code}`}${stderr.trim() ? `: ${stderr.trim()}` : ""}`;
  });
  return origin;
}

// ---------------------------------------------------------------------------------------------
// `/` against nginx, and the time to its first byte

async function startNginx(home: Answer): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), "groupsite-nginx-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  // Run as root, nginx's worker is `nobody`: it must be able to read the page.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "index.html"), home.body);
  const port = await freeLoopbackPort();
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, port, home.headers));
  const child = spawn(NGINX_PATH, ["-p", dir, "-c", path.join(dir, "nginx.conf")], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  killAtCleanUp(child);
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) break;
    const answer = await get(`http://127.0.0.1:${port}/`, LOAD_HEADERS).catch(() => null);
    if (answer) {
      if (!answer.body.equals(home.body)) throw new Error("nginx does not send the page's bytes");
      return port;
    }
    await sleep(100);
  }
  throw new Error(`nginx did not start: ${stderr.trim().slice(-400)}`);
}

async function wrk(url: string, seconds: number): Promise<WrkResult> {
  const result = await runBounded(
    WRK_PATH,
    [
      "-t1",
      `-c${LOAD.connections}`,
      `-d${seconds}s`,
      "--latency",
      ...Object.entries(LOAD_HEADERS).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
      url,
    ],
    { timeoutMs: (seconds + 30) * 1000 },
  );
  if (result.code !== 0) throw new Error(`wrk failed: ${result.stderr.trim().slice(-400)}`);
  return parseWrk(result.stdout);
}

type Server = "nginx" | "ours";

interface Comparison {
  /** In the order they ran. */
  runs: { server: Server; round: number; result: WrkResult }[];
  /** One response, headers and body. */
  bytes: Record<Server, number>;
}

const ratesOf = (comparison: Comparison, server: Server) =>
  comparison.runs.filter((run) => run.server === server).map((run) => run.result);

/** Warms both up, then measures them in turn (nginx, ours, nginx, ours…) in the same sitting. */
async function compareWithNginx(origin: string, home: Answer): Promise<Comparison> {
  const nginxPort = await startNginx(home);
  const urls: Record<Server, string> = {
    nginx: `http://127.0.0.1:${nginxPort}/`,
    ours: `${origin}${HOME}`,
  };
  for (const url of Object.values(urls)) await wrk(url, LOAD.warmupSeconds);
  const comparison: Comparison = {
    runs: [],
    bytes: {
      nginx: await responseBytes(nginxPort),
      ours: await responseBytes(Number(new URL(origin).port)),
    },
  };
  for (let round = 1; round <= LOAD.rounds; round++) {
    for (const server of ["nginx", "ours"] as const) {
      comparison.runs.push({ server, round, result: await wrk(urls[server], LOAD.seconds) });
    }
  }
  const after = await get(urls.ours, LOAD_HEADERS);
  if (headerOf(after, "x-page-cache") !== "hit") throw new Error("/ was not stored under load");
  return comparison;
}

interface FirstBytes {
  samplesMs: number[];
  /** Requests that did not reuse the connection or were not answered from the store. */
  irregular: number;
}

/**
 * Sequential GETs of the stored `/` over one keep-alive connection: the time from just before
 * each request is written to its response head being read (it comes in the first packet).
 */
async function timeFirstBytes(origin: string): Promise<FirstBytes> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samplesMs: number[] = [];
  let irregular = 0;
  try {
    for (let index = 0; index < TTFB.warmup + TTFB.requests; index++) {
      const started = performance.now();
      const request = http.get(`${origin}${HOME}`, { agent, headers: LOAD_HEADERS });
      const [response] = (await once(request, "response")) as [http.IncomingMessage];
      const elapsed = performance.now() - started;
      response.resume();
      await once(response, "end");
      if (index < TTFB.warmup) continue;
      samplesMs.push(elapsed);
      if (!request.reusedSocket || response.headers["x-page-cache"] !== "hit") irregular++;
    }
  } finally {
    agent.destroy();
  }
  return { samplesMs, irregular };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

async function runLighthouseOnce(url: string, outputPath: string): Promise<LighthouseRun> {
  rmSync(outputPath, { force: true });
  const result = await runBounded(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--output=json",
      `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      "--form-factor=mobile",
      // Lighthouse's mobile preset (throttling, user agent) on the benchmark's phone screen.
      "--screenEmulation.mobile",
      `--screenEmulation.width=${PHONE.width}`,
      `--screenEmulation.height=${PHONE.height}`,
      `--screenEmulation.deviceScaleFactor=${PHONE.deviceScaleFactor}`,
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      "--quiet",
    ],
    { timeoutMs: 120_000, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  if (result.code !== 0 || !existsSync(outputPath)) {
    const why = result.timedOut ? "timed out after 120 s" : `exited with ${result.code}`;
    throw new Error(`lighthouse ${why}: ${result.stderr.trim().slice(-400)}`);
  }
  return readLighthouseRun(JSON.parse(readFileSync(outputPath, "utf8")) as LighthouseReport);
}

/** Lighthouse runs of every page, a round of all pages at a time; a failed run is tried again. */
async function lighthousePages(origin: string): Promise<PageRuns[]> {
  const outputDir = mkdtempSync(path.join(tmpdir(), "groupsite-lighthouse-"));
  cleanups.push(() => rmSync(outputDir, { recursive: true, force: true }));
  const pages: PageRuns[] = PUBLIC_PAGES.map((pagePath) => ({
    path: pagePath,
    runs: [],
    errors: [],
  }));
  for (let round = 0; round < LIGHTHOUSE_RUNS; round++) {
    for (const [index, page] of pages.entries()) {
      const outputPath = path.join(outputDir, `${index}.json`);
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          page.runs.push(await runLighthouseOnce(`${origin}${page.path}`, outputPath));
          break;
        } catch (error) {
          page.errors.push((error as Error).message);
        }
      }
    }
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------
// JavaScript

interface PageScripts {
  path: string;
  /** Gzip sizes. */
  inline: number;
  requests: number;
  serviceWorker: number;
  total: number;
  urls: string[];
  /** False when no Lighthouse run of the page listed its requests. */
  requestsKnown: boolean;
}

/**
 * The gzip size of every script a page runs: its inline scripts, each script request
 * Lighthouse saw, and the service worker it registers (after Lighthouse stops looking).
 */
async function measureScripts(origin: string, lighthouse: PageRuns[]): Promise<PageScripts[]> {
  const pages: PageScripts[] = [];
  for (const page of lighthouse) {
    const html = (await get(`${origin}${page.path}`, LOAD_HEADERS)).body.toString("utf8");
    const inline = inlineScripts(html).reduce((total, code) => total + gzipSize(code), 0);
    const weighed = medianWeightRun(page.runs);
    const urls = (weighed?.requests ?? [])
      .filter(isScriptRequest)
      .map((request) => request.url)
      .filter((url) => new URL(url).pathname !== SERVICE_WORKER);
    let requests = 0;
    for (const url of urls) requests += gzipSize((await get(url, LOAD_HEADERS)).body);
    const worker = await get(`${origin}${SERVICE_WORKER}`, LOAD_HEADERS);
    if (worker.status !== 200) throw new Error(`${SERVICE_WORKER} answered ${worker.status}`);
    const serviceWorker = gzipSize(worker.body);
    pages.push({
      path: page.path,
      inline,
      requests,
      serviceWorker,
      total: inline + requests + serviceWorker,
      urls,
      requestsKnown: weighed !== null,
    });
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------
// Visits through a counting proxy

interface Exchange {
  request: string;
  status: number | null;
}

interface Phase {
  /** What the server sent: response heads and bodies. */
  bytes: number;
  exchanges: Exchange[];
}

interface CountingProxy {
  port: number;
  /** Starts counting afresh; returns what was counted since the last call. */
  next: () => Phase;
  /** Resolves once nothing has crossed for QUIET_MS (or after `limitMs`). */
  quiet: (limitMs: number) => Promise<void>;
  close: () => void;
}

/**
 * A loopback TCP proxy in front of the server that counts every byte the server sends the
 * browser: the page's requests, the service worker's, and the browser's own (its update check
 * of the worker), which the page's DevTools events do not all show.
 */
async function startCountingProxy(targetPort: number): Promise<CountingProxy> {
  let phase: Phase = { bytes: 0, exchanges: [] };
  let lastActivity = performance.now();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, "127.0.0.1");
    const waiting: Exchange[] = [];
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on("data", (chunk: Buffer) => {
      lastActivity = performance.now();
      for (const request of requestLines(chunk.toString("latin1"))) {
        const exchange = { request, status: null };
        phase.exchanges.push(exchange);
        waiting.push(exchange);
      }
    });
    upstream.on("data", (chunk: Buffer) => {
      lastActivity = performance.now();
      phase.bytes += chunk.length;
      const status = responseStatus(chunk.subarray(0, 16).toString("latin1"));
      const exchange = status === null ? undefined : waiting.shift();
      if (exchange) exchange.status = status;
    });
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address() as net.AddressInfo;
  const proxy: CountingProxy = {
    port: address.port,
    next: () => {
      const done = phase;
      phase = { bytes: 0, exchanges: [] };
      return done;
    },
    quiet: async (limitMs) => {
      const until = performance.now() + limitMs;
      while (performance.now() - lastActivity < QUIET_MS && performance.now() < until) {
        await sleep(100);
      }
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
  cleanups.push(proxy.close);
  return proxy;
}

interface Visits {
  /** The first visit until `load`, then what followed (the service worker's work). */
  untilLoad: Phase;
  afterLoad: Phase;
  repeat: Phase;
  workerReady: boolean;
}

function mobileUserAgent(version: string) {
  return `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Mobile Safari/537.36`;
}

async function workerReady(page: Page): Promise<boolean> {
  const ready = page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  return Promise.race([ready.catch(() => false), sleep(10_000).then(() => false)]);
}

/**
 * `/` opened on the phone with an empty cache; once its service worker is ready and the network
 * quiet, a repeat visit in the same browser (cache and service worker kept).
 */
async function visitHomeTwice(origin: string): Promise<Visits> {
  const proxy = await startCountingProxy(Number(new URL(origin).port));
  const url = `http://127.0.0.1:${proxy.port}${HOME}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROME_FLAGS.filter((flag) => flag !== "--headless"),
    timeout: 30_000,
  });
  cleanups.push(() => browser.close());
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    screen: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: mobileUserAgent(browser.version()),
  });
  const page = await context.newPage();
  proxy.next();
  await page.goto(url, { waitUntil: "load", timeout: 30_000 });
  const untilLoad = proxy.next();
  const ready = await workerReady(page);
  await proxy.quiet(15_000);
  const afterLoad = proxy.next();
  await page.goto("about:blank");
  proxy.next();
  await page.goto(url, { waitUntil: "load", timeout: 30_000 });
  await proxy.quiet(15_000);
  const repeat = proxy.next();
  await browser.close();
  return { untilLoad, afterLoad, repeat, workerReady: ready };
}

// ---------------------------------------------------------------------------------------------
// Printing

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

const requestCount = (count: number) => `${count} request${count === 1 ? "" : "s"}`;
const rate = (result: WrkResult) => result.requestsPerSecond.toFixed(0);
const ms = (value: number | null, digits = 2) => (value === null ? "-" : value.toFixed(digits));

function printComparison(comparison: Comparison) {
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

function printFirstBytes(firstBytes: FirstBytes) {
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

function printLighthouse(pages: PageRuns[]) {
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
  const home = medianWeightRun(pages.find((page) => page.path === HOME)?.runs ?? []);
  if (home) {
    say(`\n${HOME}: the requests of its first load (Lighthouse's network-requests)`);
    for (const request of home.requests) {
      const url = new URL(request.url);
      say(
        `  ${kb(request.transferSize).padStart(8)}  ${String(request.statusCode).padEnd(3)}  ` +
          `${request.resourceType.padEnd(10)}  ${url.pathname}${url.search}`,
      );
    }
  }
  for (const page of pages) {
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
    if (found.size === 0 && page.errors.length === 0) continue;
    say(`\n${page.path}: what Lighthouse found, in how many of its ${page.runs.length} runs`);
    for (const [audit, { values, items }] of found) {
      const shown = values.filter(Boolean);
      say(`  ${audit} [${values.length}]${shown.length ? `: ${shown.join("; ")}` : ""}`);
      for (const item of items) say(`      ${item}`);
    }
    for (const error of page.errors) say(`  ! an attempt failed (each is tried twice): ${error}`);
  }
}

function printScripts(scripts: PageScripts[]) {
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

function printVisits(visits: Visits) {
  say(
    `\n${HOME} in Chromium on the phone, counted on the wire (response heads and bodies the ` +
      "server sent, through a loopback proxy):",
  );
  say(`first visit until load: ${describePhase(visits.untilLoad)}`);
  say(`then, until the network was quiet for ${QUIET_MS} ms: ${describePhase(visits.afterLoad)}`);
  say(`repeat visit: ${describePhase(visits.repeat)}`);
  if (!visits.workerReady) say("! the service worker did not become ready within 10 s");
}

function printBudgets(budgets: Budget[]) {
  say("\nBudgets (issue 11)");
  say(
    table(
      ["verdict", "budget", "figure"],
      budgets.map((budget) => [budget.verdict, budget.name, budget.figure]),
      3,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Budgets

interface Measured {
  comparison: Comparison | null;
  firstBytes: FirstBytes | null;
  lighthouse: PageRuns[];
  scripts: PageScripts[] | null;
  visits: Visits | null;
  failures: Map<string, string>;
}

const limit = (bytes: number) => `${bytes / KB} KB`;

function checkBudgets(measured: Measured): Budget[] {
  const { comparison, firstBytes, lighthouse, scripts, visits, failures } = measured;
  const unmeasured = (part: string): Check => notMeasured(failures.get(part) ?? "see above");

  const medianRate = (server: Server) =>
    comparison ? median(ratesOf(comparison, server).map((run) => run.requestsPerSecond)) : null;
  const nginx = medianRate("nginx");
  const ours = medianRate("ours");
  const errors = comparison
    ? ratesOf(comparison, "ours").reduce((total, run) => total + run.errors, 0)
    : 0;
  const rateCheck = atLeast(
    ratio(ours, nginx),
    BUDGETS.nginxRatio,
    (value) =>
      `${value.toFixed(2)}× (ours ${ours?.toFixed(0)} / nginx ${nginx?.toFixed(0)} req/s, ` +
      `medians of ${LOAD.rounds}; goal ${BUDGETS.nginxRatioGoal}×)`,
  );
  // A rate earned with failed answers is no rate.
  const ratioCheck: Check =
    comparison === null
      ? unmeasured("nginx")
      : errors > 0
        ? { verdict: "MISS", figure: `${errors} errors under load; ${rateCheck.figure}` }
        : rateCheck;

  const ttfbCheck: Check =
    firstBytes === null
      ? unmeasured("ttfb")
      : atMost(
          median(firstBytes.samplesMs),
          BUDGETS.ttfbMedianMs,
          (value) =>
            `median ${value.toFixed(3)} ms, p95 ${ms(percentile(firstBytes.samplesMs, 95), 3)} ms`,
        );

  const homeRuns = lighthouse.find((page) => page.path === HOME)?.runs ?? [];
  const homeWeighed = medianWeightRun(homeRuns);
  const firstLoadCheck: Check =
    homeRuns.length < LIGHTHOUSE_RUNS
      ? notMeasured(`${homeRuns.length} of ${LIGHTHOUSE_RUNS} Lighthouse runs`)
      : atMost(
          homeWeighed?.totalBytes ?? null,
          BUDGETS.firstLoadBytes,
          (bytes) => `${bytesFigure(bytes)} in ${requestCount(homeWeighed?.requests.length ?? 0)}`,
        );

  const withWorkerCheck: Check =
    visits === null
      ? unmeasured("visits")
      : atMost(
          visits.untilLoad.bytes + visits.afterLoad.bytes,
          BUDGETS.firstLoadBytes,
          (bytes) =>
            `${bytesFigure(bytes)}: ${kb(visits.untilLoad.bytes)} until load, ` +
            `${kb(visits.afterLoad.bytes)} after`,
        );

  const repeatCheck: Check =
    visits === null
      ? unmeasured("visits")
      : atMost(
          visits.repeat.bytes,
          BUDGETS.repeatVisitBytes,
          (bytes) => `${bytesFigure(bytes)} in ${requestCount(visits.repeat.exchanges.length)}`,
        );

  const jsChecks = new Map(
    (scripts ?? []).map((page) => [
      page.path,
      page.requestsKnown
        ? atMost(page.total, BUDGETS.jsGzipBytes, kb)
        : notMeasured("no Lighthouse run listed its script requests"),
    ]),
  );
  if (scripts === null) {
    for (const pagePath of PUBLIC_PAGES) jsChecks.set(pagePath, unmeasured("scripts"));
  }

  const blockingChecks = new Map(
    lighthouse.map((page) => [
      page.path,
      mostRuns(
        page.runs.map((run) => checkRenderBlocking(run.renderBlocking)),
        LIGHTHOUSE_RUNS,
      ),
    ]),
  );

  const scoreBudget = (category: Category) =>
    everyPage(
      `Lighthouse ${category} = ${BUDGETS.lighthouseScore} on every public page (median of ${LIGHTHOUSE_RUNS})`,
      new Map(
        lighthouse.map((page) => [
          page.path,
          page.runs.length < LIGHTHOUSE_RUNS
            ? notMeasured(`${page.runs.length} of ${LIGHTHOUSE_RUNS} runs`)
            : atLeast(medianScore(page.runs, category), BUDGETS.lighthouseScore, String),
        ]),
      ),
    );

  return [
    { name: `${HOME} at ≥ ${BUDGETS.nginxRatio}× nginx's rate`, ...ratioCheck },
    {
      name: `time to first byte of a stored ${HOME}, median ≤ ${BUDGETS.ttfbMedianMs} ms`,
      ...ttfbCheck,
    },
    {
      name: `first load of ${HOME} ≤ ${limit(BUDGETS.firstLoadBytes)} (Lighthouse)`,
      ...firstLoadCheck,
    },
    {
      name: `first visit of ${HOME} until the network is quiet, service worker included, ≤ ${limit(BUDGETS.firstLoadBytes)} (wire)`,
      ...withWorkerCheck,
    },
    everyPage(`JavaScript ≤ ${limit(BUDGETS.jsGzipBytes)} gzip on every public page`, jsChecks),
    { name: `repeat visit of ${HOME} ≤ ${limit(BUDGETS.repeatVisitBytes)} (wire)`, ...repeatCheck },
    everyPage(
      "render-blocking: none but the stylesheet, with no saving estimated (most runs)",
      blockingChecks,
    ),
    ...CATEGORIES.map(scoreBudget),
  ];
}

// ---------------------------------------------------------------------------------------------

const builtServer = path.join(root, "build/server/index.js");
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

  if (serverErrors > 0) say(`\n! the server logged ${serverErrors} errors during the run`);
  if (serverEnd !== null) say(`\n! the server stopped during the run (${serverEnd})`);
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
