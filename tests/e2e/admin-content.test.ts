import { call } from "../support/http.ts";
import { makeImage } from "../support/images.ts";
import { openAdmin, openSidebarLink, toast, visit } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { signInAdmin } from "./public-helpers.ts";

const field = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("textbox", { name, exact: true });

test("the about editor saves one item per line and the about page follows", async ({ page }) => {
  await openAdmin(page, "/admin/dashboard");
  await openSidebarLink(page, "About Page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Page");

  const goals = field(page, "Goals");
  const original = await goals.inputValue();
  const preview = page.getByRole("region", { name: "Preview" });

  // A required list left empty is refused beside the field.
  await goals.fill("   \n  ");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Failed to update about content.")).toBeVisible();
  await expect(page.getByText("Enter at least one goal.")).toBeVisible();

  const goal = `Open a clinic desk in Gbarnga ${Date.now()}`;
  await goals.fill(`  ${goal}  \n\nShip faster to Buchanan`);
  await expect(preview.getByRole("listitem").filter({ hasText: goal })).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "About content updated successfully!")).toBeVisible();

  await page.goto("/about");
  const goalsList = page
    .getByRole("region", { name: "Our Company Goal" })
    .getByRole("list")
    .first()
    .getByRole("listitem");
  await expect(goalsList).toHaveText([goal, "Ship faster to Buchanan"]);

  await visit(page, "/admin/content/about");
  await field(page, "Goals").fill(original);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "About content updated successfully!")).toBeVisible();
});

test("the about page's introduction, cards and office picture are the office's to change", async ({
  page,
  site,
}) => {
  // The worker's other tests read the built-in about page: it is put back at the end.
  const { body: original } = await call(site.url, "GET", "/api/pagecontent/about");
  const admin = await signInAdmin(site.url);
  await openAdmin(page, "/admin/content/about");
  const preview = page.getByRole("region", { name: "Preview" });
  const intro = `Care, materials and freight from one desk ${Date.now()}`;
  await field(page, "Introduction (optional)").fill(intro);

  // The first card rewritten, the third removed (after asking), one added.
  const card = (number: number) => page.getByRole("group", { name: `Card ${number}` });
  await card(1).getByRole("textbox", { name: "Title" }).fill("Coordinators who answer");
  await card(1).getByRole("textbox", { name: "Text" }).fill("Every client has one person to call.");
  await page.getByRole("button", { name: "Remove Card 3" }).click();
  await page
    .getByRole("dialog", { name: "Remove card 3?" })
    .getByRole("button", { name: "Remove card" })
    .click();
  await page.getByRole("button", { name: "Add card" }).click();
  await card(3).getByRole("textbox", { name: "Title" }).fill("Prices in writing");
  await expect(preview.getByText("Prices in writing")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  // A started card must be finished, and the error is beside it.
  await expect(toast(page, "Failed to update about content.")).toBeVisible();
  await expect(card(3).getByText("Enter the text.")).toBeVisible();
  await card(3).getByRole("textbox", { name: "Text" }).fill("Every quote lists what it covers.");

  await page.getByLabel("Upload Office picture").setInputFiles({
    name: "office.jpg",
    mimeType: "image/jpeg",
    buffer: await makeImage("jpeg", { width: 1200, height: 900 }),
  });
  await expect(
    preview.getByRole("img", { name: "Our office building in Paynesville" }),
  ).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{64}-1200x900\.jpg$/);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "About content updated successfully!")).toBeVisible();

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await expect(page.getByText(intro)).toBeVisible();
  const cards = page
    .getByRole("region", { name: "What Sets Us Apart" })
    .getByRole("heading", { level: 3 });
  await expect(cards).toHaveText([
    "Coordinators who answer",
    "Trusted Partnerships",
    "Prices in writing",
  ]);
  await expect(
    page.getByRole("img", { name: "Our office building in Paynesville" }),
  ).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{64}-1200x900\.jpg$/);

  await admin.send("PUT", "/api/pagecontent/about", { ...original, officeImage: "" });
});

test("the contact editor takes comma-separated phones, checks the map link, and the footer follows", async ({
  page,
}) => {
  await openAdmin(page, "/admin/content/contact");
  const phones = field(page, "Phone");
  const email = field(page, "Email");
  const before = { phones: await phones.inputValue(), email: await email.inputValue() };

  await field(page, "Map URL (optional)").fill("not a link");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Failed to update contact information.")).toBeVisible();
  await expect(field(page, "Map URL (optional)")).toHaveAttribute("aria-invalid", "true");

  await field(page, "Map URL (optional)").fill("https://maps.example.com/office");
  await phones.fill(" +231 555 000 111 ,  +231 555 000 222 ");
  await email.fill("office@lonestar.example");
  await expect(page.getByRole("region", { name: "Preview" })).toContainText(
    "+231 555 000 111 · +231 555 000 222",
  );
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Contact information updated successfully!")).toBeVisible();

  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "+231 555 000 111" })).toHaveAttribute(
    "href",
    "tel:+231555000111",
  );
  await expect(footer.getByRole("link", { name: "office@lonestar.example" })).toHaveAttribute(
    "href",
    "mailto:office@lonestar.example",
  );

  await visit(page, "/admin/content/contact");
  await field(page, "Phone").fill(before.phones);
  await field(page, "Email").fill(before.email);
  await field(page, "Map URL (optional)").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Contact information updated successfully!")).toBeVisible();
});

test("a hero slot takes an uploaded image, feeds the carousel, and can be removed", async ({
  page,
}) => {
  await openAdmin(page, "/admin/hero-management");
  const slot4 = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Slide 4" }) });
  await expect(slot4).toContainText("Empty");

  // Not an image: refused in the browser with a clear sentence.
  await slot4.locator('input[type="file"]').setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expect(slot4.getByRole("alert")).toHaveText(
    "This file is not an image we can use. Please upload a JPEG, PNG, WebP, AVIF or GIF image.",
  );

  const photo = await makeImage("jpeg", { width: 1600, height: 1200 });
  await slot4
    .locator('input[type="file"]')
    .setInputFiles({ name: "office.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(toast(page, "Hero content updated successfully!")).toBeVisible();
  const uploaded = slot4.getByRole("img");
  await expect(uploaded).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{64}-1600x1200\.jpg$/);
  const src = await uploaded.getAttribute("src");

  // The hero's text editor previews the slideshow with it.
  await visit(page, "/admin/content/hero");
  await expect(
    page.getByRole("region", { name: "Preview" }).getByRole("img", { name: "Slide 4" }),
  ).toHaveAttribute("src", src ?? "");

  await page.goto("/");
  const slides = page
    .getByRole("region", { name: "Highlights" })
    .getByRole("group", { includeHidden: true });
  await expect(slides).toHaveCount(4);
  await expect(slides.nth(3).locator("img")).toHaveAttribute("src", src ?? "");

  await visit(page, "/admin/hero-management");
  await page.getByRole("button", { name: "Remove slide 4" }).click();
  await page
    .getByRole("dialog", { name: "Remove slide 4?" })
    .getByRole("button", { name: "Remove image" })
    .click();
  await expect(toast(page, "Hero content updated successfully!")).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Slide 4" }) }),
  ).toContainText("Empty");

  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Highlights" }).getByRole("group", { includeHidden: true }),
  ).toHaveCount(3);
});
