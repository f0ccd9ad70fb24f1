import type { Page } from "@playwright/test";
import { makeImage } from "../support/images.ts";
import { openAdmin, toast, visit } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { waitForEnhancement } from "./public-helpers.ts";

const inDialog = (page: Page) => page.getByRole("dialog", { name: /Service/ });

/** Where visitors find a service: the header's dropdown (desktop) or the menu (phone). */
async function publicServiceLinks(page: Page) {
  await page.goto("/");
  await waitForEnhancement(page);
  const menu = page.getByRole("button", { name: "Show all services" });
  if (await menu.isVisible()) {
    await menu.click();
    return page.getByRole("banner").getByRole("list").last().getByRole("link");
  }
  await page.getByLabel("Menu").click();
  return page.getByRole("banner").getByRole("navigation").getByRole("link");
}

test("a service is added, edited and deleted in the modal, and the public site follows", async ({
  page,
}) => {
  await openAdmin(page, "/admin/services");
  await page.getByRole("button", { name: "Add New Service" }).click();
  const dialog = inDialog(page);
  await expect(dialog).toBeVisible();

  // Required fields missing: the spec's text, the fields marked, the modal stays open.
  const title = `Cold Chain Freight ${Date.now()}`;
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(toast(page, "Please fill in all required fields.")).toBeVisible();
  // Inside the open dialog: outside it the toast would sit dimmed behind the backdrop, inert.
  await expect(dialog.getByRole("region", { name: "Notifications" })).toContainText(
    "Please fill in all required fields.",
  );
  await expect(dialog.getByRole("textbox", { name: "Short description" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  // The slug follows the title; the counter follows the short description.
  const slug = dialog.getByRole("textbox", { name: "Slug" });
  await expect(slug).toHaveValue(/^cold-chain-freight-\d+$/);
  await dialog.getByRole("combobox", { name: "Category" }).selectOption("logistics");
  await dialog.getByRole("textbox", { name: "Short description" }).fill("Refrigerated containers.");
  await expect(dialog.getByText("24/200")).toBeVisible();
  await dialog
    .getByRole("textbox", { name: "Full description" })
    .fill("Frozen and chilled cargo, end to end.");
  await dialog
    .getByRole("textbox", { name: "Features" })
    .fill("  Reefer containers \n\n Temperature logs ");
  const slugValue = await slug.inputValue();
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(toast(page, "Service created successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toContainText("Logistics");

  const links = await publicServiceLinks(page);
  await expect(links.filter({ hasText: title })).toHaveCount(1);
  await expect(links.filter({ hasText: title })).toHaveAttribute("href", `/services/${slugValue}`);
  await page.goto("/services");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.goto(`/services/${slugValue}`);
  await expect(page.getByRole("listitem").filter({ hasText: "Reefer containers" })).toBeVisible();

  // Edit: the modal opens filled in.
  await visit(page, "/admin/services");
  await page.getByRole("button", { name: `Edit Details of ${title}` }).click();
  await expect(inDialog(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    title,
  );
  await inDialog(page)
    .getByRole("textbox", { name: "Short description" })
    .fill("Refrigerated freight, door to door.");
  await inDialog(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Service updated successfully!")).toBeVisible();
  await page.goto("/services");
  await expect(page.getByText("Refrigerated freight, door to door.")).toBeVisible();

  // Delete asks first.
  await visit(page, "/admin/services");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page
    .getByRole("dialog", { name: `Delete ${title}?` })
    .getByRole("button", { name: "Delete service" })
    .click();
  await expect(toast(page, "Service deleted successfully.")).toBeVisible();
  await page.goto("/services");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});

test("service images: upload, set primary and delete; the service page shows the primary one", async ({
  page,
}) => {
  await openAdmin(page, "/admin/services");
  await page.getByRole("link", { name: "Manage Images of Logistics Services" }).click();
  await expect(page.getByRole("heading", { name: "Images of Logistics Services" })).toBeVisible();

  // No file: the spec's text.
  await page.getByRole("button", { name: "Add Image" }).click();
  await expect(toast(page, "Please select an image file.")).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please select an image file." }),
  ).toBeVisible();

  // Choosing a file uploads it at once, with its progress; Add Image then saves it.
  const alt = `Reefer yard ${Date.now()}`;
  await page.getByLabel("Upload Image file").setInputFiles({
    name: "yard.jpg",
    mimeType: "image/jpeg",
    buffer: await makeImage("jpeg", { width: 800, height: 600 }),
  });
  await expect(page.getByRole("img", { name: "The image to add" })).toHaveAttribute(
    "src",
    /^\/uploads\/[0-9a-f]{64}-800x600\.jpg$/,
  );
  await page.getByLabel("Description for screen readers").fill(alt);
  await page.getByRole("button", { name: "Add Image" }).click();
  await expect(toast(page, "Image added successfully!")).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: alt }) });
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: `Set Primary for ${alt}` }).click();
  await expect(toast(page, "Primary image updated successfully!")).toBeVisible();
  await expect(card.getByText("Primary")).toBeVisible();
  await expect(card.getByRole("button", { name: /Set Primary/ })).toHaveCount(0);

  await page.goto("/services/logistics-services");
  await expect(page.getByRole("main").getByRole("img", { name: alt })).toHaveAttribute(
    "src",
    /^\/uploads\/[0-9a-f]{64}-800x600\.jpg$/,
  );
  // The primary image is the service's card picture on /services too.
  await page.goto("/services");
  await expect(
    page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Logistics Services" }) })
      .locator("img"),
  ).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{64}-800x600\.jpg$/);

  await visit(page, "/admin/services");
  await page.getByRole("link", { name: "Manage Images of Logistics Services" }).click();
  await page.getByRole("button", { name: `Delete image: ${alt}` }).click();
  await page
    .getByRole("dialog", { name: "Delete this image?" })
    .getByRole("button", { name: "Delete image" })
    .click();
  await expect(toast(page, "Image deleted successfully!")).toBeVisible();
  await page.goto("/services/logistics-services");
  await expect(page.getByRole("img", { name: alt })).toHaveCount(0);
  await expect(
    page.getByRole("main").getByRole("img", { name: "A cargo ship carrying containers" }),
  ).toBeVisible();
});

test("an unknown service id on the images screen says so, with the way back", async ({
  page,
  consoleErrors,
}) => {
  await openAdmin(page, "/admin/services/no-such-service/images");
  await expect(page.getByRole("alert")).toHaveText("Service not found.");
  await expect(page.getByRole("link", { name: "Back to Services List" })).toHaveAttribute(
    "href",
    "/admin/services",
  );
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !text.includes("404")),
  );
});
