import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  CONTACT_CHECK_FIELDS,
  CONTACT_SUCCESS,
  isMobile,
  newProjectContext,
  PUBLIC_PAGES,
  WRONG_EMAIL,
} from "./public-helpers.ts";
import { fillHealth } from "./quote-forms.ts";

// Without JavaScript every public page, both contact forms, the health form (one page, not in
// steps), the filter and the menus still work.

/** Content each page shows below its h1, proof that the page itself rendered. */
const MAIN_CONTENT: Record<(typeof PUBLIC_PAGES)[number]["path"], string[]> = {
  "/": ["Our Services", "Our Team", "Mon-Fri 8 AM-5 PM"],
  "/about": ["Our Company Goal", "Our Vision", "Our Mission", "Innovation Focus"],
  "/services": ["Building & Construction Materials", "Logistics Services"],
  "/services/health-tourism": ["Key Features & Benefits", "Get Quote"],
  "/team": ["Joseph K. Flomo", "Aylin Demir", "Our Values"],
  "/contact": ["Send us a Message", "Sat 9 AM-1 PM"],
};

async function withoutJavaScript(
  browser: Browser,
  testInfo: TestInfo,
  run: (context: BrowserContext) => Promise<void>,
) {
  const context = await newProjectContext(browser, testInfo, { javaScriptEnabled: false });
  try {
    await run(context);
  } finally {
    await context.close();
  }
}

test("every public page shows its main content without JavaScript", async ({
  browser,
  site,
}, testInfo) => {
  await withoutJavaScript(browser, testInfo, async (context) => {
    const page = await context.newPage();
    for (const { path, h1 } of PUBLIC_PAGES) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status(), path).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 }), path).toHaveText(h1);
      for (const text of MAIN_CONTENT[path]) {
        await expect(
          main.getByText(text, { exact: true }).first(),
          `${path}: ${text}`,
        ).toBeVisible();
      }
    }
    // No script ran: React never hydrated any of it.
    expect(
      await page.evaluate(() => Object.keys(document.querySelector("main") ?? {}).length),
    ).toBe(0);
  });
});

