// What the benchmark reads from a Lighthouse 13 report (LHR): scores, metrics, requests, the
// render-blocking insight and the audits that cost points, and the medians over a page's runs.
import { type Check, notMeasured } from "./budgets.ts";
import { median } from "./statistics.ts";

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
