import { describe, expect, it } from "vitest";
import {
  highestPassingRate,
  nextRate,
  percentile,
  type RateSearchPlan,
  type RateTrial,
  searchRates,
} from "./load-statistics.ts";

const PLAN: RateSearchPlan = {
  start: 50,
  factor: 2,
  step: 10,
  resolution: 0.1,
  floor: 10,
  ceiling: 10_000,
};

/** A server that keeps within its budget up to `capacity` a second, and not above it. */
const serverOf = (capacity: number) => async (rate: number) => rate <= capacity;

describe("percentile", () => {
  it("takes the nearest rank, whatever the order of the values", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
    expect(values[0]).toBe(100);
  });

  it("in a small sample, p99 is the largest value", () => {
    expect(percentile([3, 9, 1, 4], 99)).toBe(9);
    expect(percentile([3, 9, 1, 4], 50)).toBe(3);
  });

  it("is not a number when there are no values", () => {
    expect(percentile([], 99)).toBeNaN();
  });
});

describe("nextRate", () => {
  it("starts at the plan's start, then doubles while every rate passes", () => {
    expect(nextRate([], PLAN)).toBe(50);
    expect(nextRate([{ rate: 50, passed: true }], PLAN)).toBe(100);
    expect(nextRate([{ rate: 200, passed: true }], PLAN)).toBe(400);
  });

  it("halves the gap between the highest pass and the lowest failure", () => {
    const trials: RateTrial[] = [
      { rate: 400, passed: true },
      { rate: 800, passed: false },
    ];
    expect(nextRate(trials, PLAN)).toBe(600);
    expect(nextRate([...trials, { rate: 600, passed: false }], PLAN)).toBe(500);
  });

  it("goes down from a failure until something passes, no lower than the floor", () => {
    expect(nextRate([{ rate: 200, passed: false }], PLAN)).toBe(100);
    expect(nextRate([{ rate: 20, passed: false }], PLAN)).toBe(10);
    expect(nextRate([{ rate: 10, passed: false }], PLAN)).toBeNull();
  });

  it("stops once the gap is within the resolution, or at the ceiling", () => {
    const close: RateTrial[] = [
      { rate: 700, passed: true },
      { rate: 760, passed: false },
    ];
    expect(nextRate(close, PLAN)).toBeNull();
    expect(nextRate([{ rate: 10_000, passed: true }], PLAN)).toBeNull();
    expect(nextRate([{ rate: 8_000, passed: true }], PLAN)).toBe(10_000);
  });

  it("takes a pass above a failure for luck", () => {
    const trials: RateTrial[] = [
      { rate: 200, passed: true },
      { rate: 400, passed: false },
      { rate: 800, passed: true },
    ];
    expect(highestPassingRate(trials)).toBe(200);
    expect(nextRate(trials, PLAN)).toBe(300);
  });
});

describe("searchRates", () => {
  it("finds the highest rate a server keeps within its budget, within the resolution", async () => {
    const trials = await searchRates({
      ...PLAN,
      trials: [{ rate: 200, passed: true }],
      budgetSeconds: 600,
      attempt: serverOf(730),
    });
    const found = highestPassingRate(trials);
    expect(found).toBeLessThanOrEqual(730);
    expect(found).toBeGreaterThanOrEqual(730 * (1 - PLAN.resolution));
    expect(trials[0]).toEqual({ rate: 200, passed: true });
    expect(trials.map((t) => t.rate).slice(1, 3)).toEqual([400, 800]);
  });

  it("searches downwards when the given rate already failed", async () => {
    const trials = await searchRates({
      ...PLAN,
      trials: [{ rate: 200, passed: false }],
      budgetSeconds: 600,
      attempt: serverOf(65),
    });
    expect(highestPassingRate(trials)).toBeGreaterThanOrEqual(60);
    expect(highestPassingRate(trials)).toBeLessThanOrEqual(65);
  });

  it("starts no trial that would likely overrun its time budget", async () => {
    let clock = 0;
    const trials = await searchRates({
      ...PLAN,
      trials: [],
      budgetSeconds: 20,
      now: () => clock,
      attempt: async (rate) => {
        clock += 7_000;
        return rate <= 730;
      },
    });
    // 7 s a trial: after two (14 s), a third would end at 21 s.
    expect(trials.map((t) => t.rate)).toEqual([50, 100]);
  });

  it("tries nothing with no time at all", async () => {
    const trials = await searchRates({
      ...PLAN,
      trials: [],
      budgetSeconds: 0,
      attempt: serverOf(730),
    });
    expect(trials).toEqual([]);
  });
});
