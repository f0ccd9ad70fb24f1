import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { COMMAND_LINE } from "../../app/domain/audit.model.ts";
import { updateSecuritySettings } from "../../app/domain/security-settings.server.ts";
import {
  confirmEnrolment,
  getEnrolment,
  startEnrolment,
} from "../../app/domain/two-factor-enrolment.server.ts";
import { createUser } from "../../app/domain/users.server.ts";
import { TEST_TOTP_KEY } from "../support/server.ts";
import { logOut, openSidebarLink, toast, visit } from "./admin-helpers.ts";
import { expectNoHorizontalScroll, expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { acceptConsoleErrors, waitForHydration } from "./public-helpers.ts";

const STEP_MS = 30_000;

/** The app's code for the next time step: one the server takes (±1 step) and has not seen. */
function nextCode(totp: TOTP): string {
  return totp.generate({ timestamp: Date.now() + STEP_MS });
}

/** A code that is none of the three the server would take now. */
function wrongCode(totp: TOTP): string {
  const near = [-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * STEP_MS }));
  let code = 0;
  while (near.includes(String(code).padStart(6, "0"))) code += 1;
  return String(code).padStart(6, "0");
}

/** An account of the test's own, so enrolling it leaves the other tests' administrator alone. */
async function newAccount(
  site: { database: { db: Parameters<typeof createUser>[0] } },
  name: string,
) {
  const credentials = { username: `${name}-${Date.now()}`, password: `${name} password 123` };
  const user = await createUser(site.database.db, credentials, COMMAND_LINE);
  return { user, credentials };
}

async function signInWithPassword(page: Page, credentials: { username: string; password: string }) {
  await page.goto("/admin/login");
  await waitForHydration(page);
  await page.getByLabel("Username or Email").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("enrol with the shown secret; sign-in then asks for a code; a wrong code is refused; a recovery code works once", async ({
  page,
  site,
  consoleErrors,
}) => {
  const { credentials } = await newAccount(site, "enrol");
  await signInWithPassword(page, credentials);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 5000 });
  await waitForHydration(page);

  // Set up from the menu's link.
  await openSidebarLink(page, "Two-factor sign-in");
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(
    page.getByRole("img", { name: "QR code for this site's two-factor sign-in" }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toHaveAttribute(
    "src",
    /^data:image\/svg\+xml;base64,/,
  );
  const shown = await page.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/).textContent();
  const totp = new TOTP({ secret: Secret.fromBase32((shown ?? "").replaceAll(" ", "")) });
  await expectNoViolations(page, "enrolment");
  await expectNoHorizontalScroll(page, "enrolment");

  // A wrong code does not turn it on.
  await page.getByLabel("6-digit code").fill(wrongCode(totp));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right.");
  await expect(page.getByLabel("6-digit code")).toHaveAttribute("aria-invalid", "true");
  acceptConsoleErrors(consoleErrors, /400/);

  await page.getByLabel("6-digit code").fill(totp.generate());
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Two-factor sign-in is on." }),
  ).toBeVisible();
  const codes = await page
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  const download = page.getByRole("link", { name: "Download as text" });
  await expect(download).toHaveAttribute("download", "recovery-codes.txt");
  expect(decodeURIComponent((await download.getAttribute("href")) ?? "")).toContain(
    codes.join("\n"),
  );
  await expectNoViolations(page, "recovery codes");
  await expectNoHorizontalScroll(page, "recovery codes");
  await page.getByRole("link", { name: "I have saved them" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Signing in again asks for the code after the password.
  await logOut(page);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInWithPassword(page, credentials);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-factor sign-in");
  await expect(page.getByLabel("6-digit code from your app")).toBeFocused();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    "groupsite_session",
  );
  await expectNoViolations(page, "code step");
  await expectNoHorizontalScroll(page, "code step");

  await page.getByLabel("6-digit code from your app").fill(wrongCode(totp));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^That code is not right\./);
  acceptConsoleErrors(consoleErrors, /401/);
  // Still the code step, and still not signed in.
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-factor sign-in");

  // A recovery code works once; it leads to the screen that counts what is left.
  await page.getByText("Lost your phone? Use a recovery code").click();
  await page.getByLabel("Recovery code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Sign in with the recovery code" }).click();
  await expect(page.getByRole("status")).toHaveText("Login successful! Redirecting...");
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/, { timeout: 5000 });
  await expect(page.getByText("9 of 10 recovery codes are left.", { exact: false })).toBeVisible();

  await logOut(page);
  // Logout's own navigation to the login page first, or the next one is aborted by it.
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInWithPassword(page, credentials);
  await page.getByText("Lost your phone? Use a recovery code").click();
  await page.getByLabel("Recovery code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Sign in with the recovery code" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^That code is not right\./);
  await expect(page.getByLabel("Recovery code")).toBeVisible();
  acceptConsoleErrors(consoleErrors, /401/);

  // The app's code signs in.
  await page.getByLabel("6-digit code from your app").fill(nextCode(totp));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("status")).toHaveText("Login successful! Redirecting...");
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 5000 });
});

