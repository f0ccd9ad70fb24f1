import type { Locator, Page } from "@playwright/test";
import { BUILT_IN_ABOUT_SUMMARY } from "../../app/content/default-content.ts";
import { call } from "../support/http.ts";
import { expect, test } from "./fixtures.ts";
import { newProjectContext, signInAdmin, waitForEnhancement } from "./public-helpers.ts";

// The home page of spec section 2: hero with its carousel, short about, services, team, contact.

const CAROUSEL_INTERVAL_MS = 5000;

/** The carousel region and the accessible name ("2 of 3") of the slide it shows. */
function carouselOf(page: Page) {
  const carousel = page.getByRole("region", { name: "Highlights" });
  // Hidden slides are aria-hidden, so the one group left in the accessibility tree is the shown one.
  const shownSlide = carousel.getByRole("group");
  return { carousel, shownSlide };
}

async function expectSlide(shownSlide: Locator, carousel: Locator, position: number) {
  await expect(shownSlide).toHaveAccessibleName(`${position} of 3`);
  await expect(carousel.getByRole("button", { name: `Show slide ${position}` })).toHaveAttribute(
    "aria-current",
    "true",
  );
}

/**
 * Stops the page's (installed) clock, so the carousel moves only when the test runs time on,
 * however long the test itself takes. The pause is set a second ahead of the page's time: on a
 * busy machine the call can arrive after a shorter lead has passed, and a clock cannot be
 * paused in its past (a second is far short of a slide's interval).
 */
async function stopTime(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** Takes the pointer and keyboard focus off the carousel, so only the pause state holds it. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test("the home page shows the hero, about, up to 3 services and members, and the contact section", async ({
  page,
}) => {
  await page.goto("/");
  const main = page.getByRole("main");

  // Hero: subtitle, title, description and the built-in buttons (decision 065).
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Connecting Liberia and Turkey");
  await expect(main).toContainText(
    "Health tourism, building materials and logistics under one roof",
  );
  await expect(main).toContainText("We arrange treatment at accredited Turkish hospitals");
  const requestQuote = main.getByRole("link", {
    name: /^Request a Quote\W+Connecting Liberia and Turkey$/,
  });
  await expect(requestQuote).toHaveAttribute("href", "/quote");
  await expect(main.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/231770123456\?/,
  );

  // The sections in the spec's order, with the proof of trust (decision 043) among them.
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "Key figures",
    "About Us",
    "Our Services",
    "What our clients say",
    "Partners and accreditations",
    "Our Team",
    "Get In Touch",
  ]);
  await expect(main.getByRole("heading", { name: "Send us a Message" })).toBeVisible();
  // The home page's own short about, not the about page's story (issue 29 point 9).
  const shortAbout = main.getByRole("region", { name: "About Us" });
  await expect(shortAbout).toContainText(BUILT_IN_ABOUT_SUMMARY);
  await expect(shortAbout).not.toContainText("Founded in Paynesville");

  // Services: 3 cards with their icon, title, text, at most 4 features (each has 5) and Learn More.
  const services = main.getByRole("region", { name: "Our Services" });
  const cards = services.getByRole("article");
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    await expect(card.getByRole("listitem")).toHaveCount(4);
    await expect(card.getByRole("link", { name: /^Learn More about / })).toBeVisible();
    await expect(card.locator("svg").first()).toBeVisible();
  }
  await expect(cards.first().getByRole("heading")).toHaveText("Health Tourism");
  await expect(services.getByRole("link", { name: "View All Services" })).toHaveAttribute(
    "href",
    "/services",
  );

  // Team: at most 3 members, with initials when there is no photo.
  const team = main.getByRole("region", { name: "Our Team" });
  await expect(team.getByRole("article")).toHaveCount(3);
  await expect(team.getByRole("img", { name: "Joseph K. Flomo" })).toHaveText("JF");
  await expect(team).toContainText("Managing Director");

  // Contact: address, phones, e-mail, the built-in working hours and the site's contact form.
  const contact = main.getByRole("region", { name: "Get In Touch" });
  await expect(contact).toContainText("ELWA Junction, Robertsfield Highway, Paynesville, Liberia");
  await expect(contact.getByRole("link", { name: "+231 770 123 456" })).toBeVisible();
  await expect(contact.getByRole("link", { name: "info@lonestar-anatolia.com" })).toBeVisible();
  await expect(contact).toContainText("Mon-Fri 8 AM-5 PM");
  await expect(contact).toContainText("Sat 9 AM-1 PM");
  for (const field of ["Full Name", "Email Address", "Phone Number (optional)", "Message"]) {
    await expect(contact.getByRole("textbox", { name: field })).toBeVisible();
  }
  await expect(contact.getByRole("combobox", { name: "Subject" })).toBeVisible();

  // The hero button and View All Services lead where they say.
  await requestQuote.click();
  await expect(page).toHaveURL("/quote");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a Quote");
  await page.goBack();
  await page.getByRole("link", { name: "View All Services" }).click();
  await expect(page).toHaveURL("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
});

