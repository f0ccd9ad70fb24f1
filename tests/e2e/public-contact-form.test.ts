import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  acceptConsoleErrors,
  CONTACT_CHECK_FIELDS,
  CONTACT_SUCCESS,
  expectFocusedInView,
  signInAdmin,
  takeAMoment,
  WRONG_EMAIL,
  waitForEnhancement,
} from "./public-helpers.ts";

// The site's one contact form, on the home page and the contact page, with JavaScript:
// Sending..., the spec's texts, each field's error beside it, and what is stored.

const SUBJECTS = [
  "Health Tourism Inquiry",
  "Building Materials Quote",
  "Logistics Services",
  "General Inquiry",
  "Partnership Opportunity",
];

/** An address of this test's own, to find exactly the rows it stored. */
function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** Holds the form's submission in flight for a moment, so the sending state can be seen. */
async function slowDownSubmissions(page: Page) {
  await page.route(
    (url) => url.pathname === "/api/contact",
    async (route) => {
      if (route.request().method() === "POST") await new Promise((done) => setTimeout(done, 700));
      await route.continue();
    },
  );
}

test("the contact page form sends a message: Sending..., the thank-you text in view and focused, a cleared form, one stored row", async ({
  page,
  site,
}) => {
  await page.goto("/contact");
  await waitForEnhancement(page);
  const form = page.getByRole("region", { name: "Send us a Message" });
  const subject = form.getByRole("combobox", { name: "Subject" });
  await expect(subject.getByRole("option")).toHaveText(["Select a subject", ...SUBJECTS]);

  const email = uniqueEmail("contact-page");
  await form.getByRole("textbox", { name: "Full Name" }).fill("Comfort Weah");
  await form.getByRole("textbox", { name: "Email Address" }).fill(email);
  await form.getByRole("textbox", { name: /Phone Number/ }).fill("+231 555 0100");
  await subject.selectOption("Building Materials Quote");
  await form.getByRole("textbox", { name: "Message" }).fill("Please quote 200 bags of cement.");

  await takeAMoment(page);
  await slowDownSubmissions(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  const sending = form.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();

  await expect(form.getByRole("status")).toHaveText(CONTACT_SUCCESS);
  // On the phone the cleared form fills the screen: the thank-you is brought into view.
  await expectFocusedInView(page, form.getByRole("status"));
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  for (const field of ["Full Name", "Email Address", /Phone Number/, "Message"]) {
    await expect(form.getByRole("textbox", { name: field })).toHaveValue("");
  }
  await expect(subject).toHaveValue("");

  const rows = await site.database.db
    .selectFrom("inquiries")
    .selectAll()
    .where("email", "=", email)
    .execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: "Comfort Weah",
    phone: "+231 555 0100",
    subject: "Building Materials Quote",
    message: "Please quote 200 bags of cement.",
  });
});

test("a second message sent from the same page reaches the inbox too: each goes with a proof of its own", async ({
  page,
  site,
}) => {
  await page.goto("/contact");
  await waitForEnhancement(page);
  const form = page.getByRole("region", { name: "Send us a Message" });
  const proof = form.locator('input[name="formProof"]');
  const emails = [uniqueEmail("first"), uniqueEmail("second")];
  const sentWith: string[] = [];
  for (const [index, email] of emails.entries()) {
    await form.getByRole("textbox", { name: "Full Name" }).fill("Comfort Weah");
    await form.getByRole("textbox", { name: "Email Address" }).fill(email);
    await form.getByRole("combobox", { name: "Subject" }).selectOption("General Inquiry");
    await form
      .getByRole("textbox", { name: "Message" })
      .fill(`Message ${index + 1} from one page.`);
    await takeAMoment(page);
    sentWith.push(await proof.inputValue());
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(CONTACT_SUCCESS);
    await expect(form.getByRole("textbox", { name: "Email Address" })).toHaveValue("");
    // The spent proof is replaced at once, before the visitor touches the form again.
    await expect(proof).toHaveValue(/^[0-9a-z]+\.[\w-]{16}\.[\w-]{22}$/);
    await expect(proof).not.toHaveValue(sentWith[index] ?? "");
  }
  expect(sentWith[1]).not.toBe(sentWith[0]);

  const rows = await site.database.db
    .selectFrom("inquiries")
    .select(["email", "status", "spam_reason"])
    .where("email", "in", emails)
    .orderBy("created_at")
    .execute();
  expect(rows).toEqual([
    { email: emails[0], status: "new", spam_reason: null },
    { email: emails[1], status: "new", spam_reason: null },
  ]);
});

