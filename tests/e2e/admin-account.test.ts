import type { Page } from "@playwright/test";
import { COMMAND_LINE } from "../../app/domain/audit.model.ts";
import { PASSWORD_RESET_REQUESTED } from "../../app/domain/users.schema.ts";
import { createUser } from "../../app/domain/users.server.ts";
import { openSidebarLink, toast, visit } from "./admin-helpers.ts";
import { expectNoHorizontalScroll, expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { acceptConsoleErrors } from "./public-helpers.ts";

test.use({ withMail: true });

const PASSWORD = "the editor's first long password";
const NEW_PASSWORD = "the editor's second long password";

/** Asks for a forgotten password's link from the sign-in page; the answer's words. */
async function askForLink(page: Page, email: string): Promise<string> {
  await visit(page, "/admin/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await page.getByRole("button", { name: "E-mail Me a Link" }).click();
  const answer = page.getByRole("status");
  await expect(answer).toBeVisible();
  return (await answer.textContent()) ?? "";
}

test("a forgotten password: the mailed link works once, and an unknown address gets the same answer", async ({
  page,
  site,
  consoleErrors,
}) => {
  const stamp = Date.now().toString(36);
  const email = `musa.${stamp}@example.com`;
  await createUser(
    site.database.db,
    { username: `musa-${stamp}`, email, role: "editor", password: PASSWORD },
    COMMAND_LINE,
  );

  expect(await askForLink(page, email)).toBe(PASSWORD_RESET_REQUESTED);
  await expectNoViolations(page, "forgot password, answered");
  const mail = await site.smtp?.waitFor((received) => received.to.includes(email));
  const link = /\/admin\/reset-password\/[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0] ?? "";
  expect(link).not.toBe("");
  expect(await askForLink(page, `nobody.${stamp}@example.com`)).toBe(PASSWORD_RESET_REQUESTED);

  await visit(page, link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectNoViolations(page, "reset password");
  await expectNoHorizontalScroll(page, "reset password");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toast(page, /Your new password is set/)).toBeVisible();

  // Used once: the link now says so.
  await visit(page, link);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  await expectNoViolations(page, "used link");
  acceptConsoleErrors(consoleErrors, /404/);

  // The request log keeps the address without the link's secret.
  const logs = JSON.stringify(site.server.logs());
  expect(logs).toContain("/admin/reset-password/[hidden]");
  expect(logs).not.toContain(link);
  // A mail only to the address that has an account.
  expect(site.smtp?.mails.filter((each) => each.to.some((to) => to.includes(stamp)))).toHaveLength(
    1,
  );
});

test("changing the password on My Account signs the account out in another browser", async ({
  page,
  browser,
  site,
  consoleErrors,
}) => {
  const stamp = Date.now().toString(36);
  const username = `kollie-${stamp}`;
  await createUser(
    site.database.db,
    { username, email: `kollie.${stamp}@example.com`, role: "editor", password: PASSWORD },
    COMMAND_LINE,
  );
  const elsewhere = await browser.newContext({ baseURL: site.url });
  const other = await elsewhere.newPage();
  expect(
    (
      await other.request.post("/api/auth/login", { data: { username, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  await other.goto("/admin/dashboard");
  await expect(other).toHaveURL(/\/admin\/dashboard$/);

  expect(
    (
      await page.request.post("/api/auth/login", { data: { username, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  await visit(page, "/admin/dashboard");
  // The top bar's name on a wide screen, the menu on a phone.
  const topBar = page.getByRole("link", { name: /^My account/ });
  if (await topBar.isVisible()) await topBar.click();
  else await openSidebarLink(page, "My Account");
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible();
  const sessions = page.getByRole("region", { name: "Where you are signed in" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByText("This browser")).toHaveCount(1);
  await expectNoViolations(page, "my account");
  await expectNoHorizontalScroll(page, "my account");

  const password = page.getByRole("region", { name: "Password" });
  await password.getByLabel("Current password").fill("not my password at all");
  await password.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await password.getByRole("button", { name: "Change Password" }).click();
  await expect(password.getByText("This is not your current password.")).toBeVisible();
  acceptConsoleErrors(consoleErrors, /400/);

  await password.getByLabel("Current password").fill(PASSWORD);
  await password.getByRole("button", { name: "Change Password" }).click();
  await expect(toast(page, /Your password is changed/)).toBeVisible();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByRole("button", { name: "Sign Out Everywhere Else" })).toBeDisabled();

  await other.goto("/admin/dashboard");
  await expect(other).toHaveURL(/\/admin\/login/);
  await elsewhere.close();
});

test("a reset password alone does not sign in an account with two-factor: the sign-in page asks for it and the code", async ({
  page,
  site,
}) => {
  const stamp = Date.now().toString(36);
  const email = `aylin.${stamp}@example.com`;
  const user = await createUser(
    site.database.db,
    { username: `aylin-${stamp}`, email, role: "editor", password: PASSWORD },
    COMMAND_LINE,
  );
  // Two-factor on, as enrolment leaves it (the secret is never read on this way).
  await site.database.db
    .insertInto("user_two_factor")
    .values({
      user_id: user._id,
      secret: "not read here",
      enabled_at: new Date().toISOString(),
      last_used_step: null,
      created_at: new Date().toISOString(),
    })
    .execute();

  await askForLink(page, email);
  const mail = await site.smtp?.waitFor((received) => received.to.includes(email));
  const link = /\/admin\/reset-password\/[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0] ?? "";
  await visit(page, link);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/admin\/login\?password-set$/);
  await expect(page.getByRole("main")).toContainText("Sign in with it and your code.");
  // Not signed in: the content manager still sends to the sign-in page.
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
});
