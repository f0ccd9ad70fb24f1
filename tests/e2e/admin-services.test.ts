import type { Page } from "@playwright/test";
import { makeImage } from "../support/images.ts";
import { openAdmin, openPreview, toast, visit } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { acceptConsoleErrors, waitForEnhancement } from "./public-helpers.ts";

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

/** The footer's service links, in the order the site shows them. */
const footerServiceLinks = (page: Page) =>
  page.getByRole("contentinfo").getByRole("navigation", { name: "Our services" }).getByRole("link");

/** Fills the add/edit form's required fields for a logistics service called `title`. */
async function fillNewService(dialog: ReturnType<typeof inDialog>, title: string) {
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog.getByRole("combobox", { name: "Category" }).selectOption("logistics");
  await dialog.getByRole("textbox", { name: "Short description" }).fill("Bonded storage.");
  await dialog.getByRole("textbox", { name: "Full description" }).fill("Stored under customs.");
}

async function deleteService(page: Page, title: string) {
  await visit(page, "/admin/services");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page
    .getByRole("dialog", { name: `Delete ${title}?` })
    .getByRole("button", { name: "Delete service" })
    .click();
  await expect(toast(page, "Service deleted successfully.")).toBeVisible();
}

test("Add Service cancels without saving, asking first once something was typed", async ({
  page,
}) => {
  await openAdmin(page, "/admin/services");
  const count = await page.getByRole("heading", { level: 2 }).count();
  await page.getByRole("button", { name: "Add New Service" }).click();
  // Nothing typed: Cancel just closes.
  await inDialog(page).getByRole("button", { name: "Cancel" }).click();
  await expect(inDialog(page)).toBeHidden();

  await page.getByRole("button", { name: "Add New Service" }).click();
  await inDialog(page).getByRole("textbox", { name: "Title", exact: true }).fill("Half typed");
  await inDialog(page).getByRole("button", { name: "Cancel" }).click();
  const ask = page.getByRole("dialog", { name: "Discard the new service?" });
  await ask.getByRole("button", { name: "Cancel" }).click();
  // Kept: what was typed is still there.
  await expect(inDialog(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    "Half typed",
  );
  await inDialog(page).getByRole("button", { name: "Cancel" }).click();
  await ask.getByRole("button", { name: "Discard" }).click();
  await expect(ask).toBeHidden();
  await expect(inDialog(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(count);
});

test("a draft service, created with its image, is absent from /services, the home page, the sitemap, the dropdown and the footer until published; moved up, the footer follows", async ({
  page,
  consoleErrors,
}) => {
  const title = `Bonded Warehouse ${Date.now()}`;
  await openAdmin(page, "/admin/services");
  await page.getByRole("button", { name: "Add New Service" }).click();
  const dialog = inDialog(page);
  await fillNewService(dialog, title);
  const slug = await dialog.getByRole("textbox", { name: "Slug" }).inputValue();
  await dialog.getByLabel("Upload Add an image").setInputFiles({
    name: "warehouse.png",
    mimeType: "image/png",
    buffer: await makeImage("png", { width: 640, height: 480 }),
  });
  await expect(dialog.getByText("Primary", { exact: true })).toBeVisible();
  await dialog.getByRole("radio", { name: /^Draft/ }).check();
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(toast(page, "Service created successfully!")).toBeVisible();
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText("Draft: not on the website")).toBeVisible();
  await expect(card.getByRole("img")).toHaveAttribute(
    "src",
    /^\/uploads\/[0-9a-f]{64}-640x480\.png$/,
  );

  // Absent everywhere a visitor looks.
  await page.goto("/services");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("main").getByText(title)).toHaveCount(0);
  await expect(footerServiceLinks(page).filter({ hasText: title })).toHaveCount(0);
  const links = await publicServiceLinks(page);
  await expect(links.first()).toBeVisible();
  await expect(links.filter({ hasText: title })).toHaveCount(0);
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`/services/${slug}`);
  const hidden = await page.goto(`/services/${slug}`);
  expect(hidden?.status()).toBe(404);
  acceptConsoleErrors(consoleErrors, /404/);

  // Published and moved to the top: everywhere, and first in the footer.
  await visit(page, "/admin/services");
  await page.getByRole("button", { name: `Edit Details of ${title}` }).click();
  await inDialog(page)
    .getByRole("radio", { name: /^Published/ })
    .check();
  await inDialog(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Service updated successfully!")).toBeVisible();
  // By keyboard: after each move the focus is back on the service's buttons, so Enter moves again.
  const position = card.getByText(/^Position \d+ of \d+$/);
  const moveUp = card.getByRole("button", { name: `Move up ${title}` });
  await moveUp.focus();
  while (!(await position.textContent())?.startsWith("Position 1 of")) {
    const before = (await position.textContent()) ?? "";
    // The new position shows before the save ends and the focus comes back.
    await expect(moveUp).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(position).not.toHaveText(before);
  }
  await expect(moveUp).toBeDisabled();
  await expect(card.getByRole("button", { name: `Move down ${title}` })).toBeFocused();
  await expect(toast(page, "Order of services updated successfully!").first()).toBeVisible();
  await page.goto("/services");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(footerServiceLinks(page).first()).toHaveText(title);
  await expect(footerServiceLinks(page).first()).toHaveAttribute("href", `/services/${slug}`);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/services/${slug}`);

  await deleteService(page, title);
});

test("a renamed slug answers 301 to the new address, and the footer and dropdown follow", async ({
  page,
}) => {
  const title = `Customs Clearance ${Date.now()}`;
  await openAdmin(page, "/admin/services");
  await page.getByRole("button", { name: "Add New Service" }).click();
  await fillNewService(inDialog(page), title);
  const oldSlug = await inDialog(page).getByRole("textbox", { name: "Slug" }).inputValue();
  await inDialog(page).getByRole("button", { name: "Create Service" }).click();
  await expect(toast(page, "Service created successfully!")).toBeVisible();

  await page.getByRole("button", { name: `Edit Details of ${title}` }).click();
  const newSlug = `clearance-${Date.now()}`;
  await inDialog(page).getByRole("textbox", { name: "Slug" }).fill(newSlug);
  await inDialog(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Service updated successfully!")).toBeVisible();

  const old = await page.request.get(`/services/${oldSlug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(new URL(old.headers().location ?? "", page.url()).pathname).toBe(`/services/${newSlug}`);
  await page.goto(`/services/${oldSlug}`);
  await expect(page).toHaveURL(`/services/${newSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(footerServiceLinks(page).filter({ hasText: title })).toHaveAttribute(
    "href",
    `/services/${newSlug}`,
  );
  const links = await publicServiceLinks(page);
  await expect(links.filter({ hasText: title })).toHaveAttribute("href", `/services/${newSlug}`);

  // The editor lists the old address; removing it (after asking) keeps the dialog and what was
  // typed in it, and the old address then answers 404 while the new one stays.
  await visit(page, "/admin/services");
  await page.getByRole("button", { name: `Edit Details of ${title}` }).click();
  const oldAddresses = inDialog(page).getByRole("region", {
    name: "Old addresses that still lead here",
  });
  await expect(oldAddresses.getByRole("listitem")).toHaveCount(1);
  await expect(oldAddresses.getByRole("listitem")).toContainText(`/services/${oldSlug}`);
  const summary = inDialog(page).getByRole("textbox", { name: "Short description" });
  await summary.fill("Typed, not saved yet.");
  await oldAddresses.getByRole("button", { name: `Remove /services/${oldSlug}` }).click();
  await page
    .getByRole("dialog", { name: `Remove the old address /services/${oldSlug}?` })
    .getByRole("button", { name: "Remove address" })
    .click();
  await expect(
    toast(
      page,
      `The old address /services/${oldSlug} was removed: it now answers "page not found".`,
    ),
  ).toBeVisible();
  await expect(oldAddresses.getByText(/^None\./)).toBeVisible();
  await expect(oldAddresses.getByRole("heading")).toBeFocused();
  await expect(summary).toHaveValue("Typed, not saved yet.");
  const removed = await page.request.get(`/services/${oldSlug}`, { maxRedirects: 0 });
  expect(removed.status()).toBe(404);
  expect((await page.request.get(`/services/${newSlug}`)).status()).toBe(200);
  await inDialog(page).getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("dialog", { name: "Discard your changes?" })
    .getByRole("button", { name: "Discard" })
    .click();

  await deleteService(page, title);
});

test("the service form previews the card as /services shows it, following the typing", async ({
  page,
}) => {
  await openAdmin(page, "/admin/services");
  await page.getByRole("button", { name: "Add New Service" }).click();
  const dialog = inDialog(page);
  const preview = await openPreview(page, dialog);
  const card = preview.getByRole("article");
  await expect(card.getByText("The service's title", { exact: true })).toBeVisible();

  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Reefer Freight");
  await expect(card.getByText("Reefer Freight", { exact: true })).toBeVisible();
  await expect(card.getByText("The service's title")).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "Short description" }).fill("Chilled cargo.");
  await expect(card.getByText("Chilled cargo.", { exact: true })).toBeVisible();
  // As on /services: five features at most, blank lines dropped.
  await dialog
    .getByRole("textbox", { name: "Features" })
    .fill("One\n\nTwo\nThree\nFour\nFive\nSix");
  await expect(card.getByRole("listitem")).toHaveText(["One", "Two", "Three", "Four", "Five"]);
  // The category's colour edges the card, as on the site.
  await expect(card).toHaveClass(/border-t-primary-600/);
  await dialog.getByRole("combobox", { name: "Category" }).selectOption("logistics");
  await expect(card).toHaveClass(/border-t-logistics-600/);
  // A picture of the card: inert, so its link neither takes focus nor leaves the form.
  await expect(preview.locator("[inert]")).toHaveCount(1);

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("dialog", { name: "Discard the new service?" })
    .getByRole("button", { name: "Discard" })
    .click();
  await expect(dialog).toBeHidden();
});
