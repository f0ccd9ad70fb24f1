import { openAdmin, toast } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The worker's site has no mail server: staff are added with a password instead.

test("without mail an administrator adds someone with a password, changes the role, disables, enables and removes", async ({
  page,
}) => {
  const username = `kofi-${Date.now().toString(36)}`;
  await openAdmin(page, "/admin/users");
  await expect(page.getByRole("button", { name: "Invite Staff Member" })).toHaveCount(0);
  await page.getByRole("button", { name: "Add Staff Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Staff Member" });
  await expect(dialog).toContainText("This website cannot send e-mail yet");
  await dialog.getByRole("textbox", { name: "Username" }).fill(username);
  await dialog.getByRole("textbox", { name: "Name (optional)" }).fill("Kofi Mensah");
  await dialog.getByLabel("Password", { exact: true }).fill("kofi's long password");
  await dialog.getByLabel("Repeat the password").fill("kofi's long passwore");
  await dialog.getByRole("button", { name: "Add Staff Member" }).click();
  // Checked in the browser first: the slip is shown beside the field, nothing is sent.
  await expect(dialog.getByText("The two passwords differ.")).toBeVisible();
  await dialog.getByLabel("Repeat the password").fill("kofi's long password");
  await dialog.getByRole("button", { name: "Add Staff Member" }).click();
  await expect(toast(page, `The account ${username} is ready.`)).toBeVisible();

  const accounts = page.getByRole("region", { name: "Accounts" });
  const row = accounts.getByRole("listitem").filter({ hasText: "Kofi Mensah" });
  await expect(row).toContainText("Editor");
  // One's own account offers nothing to change.
  const mine = accounts.getByRole("listitem").filter({ hasText: "You" });
  await expect(mine.getByRole("button")).toHaveCount(0);

  await row.getByRole("button", { name: "Change Role of Kofi Mensah" }).click();
  const roleDialog = page.getByRole("dialog", { name: "Change the Role of Kofi Mensah" });
  await roleDialog.getByRole("radio", { name: /^Administrator/ }).check();
  await roleDialog.getByRole("button", { name: "Save Role" }).click();
  await expect(toast(page, `Kofi Mensah (${username}) is now an administrator.`)).toBeVisible();
  await expect(row).toContainText("Administrator");

  await row.getByRole("button", { name: "Disable Kofi Mensah" }).click();
  await page
    .getByRole("dialog", { name: "Disable Kofi Mensah?" })
    .getByRole("button", { name: "Disable account" })
    .click();
  await expect(toast(page, "is disabled and signed out everywhere.")).toBeVisible();
  await expect(row).toContainText("Disabled");
  await row.getByRole("button", { name: "Enable Kofi Mensah" }).click();
  await expect(toast(page, "can sign in again.")).toBeVisible();
  await expect(row).not.toContainText("Disabled");

  await row.getByRole("button", { name: "Remove Kofi Mensah" }).click();
  await page
    .getByRole("dialog", { name: "Remove Kofi Mensah?" })
    .getByRole("button", { name: "Remove account" })
    .click();
  await expect(toast(page, `The account of Kofi Mensah (${username}) is removed.`)).toBeVisible();
  await expect(row).toHaveCount(0);
});
