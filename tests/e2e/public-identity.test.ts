import sharp from "sharp";
import { makeImage } from "../support/images.ts";
import { openAdmin, toast } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { isMobile } from "./public-helpers.ts";

// The group's visual identity (docs/decisions/044): the logo, the icons, the link preview.

const NAME = "Lonestar Anatolia Group";

test("the header and the footer show the built-in logo, named by the site's name", async ({
  page,
}) => {
  await page.goto("/");
  const home = page.getByRole("banner").getByRole("link", { name: NAME });
  await expect(home).toHaveAttribute("href", "/");
  await expect(home.locator("svg")).toBeVisible();
  await expect(home.getByRole("img")).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.locator("svg").first()).toBeVisible();
  await expect(footer.getByText("Lonestar Anatolia", { exact: true })).toBeVisible();
});

test("the favicons, the touch and app icons and the manifest answer with their types and sizes", async ({
  page,
}) => {
  await page.goto("/");
  const head = page.locator("head");
  await expect(head.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
    "href",
    "/favicon.svg",
  );
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    "href",
    "/apple-touch-icon.png",
  );
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");

  const svg = await page.request.get("/favicon.svg");
  expect(svg.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(await svg.text()).toContain(`<title>${NAME}</title>`);
  const ico = await page.request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An icon directory (type 1) of two images.
  expect([...(await ico.body()).subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);

  const manifest = await page.request.get("/site.webmanifest");
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const { name, icons } = (await manifest.json()) as {
    name: string;
    icons: { src: string; sizes: string }[];
  };
  expect(name).toBe(NAME);
  const pngs = [{ src: "/apple-touch-icon.png", sizes: "180x180" }, ...icons];
  for (const icon of pngs) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()["content-type"], icon.src).toBe("image/png");
    const { width, height } = await sharp(await answer.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

test("the link-preview image is a 1200 × 630 PNG", async ({ page }) => {
  const answer = await page.request.get("/og-image.png");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/png");
  const { format, width, height } = await sharp(await answer.body()).metadata();
  expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
});

test("a square logo the office uploads replaces the built-in mark, the name still beside it, until it is removed", async ({
  page,
}, testInfo) => {
  await openAdmin(page, "/admin/content/brand");
  await page.getByLabel("Upload Logo").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await makeImage("png", { width: 256, height: 256 }),
  });
  await expect(toast(page, "Logo saved: the site now shows it.")).toBeVisible();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.locator('img[src^="/uploads/"]')).toHaveCount(2);

  await page.goto("/about");
  // The link is named by the words beside the picture, which adds nothing to read aloud.
  const home = page.getByRole("banner").getByRole("link", { name: NAME, exact: true });
  const logo = home.locator("img");
  await expect(logo).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{64}-256x256\.png$/);
  await expect(logo).toHaveAttribute("alt", "");
  await expect(logo).toBeVisible();
  await expect(home.locator("svg")).toHaveCount(0);
  const name = home.getByText("Lonestar Anatolia", { exact: true });
  await expect(name).toBeVisible();
  // Beside the picture, on one line with it, and the bar's last control still on the screen.
  const [picture, words] = [await logo.boundingBox(), await name.boundingBox()];
  expect(words?.x ?? 0).toBeGreaterThan((picture?.x ?? 0) + (picture?.width ?? 0) - 1);
  expect(Math.abs((words?.y ?? 0) - (picture?.y ?? 0))).toBeLessThan(picture?.height ?? 0);
  const lastInBar = isMobile(testInfo)
    ? page.getByRole("banner").getByLabel("Menu")
    : page.getByRole("banner").getByRole("link", { name: "Contact", exact: true });
  const right = await lastInBar.boundingBox();
  expect((right?.x ?? 0) + (right?.width ?? 0)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  const footer = page.getByRole("contentinfo");
  await expect(footer.locator('img[src^="/uploads/"]')).toBeVisible();
  await expect(footer.getByText("Lonestar Anatolia", { exact: true })).toBeVisible();

  await openAdmin(page, "/admin/content/brand");
  await page.getByRole("button", { name: "Remove Logo" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove logo" }).click();
  await expect(toast(page, "Logo removed: the site shows the built-in one.")).toBeVisible();
  await page.goto("/about");
  await expect(
    page.getByRole("banner").getByRole("link", { name: NAME }).locator("svg"),
  ).toBeVisible();
});
