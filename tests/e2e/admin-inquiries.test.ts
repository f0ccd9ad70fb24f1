import type { Page } from "@playwright/test";
import { receiveQuote } from "../../app/domain/quote-intake.server.ts";
import { personProof } from "../support/fixtures.ts";
import { HEALTH, storedQuote } from "../support/inquiries.ts";
import { openAdmin, openInquiry, toast } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { takeAMoment, waitForEnhancement } from "./public-helpers.ts";
import { fillLogistics, fillMaterials } from "./quote-forms.ts";

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n% ${text}\n%%EOF\n`);

/** Clears the inbox's search and filters, searches the reference and finds that one inquiry. */
async function findByReference(page: Page, reference: string, name: string) {
  await page.getByRole("link", { name: "Clear the search and filters" }).click();
  await page.getByLabel("Search").fill(reference);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${reference}`));
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toContainText(name);
  await expect(page.getByText("1 inquiry")).toBeVisible();
}

test("the office finds a health quote under its line, opens its reports, quotes it and notes it", async ({
  page,
  site,
}) => {
  const name = `Musu Kamara ${Date.now()}`;
  const reports = [
    { name: "blood-tests.pdf", type: "application/pdf", bytes: pdf("blood tests") },
    { name: "cardiology-letter.pdf", type: "application/pdf", bytes: pdf("x".repeat(3000)) },
  ];
  const { reference, inquiry } = await storedQuote(
    site.database.db,
    receiveQuote(site.database.db, "health-tourism", { ...HEALTH, name }, reports, {
      proof: await personProof(site.database.db),
    }),
  );

  // The dashboard counts it among the new health inquiries and leads to them.
  await openAdmin(page, "/admin/dashboard");
  await page.getByRole("link", { name: /^Health Tourism \d+ new$/ }).click();
  await expect(page).toHaveURL(/line=health-tourism&lead=new/);
  const filters = page.getByRole("search");
  await expect(filters.getByLabel("Business line")).toHaveValue("health-tourism");
  await expect(filters.getByLabel("Lead status")).toHaveValue("new");
  await filters.getByLabel("Business line").selectOption("logistics");
  await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(0);
  await filters.getByLabel("Business line").selectOption("health-tourism");
  // Once quoted it will no longer be new: show every status of the line.
  await filters.getByLabel("Lead status").selectOption("");
  await expect(page).toHaveURL(/line=health-tourism/);
  await expect(page).not.toHaveURL(/lead=/);
  const item = page.getByRole("article").filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item.getByText(reference, { exact: true })).toBeVisible();
  const card = await openInquiry(page, item.getByRole("link", { name: new RegExp(`^${name}`) }));
  await expect(card.getByText(reference, { exact: true })).toBeVisible();
  await expect(card.getByText("Health Tourism", { exact: true })).toBeVisible();
  await expect(card.getByText("Treatment", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute(
    "href",
    "tel:+231771234567",
  );
  await expect(card.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    "https://wa.me/231771234567",
  );
  await expect(card.getByRole("link", { name: HEALTH.email })).toHaveAttribute(
    "href",
    `mailto:${HEALTH.email}`,
  );

  // The consent it was sent with, with the notice's version, for a privacy question later.
  await expect(
    card.getByText(/^Consented to processing of health data on .+ \(privacy notice version 1\)$/),
  ).toBeVisible();

  // Both reports, with their sizes, download as files.
  const files = card
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: /\.pdf/ }) });
  await expect(files).toHaveCount(2);
  await expect(files.nth(0)).toContainText(`blood-tests.pdf (${reports[0]?.bytes.byteLength} B)`);
  await expect(files.nth(1)).toContainText("cardiology-letter.pdf (3 KB)");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: /blood-tests\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("blood-tests.pdf");
  expect(download.url()).toContain(
    `/admin/inquiries/${inquiry._id}/attachments/${inquiry.attachments[0]?._id}`,
  );

  // The office quotes it ...
  await card.getByLabel("Lead status").selectOption("quoted");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Saved: Quoted, not assigned.")).toBeVisible();
  await expect(card.getByLabel("Lead status")).toHaveValue("quoted");
  await expect(card.getByText("Quoted", { exact: true }).first()).toBeVisible();

  // ... and notes what it did.
  await card.getByLabel("Add a note").fill("Sent the clinic's price on WhatsApp.");
  await card.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page, "Note added.")).toBeVisible();
  const note = card
    .getByRole("listitem")
    .filter({ hasText: "Sent the clinic's price on WhatsApp." });
  await expect(note).toContainText("office-admin");
  await expect(card.getByLabel("Add a note")).toHaveValue("");

  // Later, someone finds it again by its reference alone.
  await page.getByRole("link", { name: "Back to the list" }).click();
  await findByReference(page, reference, name);

  await site.database.db.deleteFrom("inquiries").where("id", "=", inquiry._id).execute();
});

