import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  expectFocusedInView,
  newProjectContext,
  signInAdmin,
  takeAMoment,
  waitForEnhancement,
} from "./public-helpers.ts";
import { fillContactDetails, fillHealth, fillLogistics, fillMaterials } from "./quote-forms.ts";

// The quote forms at 375 and 1280 px: reached from each service's Get Quote, filled in and sent
// with and without JavaScript, answered with the reference; with JavaScript, each field's
// problem in the schema's words beside it before anything is sent, and product rows added and
// removed, and the health form in steps. The answer's heading has the focus, in view below the
// sticky header.

const REFERENCE = (prefix: string) =>
  new RegExp(
    `Thank you\\. Your request has been received\\. Your reference number is (${prefix}-\\d{4}-\\d{4})\\. A confirmation is on its way to your e-mail address\\.`,
  );

/** Sends the form and reads the reference from the answer, which has the focus with JavaScript. */
async function sendAndReadReference(page: Page, prefix: string) {
  await takeAMoment(page);
  await page.getByRole("button", { name: "Send request" }).click();
  const answer = page.getByRole("status").filter({ hasText: "Request received" });
  await expect(answer).toContainText(REFERENCE(prefix));
  const reference = REFERENCE(prefix).exec((await answer.textContent()) ?? "")?.[1] as string;
  // The answer is a page of its own, reached by a 303: reloading it sends nothing again.
  await expect(page).toHaveURL(
    new RegExp(`/quote/[a-z-]+/sent\\?reference=${reference}#quote-received$`),
  );
  await expect(page).toHaveTitle(/^Request received/);
  return reference;
}

test("Get Quote on the health tourism page opens its form; a complete request with two PDF reports gets its reference", async ({
  page,
  site,
}, testInfo) => {
  const email = `health-${testInfo.project.name}@example.com`;
  await page.goto("/services/health-tourism");
  await page.getByRole("link", { name: "Get Quote" }).click();
  await expect(page).toHaveURL(/\/quote\/health-tourism$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Request a Health Tourism Quote",
  );
  await waitForEnhancement(page);
  await fillHealth(page, email);
  const reference = await sendAndReadReference(page, "HT");
  await expectFocusedInView(page, page.getByRole("heading", { name: "Request received" }));

  const stored = await site.database.db
    .selectFrom("inquiries")
    .select(["id", "line", "status"])
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  expect(stored).toMatchObject({ line: "health-tourism", status: "new" });
  const files = await site.database.db
    .selectFrom("inquiry_attachments")
    .select("file_name")
    .where("message_id", "=", stored.id)
    .orderBy("file_name")
    .execute();
  expect(files.map((file) => file.file_name)).toEqual(["blood-tests.pdf", "echocardiogram.pdf"]);
});

