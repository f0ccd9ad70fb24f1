import { describe, expect, test } from "vitest";
import { parseWrk } from "./wrk-output.ts";

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