test("the code step works without JavaScript", async ({ browser, site }) => {
  const { user, credentials } = await newAccount(site, "nojs");
  const at = Date.now() - 4 * STEP_MS;
  await startEnrolment(site.database.db, TEST_TOTP_KEY, user._id, at);
  const enrolment = await getEnrolment(site.database.db, TEST_TOTP_KEY, user);
  const totp = new TOTP({ secret: Secret.fromBase32(enrolment?.secret.replaceAll(" ", "") ?? "") });
  await confirmEnrolment(
    site.database.db,
    TEST_TOTP_KEY,
    user,
    { code: totp.generate({ timestamp: at }) },
    at,
  );

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.url });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Username or Email").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-factor sign-in");

  await page.getByLabel("6-digit code from your app").fill(wrongCode(totp));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^That code is not right\./);

  // Start again leads back to the password.
  await page.getByRole("button", { name: "Start again with another account" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
  await page.getByLabel("Username or Email").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByLabel("6-digit code from your app").fill(nextCode(totp));
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().includes("/admin/login"),
    ),
    page.getByRole("button", { name: "Verify and sign in" }).click(),
  ]);
  expect(await answer.text()).toMatch(/role="status"[^>]*>Login successful! Redirecting\.\.\.</);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 5000 });
  await context.close();
});

test("an administrator requires it for everyone: whoever lacks it is sent to set it up", async ({
  page,
  browser,
  site,
}) => {
  const admin = await newAccount(site, "boss");
  const at = Date.now() - 4 * STEP_MS;
  await startEnrolment(site.database.db, TEST_TOTP_KEY, admin.user._id, at);
  const enrolment = await getEnrolment(site.database.db, TEST_TOTP_KEY, admin.user);
  const totp = new TOTP({ secret: Secret.fromBase32(enrolment?.secret.replaceAll(" ", "") ?? "") });
  await confirmEnrolment(
    site.database.db,
    TEST_TOTP_KEY,
    admin.user,
    { code: totp.generate({ timestamp: at }) },
    at,
  );
  const clerk = await newAccount(site, "clerk");

  try {
    await signInWithPassword(page, admin.credentials);
    await page.getByLabel("6-digit code from your app").fill(nextCode(totp));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 5000 });
    await waitForHydration(page);
    await openSidebarLink(page, "Sign-in Security");
    await expect(
      page.getByRole("listitem").filter({ hasText: admin.credentials.username }),
    ).toContainText("On");
    await expect(
      page.getByRole("listitem").filter({ hasText: clerk.credentials.username }),
    ).toContainText("Not set up");
    await page.getByLabel(/^Required for everyone/).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Two-factor sign-in is now required for everyone.")).toBeVisible();

    // The clerk, without it, lands on the set-up screen and cannot leave it.
    const context = await browser.newContext({ baseURL: site.url });
    const clerkPage = await context.newPage();
    await signInWithPassword(clerkPage, clerk.credentials);
    await expect(clerkPage).toHaveURL(/\/admin\/account\/two-factor$/, { timeout: 5000 });
    await expect(
      clerkPage.getByText("An administrator requires two-factor sign-in for everyone."),
    ).toBeVisible();
    await visit(clerkPage, "/admin/services");
    await expect(clerkPage).toHaveURL(/\/admin\/account\/two-factor$/);
    await context.close();
  } finally {
    await updateSecuritySettings(site.database.db, { requireTwoFactor: "false" }, admin.user, {
      hasTwoFactor: true,
      keyConfigured: true,
    });
  }
});
