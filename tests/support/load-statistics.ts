// What a load's figures say: percentiles of its times, and the search for the highest rate a
// server keeps within a latency budget.

/** The p-th percentile (0–100) of the values, nearest-rank; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** One rate tried: whether the server kept within the budget at it. */
export interface RateTrial {
  rate: number;
  passed: boolean;
}

export interface RateSearchPlan {
  /** The first rate tried when nothing has been tried yet. */
  start: number;
  /** Rates go up (or down) by this factor until one passes and one fails. */
  factor: number;
  /** Rates are multiples of this, a second. */
  step: number;
  /** The search stops once the highest pass and the lowest failure are this close (relative). */
  resolution: number;
  /** No rate below this is tried... */
  floor: number;
  /** ...or above this. */
  ceiling: number;
}

/**
 * The highest rate that passed below every rate that failed (0 if none did): a pass above a
 * failure is taken for luck, not capacity.
 */
export function highestPassingRate(trials: RateTrial[]): number {
  const lowestFailure = Math.min(...trials.filter((t) => !t.passed).map((t) => t.rate));
  const below = trials.filter((t) => t.passed && t.rate < lowestFailure).map((t) => t.rate);
  return Math.max(0, ...below);
}

/** The lowest rate that failed, or Infinity when none did. */
export function lowestFailingRate(trials: RateTrial[]): number {
  return Math.min(...trials.filter((t) => !t.passed).map((t) => t.rate));
}

/**
 * The next rate to try, or null when the search is done: up by `factor` from the highest pass
 * until something fails, down by it from the lowest failure until something passes, then
 * halving the gap between the two until it is within `resolution`.
 */
export function nextRate(trials: RateTrial[], plan: RateSearchPlan): number | null {
  if (trials.length === 0) return plan.start;
  const passed = highestPassingRate(trials);
  const failed = lowestFailingRate(trials);
  const round = (rate: number) => Math.max(plan.step, Math.round(rate / plan.step) * plan.step);
  if (failed === Number.POSITIVE_INFINITY) {
    return passed >= plan.ceiling ? null : Math.min(plan.ceiling, round(passed * plan.factor));
  }
  if (passed === 0) {
    const lower = round(failed / plan.factor);
    return lower < plan.floor || lower >= failed ? null : lower;
  }
  if (failed - passed <= Math.max(plan.step, passed * plan.resolution)) return null;
  const middle = round((passed + failed) / 2);
  return middle > passed && middle < failed ? middle : null;
}

export interface RateSearch extends RateSearchPlan {
  /** Tries a rate: resolves whether it passed. */
  attempt: (rate: number) => Promise<boolean>;
  /** Trials already made (at the rate the load was offered at, say). */
  trials: RateTrial[];
  /** No trial starts that would likely end after this many seconds from the search's start. */
  budgetSeconds: number;
  /** The clock, ms; `performance.now` unless a test gives its own. */
  now?: () => number;
}

/**
 * Tries rates as `nextRate` says, until it is done or the next trial would likely overrun the
 * time budget (judged by the longest trial so far); answers every trial, the given ones first.
 */
export async function searchRates(search: RateSearch): Promise<RateTrial[]> {
  const now = search.now ?? (() => performance.now());
  const trials = [...search.trials];
  const started = now();
  let longest = 0;
  for (;;) {
    const rate = nextRate(trials, search);
    if (rate === null) return trials;
    const before = now();
    if (before - started + longest >= search.budgetSeconds * 1000) return trials;
    trials.push({ rate, passed: await search.attempt(rate) });
    longest = Math.max(longest, now() - before);
  }
}
