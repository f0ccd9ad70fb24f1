import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createUser } from "../../app/domain/users.server.ts";
import { EDITOR } from "../support/actors.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { ADMIN, signIn } from "../support/fixtures.ts";
import { call, pageHeading } from "../support/http.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { waitFor } from "../support/wait.ts";

const LOGIN_LIMIT = 4;

describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  let database: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    // An empty database: both instances start at once and race to migrate and seed it.
    database = await createTestDatabase("postgres");
    const env = { ...database.env, RATE_LIMIT_LOGIN: String(LOGIN_LIMIT) };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    const ready = (server: RunningServer) =>
      waitFor(
        async () => (await fetch(`${server.url}/readyz`)).status === 200,
        `${server.url} to get ready`,
        10_000,
      );
    await Promise.all([ready(a), ready(b)]);
    await createUser(database.db, { ...ADMIN, email: "office@example.com" }, EDITOR);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  test("starting together, they migrate and seed once", async () => {
    const migrations = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(database.db);
    const names = migrations.rows.map((row) => row.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    const services = await database.db.selectFrom("services").select("slug").execute();
    expect(services.map((service) => service.slug).sort()).toEqual([
      "building-and-construction-materials",
      "health-tourism",
      "logistics-services",
    ]);
    const members = await database.db.selectFrom("team_members").select("id").execute();
    expect(members).toHaveLength(3);
  });

  test("a session made on A works on B; B's edit shows on A's home page within a second", async () => {
    const cookie = await signIn(a.url);
    const me = await call<{ user: { username: string } }>(b.url, "GET", "/api/auth/me", {
      cookie,
    });
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe(ADMIN.username);

    // A has its home page cached before the edit.
    const before = await pageHeading(a.url);
    expect(await pageHeading(a.url)).toEqual(before);

    const hero = await call<Record<string, unknown>>(b.url, "GET", "/api/pagecontent/hero");
    const title = `Edited on instance B at ${Date.now()}`;
    const saved = await call(b.url, "PUT", "/api/pagecontent/hero", {
      cookie,
      json: { title, content: hero.body.content, images: hero.body.images },
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();

    await waitFor(
      async () => (await pageHeading(a.url)).heading === title,
      "the new title on A",
      1_000,
    );
    const seenAfterMs = Date.now() - savedAt;
    expect(seenAfterMs).toBeLessThan(1_000);

    // Signing out on B ends the session on A too.
    expect((await call(b.url, "POST", "/api/auth/logout", { cookie })).status).toBe(200);
    expect((await call(a.url, "GET", "/api/auth/me", { cookie })).status).toBe(401);
  });

  test("the sign-in limit counts attempts on both instances together", async () => {
    const wrong = { username: "someone-guessing", password: "not-the-password" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2 * LOGIN_LIMIT; attempt++) {
      const server = attempt % 2 === 0 ? a : b;
      statuses.push((await call(server.url, "POST", "/api/auth/login", { json: wrong })).status);
    }
    // Counted per instance, alternating would get through 2 × LOGIN_LIMIT attempts; counted
    // together, the limit is reached within LOGIN_LIMIT (the sign-in above counted too).
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(firstRefused).toBeLessThanOrEqual(LOGIN_LIMIT);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
    // The counters they share live a minute: their table skips the write-ahead log (so a
    // submission's count costs no disk flush); every other table is logged.
    const { rows } = await sql<{ name: string }>`
      select relname as name from pg_class
      where relkind = 'r' and relpersistence = 'u'
        and relnamespace = current_schema()::regnamespace`.execute(database.db);
    expect(rows.map((row) => row.name)).toEqual(["rate_limits"]);
  });
});
