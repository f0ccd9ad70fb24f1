import type { Locator } from "@playwright/test";
import { openAdmin, openSidebarLink, toast } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

// Issue 13, point 6: the content manager's frame where the office stumbled.

/** The colour as the screen draws it (Tailwind's colours are oklch), in 0-255 RGB. */
async function drawnColour(element: Locator, property: "color" | "border-top-color") {
  return element.evaluate((node, name) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = getComputedStyle(node).getPropertyValue(name);
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
    return { red, green, blue };
  }, property);
}

const isRed = ({ red, green, blue }: { red: number; green: number; blue: number }) =>
  red > green + 80 && red > blue + 80;

test("View site opens the public site in a new tab, and says so", async ({ page, site }) => {
  await openAdmin(page, "/admin/dashboard");
  const viewSite = page
    .getByRole("banner")
    .getByRole("link", { name: "View site (opens in a new tab)" });
  await expect(viewSite).toBeVisible();
  await expect(viewSite).toHaveAttribute("target", "_blank");
  await expect(viewSite).toHaveAttribute("rel", /\bnoopener\b/);
  const [tab] = await Promise.all([page.waitForEvent("popup"), viewSite.click()]);
  await expect(tab).toHaveURL(`${site.url}/`);
  await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
  await tab.close();
});

test("one Hero entry in the sidebar; its screen leads between its two parts", async ({ page }) => {
  await openAdmin(page, "/admin/dashboard");
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  await expect(sidebar.getByRole("link", { name: /Hero/ })).toHaveCount(1);
  await openSidebarLink(page, "Hero");
  await expect(page).toHaveURL(/\/admin\/content\/hero$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hero");
  const hero = sidebar.getByRole("link", { name: "Hero" });
  await expect(hero).toHaveAttribute("aria-current", "page");

  const parts = page.getByRole("navigation", { name: "Hero parts" });
  await expect(parts.getByRole("link")).toHaveText(["Text & Button", "Slideshow Images"]);
  await expect(parts.getByRole("link", { name: "Text & Button" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await parts.getByRole("link", { name: "Slideshow Images" }).click();
  await expect(page).toHaveURL(/\/admin\/hero-management$/);
  await expect(page.getByRole("heading", { name: "Slide 1" })).toBeVisible();
  await expect(parts.getByRole("link", { name: "Slideshow Images" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The sidebar still marks Hero as the screen shown.
  await expect(hero).toHaveAttribute("aria-current", "page");
  await parts.getByRole("link", { name: "Text & Button" }).click();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeVisible();
});

test("Delete is red with a bin, unlike Edit beside it", async ({ page }) => {
  await openAdmin(page, "/admin/team");
  const card = page.getByRole("main").getByRole("listitem").first();
  const edit = card.getByRole("button", { name: /^Edit/ });
  const remove = card.getByRole("button", { name: /^Delete/ });
  await expect(remove.locator("svg")).toHaveCount(1);
  expect(isRed(await drawnColour(remove, "color"))).toBe(true);
  expect(isRed(await drawnColour(remove, "border-top-color"))).toBe(true);
  expect(isRed(await drawnColour(edit, "color"))).toBe(false);
  expect(isRed(await drawnColour(edit, "border-top-color"))).toBe(false);
});

test("the dashboard's counts and the new inquiries are on the first screen", async ({ page }) => {
  await openAdmin(page, "/admin/dashboard");
  const counts = page.getByRole("region", { name: "At a glance" });
  await expect(counts.getByRole("link", { name: /Messages/ })).toBeInViewport({ ratio: 1 });
  await expect(counts).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("region", { name: "New inquiries" })).toBeInViewport({ ratio: 1 });
});

test("a toast sits over the top bar, clear of the form and the button it reports on", async ({
  page,
}) => {
  await openAdmin(page, "/admin/content/contact");
  const save = page.getByRole("button", { name: "Save" });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const shown = toast(page, "Contact information updated successfully!");
  await expect(shown).toBeVisible();
  const region = page.getByRole("region", { name: "Notifications" });
  const [toastBox, barBox, saveBox] = await Promise.all([
    region.getByRole("listitem").boundingBox(),
    page.getByRole("banner").boundingBox(),
    save.boundingBox(),
  ]);
  if (!toastBox || !barBox || !saveBox) throw new Error("not laid out");
  // Within the top bar's band (a pixel of rounding allowed), so nothing of the page's content,
  // the Save button included, is under it.
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y + barBox.height + 1);
  expect(saveBox.y).toBeGreaterThanOrEqual(toastBox.y + toastBox.height);
  // On a phone the menu button stays free.
  const menu = page.getByRole("button", { name: "Open the menu" });
  if (await menu.isVisible()) {
    const menuBox = await menu.boundingBox();
    expect((menuBox?.x ?? 0) + (menuBox?.width ?? 0)).toBeLessThanOrEqual(toastBox.x);
  }
});
