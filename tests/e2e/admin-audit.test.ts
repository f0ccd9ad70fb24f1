import type { Page, TestInfo } from "@playwright/test";
import { ADMIN } from "../support/fixtures.ts";
import { openAdmin, openSidebarLink, toast, visit } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { acceptConsoleErrors, newProjectContext, waitForHydration } from "./public-helpers.ts";

/** The log's entries as shown: table rows from 1024 px, cards on a phone (the header row left out). */
function entries(page: Page, testInfo: TestInfo) {
  const main = page.getByRole("main");
  return testInfo.project.name === "desktop"
    ? main.getByRole("row").filter({ has: page.getByRole("cell") })
    : main.getByRole("listitem");
}

test("an edit and a failed sign-in are in the audit log, which filters by kind", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const stamp = Date.now();
  const before = `Customs Brokerage ${stamp}`;
  const after = `Customs Clearance ${stamp}`;

  // A failed sign-in on the login page.
  await page.goto("/admin/login");
  await waitForHydration(page);
  await page.getByLabel("Username or Email").fill(ADMIN.username);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText("Login failed");
  acceptConsoleErrors(consoleErrors, /401/);

  // Signed in, the administrator renames a service in its dialog.
  await openAdmin(page, "/admin/dashboard");
  const created = await page.request.post("/api/services", {
    data: {
      title: before,
      category: "logistics",
      shortDescription: "Clearance at the Freeport of Monrovia.",
      fullDescription: "Documents, duties and release of your cargo.",
    },
  });
  expect(created.status()).toBe(201);
  const { service } = (await created.json()) as { service: { _id: string } };
  // The worker's site is shared with other tests: the service goes again, whatever happens.
  try {
    await visit(page, "/admin/services");
    await page.getByRole("button", { name: `Edit Details of ${before}` }).click();
    const dialog = page.getByRole("dialog", { name: /Service/ });
    await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(after);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Service updated successfully!")).toBeVisible();

    // Both are in the log, newest first, with who did them; the sign-in with its address.
    await openSidebarLink(page, "Audit Log");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit Log");
    await waitForHydration(page);
    const shown = entries(page, testInfo);
    const update = shown.filter({ hasText: `Updated the service ${after} (was ${before})` });
    await expect(update).toHaveCount(1);
    await expect(update).toContainText(ADMIN.username);
    const failure = shown.filter({ hasText: `Failed sign-in as “${ADMIN.username}”` }).first();
    await expect(failure).toContainText("127.0.0.1");
    const updateAt = await update.boundingBox();
    const failureAt = await failure.boundingBox();
    expect(updateAt?.y ?? 0).toBeLessThan(failureAt?.y ?? 0);

    // Filtered by kind: the choice applies at once and stays in the address.
    await page.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Failed sign-ins" });
    await expect(page).toHaveURL(/\/admin\/audit\?kind=sign-in-failed$/);
    await expect(shown.first()).toContainText(`Failed sign-in as “${ADMIN.username}”`);
    for (const text of await shown.allInnerTexts()) expect(text).toContain("Failed sign-in as");
    await expect(page.getByRole("combobox", { name: "Kind" })).toHaveValue("sign-in-failed");

    await page.getByRole("link", { name: "Clear the filters" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(update).toHaveCount(1);
  } finally {
    await page.request.delete(`/api/services/${service._id}`);
  }
});

test("the filters work without JavaScript, as a plain GET form", async ({
  browser,
  site,
}, testInfo) => {
  const context = await newProjectContext(browser, testInfo, {
    javaScriptEnabled: false,
    baseURL: site.url,
  });
  const page = await context.newPage();
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  await page.goto("/admin/audit");
  await page.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Sign-ins" });
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel("From").fill(today);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?person=&kind=sign-in&from=${today}&to=$`));
  await expect(page.getByRole("combobox", { name: "Kind" })).toHaveValue("sign-in");
  const shown = entries(page, testInfo);
  await expect(shown.first()).toContainText("Signed in");
  for (const text of await shown.allInnerTexts()) expect(text).toContain("Signed in");
  await context.close();
});