test("the home page keeps to 3 services and 3 members when there are more", async ({
  page,
  site,
}) => {
  const admin = await signInAdmin(site.url);
  const { body: created } = await admin.send<{ service: { _id: string; slug: string } }>(
    "POST",
    "/api/services",
    {
      title: "Home Limit Service",
      category: "logistics",
      shortDescription: "A fourth service, to prove the home page shows three.",
      fullDescription: "A fourth service.",
      features: ["One", "Two", "Three", "Four", "Five", "Six", "Seven"],
    },
  );
  const { body: member } = await admin.send<{ teamMember: { _id: string } }>("POST", "/api/team", {
    name: "Fourth Member",
    position: "Home Limit Tester",
  });
  try {
    await page.goto("/");
    await expect(
      page.getByRole("region", { name: "Our Services" }).getByRole("article"),
    ).toHaveCount(3);
    await expect(page.getByRole("main").getByText("Home Limit Service")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Our Team" }).getByRole("article")).toHaveCount(
      3,
    );
    await expect(page.getByRole("main").getByText("Fourth Member")).toHaveCount(0);

    // The services page shows all of them, with at most 5 features each; the team page all members.
    await page.goto("/services");
    const card = page.getByRole("article").filter({ hasText: "Home Limit Service" });
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(4);
    await expect(card.getByRole("listitem")).toHaveText(["One", "Two", "Three", "Four", "Five"]);
    await page.goto("/team");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "Fourth Member" })).toBeVisible();
  } finally {
    await admin.send("DELETE", `/api/services/${created.service._id}`);
    await admin.send("DELETE", `/api/team/${member.teamMember._id}`);
  }
});

test("the carousel moves with arrows and dots, wraps, and advances every 5 s unless hovered, focused or paused", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  await waitForEnhancement(page);
  await stopTime(page);
  const { carousel, shownSlide } = carouselOf(page);

  await expect(carousel.getByRole("button", { name: /^Show slide / })).toHaveCount(3);
  await expectSlide(shownSlide, carousel, 1);
  const previous = carousel.getByRole("button", { name: "Previous slide" });
  const next = carousel.getByRole("button", { name: "Next slide" });

  // Manual selection, wrapping both ways.
  await previous.click();
  await expectSlide(shownSlide, carousel, 3);
  await next.click();
  await expectSlide(shownSlide, carousel, 1);
  await next.click();
  await expectSlide(shownSlide, carousel, 2);
  await carousel.getByRole("button", { name: "Show slide 3" }).click();
  await expectSlide(shownSlide, carousel, 3);

  // While the pointer is on it, it stays.
  await shownSlide.hover();
  await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
  await expectSlide(shownSlide, carousel, 3);

  // Left alone, it advances every 5 seconds and wraps from the last slide to the first.
  await leaveCarousel(page);
  await page.clock.runFor(CAROUSEL_INTERVAL_MS);
  await expectSlide(shownSlide, carousel, 1);
  await page.clock.runFor(CAROUSEL_INTERVAL_MS);
  await expectSlide(shownSlide, carousel, 2);

  // While keyboard focus is inside it, it stays.
  await next.focus();
  await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
  await expectSlide(shownSlide, carousel, 2);

  // Paused, it stays even when left alone; Play starts it again.
  await carousel.getByRole("button", { name: "Pause the slideshow" }).click();
  const play = carousel.getByRole("button", { name: "Play the slideshow" });
  await expect(play).toBeVisible();
  await leaveCarousel(page);
  await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
  await expectSlide(shownSlide, carousel, 2);
  await play.click();
  await leaveCarousel(page);
  await page.clock.runFor(CAROUSEL_INTERVAL_MS);
  await expectSlide(shownSlide, carousel, 3);
});

