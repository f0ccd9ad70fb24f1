import { BUILT_IN_FOOTER_BLURB } from "../../app/content/default-content.ts";
import { openAdmin, toast, visit } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { isMobile, waitForEnhancement } from "./public-helpers.ts";

// The public layout of spec section 2: the fixed header, its menus and the footer.

const EMAIL = "info@lonestar-anatolia.com";
const PHONES = [
  { text: "+231 770 123 456", href: "tel:+231770123456" },
  { text: "+231 886 123 456", href: "tel:+231886123456" },
];

test("the header's top bar, the current page mark and the footer", async ({
  page,
  site,
}, testInfo) => {
  await page.goto("/about");
  const header = page.getByRole("banner");

  // Top bar: e-mail and two phones as links, and Admin Login; hidden under 768 px.
  const topBar = [{ text: EMAIL, href: `mailto:${EMAIL}` }, ...PHONES].map(({ text, href }) => ({
    link: header.getByRole("link", { name: text, includeHidden: true }),
    href,
  }));
  for (const { link, href } of topBar) await expect(link).toHaveAttribute("href", href);
  const adminLogin = header.getByRole("link", { name: "Admin Login", includeHidden: true }).first();
  await expect(adminLogin).toHaveAttribute("href", "/admin");
  for (const item of [...topBar.map(({ link }) => link), adminLogin]) {
    if (isMobile(testInfo)) await expect(item).toBeHidden();
    else await expect(item).toBeVisible();
  }
  await expect(header.getByRole("link", { name: "Lonestar Anatolia Group" })).toHaveAttribute(
    "href",
    "/",
  );

  // The current page: aria-current="page" and a visible mark (underlined) on About only.
  if (isMobile(testInfo)) await header.getByLabel("Menu").click();
  const nav = header.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();
  const about = nav.getByRole("link", { name: "About", exact: true });
  const home = nav.getByRole("link", { name: "Home", exact: true });
  await expect(about).toHaveAttribute("aria-current", "page");
  await expect(home).not.toHaveAttribute("aria-current", /.*/);
  await expect(about).toHaveCSS("text-decoration-line", "underline");
  await expect(home).toHaveCSS("text-decoration-line", "none");

  // Footer.
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(BUILT_IN_FOOTER_BLURB);
  const quickLinks = footer.getByRole("navigation", { name: "Quick links" });
  await expect(quickLinks.getByRole("heading", { name: "Quick Links" })).toBeVisible();
  const expectedQuickLinks: [string, string][] = [
    ["Home", "/"],
    ["About Us", "/about"],
    ["Our Services", "/services"],
    ["Our Team", "/team"],
    ["Contact Us", "/contact"],
  ];
  await expect(quickLinks.getByRole("link")).toHaveText(expectedQuickLinks.map(([name]) => name));
  for (const [name, href] of expectedQuickLinks) {
    await expect(quickLinks.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  const serviceLinks = footer.getByRole("navigation", { name: "Our services" }).getByRole("link");
  // Every published service; other tests on this worker's site may have added some after these.
  const published = await site.database.db
    .selectFrom("services")
    .select("id")
    .where("published", "=", 1)
    .execute();
  await expect(serviceLinks).toHaveCount(published.length);
  for (const [index, slug] of [
    "health-tourism",
    "building-and-construction-materials",
    "logistics-services",
  ].entries()) {
    await expect(serviceLinks.nth(index)).toHaveAttribute("href", `/services/${slug}`);
  }
  await expect(footer).toContainText("ELWA Junction, Robertsfield Highway, Paynesville, Liberia");
  await expect(footer.getByRole("link", { name: EMAIL })).toHaveAttribute(
    "href",
    `mailto:${EMAIL}`,
  );
  for (const phone of PHONES) {
    await expect(footer.getByRole("link", { name: phone.text })).toHaveAttribute(
      "href",
      phone.href,
    );
  }
  await expect(footer).toContainText(
    `© ${new Date().getFullYear()} Lonestar Anatolia Group. All rights reserved.`,
  );
});

// Under 768 px the services are listed in the hamburger menu instead (tested below).
test("the Services dropdown lists every service and works with the mouse and the keyboard @desktop-only", async ({
  page,
  site,
}) => {
  const services = await site.database.db
    .selectFrom("services")
    .select(["title", "slug"])
    .orderBy("sort_order")
    .orderBy("created_at")
    .execute();
  expect(services.length).toBeGreaterThan(0);

  await page.goto("/");
  await waitForEnhancement(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const toggle = nav.getByRole("button", { name: "Show all services" });
  const list = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
  await expect(list).toBeHidden();

  // Mouse: hovering Services shows every service by title, each linking to its page.
  await nav.getByRole("link", { name: "Services", exact: true }).hover();
  await expect(list).toBeVisible();
  await expect(list.getByRole("link")).toHaveText(services.map((service) => service.title));
  for (const service of services) {
    await expect(list.getByRole("link", { name: service.title })).toHaveAttribute(
      "href",
      `/services/${service.slug}`,
    );
  }
  // Clicking the toggle then keeps it open, though hovering had shown it already...
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(list).toBeVisible();
  // ...and a second click closes it.
  await toggle.click();
  await expect(list).toBeHidden();
  await page.mouse.move(5, 700);
  await expect(list).toBeHidden();

  // Keyboard: Tab from Services to the toggle, Enter opens, Escape closes and keeps focus there.
  await nav.getByRole("link", { name: "About", exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Services", exact: true })).toBeFocused();
  await expect(list).toBeHidden();
  await page.keyboard.press("Tab");
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(list).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(list).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(list.getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(list).toBeHidden();

  // A service chosen from the list opens its page and closes the list.
  await page.keyboard.press("Enter");
  const last = services.at(-1);
  await list.getByRole("link", { name: last?.title }).click();
  await expect(page).toHaveURL(`/services/${last?.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(last?.title ?? "");
  await expect(list).toBeHidden();
});

test("under 768 px a hamburger menu replaces the navigation and its links navigate", async ({
  page,
  site,
}, testInfo) => {
  await page.goto("/");
  await waitForEnhancement(page);
  const header = page.getByRole("banner");
  const hamburger = header.getByLabel("Menu");
  // The visible navigation: the bar's own at 1280 px; under 768 px only once the menu is open.
  const menu = header.getByRole("navigation", { name: "Main" });

  if (!isMobile(testInfo)) {
    await expect(hamburger).toBeHidden();
    await expect(menu.getByRole("link", { name: "Team" })).toBeVisible();
    return;
  }

  await expect(hamburger).toBeVisible();
  await expect(menu).toBeHidden();
  await hamburger.click();
  await expect(menu).toBeVisible();
  const titles = await site.database.db
    .selectFrom("services")
    .select("title")
    .orderBy("sort_order")
    .orderBy("created_at")
    .execute();
  for (const { title } of titles) {
    await expect(menu.getByRole("link", { name: title, exact: true })).toBeVisible();
  }
  // The sign-in is no visitor's business: the phone menu does not offer it.
  await expect(menu.getByRole("link", { name: "Admin Login" })).toHaveCount(0);

  await menu.getByRole("link", { name: "Team", exact: true }).click();
  await expect(page).toHaveURL("/team");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team");
  await expect(menu).toBeHidden();

  await hamburger.click();
  await menu.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(
    header.getByRole("link", { name: "Contact", exact: true, includeHidden: true }).last(),
  ).toHaveAttribute("aria-current", "page");
});

test("the office turns the Admin Login link off; the sign-in still answers at its address", async ({
  page,
}, testInfo) => {
  const setLink = async (choice: "Shown in the top bar" | "Hidden") => {
    await visit(page, "/admin/content/site");
    await page.getByRole("combobox", { name: "Admin Login link" }).selectOption({ label: choice });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      toast(page, "Texts, banners and search settings saved. The site shows them now."),
    ).toBeVisible();
  };
  const adminLogin = (header: ReturnType<typeof page.getByRole>) =>
    header.getByRole("link", { name: "Admin Login", includeHidden: true });

  await openAdmin(page, "/admin/content/site");
  await setLink("Hidden");
  await page.goto("/about");
  const header = page.getByRole("banner");
  await expect(
    header.getByRole("link", { name: "About", includeHidden: true }).first(),
  ).toBeAttached();
  await expect(adminLogin(header)).toHaveCount(0);
  await page.context().clearCookies();
  const login = await page.goto("/admin/login");
  expect(login?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Shown again (the worker's site is shared): on computers only, in the top bar.
  await openAdmin(page, "/admin/content/site");
  await setLink("Shown in the top bar");
  await page.goto("/about");
  await expect(adminLogin(header)).toHaveCount(1);
  if (isMobile(testInfo)) await expect(adminLogin(header)).toBeHidden();
  else await expect(adminLogin(header)).toBeVisible();
});
