import type { Page } from "@playwright/test";
import { WORDS } from "../../app/i18n/words.ts";
import { ADMIN } from "../support/fixtures.ts";
import { openAdmin, toast } from "./admin-helpers.ts";
import { expectNoHorizontalScroll, expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { acceptConsoleErrors } from "./public-helpers.ts";

// An administrator switches a language off and on again from the Translations overview
// (decision 074): its pages answer 404, it leaves the switchers and the sitemap, and all of it
// comes back.

const OVERVIEW = "/admin/translations?language=fr";

// Whatever the test got to, French is on again for the worker's other tests. Through the
// server, so its stored pages are cleared as the switch clears them.
test.afterEach(async ({ page }) => {
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
  const answer = await page.request.post(OVERVIEW, {
    form: { intent: "switch-language", language: "fr", on: "true" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
});

/** Asks to switch French `to` on or off, and says yes in the dialog that asks first. */
async function switchFrench(page: Page, to: "on" | "off") {
  await page.getByRole("button", { name: `Switch French ${to}` }).click();
  const dialog = page.getByRole("dialog", { name: `Switch French ${to}?` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The links of the home page's language switchers (the top bar's and the phone menu's). */
function switcherLink(page: Page, name: string) {
  return page
    .getByRole("navigation", { name: WORDS.en.frame.language, includeHidden: true })
    .getByRole("link", { name, includeHidden: true });
}

test("French switched off answers 404 and leaves the switchers and the sitemap; switched on, it is back", async ({
  page,
  consoleErrors,
}) => {
  await openAdmin(page, OVERVIEW);
  await expect(page.getByRole("heading", { name: "French is on the site" })).toBeVisible();

  const asked = await switchFrench(page, "off");
  await expect(asked).toContainText(
    `Its pages will answer "not found" and it will leave every language switcher`,
  );
  await expect(asked).toContainText("Its translations are kept");
  await expectNoViolations(page, "the dialog");
  await asked.getByRole("button", { name: "Switch French off" }).click();
  await expect(toast(page, `French is switched off: its pages answer "not found".`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "French is switched off" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Languages" }).getByRole("link", { name: "French (off)" }),
  ).toBeVisible();
  await expectNoViolations(page, "the overview, French off");
  await expectNoHorizontalScroll(page, "the overview, French off");

  const french = await page.goto("/fr/services/tourisme-medical");
  acceptConsoleErrors(consoleErrors, /status of 404/);
  expect(french?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORDS.fr.errors.notFound);
  await expect(page.getByRole("link", { name: WORDS.fr.errors.toHome })).toHaveAttribute(
    "href",
    "/",
  );

  await page.goto("/");
  await expect(switcherLink(page, "Türkçe").first()).toHaveAttribute("href", "/tr");
  await expect(switcherLink(page, "Français")).toHaveCount(0);
  // Nor is it offered to a browser that prefers it (the bar the enhancement script shows).
  await expect(page.locator("[data-language-offer]")).toHaveAttribute("data-language-offer", "tr");
  await expect(page.locator('head link[hreflang="fr"]')).toHaveCount(0);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/tr/services/");
  expect(sitemap).not.toContain("/fr");

  await page.goto(OVERVIEW);
  const back = await switchFrench(page, "on");
  await back.getByRole("button", { name: "Switch French on" }).click();
  await expect(toast(page, "French is on the site again.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "French is on the site" })).toBeVisible();

  expect((await page.goto("/fr/services/tourisme-medical"))?.status()).toBe(200);
  await page.goto("/");
  await expect(switcherLink(page, "Français").first()).toHaveAttribute("href", "/fr");
  await expect(page.locator('[data-language-offer="fr"]')).toHaveCount(1);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(
    "/fr/services/tourisme-medical",
  );
});

test("the structured data of a French service page is in French, at its French address", async ({
  page,
}) => {
  await page.goto("/fr/services/tourisme-medical");
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const webPage = blocks.find((block) => block["@type"] === "WebPage");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  expect(webPage).toMatchObject({
    inLanguage: "fr",
    url: expect.stringMatching(/\/fr\/services\/tourisme-medical$/),
    isPartOf: { "@type": "WebSite", inLanguage: "fr", url: expect.stringMatching(/\/fr$/) },
    mainEntity: {
      "@type": "Service",
      name: heading,
      url: expect.stringMatching(/\/fr\/services\/tourisme-medical$/),
    },
  });
  const description = await page.locator('head meta[name="description"]').getAttribute("content");
  expect(webPage?.description).toBe(description);
  expect(blocks.find((block) => block["@type"] === "Organization")).toMatchObject({
    url: expect.stringMatching(/\/fr$/),
  });
  // The questions the page shows, in French.
  const faq = blocks.find((block) => block["@type"] === "FAQPage") as
    | { inLanguage: string; mainEntity: { name: string; inLanguage?: string }[] }
    | undefined;
  expect(faq?.inLanguage).toBe("fr");
  const [first] = faq?.mainEntity ?? [];
  expect(first?.inLanguage).toBeUndefined();
  await expect(page.getByRole("main").getByText(first?.name ?? "—", { exact: true })).toBeVisible();
});
