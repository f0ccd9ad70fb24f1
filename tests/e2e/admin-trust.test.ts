import type { Page } from "@playwright/test";
import { defaultTrust } from "../../app/content/default-trust.ts";
import { TRUST_SECTIONS } from "../../app/domain/trust.model.ts";
import { getTrust, updateTrustSection } from "../../app/domain/trust.server.ts";
import { actorNamed } from "../support/actors.ts";
import type { TestDatabase } from "../support/databases.ts";
import { makeImage } from "../support/images.ts";
import { openAdmin, openPreview, openSidebarLink, toast, visit } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { signInAdmin } from "./public-helpers.ts";

/** What a section's save confirms. */
const saved = (title: string) => `${title} saved. The site shows the change now.`;

/** The tabs between the overview and the section screens. */
async function openTab(page: Page, name: string) {
  await page
    .getByRole("navigation", { name: "Trust & Proof sections" })
    .getByRole("link", { name })
    .click();
}

/** The JSON-LD blocks of the page, parsed. */
async function structuredData(page: Page): Promise<{ "@type": string; mainEntity?: unknown }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

/** Back to the built-in lists, so each test starts from them. */
async function restoreBuiltIn(site: { url: string; database: TestDatabase }) {
  await site.database.db.deleteFrom("content_entries").where("page", "like", "trust-%").execute();
  await (await signInAdmin(site.url)).clearPageCache();
}

test.afterEach(async ({ site }) => restoreBuiltIn(site));