// The public form as a visitor fills it, and what the office then reads on the card.
const QUOTE_FORMS = [
  {
    line: "logistics",
    servicePath: "/services/logistics-services",
    label: "Logistics",
    prefix: "LG",
    fill: fillLogistics,
    shown: ["Ceramic floor tiles on pallets", "Sea, full container 40 ft", "CIF"],
  },
  {
    line: "building-materials",
    servicePath: "/services/building-and-construction-materials",
    label: "Building Materials",
    prefix: "BM",
    fill: fillMaterials,
    shown: ["Portland cement 42.5: 400 bags", "Gbarnga"],
  },
] as const;

for (const form of QUOTE_FORMS) {
  test(`a ${form.label} quote sent through the public form reaches the office, which quotes and notes it`, async ({
    page,
    site,
  }) => {
    const stamp = Date.now();
    const name = `Joseph Flomo ${stamp}`;
    const email = `${form.prefix.toLowerCase()}-${stamp}@example.com`;

    // A visitor asks for a quote from the service page.
    await page.goto(form.servicePath);
    await page.getByRole("link", { name: "Get Quote" }).click();
    await expect(page).toHaveURL(new RegExp(`/quote/${form.line}$`));
    await waitForEnhancement(page);
    await form.fill(page, email, name);
    await takeAMoment(page);
    await page.getByRole("button", { name: "Send request" }).click();
    const answer = page.getByRole("status").filter({ hasText: "Your reference number is" });
    const said = new RegExp(`Your reference number is (${form.prefix}-\\d{4}-\\d{4,})\\.`);
    await expect(answer).toContainText(said);
    const reference = said.exec((await answer.textContent()) ?? "")?.[1] as string;
    await expect(page).toHaveURL(
      new RegExp(`/quote/${form.line}/sent\\?reference=${reference}#quote-received$`),
    );

    // The dashboard counts it among the line's new inquiries and leads to them.
    await openAdmin(page, "/admin/dashboard");
    await page.getByRole("link", { name: new RegExp(`^${form.label} \\d+ new$`) }).click();
    await expect(page).toHaveURL(new RegExp(`line=${form.line}&lead=new`));
    const filters = page.getByRole("search");
    // Once quoted it will no longer be new: show every status of the line.
    await filters.getByLabel("Lead status").selectOption("");
    await expect(page).not.toHaveURL(/lead=/);
    const item = page.getByRole("article").filter({ hasText: name });
    await expect(item.getByText(reference, { exact: true })).toBeVisible();
    const card = await openInquiry(page, item.getByRole("link", { name: new RegExp(`^${name}`) }));
    await expect(card.getByText(reference, { exact: true })).toBeVisible();
    await expect(card.getByText(form.label, { exact: true })).toBeVisible();
    for (const detail of form.shown) {
      await expect(card.getByText(detail, { exact: true })).toBeVisible();
    }
    await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute(
      "href",
      "tel:+231885550101",
    );
    await expect(card.getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );

    await card.getByLabel("Lead status").selectOption("quoted");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Saved: Quoted, not assigned.")).toBeVisible();
    await expect(card.getByLabel("Lead status")).toHaveValue("quoted");

    await card.getByLabel("Add a note").fill("Sent the price by e-mail.");
    await card.getByRole("button", { name: "Add note" }).click();
    await expect(toast(page, "Note added.")).toBeVisible();
    await expect(
      card.getByRole("listitem").filter({ hasText: "Sent the price by e-mail." }),
    ).toContainText("office-admin");

    await page.getByRole("link", { name: "Back to the list" }).click();
    await findByReference(page, reference, name);

    const { id } = await site.database.db
      .selectFrom("inquiries")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    await site.database.db.deleteFrom("inquiries").where("id", "=", id).execute();
  });
}

test("a consent given on a French page names the French privacy notice it was shown", async ({
  page,
  site,
}) => {
  const name = `Aminata Diallo ${Date.now()}`;
  const { reference } = await storedQuote(
    site.database.db,
    receiveQuote(
      site.database.db,
      "health-tourism",
      { ...HEALTH, name },
      [],
      { proof: await personProof(site.database.db) },
      Date.now(),
      { language: "fr" },
    ),
  );
  await openAdmin(page, `/admin/messages?q=${reference}`);
  const item = page.getByRole("article").filter({ hasText: name });
  const card = await openInquiry(page, item.getByRole("link", { name: new RegExp(`^${name}`) }));
  // The built-in French notice, published on a fresh install, is that translation's version 1.
  await expect(
    card.getByText(
      /^Consented to processing of health data on .+ \(privacy notice version 1, in French\)$/,
    ),
  ).toBeVisible();
});
