// Issue 11's budgets, the public pages they hold for, and how a figure is judged against its
// limit: a pass, a miss, or not measured, and the run's verdict from all of them.

export const KB = 1024;

export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/services/health-tourism",
  "/team",
  "/contact",
  // Every language's pages are held to the same budgets (issue 30); the built-in content's.
  "/fr",
  "/fr/services/tourisme-medical",
  "/tr",
  "/tr/contact",
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