test("a message the server refuses names the wrong field beside it, sends nobody to a generic failure, and keeps what was typed", async ({
  page,
  site,
  consoleErrors,
}) => {
  await page.goto("/contact");
  await waitForEnhancement(page);
  const form = page.getByRole("region", { name: "Send us a Message" });
  const name = form.getByRole("textbox", { name: "Full Name" });
  const email = form.getByRole("textbox", { name: "Email Address" });
  const phone = form.getByRole("textbox", { name: /Phone Number/ });
  const subject = form.getByRole("combobox", { name: "Subject" });
  const message = form.getByRole("textbox", { name: "Message" });

  // The browser accepts an address without a domain ending; the server's rule does not.
  const typedEmail = `refused-${crypto.randomUUID().slice(0, 8)}@localhost`;
  await name.fill("Musa Kollie");
  await email.fill(typedEmail);
  await phone.fill("+231 555 0199");
  await subject.selectOption("Logistics Services");
  await message.fill("How long does a container take from Mersin?");
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(form.getByRole("alert")).toHaveText(CONTACT_CHECK_FIELDS);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(WRONG_EMAIL);
  await expect(email).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "false");
  await expect(name).not.toHaveAttribute("aria-describedby", /.*/);

  await expect(name).toHaveValue("Musa Kollie");
  await expect(email).toHaveValue(typedEmail);
  await expect(phone).toHaveValue("+231 555 0199");
  await expect(subject).toHaveValue("Logistics Services");
  await expect(message).toHaveValue("How long does a container take from Mersin?");

  const stored = await site.database.db
    .selectFrom("inquiries")
    .select("id")
    .where("email", "=", typedEmail)
    .execute();
  expect(stored).toEqual([]);
  // The server's 400 answer to the submission is the one console error expected here.
  acceptConsoleErrors(consoleErrors, /status of 400/);

  // Corrected, the same form then sends.
  const corrected = uniqueEmail("corrected");
  await email.fill(corrected);
  await takeAMoment(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(CONTACT_SUCCESS);
  await expect(email).toHaveAttribute("aria-invalid", "false");
  await expect(name).toHaveValue("");
});

test("the home page form is the same form, and what it sends is in the office's inbox", async ({
  page,
  site,
}) => {
  await page.goto("/");
  await waitForEnhancement(page);
  const form = page.getByRole("region", { name: "Send us a Message" });
  const subject = form.getByRole("combobox", { name: "Subject" });
  await expect(subject.getByRole("option")).toHaveText(["Select a subject", ...SUBJECTS]);
  await expect(form.getByRole("textbox", { name: "Phone Number (optional)" })).toBeVisible();

  const email = uniqueEmail("home");
  await form.getByRole("textbox", { name: "Full Name" }).fill("Aisha Dukuly");
  await form.getByRole("textbox", { name: "Email Address" }).fill(email);
  await subject.selectOption("Health Tourism Inquiry");
  await form.getByRole("textbox", { name: "Message" }).fill("Which hospitals do you work with?");

  await takeAMoment(page);
  await slowDownSubmissions(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(form.getByRole("status")).toHaveText(CONTACT_SUCCESS);
  await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveValue("");
  // Still the home page, not a jump to another one.
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connecting Liberia and Turkey");

  // The office reads it in its inbox, through the API the content manager uses.
  const admin = await signInAdmin(site.url);
  const { body } = await admin.send<{ messages: { email: string }[] }>("GET", "/api/contact");
  expect(body.messages.filter((message) => message.email === email)).toEqual([
    expect.objectContaining({
      name: "Aisha Dukuly",
      phone: "",
      subject: "Health Tourism Inquiry",
      message: "Which hospitals do you work with?",
      status: "unread",
      spam: null,
    }),
  ]);
});

/** The form's fields, filled in as a visitor would, with `email` as the address. */
async function fillIn(form: Locator, email: string) {
  await form.getByRole("textbox", { name: "Full Name" }).fill("Korto Williams");
  await form.getByRole("textbox", { name: "Email Address" }).fill(email);
  await form.getByRole("combobox", { name: "Subject" }).selectOption("General Inquiry");
  await form.getByRole("textbox", { name: "Message" }).fill("Do you have an office in Buchanan?");
}

for (const path of ["/", "/contact"]) {
  test(`a wrong e-mail address on ${path} is named beside its field, in the browser and by the server`, async ({
    page,
    site,
    consoleErrors,
  }) => {
    await page.goto(path);
    await waitForEnhancement(page);
    const form = page.getByRole("region", { name: "Send us a Message" });
    const email = form.getByRole("textbox", { name: "Email Address" });
    const errorBeside = form.locator(`[id="${await email.getAttribute("id")}-error"]`);

    // One the browser can tell is wrong: checked before anything is sent.
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts++;
    });
    await fillIn(form, "korto.example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(WRONG_EMAIL);
    await expect(errorBeside).toBeVisible();
    await expect(email).toBeFocused();
    await expect(form.getByRole("alert")).toHaveText(CONTACT_CHECK_FIELDS);
    await expect(form.getByRole("alert")).not.toContainText("Sorry");
    expect(posts).toBe(0);
    // Mended, the message beside it goes as it is typed.
    await email.fill("korto@example.com");
    await expect(email).toHaveAttribute("aria-invalid", "false");
    await expect(errorBeside).toBeHidden();

    // One only the server's rule refuses: its answer is shown beside the field the same way.
    const refused = `korto-${crypto.randomUUID().slice(0, 8)}@localhost`;
    await email.fill(refused);
    await takeAMoment(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText(CONTACT_CHECK_FIELDS);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(WRONG_EMAIL);
    await expect(errorBeside).toBeVisible();
    await expect(email).toHaveValue(refused);
    await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveAttribute(
      "aria-invalid",
      "false",
    );
    expect(posts).toBe(1);
    expect(
      await site.database.db
        .selectFrom("inquiries")
        .select("id")
        .where("email", "=", refused)
        .execute(),
    ).toEqual([]);
    acceptConsoleErrors(consoleErrors, /status of 400/);
  });
}
