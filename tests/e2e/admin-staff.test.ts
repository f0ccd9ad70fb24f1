import type { Page } from "@playwright/test";
import { issueFormProof } from "../../app/domain/form-proof.server.ts";
import { NO_ACCESS } from "../../app/domain/roles.model.ts";
import { call } from "../support/http.ts";
import { logOut, openAdmin, toast, visit } from "./admin-helpers.ts";
import { expectNoHorizontalScroll, expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { acceptConsoleErrors } from "./public-helpers.ts";

test.use({ withMail: true });

const PASSWORD = "the editor's own long password";

/** The sidebar's entries, wherever it is drawn (behind the menu button on a phone). */
function sidebarLink(page: Page, name: string | RegExp) {
  return page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name, exact: true });
}

test("an administrator invites an editor, who makes their account, edits a service and is refused the staff and the erasure", async ({
  page,
  site,
  consoleErrors,
}) => {
  const stamp = Date.now().toString(36);
  const email = `amara.${stamp}@example.com`;
  const username = `amara-${stamp}`;
  const sender = `comfort.${stamp}@example.com`;
  // Someone whose data the editor will try to erase.
  const sent = await call(site.url, "POST", "/api/contact", {
    json: {
      name: "Comfort Doe",
      email: sender,
      subject: "General Inquiry",
      message: "Please call me back about my shipment.",
      formProof: await issueFormProof(site.database.db, Date.now() - 60_000),
    },
  });
  expect(sent.status).toBe(201);

  // The administrator invites.
  await openAdmin(page, "/admin/users");
  await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Invite Staff Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite Staff Member" });
  await dialog.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await dialog.getByRole("textbox", { name: "Name (optional)" }).fill("Amara Kollie");
  await expect(dialog.getByRole("radio", { name: /^Editor/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(toast(page, `Invitation e-mailed to ${email}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const invitations = page.getByRole("region", { name: "Invitations not yet accepted" });
  await expect(invitations).toContainText("Amara Kollie");
  await expect(invitations).toContainText(/E-mailed .* The link works until/);

  const mail = await site.smtp?.waitFor((received) => received.to.includes(email));
  const link = /\/admin\/invitation\/[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0];
  expect(link).toBeTruthy();
  await logOut(page);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();

  // The editor accepts.
  await visit(page, link ?? "");
  await expect(page.getByRole("heading", { name: "Make your account" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(email);
  await expect(page.getByRole("textbox", { name: "Your name (optional)" })).toHaveValue(
    "Amara Kollie",
  );
  await page.getByRole("textbox", { name: "Username" }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat the password").fill(PASSWORD);
  await page.getByRole("button", { name: "Make My Account" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toast(page, `Welcome, ${username}!`)).toBeVisible();

  // Signs out and in again with what they chose.
  await logOut(page);
  await page.getByRole("textbox", { name: "Username or Email" }).fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 10_000 });

  // The sidebar offers what an editor may use, and nothing else.
  await expect(sidebarLink(page, "Manage Services")).toHaveCount(1);
  // Its name carries the count of unread messages.
  await expect(sidebarLink(page, /^Contact Messages/)).toHaveCount(1);
  for (const name of ["Staff", "Privacy Requests", "Logo", "Inquiry Settings", "Reply Templates"]) {
    await expect(sidebarLink(page, name)).toHaveCount(0);
  }

  // Edits a service.
  await visit(page, "/admin/services");
  const edit = page.getByRole("button", { name: /^Edit Details of / }).first();
  await edit.click();
  const serviceDialog = page.getByRole("dialog", { name: /Service/ });
  await serviceDialog
    .getByRole("textbox", { name: "Short description" })
    .fill(`Edited by the new editor ${stamp}.`);
  await serviceDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Service updated successfully!")).toBeVisible();
  const edited = await site.database.db
    .selectFrom("services")
    .select("updated_by")
    .where("short_description", "=", `Edited by the new editor ${stamp}.`)
    .executeTakeFirst();
  expect(edited?.updated_by).toBe(username);

  // Is refused the staff screen, the privacy requests and the sign-in security, inside the
  // content manager (tests/api/no-access-pages.test.ts walks every such page).
  for (const path of ["/admin/users", "/admin/privacy-requests", "/admin/security"]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(403);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(NO_ACCESS);
    await expect(sidebarLink(page, "Manage Services")).toHaveCount(1);
  }
  acceptConsoleErrors(consoleErrors, /403/);

  // The erase action, as the page posts it and through the API: refused, nothing erased.
  const pageErase = await page.request.post("/admin/privacy-requests", {
    form: { intent: "erase", email: sender },
    headers: { origin: site.url },
    maxRedirects: 0,
  });
  expect(pageErase.status()).toBe(403);
  const apiErase = await page.request.post("/api/privacy-requests/erase", {
    data: { email: sender },
    headers: { origin: site.url },
  });
  expect(apiErase.status()).toBe(403);
  expect(await apiErase.json()).toEqual({ success: false, message: NO_ACCESS });
  const kept = await site.database.db
    .selectFrom("inquiries")
    .select("id")
    .where("email", "=", sender)
    .execute();
  expect(kept).toHaveLength(1);

  // Back as the administrator: the audit log has the invitation, its acceptance and the edit.
  await logOut(page);
  await openAdmin(page, "/admin/audit");
  const log = page.getByRole("main");
  await expect(log).toContainText(`Created the invitation of ${email} (Editor)`);
  await expect(log).toContainText(
    `Created the user ${username} (accepted the invitation as Editor)`,
  );
  await expect(log).toContainText(/Updated the service .+/);
  await page.getByRole("combobox", { name: "Person" }).selectOption({ label: username });
  // A choice in the list applies at once.
  await expect(page).toHaveURL(/person=/);
  await expect(log).toContainText(/Updated the service/);
  await expect(log).not.toContainText("Created the invitation of");
});

test("the staff screen, its invite dialog and the invitation page pass the accessibility checks", async ({
  page,
  site,
}) => {
  await openAdmin(page, "/admin/users");
  await expectNoViolations(page, "staff");
  await expectNoHorizontalScroll(page, "staff");
  await page.getByRole("button", { name: "Invite Staff Member" }).click();
  await expect(page.getByRole("dialog", { name: "Invite Staff Member" })).toBeVisible();
  await expectNoViolations(page, "invite dialog");

  const email = `musa.${Date.now().toString(36)}@example.com`;
  const dialog = page.getByRole("dialog", { name: "Invite Staff Member" });
  await dialog.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await dialog.getByRole("radio", { name: /^Administrator/ }).check();
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(toast(page, `Invitation e-mailed to ${email}.`)).toBeVisible();
  const mail = await site.smtp?.waitFor((received) => received.to.includes(email));
  const link = /\/admin\/invitation\/[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0] ?? "";
  await visit(page, link);
  await expectNoViolations(page, "invitation");
  await expectNoHorizontalScroll(page, "invitation");
});
