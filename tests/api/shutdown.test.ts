import { once } from "node:events";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { openRequest, sendThrough, tryConnect } from "../support/raw-http.ts";
import { waitFor } from "../support/wait.ts";

describe.each(testEngines())("stopping the server on %s", (engine) => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site?.close());

  test("SIGTERM lets a request in flight finish, refuses new connections, then exits 0", async () => {
    const text = `Sent while the server was stopping, ${crypto.randomUUID()}`;
    const body = Buffer.from(
      JSON.stringify({
        name: "Fatu Sirleaf",
        email: "fatu@example.com",
        subject: "General Inquiry",
        message: text,
      }),
    );
    const half = Math.floor(body.length / 2);
    const request = openRequest(site.url, "POST", "/api/contact", {
      "content-type": "application/json",
      "content-length": body.length,
    });
    await request.connected;
    await request.write(body.subarray(0, half));
    // A round trip on another connection, so the server has surely read the headers by now.
    expect((await call(site.url, "GET", "/healthz")).status).toBe(200);
    await sleep(100);

    const child = site.server.process;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    // New connections are refused from the start of the shutdown...
    await waitFor(
      async () => (await tryConnect(site.url)) === "ECONNREFUSED",
      "the server to stop accepting connections",
    );
    // ...while the process waits for the request it is in the middle of.
    expect(child.exitCode).toBeNull();

    await request.write(body.subarray(half));
    request.end();
    const answer = await request.answer;
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: "Thank you for your message! We'll get back to you soon.",
    });

    const [code, signal] = await exited;
    expect(signal).toBeNull();
    expect(code).toBe(0);

    const stored = await site.database.db
      .selectFrom("inquiries")
      .select(["name", "message"])
      .where("message", "=", text)
      .execute();
    expect(stored).toEqual([{ name: "Fatu Sirleaf", message: text }]);
  });

  test("an idle keep-alive connection does not hold the shutdown up", async () => {
    const idleSite = await startTestSite(engine);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = await sendThrough(agent, idleSite.url, "GET", "/healthz");
      expect(answer.status).toBe(200);
      // The connection now sits open and idle in the agent; the grace period is 10 seconds.
      const started = Date.now();
      const code = await idleSite.server.stop("SIGTERM");
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      agent.destroy();
      await idleSite.close();
    }
  });
});
