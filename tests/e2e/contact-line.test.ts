import type { Page } from "@playwright/test";
import { openAdmin, openInquiry, visit } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { CONTACT_SUCCESS, takeAMoment, waitForEnhancement } from "./public-helpers.ts";

// A contact message about one business line is that line's: counted among its new inquiries on
// the dashboard and found by the inbox's line filter, while it stays a message (no reference).

/** The dashboard's count of new inquiries in a line (its link reads "Logistics 3 new"). */
async function newInLine(page: Page, label: string): Promise<number> {
  const link = page
    .getByRole("region", { name: "New inquiries" })
    .getByRole("link", { name: new RegExp(`^${label} \\d+ new$`) });
  const text = (await link.textContent()) ?? "";
  return Number(/(\d+)/.exec(text)?.[1]);
}

test("a message sent with a line chosen is counted under it and found by the line filter", async ({
  page,
}) => {
  const text = `Two cars from Mersin to Monrovia ${Date.now()}`;
  await openAdmin(page, "/admin/dashboard");
  const before = await newInLine(page, "Logistics");

  await page.goto("/contact");
  await waitForEnhancement(page);
  const form = page.getByRole("region", { name: "Send us a Message" });
  const line = form.getByRole("combobox", { name: /Which part of our business is it about\?/ });
  await expect(line.getByRole("option")).toHaveText([
    "Not one in particular",
    "Health Tourism",
    "Logistics",
    "Building Materials",
  ]);
  await expect(line).toHaveValue("");
  await form.getByRole("textbox", { name: "Full Name" }).fill("Kofi Mensah");
  await form.getByRole("textbox", { name: "Email Address" }).fill("kofi@example.com");
  // A subject of no line: the line chosen is what files the message.
  await form.getByRole("combobox", { name: "Subject" }).selectOption("General Inquiry");
  await line.selectOption("Logistics");
  await form.getByRole("textbox", { name: "Message" }).fill(text);
  await takeAMoment(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(CONTACT_SUCCESS);
  await expect(line).toHaveValue("");

  await visit(page, "/admin/dashboard");
  expect(await newInLine(page, "Logistics")).toBe(before + 1);
  await page
    .getByRole("region", { name: "New inquiries" })
    .getByRole("link", { name: /^Logistics \d+ new$/ })
    .click();
  await expect(page).toHaveURL(/line=logistics&lead=new/);
  const filters = page.getByRole("search");
  await expect(filters.getByLabel("Business line")).toHaveValue("logistics");
  const item = page.getByRole("article").filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item.getByText("Logistics", { exact: true })).toBeVisible();
  const card = await openInquiry(page, item.getByRole("link").first());
  await expect(card.getByText("Logistics", { exact: true })).toBeVisible();
  await expect(card.getByRole("heading", { level: 2 })).toHaveText("General Inquiry");
  // A message, not a quote request: no reference, its own words rather than a form's answers.
  await expect(card.getByText(/^LG-\d{4}-\d+$/)).toHaveCount(0);
  await expect(card.getByText(text, { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Back to the list" }).click();

  await filters.getByLabel("Business line").selectOption("general");
  await expect(page).toHaveURL(/line=general/);
  await expect(item).toHaveCount(0);
  await filters.getByLabel("Business line").selectOption("logistics");
  await expect(item).toBeVisible();
});
