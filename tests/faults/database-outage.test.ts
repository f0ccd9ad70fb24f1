import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { defaultHero } from "../../app/content/default-content.ts";
import { createUser } from "../../app/domain/users.server.ts";
import { EDITOR } from "../support/actors.ts";
import { checkStored, postContactMessages } from "../support/contact-load.ts";
import {
  createSeededDatabase,
  createTestDatabase,
  type TestDatabase,
} from "../support/databases.ts";
import { ADMIN, personProof, signIn } from "../support/fixtures.ts";
import { call, pageHeading } from "../support/http.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { startTcpProxy, throughProxy } from "../support/tcp-proxy.ts";
import { waitFor } from "../support/wait.ts";

// PostgreSQL taken away and given back through a TCP proxy on loopback, while the machine's
// PostgreSQL itself keeps running.

const PUBLIC_PAGES = ["/", "/about", "/services", "/services/health-tourism", "/team", "/contact"];
const OUTAGE_STARTED = "database unavailable: public pages are showing the built-in content";
const OUTAGE_ENDED = "database available again after an outage";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function siteBehindProxy(seeded: boolean) {
  const base = new URL(process.env.TEST_DATABASE_URL ?? "");
  const proxy = await startTcpProxy({ host: base.hostname, port: Number(base.port || 5432) });
  cleanups.push(() => proxy.close());
  const database: TestDatabase = seeded
    ? await createSeededDatabase("postgres")
    : await createTestDatabase("postgres");
  cleanups.push(() => database.drop());
  return { proxy, database, databaseUrl: throughProxy(database.env.DATABASE_URL ?? "", proxy) };
}

async function start(databaseUrl: string): Promise<RunningServer> {
  const server = await startServer({ DATABASE_URL: databaseUrl, RATE_LIMIT_CONTACT: "100000" });
  cleanups.push(() => server.stop("SIGKILL"));
  return server;
}

const logCount = (server: RunningServer, message: string) =>
  server.logs().filter((line) => line.msg === message).length;

const readyStatus = async (url: string) => (await fetch(`${url}/readyz`)).status;

describe.runIf(process.env.TEST_DATABASE_URL)("the database goes away and comes back", () => {
  test("pages fall back to the built-in content, /readyz and the API say 503, and the site recovers without a restart", async () => {
    const { proxy, database, databaseUrl } = await siteBehindProxy(true);
    await createUser(database.db, { ...ADMIN, email: "office@example.com" }, EDITOR);
    const server = await start(databaseUrl);
    const cookie = await signIn(server.url);
    const hero = await call<Record<string, unknown>>(server.url, "GET", "/api/pagecontent/hero");
    const saveHero = (title: string) =>
      call(server.url, "PUT", "/api/pagecontent/hero", {
        cookie,
        json: { title, content: hero.body.content, images: hero.body.images },
      });
    expect((await saveHero("Before the outage")).status).toBe(200);

    await proxy.cut();
    for (let round = 0; round < 3; round++) {
      for (const path of PUBLIC_PAGES) {
        expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
      }
      expect(await pageHeading(server.url)).toEqual({ status: 200, heading: defaultHero.title });
    }
    expect(await readyStatus(server.url)).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const read = await call(server.url, "GET", "/api/services");
    expect(read.status).toBe(503);
    expect(read.body).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
    expect(read.headers.get("retry-after")).toBeTruthy();
    const write = await saveHero("Sent during the outage");
    expect(write.status).toBe(503);
    // An administrator opening the content manager is told what is wrong, not shown an error.
    const adminPage = await fetch(`${server.url}/admin/dashboard`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(adminPage.status).toBe(503);
    expect(await adminPage.text()).toContain("cannot reach its database at the moment");
    // The outage is logged once, not once per page.
    expect(logCount(server, OUTAGE_STARTED)).toBe(1);
    expect(logCount(server, OUTAGE_ENDED)).toBe(0);

    await sleep(1_000);
    await proxy.restore();
    await waitFor(async () => (await readyStatus(server.url)) === 200, "/readyz 200", 15_000);
    // The same session still works: the admin is back without a restart.
    expect((await call(server.url, "GET", "/api/auth/me", { cookie })).status).toBe(200);
    expect((await saveHero("After the outage")).status).toBe(200);
    expect(await pageHeading(server.url)).toEqual({ status: 200, heading: "After the outage" });
    const dashboard = await fetch(`${server.url}/admin/dashboard`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(dashboard.status).toBe(200);

    await waitFor(() => logCount(server, OUTAGE_ENDED) === 1, "the end of the outage logged");
    const ended = server.logs().find((line) => line.msg === OUTAGE_ENDED);
    expect(ended?.outageSeconds).toBeGreaterThanOrEqual(1);
    expect(logCount(server, OUTAGE_STARTED)).toBe(1);
  });

  test("the server starts while the database is unreachable and gets ready once it is back", async () => {
    const { proxy, database, databaseUrl } = await siteBehindProxy(false);
    await proxy.cut();
    const server = await start(databaseUrl);

    expect(await readyStatus(server.url)).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await pageHeading(server.url)).toEqual({ status: 200, heading: defaultHero.title });

    await proxy.restore();
    await waitFor(async () => (await readyStatus(server.url)) === 200, "/readyz 200", 20_000);
    const services = await call<{ services: unknown[] }>(server.url, "GET", "/api/services");
    expect(services.status).toBe(200);
    expect(services.body.services).toHaveLength(3);
    const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(
      database.db,
    );
    expect(migrations.rows.length).toBeGreaterThan(0);
  });

  test("a database restart during contact traffic costs only the requests in flight", async () => {
    const { proxy, database, databaseUrl } = await siteBehindProxy(true);
    const server = await start(databaseUrl);
    let finished = 0;
    const runId = `outage${Date.now()}`;
    const load = postContactMessages({
      origin: () => server.url,
      count: 800,
      concurrency: 20,
      runId,
      onProgress: (progress) => {
        finished = progress.finished;
      },
      pauseAfterFailureMs: 200,
    });
    await waitFor(() => finished >= 100, "100 answers", 30_000);
    await proxy.cut();
    await sleep(1_000);
    await proxy.restore();
    const result = await load;

    // The process lived through it: a connection dying under a request must not kill it.
    expect(server.process.exitCode).toBeNull();
    expect(result.failed).toBeGreaterThan(0);
    // Most of the load came after the restart: the site took messages again by itself.
    expect(result.accepted.length).toBeGreaterThan(400);
    const check = await checkStored(database.db, runId, result.accepted);
    expect(check.missing).toEqual([]);
    expect(check.duplicated).toEqual([]);
    // Once it is back, messages go through again.
    const after = await call(server.url, "POST", "/api/contact", {
      json: {
        name: "Late Visitor",
        email: "late@example.com",
        subject: "Hi",
        message: "Back?",
        formProof: await personProof(database.db),
      },
    });
    expect(after.status).toBe(201);
  });
});
