import { createSeededDatabase } from "../support/databases.ts";
import { call } from "../support/http.ts";
import { startServer } from "../support/server.ts";
import { startTcpProxy, throughProxy } from "../support/tcp-proxy.ts";
import { expect, test } from "./fixtures.ts";
import { acceptConsoleErrors, PUBLIC_PAGES } from "./public-helpers.ts";

// Spec section 8: when the database cannot be reached, public pages show the built-in content.
// PostgreSQL sits behind a TCP proxy, so the test can take the database away and bring it back.

const EDITED_TITLE = "Edited Title From The Database";

// Runs when PostgreSQL is available (npm test provides it; CI requires it).
test("with the database unavailable every public page answers 200 with the built-in content @postgres", async ({
  page,
  consoleErrors,
}) => {
  const database = await createSeededDatabase("postgres");
  const target = new URL(database.env.DATABASE_URL ?? "");
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const server = await startServer({ DATABASE_URL: throughProxy(target.toString(), proxy) });
  try {
    // An edit the built-in content does not have, so the two can be told apart.
    await database.db
      .updateTable("content_entries")
      .set({ title: EDITED_TITLE })
      .where("page", "=", "hero")
      .execute();
    // The server reads through the proxy (its pool now holds open connections).
    const before = await call<{ title: string }>(server.url, "GET", "/api/pagecontent/hero");
    expect(before.body.title).toBe(EDITED_TITLE);

    await proxy.cut();
    for (const { path, h1 } of PUBLIC_PAGES) {
      // Twice: a page made from the built-in content is never cached, so the second is rendered
      // afresh as well (and would show the database's content again as soon as it is back).
      for (const attempt of [1, 2]) {
        const response = await page.goto(`${server.url}${path}`);
        expect(response?.status(), `${path} (${attempt})`).toBe(200);
        expect(response?.headers()["x-page-cache"], `${path} (${attempt})`).toBe("miss");
      }
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 }), path).toHaveText(h1);
      await expect(page.getByRole("contentinfo")).toContainText("info@lonestar-anatolia.com");
    }
    // An unknown address is still the site's own 404 page, framed by the built-in content.
    const missing = await page.goto(`${server.url}/no-such-page`);
    expect(missing?.status()).toBe(404);
    acceptConsoleErrors(consoleErrors, /status of 404/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
      "Page Not Found",
    );
    await expect(page.getByRole("contentinfo")).toContainText("info@lonestar-anatolia.com");
    await page.goto(`${server.url}/services`);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
    await page.goto(`${server.url}/team`);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
    await page.goto(server.url);
    await expect(page.getByText(EDITED_TITLE)).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Our Services" }).getByRole("article"),
    ).toHaveCount(3);

    // The outage is logged once, however many pages fell back.
    const outages = () =>
      server.logs().filter((entry) => String(entry.msg).startsWith("database unavailable"));
    expect(outages()).toHaveLength(1);
    expect(outages()[0]?.level).toBe(50);

    // Back again: the edited content shows at once.
    await proxy.restore();
    await expect(async () => {
      await page.goto(server.url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(EDITED_TITLE, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 15_000 });
    expect(
      server.logs().some((entry) => String(entry.msg).startsWith("database available again")),
    ).toBe(true);
  } finally {
    await server.stop();
    await proxy.close();
    await database.drop();
  }
});
