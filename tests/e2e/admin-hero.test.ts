import { call } from "../support/http.ts";
import { openAdmin, openSidebarLink, toast } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { signInAdmin } from "./public-helpers.ts";

test("the hero editor saves, previews, resets and warns before leaving; the home page follows", async ({
  page,
  site,
}) => {
  const saved = await call<{ title: string; content: unknown; images: unknown }>(
    site.url,
    "GET",
    "/api/pagecontent/hero",
  );
  await openAdmin(page, "/admin/dashboard");
  await openSidebarLink(page, "Hero");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hero");

  const title = page.getByRole("textbox", { name: "Title", exact: true });
  const original = await title.inputValue();
  const preview = page.getByRole("region", { name: "Preview" });

  // The preview follows the typing; Reset puts the saved text back.
  await title.fill("A title nobody saved");
  await expect(preview).toContainText("A title nobody saved");
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(title).toHaveValue(original);

  // A required field left empty is refused next to the field, and the text typed stays.
  await page.getByRole("textbox", { name: "Description" }).fill("");
  await title.fill("Still typed");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Failed to update hero content.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByText("Enter a description.")).toBeVisible();
  await expect(title).toHaveValue("Still typed");

  // Leaving with unsaved changes asks first.
  await openSidebarLink(page, "Dashboard");
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Cancel" }).click();
  // The router closes it in a transition: until then the page behind is inert and takes no typing.
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/content\/hero$/);

  // A second button's text without its link is refused beside the link.
  const secondText = page.getByRole("textbox", { name: "Second button text (optional)" });
  const secondLink = page.getByRole("textbox", { name: "Second button link (optional)" });
  await secondLink.fill("");
  await secondText.fill("Call the office");
  await page.getByRole("button", { name: "Save" }).click();
  // A second refusal, beside the first one's message.
  await expect(toast(page, "Failed to update hero content.")).toHaveCount(2);
  await expect(secondLink).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Enter where the second button goes, or clear its text."),
  ).toBeVisible();

  const newTitle = `Care and cargo, ${Date.now()}`;
  await title.fill(newTitle);
  await page
    .getByLabel("Description")
    .fill("Treatment in Turkey and freight between our two countries.");
  await secondLink.fill("tel:+231770123456");
  await expect(preview).toContainText("Call the office");
  await expect(preview).toContainText("Second button goes to tel:+231770123456");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Hero content updated successfully!")).toBeVisible();
  await expect(title).toHaveValue(newTitle);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newTitle);
  await expect(
    page.getByRole("main").getByRole("link", { name: "Call the office" }),
  ).toHaveAttribute("href", "tel:+231770123456");

  // Put the worker's shared site back as it was, every field.
  const admin = await signInAdmin(site.url);
  await admin.send("PUT", "/api/pagecontent/hero", saved.body);
});
