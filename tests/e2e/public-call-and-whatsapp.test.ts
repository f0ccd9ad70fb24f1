import type { Locator, Page } from "@playwright/test";
import { defaultContactInfo } from "../../app/content/default-content.ts";
import { openAdmin, toast } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { isMobile, PUBLIC_PAGES, signInAdmin } from "./public-helpers.ts";

// Issue 12, one tap to talk: under 768 px the header's bar itself holds a call button and a
// WhatsApp button; from 768 px WhatsApp sits in the top bar beside the e-mail and phones. The
// WhatsApp chat starts with a text naming the page, and an empty number hides every button.

const WHATSAPP_DIGITS = "231770123456";
const CALL_HREF = "tel:+231770123456";

/** What the chat says the visitor was reading, per public page. */
const PAGE_NAMES: Record<(typeof PUBLIC_PAGES)[number]["path"], string> = {
  "/": "Home",
  "/about": "About",
  "/services": "Services",
  "/services/health-tourism": "Services: Health Tourism",
  "/team": "Team",
  "/contact": "Contact",
};

async function expectChatLink(link: Locator, pageName: string) {
  const chat = new URL((await link.getAttribute("href")) ?? "");
  expect(chat.origin + chat.pathname).toBe(`https://wa.me/${WHATSAPP_DIGITS}`);
  expect(chat.searchParams.get("text")).toBe(`Hello, I'm writing from your website (${pageName}).`);
}

/** Fully on the first screen, not scrolled to, and at least 44 px square (WCAG 2.5.5). */
async function expectOnFirstScreen(page: Page, button: Locator) {
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeInViewport({ ratio: 1 });
  const box = await button.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
}

for (const { path, h1 } of PUBLIC_PAGES) {
  test(`${path}: call and WhatsApp are one tap away, and the chat names the page`, async ({
    page,
  }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    const header = page.getByRole("banner");
    // One WhatsApp link at each width: the bar's button under 768 px, the top bar's link above.
    const whatsapp = header.getByRole("link", { name: "WhatsApp us" });
    await expect(whatsapp).toHaveCount(1);
    await expectChatLink(whatsapp, PAGE_NAMES[path]);

    if (isMobile(testInfo)) {
      const call = header.getByRole("link", { name: "Call us" });
      await expect(call).toHaveAttribute("href", CALL_HREF);
      // Without opening the menu.
      await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
      await expectOnFirstScreen(page, call);
      await expectOnFirstScreen(page, whatsapp);
    } else {
      await expect(whatsapp).toBeVisible();
      await expect(whatsapp).toBeInViewport({ ratio: 1 });
      const phone = header.getByRole("link", { name: defaultContactInfo.phones[0] });
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAttribute("href", CALL_HREF);
    }
  });
}

test("a service's page offers WhatsApp beside Get Quote, about that service", async ({ page }) => {
  await page.goto("/services/logistics-services");
  const offer = page.getByRole("region", { name: "Interested in Logistics Services?" });
  await expect(offer.getByRole("link", { name: "Get Quote" })).toBeVisible();
  const whatsapp = offer.getByRole("link", { name: "WhatsApp us" });
  await expect(whatsapp).toBeVisible();
  await expectChatLink(whatsapp, "Services: Logistics Services");
});

test("once the office clears the WhatsApp number, no page links to WhatsApp and calling stays", async ({
  page,
  site,
}, testInfo) => {
  const admin = await signInAdmin(site.url);
  const {
    version: _version,
    updatedAt: _updatedAt,
    ...saved
  } = (await admin.send<{ contactInfo: typeof defaultContactInfo }>("GET", "/api/contact-info"))
    .body.contactInfo;
  try {
    await openAdmin(page, "/admin/content/contact");
    const number = page.getByRole("textbox", { name: "WhatsApp number (optional)" });
    await expect(number).toHaveValue(defaultContactInfo.whatsapp);
    await expect(page.getByText("Leave empty to hide the WhatsApp buttons.")).toBeVisible();

    // A number without its country code is refused beside the field.
    await number.fill("770 123");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Failed to update contact information.")).toBeVisible();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("Enter the whole WhatsApp number with its country code: 8 to 15 digits."),
    ).toBeVisible();

    await number.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Contact information updated successfully!")).toBeVisible();

    for (const { path, h1 } of [
      ...PUBLIC_PAGES,
      { path: "/services/logistics-services", h1: "Logistics Services" },
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.locator('a[href*="wa.me"]'), path).toHaveCount(0);
      await expect(
        page.getByRole("link", { name: /whatsapp/i, includeHidden: true }),
        path,
      ).toHaveCount(0);
      const header = page.getByRole("banner");
      const call = isMobile(testInfo)
        ? header.getByRole("link", { name: "Call us" })
        : header.getByRole("link", { name: defaultContactInfo.phones[0] });
      await expect(call, path).toBeVisible();
      await expect(call, path).toHaveAttribute("href", CALL_HREF);
    }
  } finally {
    await admin.send("PUT", "/api/contact-info", saved);
  }
});