test("the carousel does not advance by itself for visitors who prefer reduced motion", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/");
  await waitForEnhancement(page);
  await stopTime(page);
  const { carousel, shownSlide } = carouselOf(page);
  await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
  await expectSlide(shownSlide, carousel, 1);
  // Manual selection still works.
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expectSlide(shownSlide, carousel, 2);
  await leaveCarousel(page);
  await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
  await expectSlide(shownSlide, carousel, 2);
});

test("for a visitor saving data the carousel stays put and fetches no other slide until chosen", async ({
  browser,
  site,
}, testInfo) => {
  const context = await newProjectContext(browser, testInfo, {
    baseURL: site.url,
    extraHTTPHeaders: { "Save-Data": "on" },
  });
  const page = await context.newPage();
  const pictures: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") pictures.push(new URL(request.url()).pathname);
  });
  try {
    await page.clock.install();
    await page.goto("/");
    await waitForEnhancement(page);
    await stopTime(page);
    const { carousel, shownSlide } = carouselOf(page);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
    await expectSlide(shownSlide, carousel, 1);
    expect(pictures).toContain("/images/health-tourism.svg");
    expect(pictures).not.toContain("/images/building-materials.svg");
    expect(pictures).not.toContain("/images/logistics.svg");

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(shownSlide, carousel, 2);
    await expect.poll(() => pictures).toContain("/images/building-materials.svg");
    expect(pictures).not.toContain("/images/logistics.svg");
  } finally {
    await context.close();
  }
});

test("with a single hero image the carousel has no arrows, dots or pause button", async ({
  page,
  site,
}) => {
  const admin = await signInAdmin(site.url);
  const { body: hero } = await call(site.url, "GET", "/api/pagecontent/hero");
  await admin.send("PUT", "/api/pagecontent/hero", {
    ...hero,
    images: ["/images/building-materials.svg", null, null, null],
  });
  try {
    await page.goto("/");
    await waitForEnhancement(page);
    const { carousel, shownSlide } = carouselOf(page);
    await expect(shownSlide).toHaveAccessibleName("1 of 1");
    await expect(carousel.locator("img")).toHaveAttribute("src", "/images/building-materials.svg");
    await expect(carousel.getByRole("button")).toHaveCount(0);
  } finally {
    await admin.send("PUT", "/api/pagecontent/hero", hero);
  }
});

test("an edit through the API shows on the (cached) home page at once", async ({ page, site }) => {
  await page.goto("/");
  // Stored once compressed, a moment after the first visit.
  await expect.poll(async () => (await page.goto("/"))?.headers()["x-page-cache"]).toBe("hit");

  const admin = await signInAdmin(site.url);
  const { body: hero } = await call<{ content: Record<string, string> }>(
    site.url,
    "GET",
    "/api/pagecontent/hero",
  );
  await admin.send("PUT", "/api/pagecontent/hero", {
    ...hero,
    title: "Freshly Edited Hero Title",
    content: { ...hero.content, buttonText: "Get Started", buttonLink: "/contact" },
  });
  try {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Freshly Edited Hero Title");
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/contact",
    );
  } finally {
    await admin.send("PUT", "/api/pagecontent/hero", hero);
  }
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connecting Liberia and Turkey");
});
