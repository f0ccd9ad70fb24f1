import { makeImage } from "../support/images.ts";
import { openAdmin, openPreview, toast, visit } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("a team member is added with a photo and links, edited, moved first and deleted; /team follows", async ({
  page,
}) => {
  await openAdmin(page, "/admin/team");
  await page.getByRole("button", { name: "Add Team Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Team Member" });

  // Name and position are required; a bad e-mail is refused beside the field.
  await dialog.getByRole("textbox", { name: "Email" }).fill("not-an-email");
  await dialog.getByRole("button", { name: "Add Team Member" }).click();
  await expect(toast(page, "Failed to add team member.")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(
    dialog.getByText("Enter a valid e-mail address, like name@example.com."),
  ).toBeVisible();

  // Only images are taken as photos; a chosen photo is uploaded at once and shows before saving.
  const photoInput = dialog.getByLabel("Upload Photo");
  await photoInput.setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF"),
  });
  await expect(dialog.getByRole("alert")).toHaveText(/This file is not an image/);
  await photoInput.setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: await makeImage("png", { width: 300, height: 300 }),
  });

  const name = `Fatu Kollie ${Date.now()}`;
  await expect(dialog.getByRole("img", { name: "The new team member" })).toHaveAttribute(
    "src",
    /^\/uploads\/[0-9a-f]{64}-300x300\.png$/,
  );
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Position" }).fill("Patient Liaison");
  await dialog.getByRole("textbox", { name: "Email" }).fill("fatu@example.com");
  await dialog.getByRole("textbox", { name: "LinkedIn" }).fill("https://www.linkedin.com/in/fatu");
  // The card as /team will show it, photo, contacts and links included.
  const preview = (await openPreview(page, dialog)).getByRole("article");
  await expect(preview.getByRole("heading", { name })).toBeVisible();
  await expect(preview.getByText("Patient Liaison", { exact: true })).toBeVisible();
  await expect(preview.getByText("fatu@example.com", { exact: true })).toBeVisible();
  await expect(preview.getByRole("img", { name })).toHaveAttribute(
    "src",
    /^\/uploads\/[0-9a-f]{64}-300x300\.png$/,
  );
  await expect(preview.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/in/fatu",
  );
  await dialog.getByRole("button", { name: "Add Team Member" }).click();
  await expect(toast(page, "Team member added successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto("/team");
  const card = page.getByRole("article").filter({ hasText: name });
  await expect(card.getByRole("img", { name })).toHaveAttribute(
    "src",
    /^\/uploads\/[0-9a-f]{64}-300x300\.png$/,
  );
  const linkedin = card.getByRole("link", { name: /LinkedIn/ });
  await expect(linkedin).toHaveAttribute("target", "_blank");
  await expect(linkedin).toHaveAttribute("rel", /noopener/);

  // Edit.
  await visit(page, "/admin/team");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Team Member" });
  await expect(edit.getByRole("textbox", { name: "Name" })).toHaveValue(name);
  await edit.getByRole("textbox", { name: "Position" }).fill("Head of Patient Care");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Team member updated successfully!")).toBeVisible();

  // Move to first place: the public page follows the order.
  const moveUp = page.getByRole("button", { name: `Move up ${name}` });
  for (let step = 0; step < 3; step++) {
    await moveUp.click();
    await expect(toast(page, "Team order updated successfully!").first()).toBeVisible();
  }
  await expect(moveUp).toBeDisabled();
  await page.goto("/team");
  await expect(page.getByRole("article").first()).toContainText(name);
  await expect(page.getByRole("article").first()).toContainText("Head of Patient Care");

  // Delete asks first.
  await visit(page, "/admin/team");
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page
    .getByRole("dialog", { name: `Delete ${name}?` })
    .getByRole("button", { name: "Delete team member" })
    .click();
  await expect(toast(page, "Team member deleted successfully!")).toBeVisible();
  await page.goto("/team");
  await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByRole("article").first()).toContainText("Joseph K. Flomo");
});
