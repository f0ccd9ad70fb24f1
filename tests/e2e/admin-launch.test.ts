import type { Page } from "@playwright/test";
import { openAdmin, toast, visit } from "./admin-helpers.ts";
import { expectNoHorizontalScroll, expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// The launch checklist and the launch itself (decision 069), on a site not launched yet. The
// tests run in order on the worker's site: the last one launches it.
test.use({ launched: false });

const checklist = (page: Page) => page.getByRole("region", { name: "Launch checklist" });
const row = (page: Page, label: string) =>
  checklist(page).getByRole("listitem").filter({ hasText: label }).first();

async function expectHidden(page: Page, path: string) {
  const answer = await page.request.get(path);
  expect(answer.headers()["x-robots-tag"], path).toBe("noindex");
  await page.goto(path);
  await expect(page.locator('head meta[name="robots"]'), path).toHaveAttribute(
    "content",
    "noindex",
  );
}

test("the checklist links each placeholder to its screen and loses a figure once it is replaced", async ({
  page,
}) => {
  await openAdmin(page, "/admin/dashboard");
  await expect(checklist(page)).toContainText(
    "Search engines are asked not to list the site until an administrator launches it.",
  );
  for (const label of [
    "Key figures",
    "Partners",
    "Testimonials",
    "Built-in illustrations",
    "Team members without photos",
    "Example phone numbers and addresses",
    "The built-in logo",
  ]) {
    await expect(row(page, label), label).toContainText("still built-in");
  }
  await expect(row(page, "Key figures")).toContainText("4 still built-in");
  await expect(row(page, "Partners")).toContainText("Partner hospital group, Istanbul");
  await expect(row(page, "Testimonials")).toContainText("From Patience K.");

  await row(page, "Key figures").getByRole("link", { name: "9 Years in business" }).click();
  await expect(page).toHaveURL(/\/admin\/trust\/figures$/);
  const first = page
    .getByRole("region", { name: "Key figures" })
    .getByRole("group", { name: "Figure 1" });
  await first.getByRole("textbox", { name: "Figure", exact: true }).fill("11");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Key figures saved. The site shows the change now.")).toBeVisible();

  await visit(page, "/admin/dashboard");
  await expect(row(page, "Key figures")).toContainText("3 still built-in");
  await expect(
    row(page, "Key figures").getByRole("link", { name: "9 Years in business" }),
  ).toHaveCount(0);
  await row(page, "Team members without photos").getByRole("link", { name: "Aylin Demir" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/team\?edit=default-member-2$/);
});

test("before the launch pages say noindex and there is no sitemap; the launch asks first, listing what is left, and lifts both", async ({
  page,
}) => {
  await expectHidden(page, "/");
  await expectHidden(page, "/about");
  expect((await page.request.get("/sitemap.xml")).status()).toBe(404);
  expect(await (await page.request.get("/robots.txt")).text()).not.toContain("Sitemap:");

  await openAdmin(page, "/admin/dashboard");
  // The dashboard before the launch and its question, which the accessibility tests' launched
  // site never shows.
  await expectNoViolations(page, "dashboard before the launch");
  await expectNoHorizontalScroll(page, "dashboard before the launch");
  await checklist(page).getByRole("button", { name: "Launch the site" }).click();
  const dialog = page.getByRole("dialog", { name: "Launch the site?" });
  await expect(dialog).toContainText("Still placeholder:");
  await expectNoViolations(page, "the launch question");
  await expect(dialog.getByRole("listitem").filter({ hasText: "Key figures: 3" })).toBeVisible();
  await expect(
    dialog.getByRole("listitem").filter({ hasText: "The built-in logo: 1" }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expectHidden(page, "/");

  await visit(page, "/admin/dashboard");
  await checklist(page).getByRole("button", { name: "Launch the site" }).click();
  await dialog.getByRole("button", { name: "Launch the site" }).click();
  await expect(toast(page, "The site is launched. Search engines may now list it.")).toBeVisible();
  await expect(checklist(page)).toContainText("The site is launched: search engines may list it.");
  await expect(checklist(page).getByRole("button", { name: "Launch the site" })).toHaveCount(0);
  // What is still built-in stays listed after the launch.
  await expect(row(page, "Key figures")).toContainText("3 still built-in");

  const home = await page.request.get("/");
  expect(home.headers()["x-robots-tag"]).toBeUndefined();
  await page.goto("/");
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  const sitemap = await page.request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain("/services/health-tourism</loc>");
  expect(await (await page.request.get("/robots.txt")).text()).toContain("Sitemap:");
});
