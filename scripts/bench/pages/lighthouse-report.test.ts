import { describe, expect, test } from "vitest";
import {
  checkRenderBlocking,
  isScriptRequest,
  type LighthouseReport,
  type LighthouseRun,
  medianScore,
  medianWeightRun,
  readLighthouseRun,
} from "./lighthouse-report.ts";

/** A small report shaped as Lighthouse 13 writes it. */
function report(overrides: Partial<LighthouseReport> = {}): LighthouseReport {
  const origin = "http://127.0.0.1:4000";
  return {
    lighthouseVersion: "13.5.0",
    environment: { benchmarkIndex: 1702 },
    categories: {
      performance: {
        score: 0.995,
        auditRefs: [
          { id: "first-contentful-paint", weight: 10, group: "metrics" },
          { id: "render-blocking-insight", weight: 0, group: "insights" },
          { id: "network-dependency-tree-insight", weight: 0, group: "insights" },
          { id: "image-delivery-insight", weight: 0, group: "insights" },
        ],
      },
      accessibility: { score: 0.94, auditRefs: [{ id: "color-contrast", weight: 7 }] },
      "best-practices": { score: 1, auditRefs: [] },
      seo: { score: null, auditRefs: [] },
    },
    audits: {
      "first-contentful-paint": {
        title: "First Contentful Paint",
        score: 0.9,
        scoreDisplayMode: "numeric",
        numericValue: 812.4,
        displayValue: "0.8 s",
      },
      "total-byte-weight": {
        title: "Avoids enormous network payloads",
        score: 1,
        scoreDisplayMode: "metricSavings",
        numericValue: 20_340,
      },
      "network-requests": {
        title: "Network Requests",
        score: 1,
        scoreDisplayMode: "informative",
        details: {
          items: [
            {
              url: `${origin}/`,
              resourceType: "Document",
              mimeType: "text/html",
              statusCode: 200,
              transferSize: 9260,
            },
            {
              url: `${origin}/assets/root-D2K3xVoo.css`,
              resourceType: "Stylesheet",
              mimeType: "text/css",
              statusCode: 200,
              transferSize: 7842,
            },
            {
              url: `${origin}/favicon.svg`,
              resourceType: "Other",
              mimeType: "image/svg+xml",
              statusCode: 200,
              transferSize: 601,
            },
          ],
        },
      },
      "render-blocking-insight": {
        title: "Render-blocking requests",
        score: 0.5,
        scoreDisplayMode: "metricSavings",
        metricSavings: { FCP: 0, LCP: 0 },
        details: {
          items: [{ url: `${origin}/assets/root-D2K3xVoo.css`, totalBytes: 7842, wastedMs: 165 }],
        },
      },
      "network-dependency-tree-insight": {
        title: "Network dependency tree",
        score: 0,
        scoreDisplayMode: "numeric",
        metricSavings: { LCP: 0 },
      },
      "image-delivery-insight": {
        title: "Improve image delivery",
        score: 0,
        scoreDisplayMode: "metricSavings",
        displayValue: "Est savings of 12 KiB",
        metricSavings: { LCP: 150 },
        details: { items: [{ url: `${origin}/images/hero.jpg` }] },
      },
      "color-contrast": {
        title: "Background and foreground colors do not have a sufficient contrast ratio.",
        score: 0,
        scoreDisplayMode: "binary",
        details: {
          items: [{ node: { snippet: '<a class="text-slate-400"  href="/team">' } }],
        },
      },
    },
    ...overrides,
  };
}

