import { expect, test } from "./fixtures.ts";

test("the home page renders on the server and hydrates under the nonce-based CSP", async ({
  page,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("'nonce-");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connecting Liberia and Turkey");
  // React Router's scripts ran (they are inline, so they only run if the nonce is honoured).
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
});

test("the home page works without JavaScript", async ({ browser, site }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site.url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connecting Liberia and Turkey");
  await context.close();
});
