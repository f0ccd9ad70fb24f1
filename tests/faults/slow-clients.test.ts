import { once } from "node:events";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HTTP_TIMEOUTS } from "../../server/http-timeouts.ts";
import { createSeededDatabase, type TestDatabase } from "../support/databases.ts";
import { call } from "../support/http.ts";
import { type RunningServer, startServer } from "../support/server.ts";

const HEADERS_TIMEOUT_MS = HTTP_TIMEOUTS.headersTimeout;

// The HTTP server's own limit, the same whatever the database: SQLite is enough.
describe("a client that never finishes its headers", () => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createSeededDatabase("sqlite");
    server = await startServer(database.env);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test("is answered 408 and cut off after the header timeout, and others are served meanwhile", async () => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    await once(socket, "connect");
    const started = Date.now();
    // Headers, a trickle at a time, never ending in the blank line.
    socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const trickle = setInterval(() => socket.write("X-Slow: 1\r\n"), 2_000);
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    // A trickled line may meet the server's cut-off (EPIPE, ECONNRESET): that is the point.
    socket.on("error", () => {});
    try {
      // The slow client holds nobody else up.
      expect((await call(server.url, "GET", "/healthz")).status).toBe(200);
      // Not events.once: it would reject on the reset that a cut-off may bring before "close".
      await new Promise((resolve) => socket.once("close", resolve));
    } finally {
      clearInterval(trickle);
    }
    const heldMs = Date.now() - started;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(heldMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 1_000);
    expect(heldMs).toBeLessThan(HEADERS_TIMEOUT_MS + 5_000);
  }, 40_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("a saturated database pool", () => {
  test("answers 503 with a reason after a bounded wait, rather than hanging", async () => {
    const database = await createSeededDatabase("postgres");
    const server = await startServer({ ...database.env, DATABASE_POOL_MAX: "1" });
    const blocker = new pg.Client({ connectionString: database.env.DATABASE_URL });
    try {
      await blocker.connect();
      // Another session holds the services table, so the one pooled connection gets stuck.
      await blocker.query("begin");
      await blocker.query("lock table services in access exclusive mode");

      const started = Date.now();
      const timed = async (answer: ReturnType<typeof call>) => ({
        ...(await answer),
        at: Date.now() - started,
      });
      // The first request takes the only connection and waits on the lock; the next ones wait
      // for a connection.
      const first = timed(call(server.url, "GET", "/api/services"));
      await sleep(200);
      const waiting = await Promise.all([
        timed(call(server.url, "GET", "/api/services")),
        timed(call(server.url, "GET", "/api/services")),
      ]);
      for (const answer of waiting) {
        expect(answer.status).toBe(503);
        expect(answer.body).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
        expect(answer.headers.get("retry-after")).toBeTruthy();
        // Refused after the pool's bounded wait for a connection (5 s), not left hanging.
        expect(answer.at).toBeLessThan(8_000);
      }
      // Once the lock goes, the stuck request finishes normally.
      await blocker.query("rollback");
      expect((await first).status).toBe(200);
    } finally {
      await blocker.end().catch(() => {});
      await server.stop();
      await database.drop();
    }
  }, 40_000);
});
