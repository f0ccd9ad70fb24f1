import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import {
  atLeast,
  atMost,
  BUDGETS,
  type Check,
  checkRenderBlocking,
  everyPage,
  exitCode,
  gzipSize,
  inlineScripts,
  isScriptRequest,
  type LighthouseReport,
  type LighthouseRun,
  median,
  medianScore,
  medianWeightRun,
  mostRuns,
  nginxConfig,
  notMeasured,
  PUBLIC_PAGES,
  parseWrk,
  percentile,
  ratio,
  readLighthouseRun,
  requestLines,
  responseStatus,
} from "./figures.ts";

const pass: Check = { verdict: "PASS", figure: "ok" };
const miss: Check = { verdict: "MISS", figure: "too much" };

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
});

describe("scripts in a page", () => {
  const html = [
    "<!DOCTYPE html><html><head>",
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script src="/assets/entry.js"></script>',
    '<script data-src="x" >window.a = 1;</script>',
    "</head><body>",
    "<SCRIPT type='module'>import('./x.js');</SCRIPT>",
    '<script type="text/javascript">\nconsole.log("</div>");\n</script>',
    "<script></script>",
    '<script async src=/sw-helper.js type="module"></script>',
    "</body></html>",
  ].join("\n");

  test("counts the inline scripts a browser runs, not data blocks nor scripts with a src", () => {
    expect(inlineScripts(html)).toEqual([
      "window.a = 1;",
      "import('./x.js');",
      '\nconsole.log("</div>");\n',
    ]);
  });

  test("gzip sizes are zlib's at its default level", () => {
    const code = "document.querySelectorAll('[data-carousel]');".repeat(50);
    expect(gzipSize(code)).toBe(gzipSync(code).byteLength);
    expect(gzipSize(code)).toBeLessThan(Buffer.byteLength(code) / 10);
  });
});

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

  test("a page's verdict is what most of its runs say; too few runs are not measured", () => {
    expect(mostRuns([pass, miss, pass], 3)).toEqual({
      verdict: "PASS",
      figure: "ok (2/3 runs pass)",
    });
    expect(mostRuns([miss, miss, pass], 3).verdict).toBe("MISS");
    expect(mostRuns([pass, pass], 3).verdict).toBe("NOT MEASURED");
  });
});

describe("wrk", () => {
  const output = [
    "Running 10s test @ http://127.0.0.1:47002/",
    "  1 threads and 10 connections",
    "  Thread Stats   Avg      Stdev     Max   +/- Stdev",
    "    Latency   245.12us  101.23us   5.12ms   90.12%",
    "    Req/Sec    40.12k     1.23k   42.34k    70.00%",
    "  Latency Distribution",
    "     50%  226.00us",
    "     75%    3.39ms",
    "     90%   53.71ms",
    "     99%    1.79s",
    "  401234 requests in 10.00s, 18.60GB read",
    "Requests/sec:  40123.45",
    "Transfer/sec:      1.86GB",
    "",
  ].join("\n");

  test("reads the rate, the request count and the latencies in ms", () => {
    expect(parseWrk(output)).toEqual({
      requestsPerSecond: 40_123.45,
      requests: 401_234,
      p50Ms: 0.226,
      p99Ms: 1790,
      errors: 0,
    });
  });

  test("counts socket errors and answers other than 2xx or 3xx", () => {
    const withErrors = output.replace(
      "Requests/sec:",
      "  Socket errors: connect 0, read 2, write 1, timeout 3\n  Non-2xx or 3xx responses: 4\nRequests/sec:",
    );
    expect(parseWrk(withErrors).errors).toBe(10);
  });

  test("output without a rate or without --latency is refused", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:1 Connection refused")).toThrow(
      "wrk printed no rate",
    );
    expect(() => parseWrk(output.replace("     50%  226.00us\n", ""))).toThrow("50% latency");
  });
});

describe("nginx", () => {
  const headers: [string, string][] = [
    ["content-security-policy", "default-src 'self';script-src 'sha256-MW4=';"],
    ["X-Page-Cache", "hit"],
    ["content-type", "text/html; charset=utf-8"],
    ["Content-Length", "48597"],
    ["ETag", '"7l1N24-yvYU7cnoG4OCSKkSPN_v"'],
    ["Date", "Tue, 24 Nov 2026 08:43:26 GMT"],
    ["Connection", "keep-alive"],
    ["X-Quoted", 'a "b" \\ c'],
  ];
  const config = nginxConfig("/tmp/groupsite-nginx-x", 47002, headers);

  test("one worker in the foreground, on loopback, with its files in its own directory", () => {
    expect(config).toContain("daemon off;");
    expect(config).toContain("worker_processes 1;");
    expect(config).toContain("listen 127.0.0.1:47002;");
    expect(config).toContain('pid "/tmp/groupsite-nginx-x/nginx.pid";');
    expect(config).toContain('error_log "/tmp/groupsite-nginx-x/error.log" warn;');
    expect(config).toContain('root "/tmp/groupsite-nginx-x";');
    expect(config).toContain("access_log off;");
  });

  test("adds our page's headers, except those nginx writes itself, quoted", () => {
    const added = config.split("\n").filter((line) => line.includes("add_header"));
    expect(added).toEqual([
      `    add_header "content-security-policy" "default-src 'self';script-src 'sha256-MW4=';" always;`,
      '    add_header "X-Page-Cache" "hit" always;',
      '    add_header "X-Quoted" "a \\"b\\" \\\\ c" always;',
    ]);
  });

  test("a header with a `$` is refused, since nginx would read a variable", () => {
    expect(() => nginxConfig("/tmp/x", 1, [["X-Price", "$5"]])).toThrow("variable");
  });
});

describe("bytes on a socket", () => {
  test("finds the request lines a browser sent", () => {
    const chunk =
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nIf-None-Match: "x"\r\n\r\n' +
      "GET /sw.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    expect(requestLines(chunk)).toEqual(["GET /", "GET /sw.js"]);
    expect(requestLines("Host: 127.0.0.1\r\n\r\n")).toEqual([]);
  });

  test("reads the status of a response that starts a chunk, and only then", () => {
    expect(responseStatus('HTTP/1.1 304 Not Modified\r\nETag: "x"\r\n')).toBe(304);
    expect(responseStatus("HTTP/1.1 200 OK\r\n")).toBe(200);
    expect(responseStatus("<p>HTTP/1.1 200 OK</p>")).toBeNull();
  });
});
