import { call } from "../support/http.ts";
import { expect, test } from "./fixtures.ts";
import { acceptConsoleErrors, signInAdmin, waitForEnhancement } from "./public-helpers.ts";

// The inner pages of spec section 2: about, services, service detail and team.

test("the about page shows the goal with the office image, vision, mission and the three fixed cards", async ({
  page,
}) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("About Us");

  const goal = main.getByRole("region", { name: "Our Company Goal" });
  await expect(goal).toContainText("Make treatment in Turkey as simple to arrange");
  const office = goal.getByRole("img", { name: "Our office building in Paynesville" });
  await office.scrollIntoViewIfNeeded();
  await expect(office).toBeVisible();
  await expect
    .poll(() => office.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  for (const [title, text] of [
    ["Our Vision", "To be the most trusted bridge between West Africa and Turkey"],
    ["Our Mission", "To give every family, builder and trader in Liberia the access"],
  ]) {
    const card = main
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toContainText(text ?? "");
  }

  const promises = main.getByRole("region", { name: "What Sets Us Apart" });
  await expect(promises.getByRole("heading", { level: 3 })).toHaveText([
    "Quality Excellence",
    "Trusted Partnerships",
    "Innovation Focus",
  ]);
});

test("the services filter works on the client: ?category= in the URL, no page load", async ({
  page,
}) => {
  await page.goto("/services");
  await waitForEnhancement(page);
  const main = page.getByRole("main");
  const filters = main.getByRole("navigation", { name: "Filter services by category" });
  await expect(filters.getByRole("link")).toHaveText([
    "All Services",
    "Health Tourism",
    "Building Materials",
    "Logistics",
  ]);
  const cards = main.getByRole("article");
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    await expect(card.getByRole("listitem")).toHaveCount(5);
    await expect(card.getByRole("link", { name: /^Learn More about / })).toBeVisible();
  }
  await expect(filters.getByRole("link", { name: "All Services" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  // No document request and no data request: the loaded list is filtered in the browser.
  const requests: string[] = [];
  page.on("request", (request) => {
    if (["document", "fetch"].includes(request.resourceType())) requests.push(request.url());
  });
  await page.evaluate(() => {
    (window as { stillTheSamePage?: boolean }).stillTheSamePage = true;
  });

  await filters.getByRole("link", { name: "Logistics" }).click();
  await expect(page).toHaveURL("/services?category=logistics");
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("heading")).toHaveText("Logistics Services");
  await expect(filters.getByRole("link", { name: "Logistics" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  await filters.getByRole("link", { name: "Building Materials" }).click();
  await expect(page).toHaveURL("/services?category=building-materials");
  await expect(cards.getByRole("heading")).toHaveText(["Building & Construction Materials"]);

  await filters.getByRole("link", { name: "All Services" }).click();
  await expect(page).toHaveURL("/services");
  await expect(cards).toHaveCount(3);

  expect(requests).toEqual([]);
  expect(
    await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage),
  ).toBe(true);

  // Learn More opens the service.
  await cards
    .first()
    .getByRole("link", { name: /^Learn More/ })
    .click();
  await expect(page).toHaveURL("/services/health-tourism");
});

test("a category without services says so", async ({ page, site }) => {
  const admin = await signInAdmin(site.url);
  const { body } = await call<{ service: Record<string, unknown> & { _id: string } }>(
    site.url,
    "GET",
    "/api/services/logistics-services",
  );
  const { _id, images: _images, version: _version, ...fields } = body.service;
  await admin.send("PUT", `/api/services/${_id}`, { ...fields, category: "Consulting" });
  try {
    await page.goto("/services?category=logistics");
    const main = page.getByRole("main");
    await expect(main.getByText("No services found for the selected category.")).toBeVisible();
    await expect(main.getByRole("article")).toHaveCount(0);
    // With JavaScript, switching back to a filled category shows its cards again.
    await waitForEnhancement(page);
    await main.getByRole("link", { name: "Health Tourism" }).click();
    await expect(main.getByRole("article")).toHaveCount(1);
    await expect(main.getByText("No services found for the selected category.")).toBeHidden();
  } finally {
    await admin.send("PUT", `/api/services/${_id}`, fields);
  }
});

test("the service detail page: breadcrumb, back link, description, gallery, features and calls to action", async ({
  page,
}) => {
  await page.goto("/services/health-tourism");
  const main = page.getByRole("main");

  const breadcrumb = main.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("listitem").filter({ hasNotText: "/" })).toHaveText([
    "Home",
    "Services",
    "Health Tourism",
  ]);
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByRole("link", { name: "Services" })).toHaveAttribute(
    "href",
    "/services",
  );
  await expect(breadcrumb.getByText("Health Tourism")).toHaveAttribute("aria-current", "page");

  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Health Tourism");
  await expect(main).toContainText(
    "In Turkey a coordinator meets you at the airport, stays with you at appointments",
  );
  await expect(main.getByRole("img", { name: "A hospital in Turkey" })).toBeVisible();

  const features = main.getByRole("region", { name: "Key Features & Benefits" });
  await expect(features.getByRole("listitem")).toHaveCount(5);
  await expect(features).toContainText("Interpreter and coordinator in Turkey");

  // Request a Quote, beside the title, and Get Quote open the quote form of the service's line;
  // Contact Us the contact page.
  await expect(main.getByRole("link", { name: "Request a Quote" })).toHaveAttribute(
    "href",
    "/quote/health-tourism",
  );
  await expect(main.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
    "href",
    "/contact",
  );
  await main.getByRole("link", { name: "Get Quote" }).click();
  await expect(page).toHaveURL("/quote/health-tourism");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Request a Health Tourism Quote",
  );

  await page.goBack();
  await page.getByRole("main").getByRole("link", { name: "Back to Services" }).click();
  await expect(page).toHaveURL("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
});

test("the gallery shows the primary image large, the others as thumbnails, and a placeholder for a broken image", async ({
  page,
  site,
  consoleErrors,
}) => {
  const { db } = site.database;
  const admin = await signInAdmin(site.url);
  const service = await db
    .selectFrom("services")
    .select("id")
    .where("slug", "=", "health-tourism")
    .executeTakeFirstOrThrow();
  // A primary image whose file is gone, ahead of the service's own picture.
  await db
    .updateTable("service_images")
    .set({ is_primary: 0 })
    .where("service_id", "=", service.id)
    .execute();
  await db
    .insertInto("service_images")
    .values({
      id: "e2e-broken-image",
      service_id: service.id,
      url: "/uploads/e2e-missing-picture.webp",
      alt: "A picture that is missing",
      is_primary: 1,
      sort_order: 99,
      created_at: new Date().toISOString(),
    })
    .execute();
  await admin.clearPageCache();
  try {
    await page.goto("/services/health-tourism");
    const main = page.getByRole("main");
    const primary = main.getByRole("img", { name: "A picture that is missing" });
    await expect(primary).toHaveAttribute("src", "/images/service-placeholder.svg");
    await expect
      .poll(() => primary.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const thumbnail = main.getByRole("listitem").getByRole("img", { name: "A hospital in Turkey" });
    await expect(thumbnail).toBeVisible();
    const [primaryBox, thumbnailBox] = [await primary.boundingBox(), await thumbnail.boundingBox()];
    expect(primaryBox?.width ?? 0).toBeGreaterThan((thumbnailBox?.width ?? 0) * 2);
    acceptConsoleErrors(consoleErrors, /404 \(Not Found\)/);
  } finally {
    await db.deleteFrom("service_images").where("id", "=", "e2e-broken-image").execute();
    await db
      .updateTable("service_images")
      .set({ is_primary: 1 })
      .where("service_id", "=", service.id)
      .execute();
    await admin.clearPageCache();
  }
});

test("an unknown service answers 404 with Service Not Found and a way back", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto("/services/no-such-service");
  expect(response?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
  await expect(main).toContainText("does not exist or could not be loaded");
  // The document's own 404 is the one console error expected here.
  acceptConsoleErrors(consoleErrors, /status of 404/);
  await main.getByRole("link", { name: "Back to Services" }).click();
  await expect(page).toHaveURL("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
});

test("the team page shows members with initials, contacts and social links, and Our Values", async ({
  page,
  site,
  consoleErrors,
}) => {
  const { db } = site.database;
  const admin = await signInAdmin(site.url);
  const { body } = await call<{ teamMembers: (Record<string, unknown> & { _id: string })[] }>(
    site.url,
    "GET",
    "/api/team",
  );
  const joseph = body.teamMembers.find((member) => member.name === "Joseph K. Flomo");
  if (!joseph) throw new Error("the seeded team has Joseph K. Flomo");
  const { _id, version: _version, order: _order, createdAt: _c, updatedAt: _u, ...fields } = joseph;
  await admin.send("PUT", `/api/team/${_id}`, {
    ...fields,
    socialLinks: {
      linkedin: "https://www.linkedin.com/in/joseph-flomo-example",
      other: "https://example.com/joseph",
    },
  });
  // A photo whose file is gone: the card shows the initials instead.
  await db
    .updateTable("team_members")
    .set({ image: "/uploads/e2e-missing-photo.webp" })
    .where("name", "=", "Aylin Demir")
    .execute();
  await admin.clearPageCache();
  try {
    await page.goto("/team");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Our Team");
    const cards = main.getByRole("region", { name: "Team members" }).getByRole("article");
    await expect(cards).toHaveCount(3);

    const card = cards.filter({ has: page.getByRole("heading", { name: "Joseph K. Flomo" }) });
    await expect(card.getByRole("img", { name: "Joseph K. Flomo" })).toHaveText("JF");
    await expect(card).toContainText("Managing Director");
    await expect(card).toContainText("Joseph studied engineering in Ankara");
    await expect(card.getByRole("link", { name: "joseph@lonestar-anatolia.com" })).toHaveAttribute(
      "href",
      "mailto:joseph@lonestar-anatolia.com",
    );
    await expect(card.getByRole("link", { name: "+231 770 123 456" })).toHaveAttribute(
      "href",
      "tel:+231770123456",
    );
    const linkedin = card.getByRole("link", { name: "Joseph K. Flomo on LinkedIn" });
    await expect(linkedin).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/joseph-flomo-example",
    );
    for (const link of [linkedin, card.getByRole("link", { name: "Joseph K. Flomo on Website" })]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }

    const aylin = cards.filter({ has: page.getByRole("heading", { name: "Aylin Demir" }) });
    await aylin.scrollIntoViewIfNeeded();
    await expect(aylin.getByRole("img", { name: "Aylin Demir" })).toHaveText("AD");
    acceptConsoleErrors(consoleErrors, /404 \(Not Found\)/);

    const values = main.getByRole("region", { name: "Our Values" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Excellence",
      "Integrity",
      "Innovation",
    ]);
  } finally {
    await db
      .updateTable("team_members")
      .set({ image: null })
      .where("name", "=", "Aylin Demir")
      .execute();
    await admin.send("PUT", `/api/team/${_id}`, { ...fields, socialLinks: {} });
  }
});

test("with no team members the team page says so and the home page hides its team section", async ({
  page,
  site,
}) => {
  const { db } = site.database;
  const admin = await signInAdmin(site.url);
  const members = await db.selectFrom("team_members").selectAll().execute();
  expect(members.length).toBeGreaterThan(0);
  await db.deleteFrom("team_members").execute();
  await admin.clearPageCache();
  try {
    await page.goto("/team");
    await expect(page.getByRole("main").getByText("No team members found.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Our Values" })).toBeVisible();

    await page.goto("/");
    await expect(page.getByRole("region", { name: "Our Services" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Our Team" })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("heading", { name: "Our Team" })).toHaveCount(0);
  } finally {
    await db.insertInto("team_members").values(members).execute();
    await admin.clearPageCache();
  }
});