test("a testimonial with a photo and a partner with a logo, each saved on its own screen, appear on the public pages", async ({
  page,
  site,
}) => {
  const stamp = Date.now();
  const quote = `They cleared our generator at the Freeport in four days ${stamp}.`;
  const partner = `Anadolu Heart Hospital ${stamp}`;

  await openAdmin(page, "/admin/dashboard");
  await openSidebarLink(page, "Trust & Proof");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trust & Proof");
  await expect(page.getByText("3 testimonials, 0 with a photo")).toBeVisible();
  await page.getByRole("heading", { name: "Testimonials" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/trust\/testimonials$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Testimonials");

  const testimonials = page.getByRole("region", { name: "Testimonials" });
  await testimonials.getByRole("button", { name: "Add testimonial" }).click();
  const added = testimonials.getByRole("group", { name: "Testimonial 4" });
  await added.getByRole("textbox", { name: "What they said" }).fill(quote);
  await added.getByRole("textbox", { name: "Name" }).fill("Varney J.");
  await added.getByRole("textbox", { name: "Place (optional)" }).fill("Buchanan");
  await added.getByRole("combobox", { name: "Business line" }).selectOption("Logistics");
  await added.getByLabel("Upload Photo (optional)").setInputFiles({
    name: "varney.jpg",
    mimeType: "image/jpeg",
    buffer: await makeImage("jpeg", { width: 400, height: 400 }),
  });
  await expect(added.getByRole("img", { name: "Photo of Varney J." })).toBeVisible();
  // To the top, so the home page (which shows the first three) shows it too.
  for (const position of [4, 3, 2]) {
    await testimonials
      .getByRole("button", { name: `Move up Testimonial ${position}`, exact: true })
      .click();
  }
  const first = testimonials.getByRole("group", { name: "Testimonial 1" });
  await expect(first.getByRole("textbox", { name: "What they said" })).toHaveValue(quote);
  // Its preview follows: first of the three the home page shows, with its line and photo.
  const testimonialsPreview = await openPreview(page, testimonials);
  await expect(testimonialsPreview.getByRole("figure")).toHaveCount(3);
  await expect(testimonialsPreview.getByRole("figure").first()).toContainText(quote);
  await expect(testimonialsPreview.getByRole("figure").first()).toContainText(
    "Varney J.Buchanan · Logistics",
  );
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, saved("Testimonials"))).toBeVisible();

  // A partner without a name is refused beside the field, and nothing typed is lost.
  await openTab(page, "Partners");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partners and accreditations");
  const partners = page.getByRole("region", { name: "Partners and accreditations" });
  await partners.getByRole("button", { name: "Add partner" }).click();
  const newPartner = partners.getByRole("group", { name: "Partner 6" });
  await newPartner
    .getByRole("textbox", { name: "Accreditation or description (optional)" })
    .fill("JCI accredited, Istanbul");
  await newPartner.getByLabel("Upload Logo (optional)").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await makeImage("png", { width: 300, height: 120 }),
  });
  await expect(newPartner.getByRole("img", { name: "Logo of this partner" })).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    toast(page, "The partners and accreditations were not saved. Check the fields marked below."),
  ).toBeVisible();
  await expect(newPartner.getByText("Enter the name.")).toBeVisible();
  await expect(
    newPartner.getByRole("textbox", { name: "Accreditation or description (optional)" }),
  ).toHaveValue("JCI accredited, Istanbul");
  await expect(newPartner.getByRole("img", { name: "Logo of this partner" })).toBeVisible();
  await newPartner.getByRole("textbox", { name: "Name" }).fill(partner);
  await newPartner
    .getByRole("combobox", { name: "Also on the service pages of" })
    .selectOption("Health Tourism");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, saved("Partners and accreditations"))).toBeVisible();

  // Each save stored its own section; the others are still the built-in ones.
  const trust = await getTrust(site.database.db);
  expect(trust.versions).toEqual({
    figures: 0,
    steps: 0,
    partners: 1,
    testimonials: 1,
    questions: 0,
  });
  expect(trust.figures).toEqual(defaultTrust.figures);
  expect(trust.questions).toEqual(defaultTrust.questions);

  await openTab(page, "Overview");
  await expect(page.getByText("4 testimonials, 1 with a photo")).toBeVisible();
  await expect(page.getByText("6 partners, 1 with a logo")).toBeVisible();

  await page.goto("/");
  const clients = page.getByRole("region", { name: "What our clients say" });
  const card = clients.getByRole("figure").filter({ hasText: quote });
  await expect(card.locator("img")).toHaveAttribute(
    "src",
    /^\/uploads\/[0-9a-f]{64}-400x400\.jpg$/,
  );
  await expect(card.locator("img")).toHaveAttribute("loading", "lazy");
  const partnerCard = page
    .getByRole("region", { name: "Partners and accreditations" })
    .getByRole("listitem")
    .filter({ hasText: partner });
  const logo = partnerCard.locator("img");
  await expect(logo).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{64}-300x120\.png$/);
  await expect(logo).toHaveAttribute("width", "300");
  await expect(logo).toHaveAttribute("height", "120");
  await logo.scrollIntoViewIfNeeded();
  // It loads, drawn at the 96 px its box has room for (the srcset's sizes).
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
  // A partner without a logo looks as before: its name alone.
  const withoutLogo = page
    .getByRole("region", { name: "Partners and accreditations" })
    .getByRole("listitem")
    .first();
  await expect(withoutLogo.locator("img")).toHaveCount(0);

  await page.goto("/services/logistics-services");
  await expect(
    page.getByRole("region", { name: "What our clients say" }).getByText(quote),
  ).toBeVisible();
  await expect(page.getByText(partner)).toHaveCount(0);
  await page.goto("/services/health-tourism");
  await expect(page.getByText(quote)).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Partners and accreditations" }).getByText(partner),
  ).toBeVisible();
});