test("without JavaScript the ?category= links filter on the server", async ({
  browser,
  site,
}, testInfo) => {
  await withoutJavaScript(browser, testInfo, async (context) => {
    const page = await context.newPage();
    await page.goto(`${site.url}/services`);
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(3);
    await main.getByRole("link", { name: "Health Tourism", exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/services?category=health-tourism`);
    await expect(main.getByRole("article").getByRole("heading")).toHaveText(["Health Tourism"]);
    await main.getByRole("link", { name: "All Services" }).click();
    await expect(page).toHaveURL(`${site.url}/services`);
    await expect(main.getByRole("article")).toHaveCount(3);
  });
});

test("without JavaScript both contact forms send, and a refused one keeps what was typed", async ({
  browser,
  site,
}, testInfo) => {
  const { db } = site.database;
  await withoutJavaScript(browser, testInfo, async (context) => {
    const page = await context.newPage();

    // Contact page.
    const email = `nojs-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await page.goto(`${site.url}/contact`);
    let form = page.getByRole("region", { name: "Send us a Message" });
    await form.getByRole("textbox", { name: "Full Name" }).fill("Jallah Sirleaf");
    await form.getByRole("textbox", { name: "Email Address" }).fill(email);
    await form.getByRole("combobox", { name: "Subject" }).selectOption("General Inquiry");
    await form.getByRole("textbox", { name: "Message" }).fill("Sent from a phone without scripts.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(`${site.url}/contact#contact-form`);
    await expect(form.getByRole("status")).toHaveText(CONTACT_SUCCESS);
    await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveValue("");
    expect(
      await db.selectFrom("inquiries").select("name").where("email", "=", email).execute(),
    ).toEqual([{ name: "Jallah Sirleaf" }]);

    // Refused by the server: the answer page says which field is wrong, beside it, and keeps
    // everything typed.
    await expectWrongEmailBesideItsField(page, "/contact");

    // Home page: the same form, sending for real.
    const homeEmail = `nojs-home-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await page.goto(site.url);
    form = page.getByRole("region", { name: "Send us a Message" });
    await form.getByRole("textbox", { name: "Full Name" }).fill("Fatu Kamara");
    await form.getByRole("textbox", { name: "Email Address" }).fill(homeEmail);
    await form.getByRole("textbox", { name: "Phone Number (optional)" }).fill("+231 555 0123");
    await form.getByRole("combobox", { name: "Subject" }).selectOption("Logistics Services");
    await form.getByRole("textbox", { name: "Message" }).fill("From Istanbul to Monrovia.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(form.getByRole("status")).toHaveText(CONTACT_SUCCESS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Connecting Liberia and Turkey",
    );
    expect(
      await db
        .selectFrom("inquiries")
        .select(["name", "phone", "subject"])
        .where("email", "=", homeEmail)
        .execute(),
    ).toEqual([{ name: "Fatu Kamara", phone: "+231 555 0123", subject: "Logistics Services" }]);

    await expectWrongEmailBesideItsField(page, "/");
  });

  /**
   * An address the browser lets through but the server refuses: the answer page marks the
   * e-mail field with its message beside it and shows everything typed again.
   */
  async function expectWrongEmailBesideItsField(page: Page, path: string) {
    await page.goto(`${site.url}${path}`);
    const form = page.getByRole("region", { name: "Send us a Message" });
    const email = form.getByRole("textbox", { name: "Email Address" });
    const typed = `jallah-${crypto.randomUUID().slice(0, 8)}@localhost`;
    await form.getByRole("textbox", { name: "Full Name" }).fill("Jallah Sirleaf");
    await email.fill(typed);
    await form.getByRole("combobox", { name: "Subject" }).selectOption("Partnership Opportunity");
    await form.getByRole("textbox", { name: "Message" }).fill("A second message.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(form.getByRole("alert")).toHaveText(CONTACT_CHECK_FIELDS);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(WRONG_EMAIL);
    await expect(form.locator(`[id="${await email.getAttribute("id")}-error"]`)).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveAttribute(
      "aria-invalid",
      "false",
    );
    await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveValue("Jallah Sirleaf");
    await expect(email).toHaveValue(typed);
    await expect(form.getByRole("combobox", { name: "Subject" })).toHaveValue(
      "Partnership Opportunity",
    );
    await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("A second message.");
    expect(
      await db.selectFrom("inquiries").select("id").where("email", "=", typed).execute(),
    ).toEqual([]);
  }
});

test("without JavaScript the menus still open: the hamburger at 375 px, the Services list at 1280 px", async ({
  browser,
  site,
}, testInfo) => {
  await withoutJavaScript(browser, testInfo, async (context) => {
    const page = await context.newPage();
    await page.goto(site.url);
    const header = page.getByRole("banner");

    if (isMobile(testInfo)) {
      // The hamburger is a <details>: the browser opens it by itself.
      const menu = header.getByRole("navigation", { name: "Main" });
      await expect(menu).toBeHidden();
      await header.getByLabel("Menu").click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "Logistics Services" })).toBeVisible();
      await menu.getByRole("link", { name: "About", exact: true }).click();
      await expect(page).toHaveURL(`${site.url}/about`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
      return;
    }

    // The Services list opens on hover and on keyboard focus through CSS alone.
    const nav = header.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("link", { name: "Services", exact: true });
    const item = nav.getByRole("link", { name: "Logistics Services" });
    await expect(item).toBeHidden();
    await services.hover();
    await expect(item).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(item).toBeHidden();
    await services.focus();
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(`${site.url}/services/logistics-services`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Logistics Services");
  });
});

test("without JavaScript the health form is one page, and takes a phone number without an e-mail address", async ({
  browser,
}, testInfo) => {
  await withoutJavaScript(browser, testInfo, async (context) => {
    const page = await context.newPage();
    await page.goto("/quote/health-tourism");
    // Every step at once, no progress and no Back or Next: only Send request.
    for (const step of ["The patient", "Treatment", "Reports", "Consent"]) {
      await expect(page.getByRole("group", { name: step, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/^Step \d of 4/)).toBeHidden();
    await expect(page.getByRole("button", { name: "Next" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Back" })).toBeHidden();
    await expect(page.getByLabel("Country", { exact: true })).toHaveValue("Liberia");
    await expect(page.getByLabel("This number is on WhatsApp")).toBeChecked();

    await fillHealth(page);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("status")).toContainText(
      "You gave no e-mail address, so no confirmation is mailed",
    );
    await expect(
      page.getByRole("link", { name: /^Send HT-\d{4}-\d{4} on WhatsApp$/ }),
    ).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/231770123456\?text=.*My%20reference%20number%20is%20HT-\d{4}-\d{4}\./,
    );
  });
});
