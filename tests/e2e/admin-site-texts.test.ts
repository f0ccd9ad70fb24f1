import { BUILT_IN_FOOTER_BLURB } from "../../app/content/default-content.ts";
import { makeImage } from "../support/images.ts";
import { openAdmin, toast, visit } from "./admin-helpers.ts";
import { expectNoHorizontalScroll, expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { newProjectContext } from "./public-helpers.ts";

test("the footer text, a home heading and a page's search title and description are the office's to set", async ({
  page,
}) => {
  // Other tests of this worker read the built-in texts: they are put back at the end.
  await openAdmin(page, "/admin/content/site");
  const blurb = `One desk in Paynesville for care, materials and freight ${Date.now()}`;
  await page.getByRole("textbox", { name: "Footer text (optional)" }).fill(blurb);
  await page
    .getByRole("textbox", { name: "Team section (optional)" })
    .fill("The people you will meet");
  const about = page.getByRole("group", { name: "About page: in search results" });
  await about.getByRole("textbox", { name: "Search title (optional)" }).fill("Who runs the group");
  await about
    .getByRole("textbox", { name: "Search description (optional)" })
    .fill("Liberians who studied and worked in Turkey, running three companies from Paynesville.");
  await expect(
    page.getByRole("list", { name: "Search results" }).getByText("Who runs the group | "),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    toast(page, "Texts, banners and search settings saved. The site shows them now."),
  ).toBeVisible();

  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 2, name: "The people you will meet" }),
  ).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(blurb);

  await page.goto("/about");
  await expect(page).toHaveTitle("Who runs the group | Lonestar Anatolia Group");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Liberians who studied and worked in Turkey, running three companies from Paynesville.",
  );
  // A page the office left alone keeps its own title.
  await page.goto("/team");
  await expect(page).toHaveTitle("Our Team | Lonestar Anatolia Group");
  // Until the French site texts translate them, the French page keeps its own, in French.
  await page.goto("/fr/about");
  await expect(page).toHaveTitle(/^À propos.* \| Lonestar Anatolia Group$/);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
    "content",
    /Liberians who studied/,
  );

  // Emptied, each text is the site's own again.
  await visit(page, "/admin/content/site");
  await page.getByRole("textbox", { name: "Footer text (optional)" }).fill(BUILT_IN_FOOTER_BLURB);
  await page.getByRole("textbox", { name: "Team section (optional)" }).fill("");
  await about.getByRole("textbox", { name: "Search title (optional)" }).fill("");
  await about.getByRole("textbox", { name: "Search description (optional)" }).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    toast(page, "Texts, banners and search settings saved. The site shows them now."),
  ).toBeVisible();
  await page.goto("/about");
  await expect(page).toHaveTitle("About Us | Lonestar Anatolia Group");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "Our Team" })).toBeVisible();
});

test("a photograph uploaded for the about page's banner fills it on the site; a page without one keeps the plain band", async ({
  page,
  browser,
}, testInfo) => {
  const band = (title: string) =>
    page.locator("section", { has: page.getByRole("heading", { level: 1, name: title }) });
  // Shown once before, so the page is in the page cache, which the save must clear.
  await page.goto("/about");
  await expect(band("About Us").locator("img")).toHaveCount(0);

  await openAdmin(page, "/admin/content/site");
  const about = page.getByRole("group", { name: "About page: banner" });
  await about.getByLabel("Upload Photograph (optional)").setInputFiles({
    name: "front-desk.jpg",
    mimeType: "image/jpeg",
    buffer: await makeImage("jpeg", { width: 1600, height: 900 }),
  });
  const upload = /^\/uploads\/[0-9a-f]{64}-1600x900\.jpg$/;
  await expect(about.getByRole("img")).toHaveAttribute("src", upload);
  await about
    .getByRole("textbox", { name: "Description of the photograph (optional)" })
    .fill("The front desk of our Paynesville office");
  // The preview shows the band as the page will: the photograph behind the page's title.
  const preview = page.getByRole("list", { name: "Page banners" }).getByRole("listitem");
  await expect(preview.first()).toContainText("About Us");
  await expect(
    preview.first().getByRole("img", { name: "The front desk of our Paynesville office" }),
  ).toHaveAttribute("src", upload);
  await expect(preview.nth(1).getByRole("img")).toHaveCount(0);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    toast(page, "Texts, banners and search settings saved. The site shows them now."),
  ).toBeVisible();

  await page.goto("/about");
  const photo = band("About Us").getByRole("img", {
    name: "The front desk of our Paynesville office",
  });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute("src", upload);
  await expect(photo).toHaveAttribute("srcset", /-960w\.webp 960w/);
  await expect(photo).toHaveAttribute("sizes", "100vw");
  await expect(photo).toHaveAttribute("width", "1600");
  await expect(photo).toHaveAttribute("height", "900");
  await expect(photo).not.toHaveAttribute("loading", "lazy");
  expect(
    await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
  ).toBeGreaterThan(0);
  await expectNoViolations(page, "/about with a banner photograph");
  await expectNoHorizontalScroll(page, "/about with a banner photograph");
  await page.goto("/services");
  await expect(band("Our Services").locator("img")).toHaveCount(0);

  // A visitor saving data is spared the photograph: the plain band.
  const saving = await newProjectContext(browser, testInfo, {
    baseURL: page.url(),
    extraHTTPHeaders: { "Save-Data": "on" },
  });
  try {
    const frugal = await saving.newPage();
    await frugal.goto("/about");
    await expect(frugal.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(frugal.locator("main img[src^='/uploads/']")).toHaveCount(0);
  } finally {
    await saving.close();
  }

  // Other tests of this worker read the about page as built: the photograph is removed.
  await visit(page, "/admin/content/site");
  await about.getByRole("button", { name: "Remove Photograph (optional)" }).click();
  await about.getByRole("textbox", { name: "Description of the photograph (optional)" }).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    toast(page, "Texts, banners and search settings saved. The site shows them now."),
  ).toBeVisible();
  await page.goto("/about");
  await expect(band("About Us").locator("img")).toHaveCount(0);
});
