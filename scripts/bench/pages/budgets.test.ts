import { describe, expect, test } from "vitest";
import {
  atLeast,
  atMost,
  BUDGETS,
  type Check,
  everyPage,
  exitCode,
  mostRuns,
  notMeasured,
  PUBLIC_PAGES,
} from "./budgets.ts";

const pass: Check = { verdict: "PASS", figure: "ok" };
const miss: Check = { verdict: "MISS", figure: "too much" };

describe("budgets", () => {
  const bytes = (value: number) => `${value} B`;

  test("a byte budget is met at its limit and missed by one byte over it", () => {
    expect(atMost(51_200, BUDGETS.firstLoadBytes, bytes).verdict).toBe("PASS");
    expect(atMost(51_201, BUDGETS.firstLoadBytes, bytes)).toEqual({
      verdict: "MISS",
      figure: "51201 B",
    });
    expect(atMost(2048, BUDGETS.repeatVisitBytes, bytes).verdict).toBe("PASS");
    expect(atMost(2049, BUDGETS.repeatVisitBytes, bytes).verdict).toBe("MISS");
    expect(atMost(20_481, BUDGETS.jsGzipBytes, bytes).verdict).toBe("MISS");
  });

  test("the time to first byte may be 1 ms, not a hair more", () => {
    expect(atMost(1, BUDGETS.ttfbMedianMs, String).verdict).toBe("PASS");
    expect(atMost(1.001, BUDGETS.ttfbMedianMs, String).verdict).toBe("MISS");
  });

  test("the rate against nginx must reach half of it; a score must reach 100", () => {
    expect(atLeast(0.5, BUDGETS.nginxRatio, String).verdict).toBe("PASS");
    expect(atLeast(0.4999, BUDGETS.nginxRatio, String).verdict).toBe("MISS");
    expect(atLeast(99, BUDGETS.lighthouseScore, String).verdict).toBe("MISS");
    expect(atLeast(100, BUDGETS.lighthouseScore, String).verdict).toBe("PASS");
  });

  test("a missing figure is not measured, never a pass", () => {
    expect(atMost(null, 10, String).verdict).toBe("NOT MEASURED");
    expect(atLeast(null, 10, String).verdict).toBe("NOT MEASURED");
    expect(atMost(Number.NaN, 10, String).verdict).toBe("NOT MEASURED");
  });

  test("every public page must meet a page budget; a page left out is not measured", () => {
    const all = new Map(PUBLIC_PAGES.map((path) => [path, pass]));
    expect(everyPage("JS", all).verdict).toBe("PASS");
    expect(everyPage("JS", all).figure).toContain("/services/health-tourism ok");

    const oneMissed = new Map(all).set("/team", miss);
    expect(everyPage("JS", oneMissed)).toEqual({
      name: "JS",
      verdict: "MISS",
      figure: "/team too much",
    });

    const oneLeftOut = new Map(all);
    oneLeftOut.delete("/contact");
    expect(everyPage("JS", oneLeftOut).verdict).toBe("NOT MEASURED");
  });

  test("the exit code: 0 when all pass, 1 on a miss, 2 when something was not measured", () => {
    const budget = (check: Check) => ({ name: "b", ...check });
    expect(exitCode([budget(pass), budget(pass)])).toBe(0);
    expect(exitCode([budget(pass), budget(miss)])).toBe(1);
    expect(exitCode([budget(pass), budget(notMeasured("nginx"))])).toBe(2);
    expect(exitCode([budget(notMeasured("nginx")), budget(miss)])).toBe(1);
    expect(exitCode([])).toBe(2);
  });

  test("a page's verdict is what most of its runs say; too few runs are not measured", () => {
    expect(mostRuns([pass, miss, pass], 3)).toEqual({
      verdict: "PASS",
      figure: "ok (2/3 runs pass)",
    });
    expect(mostRuns([miss, miss, pass], 3).verdict).toBe("MISS");
    expect(mostRuns([pass, pass], 3).verdict).toBe("NOT MEASURED");
  });
});
