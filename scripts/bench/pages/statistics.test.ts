import { describe, expect, test } from "vitest";
import { median, percentile, ratio } from "./statistics.ts";

describe("statistics", () => {
  test("the median of an odd count is the middle value, whatever the order", () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([100, 92, 100])).toBe(100);
    expect(median([7])).toBe(7);
  });

  test("the median of an even count is the mean of the two middle values", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  test("there is no median of nothing, and the values are left as they were", () => {
    expect(median([])).toBeNull();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  test("a percentile is a measured value of nearest rank", () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([0.2, 0.9, 0.3], 95)).toBe(0.9);
    expect(percentile([], 95)).toBeNull();
  });

  test("a ratio needs both figures and a positive denominator", () => {
    expect(ratio(20_000, 40_000)).toBe(0.5);
    expect(ratio(null, 40_000)).toBeNull();
    expect(ratio(20_000, null)).toBeNull();
    expect(ratio(20_000, 0)).toBeNull();
  });
});