describe("Lighthouse reports", () => {
  test("reads the scores as the report shows them, the weight and the requests", () => {
    const run = readLighthouseRun(report());
    expect(run.scores).toEqual({
      performance: 100,
      accessibility: 94,
      "best-practices": 100,
      seo: null,
    });
    expect(run.totalBytes).toBe(20_340);
    expect(run.metrics.FCP).toBe(812.4);
    expect(run.metrics.LCP).toBeNull();
    expect(run.requests.map((request) => request.transferSize)).toEqual([9260, 7842, 601]);
    expect(run.benchmarkIndex).toBe(1702);
  });

  test("lists the audits that cost points or promise savings, and no others", () => {
    expect(readLighthouseRun(report()).costs).toEqual([
      {
        audit: "performance: Improve image delivery",
        value: "Est savings of 12 KiB",
        items: ["http://127.0.0.1:4000/images/hero.jpg"],
      },
      {
        audit:
          "accessibility: Background and foreground colors do not have a sufficient contrast ratio.",
        value: "",
        items: ['<a class="text-slate-400" href="/team">'],
      },
    ]);
  });

  test("a run Lighthouse itself failed is an error, not a run of zeros", () => {
    expect(() =>
      readLighthouseRun(report({ runtimeError: { code: "NO_FCP", message: "No paint" } })),
    ).toThrow("NO_FCP: No paint");
  });

  test("the render-blocking stylesheet is known by Lighthouse's resource type", () => {
    expect(readLighthouseRun(report()).renderBlocking).toEqual({
      requests: [
        { url: "http://127.0.0.1:4000/assets/root-D2K3xVoo.css", bytes: 7842, stylesheet: true },
      ],
      savingsMs: { FCP: 0, LCP: 0 },
    });
  });

  test("a script is a Script request or a JavaScript type", () => {
    const request = { url: "", statusCode: 200, transferSize: 1 };
    expect(isScriptRequest({ ...request, resourceType: "Script", mimeType: "" })).toBe(true);
    expect(
      isScriptRequest({ ...request, resourceType: "Other", mimeType: "text/javascript" }),
    ).toBe(true);
    expect(isScriptRequest({ ...request, resourceType: "Stylesheet", mimeType: "text/css" })).toBe(
      false,
    );
  });
});

describe("render-blocking requests", () => {
  const css = { url: "http://127.0.0.1:4000/assets/root.css", bytes: 7842, stylesheet: true };
  const script = { url: "http://127.0.0.1:4000/assets/app.js", bytes: 3000, stylesheet: false };
  const noSaving = { FCP: 0, LCP: 0 };

  test("none, or only the stylesheet with no saving estimated, pass", () => {
    expect(checkRenderBlocking({ requests: [], savingsMs: noSaving })).toEqual({
      verdict: "PASS",
      figure: "none",
    });
    expect(checkRenderBlocking({ requests: [css], savingsMs: noSaving })).toEqual({
      verdict: "PASS",
      figure: "/assets/root.css, no saving estimated",
    });
  });

  test("the stylesheet Lighthouse flags with a saving misses", () => {
    expect(checkRenderBlocking({ requests: [css], savingsMs: { FCP: 150, LCP: 0 } })).toEqual({
      verdict: "MISS",
      figure: "/assets/root.css, est. saving FCP 150 ms, LCP 0 ms",
    });
  });

  test("a script, or a second stylesheet, misses even with no saving", () => {
    expect(checkRenderBlocking({ requests: [script], savingsMs: noSaving }).verdict).toBe("MISS");
    expect(checkRenderBlocking({ requests: [css, css], savingsMs: noSaving }).verdict).toBe("MISS");
  });

  test("without the audit it is not measured", () => {
    expect(checkRenderBlocking(null).verdict).toBe("NOT MEASURED");
  });
});

describe("medians of Lighthouse runs", () => {
  const run = (performance: number | null, totalBytes: number | null): LighthouseRun => ({
    ...readLighthouseRun(report()),
    scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
    totalBytes,
  });

  test("the score of a category is the median of its runs", () => {
    expect(medianScore([run(100, 1), run(92, 1), run(100, 1)], "performance")).toBe(100);
    expect(medianScore([run(100, 1), run(99, 1), run(98, 1)], "performance")).toBe(99);
    expect(medianScore([run(null, 1), run(null, 1)], "performance")).toBeNull();
  });

  test("bytes come from the run of median weight", () => {
    const runs = [run(100, 21_000), run(100, 20_000), run(100, 20_500)];
    expect(medianWeightRun(runs)?.totalBytes).toBe(20_500);
    expect(medianWeightRun([run(100, null)])).toBeNull();
  });
});
