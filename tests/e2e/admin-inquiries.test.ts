import { receiveQuote } from "../../app/domain/inquiries.server.ts";
import { personProof } from "../support/fixtures.ts";
import { HEALTH, storedQuote } from "../support/inquiries.ts";
import { openAdmin, toast } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n% ${text}\n%%EOF\n`);

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
  const card = page.getByRole("article").filter({ hasText: name });
  await expect(card).toBeVisible();
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
  await page.getByRole("link", { name: "Clear the search and filters" }).click();
  await page.getByLabel("Search").fill(reference);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${reference}`));
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toContainText(name);
  await expect(page.getByText("1 inquiry")).toBeVisible();

  await site.database.db.deleteFrom("contact_messages").where("id", "=", inquiry._id).execute();
});
