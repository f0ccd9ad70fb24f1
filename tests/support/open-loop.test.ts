import { once } from "node:events";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { runOpenLoop } from "./open-loop.ts";
import { VisitorConnection } from "./visitor-connection.ts";

// The open-loop scheduler against a real Node server on loopback that answers slowly: requests
// must still leave on their schedule, each timed from when it was due.

let server: http.Server | undefined;
let pool: VisitorConnection[] = [];

afterEach(() => {
  for (const connection of pool) connection.close();
  pool = [];
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server answering every request `delayMs` after it arrived; records when each arrived. */
async function slowServer(delayMs: number) {
  const arrivedAt: number[] = [];
  server = http.createServer((req, res) => {
    arrivedAt[Number(req.url?.slice(1))] = performance.now();
    setTimeout(() => {
      res.writeHead(204);
      res.end();
    }, delayMs);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return { origin: new URL(`http://127.0.0.1:${port}`), arrivedAt };
}

/** Offers `count` requests at `rate`, each to `/<index>`; when each was due and how long it took. */
async function offer(origin: URL, rate: number, count: number, maxConnections: number) {
  const dueAt: number[] = [];
  const tookMs: number[] = [];
  const report = await runOpenLoop({
    rate,
    count,
    maxConnections,
    connections: [new VisitorConnection()],
    connect: () => new VisitorConnection(),
    send: async (index, connection, due) => {
      dueAt[index] = due;
      await connection.send(origin, { method: "GET", path: `/${index}`, headers: {} });
      tookMs[index] = performance.now() - due;
    },
  });
  pool = report.pool;
  return { report, dueAt, tookMs };
}

describe("runOpenLoop", () => {
  it("sends each request when it is due, however slowly the earlier ones are answered", async () => {
    const { origin, arrivedAt } = await slowServer(1_500);
    // 40 requests at 50 a second: the last is due at 780 ms, long before the first answer
    // (1.5 s), let alone the 60 s that 40 answers one connection at a time would take.
    const { report, dueAt, tookMs } = await offer(origin, 50, 40, 100);

    expect((dueAt[39] as number) - (dueAt[0] as number)).toBeCloseTo(780, 0);
    expect(Math.max(...arrivedAt)).toBeLessThan((arrivedAt[0] as number) + 1_500);
    for (let index = 0; index < 40; index += 1) {
      const arrivedLate = (arrivedAt[index] as number) - (dueAt[index] as number);
      expect(arrivedLate).toBeGreaterThanOrEqual(0);
      // Well under one answer's 1.5 s, even on a busy machine: nothing waited for an answer.
      expect(arrivedLate).toBeLessThan(500);
      expect(tookMs[index]).toBeGreaterThanOrEqual(1_500);
    }
    // All 40 in flight at once, each on a connection of its own, none waiting for one.
    expect(report.pool).toHaveLength(40);
    expect(report.reachedCap).toBe(false);
    expect(Math.max(...report.lateMs)).toBeLessThan(500);
  });

  it("uses a connection again once it is free", async () => {
    const { origin } = await slowServer(50);
    // 100 requests at 100 a second, each answered in 50 ms: about five in flight at a time.
    const { report } = await offer(origin, 100, 100, 200);
    expect(report.pool.length).toBeGreaterThanOrEqual(5);
    expect(report.pool.length).toBeLessThan(50);
  });

  it("at its cap of connections, counts the wait for a free one in the request's time", async () => {
    const { origin, arrivedAt } = await slowServer(100);
    // Four connections answer 40 a second; 20 are offered at 100 a second (due within 190 ms).
    const { report, dueAt, tookMs } = await offer(origin, 100, 20, 4);

    expect(report.pool).toHaveLength(4);
    expect(report.reachedCap).toBe(true);
    expect(arrivedAt.filter(Number.isFinite)).toHaveLength(20);
    // The last four go out after four rounds of 100 ms, though due at 160 to 190 ms...
    expect((arrivedAt[19] as number) - (dueAt[0] as number)).toBeGreaterThanOrEqual(400);
    // ...and their time runs from when they were due, not from when a connection was free.
    expect(tookMs[19]).toBeGreaterThanOrEqual(300);
    expect(report.lateMs[19]).toBeGreaterThanOrEqual(200);
  });

  it("answers at once when nothing is offered", async () => {
    const report = await runOpenLoop({
      rate: 10,
      count: 0,
      maxConnections: 1,
      connections: [],
      connect: () => new VisitorConnection(),
      send: async () => {},
    });
    expect(report.pool).toEqual([]);
  });
});
