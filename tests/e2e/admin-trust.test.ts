import type { Page } from "@playwright/test";
import { updateTrust } from "../../app/domain/trust.server.ts";
import { actorNamed } from "../support/actors.ts";
import type { TestDatabase } from "../support/databases.ts";
import { openAdmin, openPreview, openSidebarLink, toast } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { signInAdmin } from "./public-helpers.ts";

const SAVED = "Trust & proof saved. The site shows it now.";

/** The JSON-LD blocks of the page, parsed. */
async function structuredData(page: Page): Promise<{ "@type": string; mainEntity?: unknown }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

/** Back to the built-in lists, so each test starts from them. */
async function restoreBuiltIn(site: { url: string; database: TestDatabase }) {
  await site.database.db.deleteFrom("content_entries").where("page", "=", "trust").execute();
  await (await signInAdmin(site.url)).clearPageCache();
}

test.afterEach(async ({ site }) => restoreBuiltIn(site));

test("a testimonial, a partner and a question added in the content manager appear on the public pages", async ({
  page,
}) => {
  const stamp = Date.now();
  const quote = `They cleared our generator at the Freeport in four days ${stamp}.`;
  const partner = `Anadolu Heart Hospital ${stamp}`;
  const question = `Do you arrange a wheelchair at the airport ${stamp}?`;

  await openAdmin(page, "/admin/dashboard");
  await openSidebarLink(page, "Trust & Proof");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trust & Proof");

  const testimonials = page.getByRole("region", { name: "Testimonials" });
  await testimonials.getByRole("button", { name: "Add testimonial" }).click();
  const added = testimonials.getByRole("group", { name: "Testimonial 4" });
  await added.getByRole("textbox", { name: "What they said" }).fill(quote);
  await added.getByRole("textbox", { name: "Name" }).fill("Varney J.");
  await added.getByRole("textbox", { name: "Place (optional)" }).fill("Buchanan");
  await added.getByRole("combobox", { name: "Business line" }).selectOption("Logistics");
  // To the top, so the home page (which shows the first three) shows it too.
  for (const position of [4, 3, 2]) {
    await testimonials
      .getByRole("button", { name: `Move up Testimonial ${position}`, exact: true })
      .click();
  }
  await expect(
    testimonials.getByRole("group", { name: "Testimonial 1" }).getByRole("textbox", {
      name: "What they said",
    }),
  ).toHaveValue(quote);
  // Its preview follows: first of the three the home page shows, with its line.
  const testimonialsPreview = await openPreview(page, testimonials);
  await expect(testimonialsPreview.getByRole("figure")).toHaveCount(3);
  await expect(testimonialsPreview.getByRole("figure").first()).toContainText(quote);
  await expect(testimonialsPreview.getByRole("figure").first()).toContainText(
    "Varney J.Buchanan · Logistics",
  );

  // A partner without a name is refused beside the field, and nothing typed is lost.
  const partners = page.getByRole("region", { name: "Partners and accreditations" });
  await partners.getByRole("button", { name: "Add partner" }).click();
  const newPartner = partners.getByRole("group", { name: "Partner 6" });
  await newPartner
    .getByRole("textbox", { name: "Accreditation or description (optional)" })
    .fill("JCI accredited, Istanbul");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    toast(page, "The trust and proof lists were not saved. Check the fields marked below."),
  ).toBeVisible();
  await expect(newPartner.getByText("Enter the name.")).toBeVisible();
  await expect(
    testimonials.getByRole("group", { name: "Testimonial 1" }).getByRole("textbox", {
      name: "What they said",
    }),
  ).toHaveValue(quote);
  await newPartner.getByRole("textbox", { name: "Name" }).fill(partner);
  await newPartner
    .getByRole("combobox", { name: "Also on the service pages of" })
    .selectOption("Health Tourism");

  const questions = page
    .getByRole("region", { name: "Questions and answers" })
    .getByRole("region", { name: "Health Tourism" });
  await questions.getByRole("button", { name: "Add question for Health Tourism" }).click();
  const newQuestion = questions.getByRole("group", { name: "Question 5" });
  await newQuestion.getByRole("textbox", { name: "Question", exact: true }).fill(question);
  await newQuestion
    .getByRole("textbox", { name: "Answer" })
    .fill("Yes. Tell us when you send your records.");

  // A figure removed after confirming.
  const figures = page.getByRole("region", { name: "Key figures" });
  await figures.getByRole("button", { name: "Remove Figure 1" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove figure" }).click();
  await expect(figures.getByRole("group", { name: /^Figure \d$/ })).toHaveCount(3);
  const figuresPreview = await openPreview(page, figures);
  await expect(figuresPreview.getByText("Containers shipped")).toBeVisible();
  await expect(figuresPreview.getByText("Years in business")).toHaveCount(0);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, SAVED)).toBeVisible();

  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "What our clients say" }).getByText(quote),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Partners and accreditations" }).getByText(partner),
  ).toBeVisible();
  await expect(page.getByText("Years in business")).toHaveCount(0);

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

  await updateTrust(site.database.db, {}, actorNamed("test"));
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
