import type { Page } from "@playwright/test";
import { builtInFr } from "../../app/content/translations/fr.ts";
import { builtInTr } from "../../app/content/translations/tr.ts";
import { CONTACT_CHECK_FIELDS, CONTACT_SUCCESS } from "../../app/domain/messages.model.ts";
import { fill } from "../../app/i18n/fill.ts";
import { messageIn } from "../../app/i18n/form-messages.ts";
import { WORDS } from "../../app/i18n/words.ts";
import { expect, test } from "./fixtures.ts";
import {
  acceptConsoleErrors,
  newProjectContext,
  takeAMoment,
  waitForEnhancement,
} from "./public-helpers.ts";

// The site in French and Turkish (decision 074): each page at its own address, in its language,
// with a switcher to the same page in the others and search engines told of every version.

const BUILT_IN = { fr: builtInFr, tr: builtInTr } as const;

/** Each translated page of a fresh install: its path in English and in the language, its h1. */
function pagesIn(language: "fr" | "tr") {
  const words = WORDS[language];
  const built = BUILT_IN[language];
  const health = built.services["health-tourism"];
  if (!health) throw new Error("The built-in health tourism service has no translation.");
  const quote = (line: "health-tourism" | "logistics" | "building-materials") => ({
    english: `/quote/${line}`,
    path: `/${language}/quote/${line}`,
    h1: fill(words.pages.quoteLine, { line: words.services.categories[line] }),
  });
  return [
    { english: "/", path: `/${language}`, h1: built.hero.title },
    { english: "/services", path: `/${language}/services`, h1: words.pages.services.title },
    {
      english: "/services/health-tourism",
      path: `/${language}/services/${health.slug}`,
      h1: health.title,
    },
    { english: "/team", path: `/${language}/team`, h1: words.pages.team.title },
    { english: "/contact", path: `/${language}/contact`, h1: words.pages.contact.title },
    quote("health-tourism"),
    quote("logistics"),
    quote("building-materials"),
  ];
}

/** The page's alternate links by language, as search engines read them. */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"]').all();
  const entries = await Promise.all(
    links.map(async (link) => [
      (await link.getAttribute("hreflang")) ?? "",
      new URL((await link.getAttribute("href")) ?? "").pathname,
    ]),
  );
  return Object.fromEntries(entries);
}

for (const language of ["fr", "tr"] as const) {
  test(`every ${language} page: its language, its switcher and its alternates`, async ({
    page,
  }) => {
    const other = language === "fr" ? "tr" : "fr";
    const others = pagesIn(other);
    for (const [index, { english, path, h1 }] of pagesIn(language).entries()) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);

      // The switcher leads to the same page in the other languages.
      const switcher = page.getByRole("navigation", {
        name: WORDS[language].frame.language,
        includeHidden: true,
      });
      const otherPath = others[index]?.path ?? "";
      await expect(
        switcher.first().getByRole("link", { name: "English", includeHidden: true }),
      ).toHaveAttribute("href", english);
      await expect(
        switcher
          .first()
          .getByRole("link", { name: other === "fr" ? "Français" : "Türkçe", includeHidden: true }),
      ).toHaveAttribute("href", otherPath);

      // Every version, itself and x-default (English), with full URLs, both ways.
      const alternates = await alternatesOf(page);
      expect(alternates, path).toEqual({
        en: english,
        [language]: path,
        [other]: otherPath,
        "x-default": english,
      });
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${path.replaceAll("/", "\\/")}$`),
      );
      const englishPage = await page.request.get(english);
      expect(await englishPage.text()).toContain(`hrefLang="${language}" href="`);
    }
  });
}

test("a page that is not published in a language answers 404 there, with a way to English", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto("/fr/services/health-tourism");
  acceptConsoleErrors(consoleErrors, /status of 404/);
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORDS.fr.service.notFound);
  await expect(page.getByRole("link", { name: WORDS.fr.errors.inEnglish })).toHaveAttribute(
    "href",
    "/services/health-tourism",
  );
  // The French services list leaves out what is not published in French.
  await page.goto("/fr/services");
  await expect(page.getByRole("link", { name: /health tourism/i })).toHaveCount(0);
});

