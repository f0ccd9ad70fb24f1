import type { Page } from "@playwright/test";

// The quote forms filled in completely, as a visitor fills them, for the public and office tests.

const pdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(`%PDF-1.4\n%${name}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
});

/** With JavaScript the health form goes in steps: Next opens the following one. */
async function nextStep(page: Page) {
  const next = page.getByRole("button", { name: "Next" });
  if (await next.isVisible()) await next.click();
}

/** The health form, step by step with JavaScript; without an e-mail address when none is given. */
export async function fillHealth(page: Page, email?: string) {
  await page.getByLabel("Patient's full name").fill("Musu Kamara");
  await page.getByLabel("Age", { exact: true }).fill("46");
  await page.getByLabel("Country", { exact: true }).selectOption("Liberia");
  await page.getByLabel("City (optional)").fill("Monrovia");
  await page.getByLabel("Phone number").fill("+231 77 123 4567");
  await page.getByLabel("This number is on WhatsApp").check();
  if (email) await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("How should we contact you?").selectOption("whatsapp");
  await nextStep(page);
  await page.getByLabel("Treatment or specialty").selectOption("Cardiology (heart)");
  await page
    .getByLabel("Short description of the condition")
    .fill("Shortness of breath when climbing stairs; the doctor suspects a valve problem.");
  await page.getByLabel("Preferred language").selectOption("English");
  await nextStep(page);
  await page
    .getByLabel("Medical reports")
    .setInputFiles([pdf("echocardiogram.pdf"), pdf("blood-tests.pdf")]);
  await nextStep(page);
  await page.getByLabel("I agree that the medical details").check();
}

export async function fillContactDetails(page: Page, email: string, name = "Joseph Flomo") {
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Company").fill("Flomo Construction");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Phone number").fill("+231 88 555 0101");
}

export async function fillLogistics(page: Page, email: string, name?: string) {
  await page.getByLabel("From: city or port").fill("Mersin");
  await page.getByLabel("From: country").selectOption("Turkey");
  await page.getByLabel("To: city or port").fill("Monrovia");
  await page.getByLabel("To: country").selectOption("Liberia");
  await page.getByLabel("How should it travel?").selectOption("fcl-40");
  await page.getByLabel("Cargo description").fill("Ceramic floor tiles on pallets");
  await page.getByLabel("Weight (kg)").fill("24000");
  await page.getByLabel("Ready for collection on").fill("2026-12-15");
  await page.getByLabel("Incoterm").selectOption("CIF");
  await page.getByLabel("I would like help with Liberia's Cargo Tracking Note").check();
  await fillContactDetails(page, email, name);
}

export async function fillMaterials(page: Page, email: string, name?: string) {
  const rows = page.locator("[data-row]");
  await rows.nth(0).getByLabel("Product").fill("Portland cement 42.5");
  await rows.nth(0).getByLabel("Quantity").fill("400");
  await rows.nth(0).getByLabel("Unit").selectOption("bags");
  await page.getByLabel("Delivery town").fill("Gbarnga");
  await fillContactDetails(page, email, name);
}
