import sharp from "sharp";
import { startTestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { imageDataUrl } from "../support/images.ts";
import { expect, test } from "./fixtures.ts";

// Uploaded photos reach a phone as copies near its screen width, never as the 2400 px original.

const PHONE = {
  viewport: { width: 375, height: 812 },
  screen: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
};

test("@desktop-only a phone at 375 px fetches no image wider than 960 px; the first hero image comes first", async ({
  browser,
}) => {
  // Copies of five photos up to 3200 px are made first, and the home page is scrolled to its end:
  // on a busy two-core machine that took 31 s.
  // A site of its own: the uploads change the hero, which other tests count on.
  const site = await startTestSite("sqlite");
  const context = await browser.newContext(PHONE);
  try {
    const cookie = await site.signIn();
    const hero = await call<{ title: string; content: Record<string, string>; images: unknown[] }>(
      site.url,
      "GET",
      "/api/pagecontent/hero",
    );
    const photos = [
      await imageDataUrl("jpeg", { width: 3200, height: 2400 }),
      await imageDataUrl("jpeg", { width: 3200, height: 2400 }),
    ];
    const saved = await call(site.url, "PUT", "/api/pagecontent/hero", {
      cookie,
      json: { ...hero.body, images: [...photos, null, null] },
    });
    expect(saved.status).toBe(200);
    const members = await call<{ teamMembers: Record<string, unknown>[] }>(
      site.url,
      "GET",
      "/api/team",
    );
    for (const member of members.body.teamMembers) {
      const answer = await call(site.url, "PUT", `/api/team/${member._id}`, {
        cookie,
        json: { ...member, image: await imageDataUrl("jpeg", { width: 2000, height: 2000 }) },
      });
      expect(answer.status).toBe(200);
    }

    const page = await context.newPage();
    const widths: { url: string; width: number }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "image" || response.status() !== 200) return;
      const { width = 0 } = await sharp(await response.body()).metadata();
      widths.push({ url: new URL(response.url()).pathname, width });
    });
    await page.goto(site.url);
    // Scroll through the whole page so every lazy image is fetched too.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState("networkidle");

    const uploads = widths.filter((image) => image.url.startsWith("/uploads/"));
    expect(uploads.length).toBeGreaterThanOrEqual(4);
    for (const image of uploads) {
      expect(image.url, "a WebP copy, not the original").toMatch(/-\d+w\.webp$/);
      expect(image.width, image.url).toBeLessThanOrEqual(960);
    }

    const slides = page.getByRole("region", { name: "Highlights" }).locator("img");
    await expect(slides.first()).toHaveAttribute("loading", "eager");
    await expect(slides.first()).toHaveAttribute("fetchpriority", "high");
    await expect(slides.nth(1)).toHaveAttribute("loading", "lazy");
    for (const image of await page.locator("main img").all()) {
      await expect(image).toHaveAttribute("decoding", "async");
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
    }
  } finally {
    await context.close();
    await site.close();
  }
});