test("the office's words in French: the contact details, the footer, the privacy notice, the treatments sending their English", async ({
  page,
}) => {
  const french = builtInFr;
  await page.goto("/fr/contact");
  const main = page.getByRole("main");
  // The built-in French is published: nothing on the page is marked as English.
  await expect(main.locator("ul").filter({ hasText: "Le samedi" })).toHaveText(
    french.contactInfo.workingHours.replace("\n", ""),
  );
  await expect(main.getByText(french.contactInfo.description)).toBeVisible();
  await expect(main.locator('[lang="en"]')).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(french.siteTexts.footerBlurb)).toBeVisible();
  await expect(footer.locator('[lang="en"]')).toHaveCount(0);

  await page.goto("/fr");
  await expect(
    page.getByRole("region", { name: WORDS.fr.trust.keyFigures }).getByRole("term").first(),
  ).toHaveText(french.trust.figures[0]?.label ?? "");
  await expect(page.getByRole("main").locator('[lang="en"]')).toHaveCount(0);

  await page.goto("/fr/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(french.privacyNotice.title);
  await expect(page.getByText(fill(WORDS.fr.pages.privacy.version, { version: 1 }))).toBeVisible();
  await expect(page.getByRole("main").locator('[lang="en"]')).toHaveCount(0);

  await page.goto("/fr/quote/health-tourism");
  const cardiology = page.locator('select[name="treatment"] option[value="Cardiology (heart)"]');
  await expect(cardiology).toHaveText(french.treatments["Cardiology (heart)"]);
  await expect(cardiology).not.toHaveAttribute("lang", /./);
  await expect(page.locator('select[name="treatment"] option[value="Other"]')).toHaveText(
    WORDS.fr.quoteFields.otherTreatment,
  );
});

test("a browser that prefers French is offered the French page, never sent there", async ({
  browser,
  site,
}, testInfo) => {
  const context = await newProjectContext(browser, testInfo, {
    baseURL: site.url,
    locale: "fr-FR",
  });
  const page = await context.newPage();
  const response = await page.goto("/about");
  expect(response?.url()).toMatch(/\/about$/);
  await waitForEnhancement(page);
  const offer = page.getByRole("complementary", { name: WORDS.fr.frame.language });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole("link", { name: WORDS.fr.frame.readInLanguage })).toHaveAttribute(
    "href",
    "/fr/about",
  );
  await offer.getByRole("button", { name: WORDS.fr.frame.dismiss }).click();
  await expect(offer).toBeHidden();
  await page.goto("/team");
  await waitForEnhancement(page);
  await expect(page.getByRole("complementary", { name: WORDS.fr.frame.language })).toBeHidden();
  await context.close();
});

for (const language of ["fr", "tr"] as const) {
  test(`a ${language} contact message: its errors and its answer in ${language}, filed as ${language}`, async ({
    page,
    site,
  }) => {
    const words = WORDS[language];
    await page.goto(`/${language}/contact`);
    await waitForEnhancement(page);
    const form = page.getByRole("region", { name: words.contactForm.heading });

    // Sent empty: the form's alert and each field's problem in the page's language.
    await form.getByRole("button", { name: words.contactForm.send }).click();
    await expect(form.getByRole("alert")).toHaveText(messageIn(language, CONTACT_CHECK_FIELDS));
    await expect(form.getByRole("alert")).not.toHaveText(CONTACT_CHECK_FIELDS);

    const email = `${language}-${Date.now()}@example.com`;
    await form.getByRole("textbox", { name: words.contactForm.name }).fill("Mariam Traoré");
    await form.getByRole("textbox", { name: words.contactForm.email }).fill(email);
    await form
      .getByRole("combobox", { name: words.contactForm.subject })
      .selectOption("Health Tourism Inquiry");
    await form.getByRole("textbox", { name: words.contactForm.message }).fill("Bonjour, un devis.");
    await takeAMoment(page);
    await form.getByRole("button", { name: words.contactForm.send }).click();
    await expect(form.getByRole("status")).toHaveText(messageIn(language, CONTACT_SUCCESS));

    const stored = await site.database.db
      .selectFrom("inquiries")
      .select("language")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe(language);
  });
}
