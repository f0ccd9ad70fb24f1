import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getPrivacyNotice } from "../../app/domain/privacy-notice.server.ts";
import { getSecuritySettings } from "../../app/domain/security-settings.server.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";

/** Whether the page came from the cache ("hit") or was rendered ("miss"). */
async function cacheOf(site: TestSite, pathname: string): Promise<string | null> {
  const response = await fetch(new URL(pathname, site.url));
  await response.arrayBuffer();
  expect(response.status, pathname).toBe(200);
  return response.headers.get("x-page-cache");
}

/** Posts an admin screen's form as the browser does without JavaScript. */
function postForm(
  site: TestSite,
  pathname: string,
  cookie: string,
  fields: Record<string, string>,
) {
  return fetch(new URL(pathname, site.url), {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

// Decision 061: a setting no visitor sees is saved apart from the content, and leaves the
// stored public pages in place; one a visitor reads clears them as any content edit does.
describe.each(testEngines())("saving settings and the stored pages on %s", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
  });
  afterAll(() => site?.close());

  test("saving the sign-in security settings keeps the stored public pages", async () => {
    await expect.poll(() => cacheOf(site, "/about")).toBe("hit");
    const { version } = await getSecuritySettings(site.database.db);
    const saved = await postForm(site, "/admin/security", cookie, {
      intent: "save",
      version: String(version),
      requireTwoFactor: "false",
    });
    expect(saved.status).toBe(302);
    expect((await getSecuritySettings(site.database.db)).version).toBe(version + 1);
    // The writes of a request are reported once its answer is out: give that a moment.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await cacheOf(site, "/about")).toBe("hit");
  });

  test("saving the privacy notice, which visitors read, clears them", async () => {
    await expect.poll(() => cacheOf(site, "/about")).toBe("hit");
    const { version } = await getPrivacyNotice(site.database.db);
    const saved = await postForm(site, "/admin/privacy", cookie, {
      intent: "save",
      version: String(version),
      title: "Privacy Notice",
      body: "We keep your data safe.",
    });
    expect(saved.status).toBe(302);
    expect(await cacheOf(site, "/about")).toBe("miss");
  });
});
