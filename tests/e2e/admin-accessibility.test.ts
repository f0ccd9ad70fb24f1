import type { Page } from "@playwright/test";
import { ADMIN, personProof } from "../support/fixtures.ts";
import { openAdmin, visit } from "./admin-helpers.ts";
import { expectNoHorizontalScroll, expectNoViolations } from "./axe.ts";
import { expect, test, type WorkerSite } from "./fixtures.ts";
import { newProjectContext, waitForHydration } from "./public-helpers.ts";

// WCAG 2.2 AA on every admin screen at both widths, with its dialogs open too.

// axe takes about 2 s a screen on a quiet machine, so the screens go in groups of a few, each
// a test of its own, to stay well within a test's time (playwright.config.ts) when both workers
// are busy.
const SCREEN_GROUPS = {
  "the content screens": [
    "/admin/dashboard",
    "/admin/content/hero",
    "/admin/hero-management",
    "/admin/content/about",
    "/admin/content/contact",
    "/admin/content/brand",
    "/admin/content/site",
  ],
  "the collections and the inbox": ["/admin/services", "/admin/team", "/admin/messages"],
  "the trust and proof screens": [
    "/admin/trust",
    "/admin/trust/figures",
    "/admin/trust/steps",
    "/admin/trust/partners",
    "/admin/trust/testimonials",
    "/admin/trust/questions",
  ],
  "the privacy and staff screens": [
    "/admin/inquiry-settings",
    "/admin/reply-templates",
    "/admin/privacy",
    "/admin/privacy-requests",
    "/admin/users",
    "/admin/audit",
    "/admin/security",
  ],
  "my account": ["/admin/account/two-factor", "/admin/account"],
};

async function check(page: Page, where: string) {
  await expectNoViolations(page, where);
  await expectNoHorizontalScroll(page, where);
}

test("the login page, also with an error shown", async ({ browser, site }, testInfo) => {
  const context = await newProjectContext(browser, testInfo, { baseURL: site.url });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await waitForHydration(page);
  await check(page, "login");
  await page.getByLabel("Username or Email").fill(ADMIN.username);
  await page.getByLabel("Password").fill("wrong");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await check(page, "login with an error");
  await context.close();
});

/** Signed in, with a message in the inbox and one held as spam, so their screens have content. */
async function openWithMessages(page: Page, site: WorkerSite) {
  const sent = await page.request.post("/api/contact", {
    data: {
      name: "Axe Check",
      email: "axe@example.com",
      subject: "Hello",
      message: "Line one\nLine two",
      formProof: await personProof(site.database.db),
    },
  });
  expect(sent.status()).toBe(201);
  // And one without the form's proof, held as spam.
  const held = await page.request.post("/api/contact", {
    data: { name: "Axe Check", email: "axe@example.com", subject: "Spam", message: "Buy" },
  });
  expect(held.status()).toBe(201);
  await openAdmin(page, "/admin/dashboard");
}

for (const [group, screens] of Object.entries(SCREEN_GROUPS)) {
  test(`every admin screen: ${group}`, async ({ browser, site }, testInfo) => {
    const context = await newProjectContext(browser, testInfo, { baseURL: site.url });
    const page = await context.newPage();
    await openWithMessages(page, site);
    for (const screen of screens) {
      await page.goto(screen);
      await waitForHydration(page);
      await check(page, screen);
    }
    await site.database.db.deleteFrom("inquiries").where("email", "=", "axe@example.com").execute();
    await context.close();
  });
}

test("the screens of one record, and the dialogs", async ({ browser, site }, testInfo) => {
  // Eleven checks of about 2 s each, between the steps that open each screen and dialog.
  test.setTimeout(240_000);
  const context = await newProjectContext(browser, testInfo, { baseURL: site.url });
  const page = await context.newPage();
  await openWithMessages(page, site);

  // The service images screen.
  const service = await site.database.db
    .selectFrom("services")
    .select("id")
    .executeTakeFirstOrThrow();
  await visit(page, `/admin/services/${service.id}/images`);
  await waitForHydration(page);
  await check(page, "service images");
  await visit(page, `/admin/services/${service.id}/history`);
  await check(page, "service history");

  // A team member's history, and the trash with something in it.
  const member = await page.request.post("/api/team", {
    data: { name: "Axe Check", position: "Tester" },
  });
  expect(member.status()).toBe(201);
  const { _id: memberId } = (await member.json()).teamMember;
  await page.request.put(`/api/team/${memberId}`, {
    data: { name: "Axe Checked", position: "Tester" },
  });
  await visit(page, `/admin/team/${memberId}/history`);
  await check(page, "team member history");
  expect((await page.request.delete(`/api/team/${memberId}`)).status()).toBe(200);
  await visit(page, "/admin/trash");
  await check(page, "trash");

  // Dialogs: the service and team forms, a delete confirmation, the unsaved-changes question.
  await visit(page, "/admin/services");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add New Service" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check(page, "service modal");
  await page.keyboard.press("Escape");
  await page
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check(page, "delete confirmation");
  await page.getByRole("button", { name: "Cancel" }).click();

  await visit(page, "/admin/team");
  await waitForHydration(page);
  await page
    .getByRole("button", { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check(page, "team modal");
  await page.keyboard.press("Escape");

  // An inquiry's own screen, its reply box open, the list's delete question, the spam view.
  const message = await site.database.db
    .selectFrom("inquiries")
    .select("id")
    .where("email", "=", "axe@example.com")
    .where("status", "!=", "spam")
    .executeTakeFirstOrThrow();
  await visit(page, `/admin/messages/${message.id}`);
  await check(page, "an inquiry");
  await page.getByRole("main").getByRole("link", { name: "Reply", exact: true }).click();
  await expect(page.getByLabel(/Your reply to/)).toBeVisible();
  await check(page, "reply form");
  await visit(page, "/admin/messages");
  await page
    .getByRole("checkbox", { name: /^Tick the message from/ })
    .first()
    .check();
  await page.getByLabel("With the ticked:").selectOption("delete");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check(page, "bulk delete confirmation");
  await page.getByRole("button", { name: "Cancel" }).click();
  await visit(page, "/admin/messages?status=spam");
  await expect(page.getByRole("main").getByRole("article").first()).toContainText("Spam");
  await check(page, "spam view");

  await visit(page, "/admin/content/hero");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Changed, not saved");
  const toggle = page.getByRole("button", { name: "Open the menu" });
  if (await toggle.isVisible()) await toggle.click();
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toBeVisible();
  await check(page, "unsaved changes dialog");

  await site.database.db.deleteFrom("inquiries").where("email", "=", "axe@example.com").execute();
  await context.close();
});
