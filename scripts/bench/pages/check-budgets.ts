// Issue 11's budgets held against what the run measured, in the order the table prints them.
// A part that could not be measured makes its budgets "not measured", with the reason.
import { type Comparison, LOAD, ratesOf, type Server } from "./against-nginx.ts";
import {
  atLeast,
  atMost,
  BUDGETS,
  type Budget,
  bytesFigure,
  type Check,
  everyPage,
  HOME,
  KB,
  kb,
  mostRuns,
  notMeasured,
  PUBLIC_PAGES,
} from "./budgets.ts";
import type { FirstBytes } from "./first-byte.ts";
import type { PageScripts } from "./javascript.ts";
import { LIGHTHOUSE_RUNS } from "./lighthouse.ts";
import {
  CATEGORIES,
  type Category,
  checkRenderBlocking,
  medianScore,
  medianWeightRun,
  type PageRuns,
} from "./lighthouse-report.ts";
import { ms, requestCount } from "./report.ts";
import { median, percentile, ratio } from "./statistics.ts";
import type { Visits } from "./visits.ts";

/** What each part measured, or null when it failed; `failures` says why, by part. */
export interface Measured {
  comparison: Comparison | null;
  firstBytes: FirstBytes | null;
  lighthouse: PageRuns[];
  scripts: PageScripts[] | null;
  visits: Visits | null;
  failures: Map<string, string>;
}

type Unmeasured = (part: string) => Check;

const limit = (bytes: number) => `${bytes / KB} KB`;

/** Our rate against nginx's; a rate earned with failed answers is no rate. */
function checkRatio(comparison: Comparison | null, unmeasured: Unmeasured): Check {
  if (comparison === null) return unmeasured("nginx");
  const medianRate = (server: Server) =>
    median(ratesOf(comparison, server).map((run) => run.requestsPerSecond));
  const nginx = medianRate("nginx");
  const ours = medianRate("ours");
  const errors = ratesOf(comparison, "ours").reduce((total, run) => total + run.errors, 0);
  const rateCheck = atLeast(
    ratio(ours, nginx),
    BUDGETS.nginxRatio,
    (value) =>
      `${value.toFixed(2)}× (ours ${ours?.toFixed(0)} / nginx ${nginx?.toFixed(0)} req/s, ` +
      `medians of ${LOAD.rounds}; goal ${BUDGETS.nginxRatioGoal}×)`,
  );
  return errors > 0
    ? { verdict: "MISS", figure: `${errors} errors under load; ${rateCheck.figure}` }
    : rateCheck;
}

function checkFirstByte(firstBytes: FirstBytes | null, unmeasured: Unmeasured): Check {
  if (firstBytes === null) return unmeasured("ttfb");
  return atMost(
    median(firstBytes.samplesMs),
    BUDGETS.ttfbMedianMs,
    (value) =>
      `median ${value.toFixed(3)} ms, p95 ${ms(percentile(firstBytes.samplesMs, 95), 3)} ms`,
  );
}

/** The first load of `/` as Lighthouse weighs it. */
function checkFirstLoad(lighthouse: PageRuns[]): Check {
  const homeRuns = lighthouse.find((page) => page.path === HOME)?.runs ?? [];
  if (homeRuns.length < LIGHTHOUSE_RUNS) {
    return notMeasured(`${homeRuns.length} of ${LIGHTHOUSE_RUNS} Lighthouse runs`);
  }
  const homeWeighed = medianWeightRun(homeRuns);
  return atMost(
    homeWeighed?.totalBytes ?? null,
    BUDGETS.firstLoadBytes,
    (bytes) => `${bytesFigure(bytes)} in ${requestCount(homeWeighed?.requests.length ?? 0)}`,
  );
}

/** The first visit on the wire, the service worker's fetching included. */
function checkFirstVisit(visits: Visits | null, unmeasured: Unmeasured): Check {
  if (visits === null) return unmeasured("visits");
  return atMost(
    visits.untilLoad.bytes + visits.afterLoad.bytes,
    BUDGETS.firstLoadBytes,
    (bytes) =>
      `${bytesFigure(bytes)}: ${kb(visits.untilLoad.bytes)} until load, ` +
      `${kb(visits.afterLoad.bytes)} after`,
  );
}

function checkRepeatVisit(visits: Visits | null, unmeasured: Unmeasured): Check {
  if (visits === null) return unmeasured("visits");
  return atMost(
    visits.repeat.bytes,
    BUDGETS.repeatVisitBytes,
    (bytes) => `${bytesFigure(bytes)} in ${requestCount(visits.repeat.exchanges.length)}`,
  );
}

function checkJavaScript(scripts: PageScripts[] | null, unmeasured: Unmeasured) {
  if (scripts === null) {
    return new Map(PUBLIC_PAGES.map((pagePath) => [pagePath as string, unmeasured("scripts")]));
  }
  return new Map(
    scripts.map((page) => [
      page.path,
      page.requestsKnown
        ? atMost(page.total, BUDGETS.jsGzipBytes, kb)
        : notMeasured("no Lighthouse run listed its script requests"),
    ]),
  );
}

function checkRenderBlockingOfPages(lighthouse: PageRuns[]) {
  return new Map(
    lighthouse.map((page) => [
      page.path,
      mostRuns(
        page.runs.map((run) => checkRenderBlocking(run.renderBlocking)),
        LIGHTHOUSE_RUNS,
      ),
    ]),
  );
}

function scoreBudget(lighthouse: PageRuns[], category: Category): Budget {
  return everyPage(
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
}

export function checkBudgets(measured: Measured): Budget[] {
  const { comparison, firstBytes, lighthouse, scripts, visits, failures } = measured;
  const unmeasured: Unmeasured = (part) => notMeasured(failures.get(part) ?? "see above");
  return [
    {
      name: `${HOME} at ≥ ${BUDGETS.nginxRatio}× nginx's rate`,
      ...checkRatio(comparison, unmeasured),
    },
    {
      name: `time to first byte of a stored ${HOME}, median ≤ ${BUDGETS.ttfbMedianMs} ms`,
      ...checkFirstByte(firstBytes, unmeasured),
    },
    {
      name: `first load of ${HOME} ≤ ${limit(BUDGETS.firstLoadBytes)} (Lighthouse)`,
      ...checkFirstLoad(lighthouse),
    },
    {
      name: `first visit of ${HOME} until the network is quiet, service worker included, ≤ ${limit(BUDGETS.firstLoadBytes)} (wire)`,
      ...checkFirstVisit(visits, unmeasured),
    },
    everyPage(
      `JavaScript ≤ ${limit(BUDGETS.jsGzipBytes)} gzip on every public page`,
      checkJavaScript(scripts, unmeasured),
    ),
    {
      name: `repeat visit of ${HOME} ≤ ${limit(BUDGETS.repeatVisitBytes)} (wire)`,
      ...checkRepeatVisit(visits, unmeasured),
    },
    everyPage(
      "render-blocking: none but the stylesheet, with no saving estimated (most runs)",
      checkRenderBlockingOfPages(lighthouse),
    ),
    ...CATEGORIES.map((category) => scoreBudget(lighthouse, category)),
  ];
}
