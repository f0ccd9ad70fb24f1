import { BUILT_IN_FOOTER_BLURB } from "../../app/content/default-content.ts";
import { openAdmin, toast, visit } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

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
  await expect(toast(page, "Site texts saved. The site shows them now.")).toBeVisible();

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

  // Emptied, each text is the site's own again.
  await visit(page, "/admin/content/site");
  await page.getByRole("textbox", { name: "Footer text (optional)" }).fill(BUILT_IN_FOOTER_BLURB);
  await page.getByRole("textbox", { name: "Team section (optional)" }).fill("");
  await about.getByRole("textbox", { name: "Search title (optional)" }).fill("");
  await about.getByRole("textbox", { name: "Search description (optional)" }).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Site texts saved. The site shows them now.")).toBeVisible();
  await page.goto("/about");
  await expect(page).toHaveTitle("About Us | Lonestar Anatolia Group");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "Our Team" })).toBeVisible();
});
