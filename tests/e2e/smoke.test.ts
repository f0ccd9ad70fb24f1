import { expect, test } from "./fixtures.ts";
import { PUBLIC_PAGES, waitForEnhancement, waitForHydration } from "./public-helpers.ts";

test("public pages load no script file and no React: one inline script, allowed by its hash", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const { path, h1 } of PUBLIC_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy, path).toMatch(/(^|;)script-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(policy, path).not.toContain("nonce");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    // The inline script ran, so the policy's hash is the script's own.
    await waitForEnhancement(page);
    expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
    expect(await page.locator("script:not([type='application/ld+json'])").count(), path).toBe(1);
  }
  expect(scripts).toEqual([]);
});

test("the content manager is a React app that hydrates under its nonce-based CSP", async ({
  page,
}) => {
  const response = await page.goto("/admin/login");
  expect(response?.headers()["content-security-policy"]).toContain("'nonce-");
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
});

test("the home page works without JavaScript", async ({ browser, site }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site.url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connecting Liberia and Turkey");
  await context.close();
});
