import type { Page } from "@playwright/test";
import { openAdmin, toast, visit } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The business hours the office edits are the ones the public pages show (issue 13).

const BUILT_IN = ["Mon-Fri 8 AM-5 PM", "Sat 9 AM-1 PM"];

/** Where a public page shows the hours: its contact details, and the footer. */
function hoursOn(page: Page) {
  return {
    details: page
      .getByRole("main")
      .getByRole("heading", { name: "Working Hours" })
      .locator("xpath=..")
      .getByRole("listitem"),
    footer: page.getByRole("contentinfo"),
  };
}

async function expectHours(page: Page, path: string, lines: string[], gone: string[]) {
  await page.goto(path);
  const { details, footer } = hoursOn(page);
  await expect(details, path).toHaveText(lines);
  for (const line of lines) await expect(footer, path).toContainText(line);
  for (const line of gone) await expect(footer, path).not.toContainText(line);
}

test("business hours edited in the content manager appear on the home page, the contact page and the footer", async ({
  page,
}) => {
  // Both pages are made (and kept in the page cache) with the built-in hours first.
  for (const path of ["/", "/contact"]) await expectHours(page, path, BUILT_IN, []);

  await openAdmin(page, "/admin/content/contact");
  const hours = page.getByRole("textbox", { name: "Business hours", exact: true });
  await expect(hours).toHaveValue(BUILT_IN.join("\n"));

  // Typed one group of days per line, with a blank line and stray spaces the site leaves out.
  const friday = `Fri 8 AM-noon (${Date.now()})`;
  const edited = ["Mon-Thu 8 AM-4 PM", friday, "Sat closed"];
  await hours.fill(`  Mon-Thu 8 AM-4 PM\n\n  ${friday}  \nSat closed\n`);
  const preview = page.getByRole("region", { name: "Preview" });
  for (const line of edited) await expect(preview).toContainText(line);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Contact information updated successfully!")).toBeVisible();

  for (const path of ["/", "/contact"]) await expectHours(page, path, edited, BUILT_IN);

  // The editor shows them as saved, and they go back to what they were.
  await visit(page, "/admin/content/contact");
  await expect(hours).toHaveValue(edited.join("\n"));
  await hours.fill(BUILT_IN.join("\n"));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Contact information updated successfully!")).toBeVisible();
  await expectHours(page, "/", BUILT_IN, [friday]);
});
