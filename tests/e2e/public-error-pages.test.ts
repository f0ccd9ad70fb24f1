import { SITE_NAME } from "../../app/content/site.ts";
import { expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { acceptConsoleErrors, isMobile } from "./public-helpers.ts";

// Issue 13, point 4: a page the site cannot show is still the site's page, in its header and
// footer, with a title and the way on to the main pages.

const MAIN_PAGES = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about" },
  { name: "Our Team", path: "/team" },
  { name: "Contact Us", path: "/contact" },
  { name: "Our Services", path: "/services" },
  { name: "Health Tourism", path: "/services/health-tourism" },
  {
    name: "Building & Construction Materials",
    path: "/services/building-and-construction-materials",
  },
  { name: "Logistics Services", path: "/services/logistics-services" },
];

test("an unknown address answers 404 inside the site, with a title and the main pages", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const response = await page.goto("/no-such-page/at/all");
  expect(response?.status()).toBe(404);
  // The document's own 404 is the one console error expected here.
  acceptConsoleErrors(consoleErrors, /status of 404/);
  await expect(page).toHaveTitle(`Page Not Found | ${SITE_NAME}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  // The site's own header (its navigation behind the menu button on a phone) and footer.
  const header = page.getByRole("banner");
  if (isMobile(testInfo)) await header.getByLabel("Menu").click();
  const nav = header.getByRole("navigation", { name: "Main" });
  for (const name of ["Home", "About", "Services", "Team", "Contact"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole("contentinfo").getByRole("navigation", { name: "Quick links" }),
  ).toBeVisible();

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(main).toContainText("could not find that page");
  await expect(main.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
    "href",
    "/",
  );
  const helpful = main.getByRole("navigation", { name: "Pages that may help" });
  for (const { name, path } of MAIN_PAGES) {
    await expect(helpful.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
      "href",
      path,
    );
  }
  await expectNoViolations(page);

  await helpful.getByRole("link", { name: /^Contact Us/ }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
});

test("an unknown service and an unknown quote form are 404 pages inside the site too", async ({
  page,
  consoleErrors,
}) => {
  const service = await page.goto("/services/no-such-service");
  expect(service?.status()).toBe(404);
  await expect(page).toHaveTitle(`Service Not Found | ${SITE_NAME}`);
  await expect(page.getByRole("banner").getByRole("link", { name: SITE_NAME })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
  await expect(
    main.getByRole("navigation", { name: "Pages that may help" }).getByRole("link"),
  ).toHaveCount(MAIN_PAGES.length);

  const quote = await page.goto("/quote/no-such-line");
  expect(quote?.status()).toBe(404);
  await expect(page).toHaveTitle(`Page Not Found | ${SITE_NAME}`);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    "Page Not Found",
  );
  await expect(page.getByRole("contentinfo")).toBeVisible();
  acceptConsoleErrors(consoleErrors, /status of 404/);
});

test("a failure other than a missing page is the site's page too, with its own status", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/about");
  // A form posted to a page that takes none: React Router's 405 takes the same way as a 500,
  // the layout's error boundary, and no public page can be made to fail on purpose.
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/about"),
  );
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/about";
    document.body.append(form);
    form.submit();
  });
  expect((await answered).status()).toBe(405);
  await expect(page).toHaveTitle(`Something Went Wrong | ${SITE_NAME}`);
  await expect(page.getByRole("banner").getByRole("link", { name: SITE_NAME })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Something Went Wrong");
  await expect(main).toContainText("Please try again in a moment.");
  await expect(
    main.getByRole("navigation", { name: "Pages that may help" }).getByRole("link"),
  ).toHaveCount(MAIN_PAGES.length);
  await expectNoViolations(page);
  acceptConsoleErrors(consoleErrors, /status of 405/);
});