test("figures, steps and questions are saved each on their own, and two screens open at once both keep their work", async ({
  page,
  site,
}) => {
  const stamp = Date.now();
  const question = `Do you arrange a wheelchair at the airport ${stamp}?`;

  await openAdmin(page, "/admin/trust/questions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Questions and answers");
  const questions = page
    .getByRole("region", { name: "Questions and answers" })
    .getByRole("region", { name: "Health Tourism" });
  await questions.getByRole("button", { name: "Add question for Health Tourism" }).click();
  const newQuestion = questions.getByRole("group", { name: "Question 5" });
  await newQuestion.getByRole("textbox", { name: "Question", exact: true }).fill(question);
  await newQuestion
    .getByRole("textbox", { name: "Answer" })
    .fill("Yes. Tell us when you send your records.");

  // Meanwhile someone else opens the figures and removes one.
  const other = await page.context().newPage();
  await visit(other, "/admin/trust/figures");
  const figures = other.getByRole("region", { name: "Key figures" });
  await figures.getByRole("button", { name: "Remove Figure 1" }).click();
  await other.getByRole("dialog").getByRole("button", { name: "Remove figure" }).click();
  await expect(figures.getByRole("group", { name: /^Figure \d$/ })).toHaveCount(3);
  const figuresPreview = await openPreview(other, figures);
  await expect(figuresPreview.getByText("Years in business")).toHaveCount(0);
  await other.getByRole("button", { name: "Save" }).click();
  await expect(toast(other, saved("Key figures"))).toBeVisible();
  await other.close();

  // The questions, opened before the figures were saved, save all the same.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, saved("Questions and answers"))).toBeVisible();

  await openTab(page, "Steps");
  const logistics = page.getByRole("region", { name: "How it works" }).getByRole("region", {
    name: "Logistics",
  });
  await logistics
    .getByRole("group", { name: "Step 1" })
    .getByRole("textbox", { name: "Title" })
    .fill(`Tell us what you ship ${stamp}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, saved("How it works"))).toBeVisible();

  const trust = await getTrust(site.database.db);
  expect(trust.versions).toEqual({
    figures: 1,
    steps: 1,
    partners: 0,
    testimonials: 0,
    questions: 1,
  });
  expect(trust.figures.map((figure) => figure.label)).not.toContain("Years in business");
  expect(trust.partners).toEqual(defaultTrust.partners);
  expect(trust.testimonials).toEqual(defaultTrust.testimonials);
  expect(trust.steps["health-tourism"]).toEqual(defaultTrust.steps["health-tourism"]);

  await page.goto("/");
  await expect(page.getByText("Years in business")).toHaveCount(0);
  await expect(page.getByText("Containers shipped")).toBeAttached();
  await page.goto("/services/logistics-services");
  await expect(page.getByRole("region", { name: "How it works" })).toContainText(
    `Tell us what you ship ${stamp}`,
  );
  await page.goto("/services/health-tourism");
  const faq = page.getByRole("region", { name: "Questions and answers" });
  const answer = faq.getByText("Yes. Tell us when you send your records.");
  await expect(answer).toBeHidden();
  await faq.getByText(question).click();
  await expect(answer).toBeVisible();
  const faqData = (await structuredData(page)).find((block) => block["@type"] === "FAQPage");
  expect(faqData?.mainEntity).toContainEqual({
    "@type": "Question",
    name: question,
    acceptedAnswer: { "@type": "Answer", text: "Yes. Tell us when you send your records." },
  });
});

test("each trust section is hidden while its list is empty", async ({ page, site }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Key figures" })).toBeAttached();
  await page.goto("/services/health-tourism");
  await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
  expect((await structuredData(page)).map((block) => block["@type"])).toContain("FAQPage");

  for (const section of TRUST_SECTIONS) {
    await updateTrustSection(site.database.db, section, {}, actorNamed("test"));
  }
  await (await signInAdmin(site.url)).clearPageCache();

  await page.goto("/");
  await expect(page.getByRole("main").getByRole("heading", { name: "Our Services" })).toBeVisible();
  for (const heading of ["Key figures", "What our clients say", "Partners and accreditations"]) {
    await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);
  }
  await page.goto("/services/health-tourism");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Health Tourism");
  for (const heading of [
    "How it works",
    "What our clients say",
    "Partners and accreditations",
    "Questions and answers",
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);
  }
  expect((await structuredData(page)).map((block) => block["@type"])).not.toContain("FAQPage");
});