test("Get Quote on the logistics and materials pages opens their forms, which answer with a reference", async ({
  page,
}, testInfo) => {
  const forms = [
    ["/services/logistics-services", "Logistics", "LG", fillLogistics],
    ["/services/building-and-construction-materials", "Building Materials", "BM", fillMaterials],
  ] as const;
  for (const [servicePath, label, prefix, fill] of forms) {
    const email = `${prefix.toLowerCase()}-${testInfo.project.name}@example.com`;
    await page.goto(servicePath);
    await page.getByRole("link", { name: "Get Quote" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Request a ${label} Quote`);
    await waitForEnhancement(page);
    await fill(page, email);
    await sendAndReadReference(page, prefix);
  }
});

test("the contact page offers the three quote forms beside its message form", async ({ page }) => {
  await page.goto("/contact");
  const quotes = page.getByRole("region", { name: "Request a Quote" });
  for (const [name, path] of [
    ["Health Tourism quote", "/quote/health-tourism"],
    ["Logistics quote", "/quote/logistics"],
    ["Building Materials quote", "/quote/building-materials"],
  ] as const) {
    await expect(quotes.getByRole("link", { name })).toHaveAttribute("href", path);
  }
  await expect(page.getByRole("region", { name: "Send us a Message" })).toBeVisible();
});

test("each form works without JavaScript: the browser checks it, the server answers with the reference", async ({
  browser,
}, testInfo) => {
  const context = await newProjectContext(browser, testInfo, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const forms = [
      ["health-tourism", "HT", fillHealth],
      ["logistics", "LG", fillLogistics],
      ["building-materials", "BM", fillMaterials],
    ] as const;
    for (const [line, prefix, fill] of forms) {
      const email = `nojs-${prefix.toLowerCase()}-${testInfo.project.name}@example.com`;
      await page.goto(`/quote/${line}`);
      if (line === "building-materials") await expect(page.locator("[data-row]")).toHaveCount(5);
      await fill(page, email);
      await sendAndReadReference(page, prefix);
    }

    // Without JavaScript a refusal still comes back with the error beside its field.
    await page.goto("/quote/logistics");
    await fillLogistics(page, "joseph@example.com");
    await page.getByLabel("Phone number").fill("+231 88 555 0101");
    await page.getByLabel("Cargo description").fill(" ");
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Your request was not sent. Please check the fields marked below and try again.",
    );
    await expect(page.getByLabel("Cargo description")).toHaveAccessibleDescription(
      /Enter a description of the cargo\./,
    );
    await expect(page.getByLabel("From: city or port")).toHaveValue("Mersin");
  } finally {
    await context.close();
  }
});

test("with JavaScript, each field's problem shows beside it in the schema's words before sending", async ({
  page,
}) => {
  await page.goto("/quote/health-tourism");
  await waitForEnhancement(page);
  await page.getByLabel("Age", { exact: true }).fill("130");
  await page.getByLabel("Phone number").fill("call me");
  await page.getByRole("button", { name: "Next" }).click();
  const name = page.getByLabel("Patient's full name");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Enter the patient's full name.");
  await expect(page.getByLabel("Age", { exact: true })).toHaveAccessibleDescription(
    "Enter the patient's age of at most 120.",
  );
  await expect(page.getByLabel("Phone number")).toHaveAccessibleDescription(
    /Enter a phone number with its country code/,
  );
  await expect(page.getByLabel("E-mail address")).not.toHaveAttribute("aria-invalid", "true");

  // Neither a phone number nor an e-mail address: the phone field says either will do, and an
  // e-mail address mends it.
  const phone = page.getByLabel("Phone number");
  await phone.fill("");
  await phone.blur();
  await expect(phone).toHaveAccessibleDescription(
    /Enter a phone number or an e-mail address, so that we can answer you\./,
  );
  await page.getByLabel("E-mail address").fill("musu@example.com");
  await page.getByLabel("E-mail address").blur();
  await expect(phone).toHaveAttribute("aria-invalid", "false");

  // Mended, the message goes as soon as the field is left.
  await name.fill("Musu Kamara");
  await name.blur();
  await expect(name).toHaveAttribute("aria-invalid", "false");
  await expect(page.getByText("Enter the patient's full name.")).toBeHidden();
});

test("with JavaScript the health form goes in four steps, with its progress, Back and Next; a step with an empty required field does not advance", async ({
  page,
}) => {
  await page.goto("/quote/health-tourism");
  await waitForEnhancement(page);
  const progress = page.getByText(/^Step \d of 4: /);
  const next = page.getByRole("button", { name: "Next" });
  const back = page.getByRole("button", { name: "Back" });
  const send = page.getByRole("button", { name: "Send request" });
  await expect(progress).toHaveText("Step 1 of 4: The patient");
  await expect(progress).toHaveAttribute("aria-live", "polite");
  await expect(back).toBeHidden();
  await expect(send).toBeHidden();
  await expect(page.getByLabel("Treatment or specialty")).toBeHidden();
  // A fresh form: in Liberia, on WhatsApp.
  await expect(page.getByLabel("Country", { exact: true })).toHaveValue("Liberia");
  await expect(page.getByLabel("This number is on WhatsApp")).toBeChecked();

  await page.getByLabel("Patient's full name").fill("Musu Kamara");
  await page.getByLabel("Phone number").fill("+231 77 123 4567");
  await next.click();
  // The age is missing: the step stays, on it.
  await expect(progress).toHaveText("Step 1 of 4: The patient");
  await expect(page.getByLabel("Age", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Age", { exact: true })).toHaveAccessibleDescription(
    "Enter the patient's age.",
  );
  await page.getByLabel("Age", { exact: true }).fill("46");
  await next.click();
  await expect(progress).toHaveText("Step 2 of 4: Treatment");
  await expect(page.getByRole("heading", { name: "Treatment", exact: true })).toBeFocused();
  await expect(page.getByLabel("Patient's full name")).toBeHidden();

  await next.click();
  await expect(progress).toHaveText("Step 2 of 4: Treatment");
  await expect(page.getByLabel("Treatment or specialty")).toBeFocused();
  await back.click();
  await expect(progress).toHaveText("Step 1 of 4: The patient");
  await expect(page.getByRole("heading", { name: "The patient" })).toBeFocused();
  await expect(page.getByLabel("Patient's full name")).toHaveValue("Musu Kamara");
  await next.click();
  // "If other" is asked only once Other is chosen.
  const otherTreatment = page.getByLabel("If other, which treatment");
  await expect(otherTreatment).toBeHidden();
  await page.getByLabel("Treatment or specialty").selectOption("Other");
  await expect(otherTreatment).toBeVisible();
  await page.getByLabel("Treatment or specialty").selectOption("Cardiology (heart)");
  await expect(otherTreatment).toBeHidden();
  await page.getByLabel("Short description of the condition").fill("A valve problem.");
  await next.click();
  await expect(progress).toHaveText("Step 3 of 4: Reports");
  await next.click();
  await expect(progress).toHaveText("Step 4 of 4: Consent");
  await expect(next).toBeHidden();
  await expect(send).toBeVisible();
  // The consent is refused unticked, on the last step, before anything is sent.
  await send.click();
  await expect(page.getByLabel("I agree that the medical details")).toBeFocused();
  await expect(page).toHaveURL(/\/quote\/health-tourism$/);
});

test("a health request with a phone number and no e-mail address is stored, and its page offers to send the reference on WhatsApp", async ({
  page,
  site,
}) => {
  await page.goto("/quote/health-tourism");
  await waitForEnhancement(page);
  await fillHealth(page);
  await takeAMoment(page);
  await page.getByRole("button", { name: "Send request" }).click();
  const answer = page.getByRole("status").filter({ hasText: "Request received" });
  await expect(answer).toContainText("You gave no e-mail address, so no confirmation is mailed");
  const reference = /HT-\d{4}-\d{4}/.exec((await answer.textContent()) ?? "")?.[0] as string;
  await expect(page).toHaveURL(
    new RegExp(`/quote/health-tourism/sent\\?reference=${reference}&mail=none#quote-received$`),
  );
  const offer = page.getByRole("link", { name: `Send ${reference} on WhatsApp` });
  const href = new URL((await offer.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe("https://wa.me/231770123456");
  expect(href.searchParams.get("text")).toContain(`My reference number is ${reference}.`);

  // Stored, as the office's API shows it: the phone number, no e-mail address.
  const { id } = await site.database.db
    .selectFrom("inquiries")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  const admin = await signInAdmin(site.url);
  const { body } = await admin.send<{ inquiry: Record<string, unknown> }>(
    "GET",
    `/api/inquiries/${id}`,
  );
  expect(body.inquiry).toMatchObject({ email: "", phone: "+231 77 123 4567", reference });
});

test("materials rows are added and removed with JavaScript, and the request carries them in order", async ({
  page,
  site,
}, testInfo) => {
  const email = `rows-${testInfo.project.name}@example.com`;
  await page.goto("/quote/building-materials");
  await waitForEnhancement(page);
  const rows = page.locator("[data-row]");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("button", { name: /Remove/ })).toBeHidden();

  const add = page.getByRole("button", { name: "Add another product" });
  await add.click();
  await add.click();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2).getByLabel("Product")).toBeFocused();
  const products = ["Portland cement 42.5", "Rebar 12 mm", "Floor tiles 60x60"];
  for (const [index, product] of products.entries()) {
    await rows.nth(index).getByLabel("Product").fill(product);
    await rows
      .nth(index)
      .getByLabel("Quantity")
      .fill(String(100 * (index + 1)));
    await rows.nth(index).getByLabel("Unit").selectOption("pieces");
  }
  await rows.nth(1).getByRole("button", { name: "Remove product 2" }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByLabel("Product")).toHaveAttribute("name", "items[1].product");
  await expect(rows.nth(1).getByRole("button", { name: "Remove product 2" })).toBeVisible();

  // A started row must be complete, and says so in its own row.
  await rows.nth(1).getByLabel("Quantity").fill("");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(rows.nth(1).getByLabel("Quantity")).toHaveAccessibleDescription(
    "Enter the quantity.",
  );
  await rows.nth(1).getByLabel("Quantity").fill("250");

  await page.getByLabel("Delivery town").fill("Gbarnga");
  await fillContactDetails(page, email);
  const reference = await sendAndReadReference(page, "BM");
  const stored = await site.database.db
    .selectFrom("inquiries")
    .select("details")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  expect(JSON.parse(stored.details ?? "{}").items).toEqual([
    { product: "Portland cement 42.5", quantity: 100, unit: "pieces" },
    { product: "Floor tiles 60x60", quantity: 250, unit: "pieces" },
  ]);
});
