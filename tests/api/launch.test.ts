import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isLaunched } from "../../app/domain/launch.server.ts";
import { createSeededDatabase, testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { startServer } from "../support/server.ts";
import { runSiteLaunch } from "../support/site-launch.ts";

const NOINDEX_META = '<meta name="robots" content="noindex"/>';

async function get(url: string, pathname: string) {
  const response = await fetch(new URL(pathname, url));
  return {
    status: response.status,
    robots: response.headers.get("x-robots-tag"),
    cache: response.headers.get("x-page-cache"),
    body: await response.text(),
  };
}

/** Posts the dashboard's launch as the browser does without JavaScript. */
function postLaunch(site: TestSite, cookie: string) {
  return fetch(new URL("/admin/dashboard", site.url), {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "launch" }),
    redirect: "manual",
  });
}

describe.each(testEngines())("launching the site on %s", (engine) => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(engine, {}, { launched: false });
  });
  afterAll(() => site?.close());

  test("before the launch every public page says noindex, stored or not, and there is no sitemap", async () => {
    for (const pathname of ["/", "/about", "/services/health-tourism", "/quote"]) {
      const first = await get(site.url, pathname);
      expect(first.status, pathname).toBe(200);
      expect(first.robots, pathname).toBe("noindex");
      expect(first.body, pathname).toContain(NOINDEX_META);
    }
    // The stored page keeps its header.
    await expect.poll(async () => (await get(site.url, "/about")).cache).toBe("hit");
    expect((await get(site.url, "/about")).robots).toBe("noindex");

    const sitemap = await get(site.url, "/sitemap.xml");
    expect(sitemap.status).toBe(404);
    expect(sitemap.body).not.toContain("<urlset");
    const robots = await get(site.url, "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.body).toContain("Disallow: /admin");
    expect(robots.body).not.toContain("Sitemap:");
  });

  test("an editor may not launch; nothing changes", async () => {
    const answer = await postLaunch(site, await site.signInEditor());
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain("does not have access");
    expect(await isLaunched(site.database.db)).toBe(false);
  });

  test("an administrator's launch clears the stored pages, opens the sitemap and is audited", async () => {
    await expect.poll(async () => (await get(site.url, "/")).cache).toBe("hit");
    const answer = await postLaunch(site, await site.signIn());
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/dashboard");

    for (const pathname of ["/", "/about"]) {
      const page = await get(site.url, pathname);
      expect(page.cache, pathname).not.toBe("hit");
      expect(page.robots, pathname).toBeNull();
      expect(page.body, pathname).not.toContain('name="robots"');
    }
    const sitemap = await get(site.url, "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain("/services/health-tourism</loc>");
    expect((await get(site.url, "/robots.txt")).body).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);

    const entries = await site.database.db
      .selectFrom("audit_log")
      .select(["actor_name", "item_id", "detail"])
      .where("item_id", "=", "launch")
      .execute();
    expect(entries).toEqual([
      {
        actor_name: "office-admin",
        item_id: "launch",
        detail: "launched: search engines may list the site",
      },
    ]);
  });
});

describe.each(testEngines())("npm run site:launch on %s", (engine) => {
  test("launches the database it is pointed at, once, saying what is still built-in", async () => {
    const database = await createSeededDatabase(engine);
    try {
      const first = await runSiteLaunch(database.env);
      expect(first).toMatch(/The site in .+ is launched: search engines may list it\./);
      expect(first).toContain("Still built-in: Key figures (4)");
      expect(first).toContain("Still built-in: The built-in logo (1)");
      expect(await isLaunched(database.db)).toBe(true);
      expect(await runSiteLaunch(database.env)).toContain("was already launched");

      const server = await startServer(database.env);
      try {
        const home = await get(server.url, "/");
        expect(home.robots).toBeNull();
        expect(home.body).not.toContain('name="robots"');
        expect((await get(server.url, "/sitemap.xml")).status).toBe(200);
      } finally {
        await server.stop();
      }
      const audited = await database.db
        .selectFrom("audit_log")
        .select("actor_name")
        .where("item_id", "=", "launch")
        .execute();
      expect(audited).toEqual([{ actor_name: "Command line" }]);
    } finally {
      await database.drop();
    }
  });
});
