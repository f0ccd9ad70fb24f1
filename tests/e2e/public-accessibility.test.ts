import type { Page } from "@playwright/test";
import { QUOTE_LINES } from "../../app/domain/inquiries.model.ts";
import { expectNoHorizontalScroll, expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { isMobile, newProjectContext, PUBLIC_PAGES, waitForEnhancement } from "./public-helpers.ts";
import { fillHealth } from "./quote-forms.ts";

// WCAG 2.2 AA on every public page at both widths: axe-core finds no violations, each page has
// one h1 and the landmarks, nothing scrolls sideways, and keyboard focus is always visible.

async function expectPageStructure(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
}

const QUOTE_PAGES = [
  { path: "/quote", h1: "Request a Quote" },
  ...QUOTE_LINES.map((line) => ({
    path: `/quote/${line.value}`,
    h1: `Request a ${line.label} Quote`,
  })),
];

for (const { path, h1 } of [...PUBLIC_PAGES, ...QUOTE_PAGES]) {
  test(`${path}: no WCAG 2.2 AA violations, one h1, the landmarks, no sideways scroll`, async ({
    browser,
    site,
  }, testInfo) => {
    const context = await newProjectContext(browser, testInfo);
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}${path}`);
      await waitForEnhancement(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expectPageStructure(page);
      await expectNoViolations(page);
      // Reflow (WCAG 1.4.10): nothing wider than the screen, down to a 360 px phone.
      await expectNoHorizontalScroll(page);
      if (isMobile(testInfo)) {
        await page.setViewportSize({ width: 360, height: 740 });
        await expectNoHorizontalScroll(page);
      }
    } finally {
      await context.close();
    }
  });
}

test("the open menus have no violations", async ({ browser, site }, testInfo) => {
  const context = await newProjectContext(browser, testInfo);
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/services`);
    await waitForEnhancement(page);
    const header = page.getByRole("banner");
    if (isMobile(testInfo)) {
      await header.getByLabel("Menu").click();
      await expect(header.getByRole("navigation", { name: "Main" })).toBeVisible();
    } else {
      const toggle = header.getByRole("button", { name: "Show all services" });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(header.getByRole("link", { name: "Logistics Services" })).toBeVisible();
    }
    await expectNoViolations(page);
  } finally {
    await context.close();
  }
});

test("the Service Not Found page has no violations and one h1", async ({
  browser,
  site,
}, testInfo) => {
  const context = await newProjectContext(browser, testInfo);
  try {
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/services/no-such-service`);
    expect(response?.status()).toBe(404);
    await waitForEnhancement(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
    await expectPageStructure(page);
    await expectNoViolations(page);
  } finally {
    await context.close();
  }
});

test("the contact form in its error state has no violations", async ({
  browser,
  site,
}, testInfo) => {
  const context = await newProjectContext(browser, testInfo);
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/contact`);
    await waitForEnhancement(page);
    const form = page.getByRole("region", { name: "Send us a Message" });
    await form.getByRole("textbox", { name: "Full Name" }).fill("Axe Tester");
    await form.getByRole("textbox", { name: "Email Address" }).fill("axe@localhost");
    await form.getByRole("combobox", { name: "Subject" }).selectOption("General Inquiry");
    await form.getByRole("textbox", { name: "Message" }).fill("Checking the error state.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Email Address" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoViolations(page);
  } finally {
    await context.close();
  }
});

test("a quote form in its error state, and its answer, have no violations", async ({
  browser,
  site,
}, testInfo) => {
  const context = await newProjectContext(browser, testInfo);
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/quote/building-materials`);
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByLabel("Delivery town")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page);

    const rows = page.locator("[data-row]");
    await rows.getByLabel("Product").fill("Cement");
    await rows.getByLabel("Quantity").fill("10");
    await rows.getByLabel("Unit").selectOption("bags");
    await page.getByLabel("Delivery town").fill("Buchanan");
    await page.getByLabel("Your name").fill("Axe Tester");
    await page.getByLabel("E-mail address").fill("axe@example.com");
    await page.getByLabel("Phone number").fill("+231 77 000 0000");
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("heading", { name: "Request received" })).toBeFocused();
    await expectNoViolations(page);
  } finally {
    await context.close();
  }
});

test("the health form's steps, one refused, and the answer offering WhatsApp have no violations", async ({
  browser,
  site,
}, testInfo) => {
  const context = await newProjectContext(browser, testInfo);
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/quote/health-tourism`);
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Patient's full name")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
    await fillHealth(page);
    await expect(page.getByText("Step 4 of 4: Consent")).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("link", { name: /^Send HT-.* on WhatsApp$/ })).toBeVisible();
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);
  } finally {
    await context.close();
  }
});

test("keyboard focus is always visible, starting with the skip link", async ({ page }) => {
  await page.goto("/");
  await waitForEnhancement(page);

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  // Every stop of the first stretch of the tab order shows a focus ring.
  const seen = new Set<string>();
  for (let stop = 0; stop < 25; stop++) {
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        label: `${element.tagName} ${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40)}`,
        outline: style.outlineStyle !== "none" ? Number.parseFloat(style.outlineWidth) : 0,
        visible: box.width > 0 && box.height > 0,
      };
    });
    expect(focus, `tab stop ${stop}`).not.toBeNull();
    expect(focus?.visible, `${focus?.label} is on screen`).toBe(true);
    expect(focus?.outline, `${focus?.label} shows a focus outline`).toBeGreaterThanOrEqual(2);
    seen.add(focus?.label ?? "");
    await page.keyboard.press("Tab");
  }
  expect(seen.size).toBeGreaterThan(10);

  // The skip link moves focus to the main content.
  await page.goto("/");
  await waitForEnhancement(page);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
