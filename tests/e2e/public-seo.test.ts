import type { Page } from "@playwright/test";
import { QUOTE_LINES } from "../../app/domain/inquiries.model.ts";
import { LANGUAGES } from "../../app/i18n/languages.ts";
import { pathIn } from "../../app/i18n/paths.ts";
import { call } from "../support/http.ts";
import { startServer } from "../support/server.ts";
import { expect, test } from "./fixtures.ts";
import { PUBLIC_PAGES, signInAdmin, waitForEnhancement } from "./public-helpers.ts";

// Search and sharing: titles, descriptions, canonical URLs, Open Graph and Twitter tags,
// the organisation's JSON-LD, the sitemap and robots.txt.

const SITE = "Lonestar Anatolia Group";
const TITLES: Record<(typeof PUBLIC_PAGES)[number]["path"], string> = {
  "/": `${SITE} | Connecting Liberia and Turkey`,
  "/about": `About Us | ${SITE}`,
  "/services": `Our Services | ${SITE}`,
  "/services/health-tourism": `Health Tourism | ${SITE}`,
  "/team": `Our Team | ${SITE}`,
  "/contact": `Contact Us | ${SITE}`,
};

async function metaOf(page: Page, key: string): Promise<string | null> {
  const attribute = key.startsWith("og:") ? "property" : "name";
  return page.locator(`head meta[${attribute}="${key}"]`).getAttribute("content");
}

test("every public page has its own title and description, sharing tags and the organisation's JSON-LD", async ({
  page,
}) => {
  const descriptions = new Set<string>();
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(path);
    const title = TITLES[path];
    await expect(page).toHaveTitle(title);
    const description = (await metaOf(page, "description")) ?? "";
    expect(description.length, path).toBeGreaterThan(50);
    expect(description.length, path).toBeLessThanOrEqual(160);
    descriptions.add(description);

    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`^https?://[^/]+${path === "/" ? "/" : path}$`),
    );
    expect(await metaOf(page, "og:type")).toBe("website");
    expect(await metaOf(page, "og:site_name")).toBe(SITE);
    expect(await metaOf(page, "og:title")).toBe(title);
    expect(await metaOf(page, "og:description")).toBe(description);
    expect(await metaOf(page, "og:image")).toMatch(/^https?:\/\/.+\/og-image\.png$/);
    expect(await metaOf(page, "twitter:card")).toBe("summary_large_image");
    expect(await metaOf(page, "twitter:title")).toBe(title);
    expect(await metaOf(page, "twitter:description")).toBe(description);

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text),
    );
    // The page itself in its language; a service page also gives its questions and answers
    // (decision 043).
    expect(
      jsonLd.map((block) => block["@type"]),
      path,
    ).toEqual(
      path.startsWith("/services/")
        ? ["Organization", "WebPage", "FAQPage"]
        : ["Organization", "WebPage"],
    );
    expect(jsonLd[1], path).toMatchObject({
      inLanguage: "en",
      name: title.replace(` | ${SITE}`, "").replace(`${SITE} | `, ""),
      description,
      url: expect.stringMatching(new RegExp(`${path === "/" ? "/" : path}$`)),
    });
    expect(jsonLd[0], path).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: SITE,
      email: "info@lonestar-anatolia.com",
      telephone: ["+231 770 123 456", "+231 886 123 456"],
      address: {
        "@type": "PostalAddress",
        streetAddress: "ELWA Junction, Robertsfield Highway",
        addressLocality: "Paynesville",
        addressCountry: "Liberia",
      },
    });
  }
  expect(descriptions.size).toBe(PUBLIC_PAGES.length);

  // A client-side navigation updates the title too.
  await page.goto("/");
  await waitForEnhancement(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Team" }).click();
  await expect(page).toHaveTitle(TITLES["/team"]);

  // The share image is there.
  const image = await page.request.get("/og-image.png");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("canonical URLs, og:url, the sitemap and robots.txt use SITE_URL", async ({ site }) => {
  const siteUrl = "https://www.example.test";
  // A second server on the worker's database, told it is served at SITE_URL.
  const server = await startServer({ ...site.database.env, SITE_URL: siteUrl });
  try {
    const paths = [...PUBLIC_PAGES.map((page) => page.path), "/services?category=logistics"];
    for (const path of paths) {
      const { status, body } = await call<string>(server.url, "GET", path);
      expect(status, path).toBe(200);
      const canonicalPath = path.split("?")[0];
      const expected = `${siteUrl}${canonicalPath}`;
      expect(body, path).toContain(`<link rel="canonical" href="${expected}"/>`);
      expect(body, path).toContain(`<meta property="og:url" content="${expected}"/>`);
      expect(body, path).toContain(`<meta property="og:image" content="${siteUrl}/og-image.png"/>`);
    }
    const sitemap = await call<string>(server.url, "GET", "/sitemap.xml");
    expect(sitemap.body).toContain(`<loc>${siteUrl}/</loc>`);
    expect(sitemap.body).toContain(`<loc>${siteUrl}/services/health-tourism</loc>`);
    const robots = await call<string>(server.url, "GET", "/robots.txt");
    expect(robots.body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  } finally {
    await server.stop();
  }
});

test("/sitemap.xml lists every page and service, a new one included; robots.txt keeps /admin and /api out", async ({
  page,
  site,
}) => {
  const sitemapPaths = async () => {
    const response = await page.request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
  };
  expect(await sitemapPaths()).not.toContain("/services/sitemap-freight-insurance");

  const admin = await signInAdmin(site.url);
  const { body } = await admin.send<{ service: { _id: string; slug: string } }>(
    "POST",
    "/api/services",
    {
      title: "Sitemap Freight Insurance",
      category: "logistics",
      shortDescription: "Cover for cargo between Turkey and Liberia.",
      fullDescription: "Insurance for the goods we ship.",
      features: [],
    },
  );
  const { slug, _id } = body.service;
  try {
    const locations = await sitemapPaths();
    expect(locations).toContain(`/services/${slug}`);
    const services = await site.database.db.selectFrom("services").select("slug").execute();
    expect(services.map((service) => service.slug)).toContain(slug);
    // Every language's fixed pages, and each service in the languages it is published in: the
    // new one, with no translation yet, in English only.
    const fixedPages = [
      "/",
      "/about",
      "/services",
      "/team",
      "/contact",
      "/privacy",
      "/quote",
      ...QUOTE_LINES.map((line) => `/quote/${line.value}`),
    ];
    // A deleted service's translations stay, for its restore, but are not listed.
    const translated = await site.database.db
      .selectFrom("translations")
      .innerJoin("services", "services.id", "translations.item_id")
      .select(["translations.language", "translations.slug"])
      .where("translations.kind", "=", "service")
      .where("translations.state", "=", "published")
      .where("services.published", "=", 1)
      .execute();
    expect(locations.sort()).toEqual(
      [
        ...LANGUAGES.flatMap(({ code }) => fixedPages.map((path) => pathIn(code, path))),
        ...services.map((service) => `/services/${service.slug}`),
        ...translated.map(({ language, slug }) => `/${language}/services/${slug}`),
      ].sort(),
    );
    await page.goto("/fr/services");
    await expect(page.getByRole("heading", { name: "Sitemap Freight Insurance" })).toHaveCount(0);

    // The new service's page is there too.
    await page.goto(`/services/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap Freight Insurance");
  } finally {
    await admin.send("DELETE", `/api/services/${_id}`);
  }

  const robots = await page.request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await robots.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain("Disallow: /api");
  expect(lines.some((line) => /^Sitemap: https?:\/\/.+\/sitemap\.xml$/.test(line))).toBe(true);
});
