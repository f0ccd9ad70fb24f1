import { openAdmin, openInquiry, openSidebarLink, toast } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { CONTACT_SUCCESS, takeAMoment, waitForEnhancement } from "./public-helpers.ts";

test("messages from both forms reach the inbox: filter, mark read, reply, delete", async ({
  page,
  site,
}) => {
  const stamp = Date.now();
  const fromContact = `Knee surgery in Istanbul ${stamp}`;
  const fromHome = `Cement prices ${stamp}`;

  // A visitor writes from the contact page ...
  await page.goto("/contact");
  await waitForEnhancement(page);
  const contactForm = page.getByRole("region", { name: "Send us a Message" });
  await contactForm.getByLabel("Full Name").fill("Comfort <b>Doe</b>");
  await contactForm.getByLabel("Email Address").fill("comfort@example.com");
  await contactForm.getByLabel("Phone Number").fill("+231 770 000 111");
  await contactForm.getByLabel("Subject").selectOption("Health Tourism Inquiry");
  await contactForm
    .getByLabel("Message")
    .fill(`${fromContact}\nSecond line <script>alert(1)</script>`);
  await takeAMoment(page);
  await contactForm.getByRole("button", { name: "Send Message" }).click();
  await expect(contactForm.getByRole("status")).toHaveText(CONTACT_SUCCESS);

  // ... and another from the home page.
  await page.goto("/");
  await waitForEnhancement(page);
  const homeForm = page.getByRole("region", { name: "Send us a Message" });
  await homeForm.getByLabel("Full Name").fill("Musa Kamara");
  await homeForm.getByLabel("Email Address").fill("musa@example.com");
  await homeForm.getByLabel("Subject").selectOption("Building Materials Quote");
  await homeForm.getByLabel("Message").fill(`${fromHome}: 200 bags, delivered to Gbarnga.`);
  await takeAMoment(page);
  await homeForm.getByRole("button", { name: "Send Message" }).click();
  await expect(homeForm.getByRole("status")).toHaveText(CONTACT_SUCCESS);

  await openAdmin(page, "/admin/dashboard");
  const toggle = page.getByRole("button", { name: "Open the menu" });
  if (await toggle.isVisible()) await toggle.click();
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /Contact Messages/ }),
  ).toContainText(/\d+ unread/);
  if (await page.getByRole("button", { name: "Close the menu" }).first().isVisible())
    await page.keyboard.press("Escape");
  await openSidebarLink(page, "Contact Messages");

  // The list shows each message on a line; its own screen shows it whole.
  const contactItem = page.getByRole("article").filter({ hasText: fromContact });
  const homeItem = page.getByRole("article").filter({ hasText: fromHome });
  await expect(contactItem).toContainText("Health Tourism Inquiry");
  await expect(homeItem).toContainText("Building Materials Quote");
  await expect(contactItem.locator("time")).toHaveText(/^(just now|\d+ min)$/);

  // Filter: unread shows both.
  await page.getByLabel("Show").selectOption("unread");
  await expect(page).toHaveURL(/status=unread/);
  await expect(contactItem).toBeVisible();
  await expect(homeItem).toBeVisible();

  const card = await openInquiry(
    page,
    contactItem.getByRole("link", { name: /^Comfort <b>Doe<\/b>/ }),
  );
  // The inquiry's own screen keeps the list's filter, for Previous, Next and the way back.
  await expect(page).toHaveURL(/\/admin\/messages\/[\w-]+\?status=unread$/);
  await expect(card.getByRole("heading", { level: 2 })).toHaveText("Health Tourism Inquiry");
  await expect(card.getByRole("link", { name: "comfort@example.com" })).toHaveAttribute(
    "href",
    "mailto:comfort@example.com",
  );
  await expect(card).toContainText("+231 770 000 111");
  await expect(card).toContainText("Comfort <b>Doe</b>");
  // What the visitor typed is shown as text, line breaks included, never run as HTML.
  await expect(
    card.getByText(`${fromContact}\nSecond line <script>alert(1)</script>`),
  ).toBeVisible();
  await expect(card.locator("time")).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/,
  );

  await card.getByRole("button", { name: "Mark as Read" }).click();
  await expect(toast(page, "Message marked as read")).toBeVisible();
  await expect(card.getByRole("button", { name: "Mark as Read" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(contactItem).toBeHidden();

  await page.getByLabel("Show").selectOption("read");
  await expect(contactItem).toBeVisible();
  await expect(homeItem).toBeHidden();

  // Reply: nothing to send while the text is blank.
  await contactItem.getByRole("link", { name: "Reply" }).click();
  const send = card.getByRole("button", { name: "Send Reply" });
  await expect(send).toBeDisabled();
  await card.getByLabel(/Your reply to/).fill("   ");
  await expect(send).toBeDisabled();
  await card.getByLabel(/Your reply to/).fill("A coordinator will call you tomorrow.");
  await send.click();
  // Without a mail server the office is told plainly that nobody was e-mailed.
  await expect(
    toast(
      page,
      "Your reply is saved, but it was not e-mailed: this website cannot send e-mail yet.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("note")).not.toContainText("SMTP");
  await expect(card).toContainText("A coordinator will call you tomorrow.");
  await expect(card.getByRole("link", { name: "Reply" })).toHaveCount(0);
  // Until it is sent, the card says so instead of "Replied", and offers the office's own mail.
  await expect(card.getByText("Reply not e-mailed")).toBeVisible();
  await expect(card.getByText("Replied", { exact: true })).toHaveCount(0);
  await expect(card.getByRole("link", { name: "Send it from your own e-mail" })).toHaveAttribute(
    "href",
    /^mailto:comfort@example\.com\?subject=Re%3A%20Health%20Tourism/,
  );

  await page.getByRole("link", { name: "Back to the list" }).click();
  await page.getByLabel("Show").selectOption("replied");
  await expect(contactItem).toContainText("Reply not e-mailed");
  await expect(contactItem.getByRole("link", { name: "Reply" })).toHaveCount(0);

  // Delete asks first.
  await page.getByLabel("Show").selectOption("all");
  await homeItem.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete this message?" })
    .getByRole("button", { name: "Delete message" })
    .click();
  await expect(toast(page, "Message deleted successfully")).toBeVisible();
  await expect(homeItem).toHaveCount(0);

  await site.database.db
    .deleteFrom("inquiries")
    .where("email", "=", "comfort@example.com")
    .execute();
});

test("suspected spam waits under Spam, out of the inbox, until the office moves it back", async ({
  page,
  site,
}) => {
  const subject = `Cheap watches ${Date.now()}`;
  // Sent straight to the API without the form's proof: held, not lost.
  const sent = await page.request.post("/api/contact", {
    data: { name: "Bot", email: "bot@example.com", subject, message: "Buy now" },
  });
  expect(sent.status()).toBe(201);

  await openAdmin(page, "/admin/messages");
  const item = page.getByRole("article").filter({ hasText: subject });
  await expect(item).toHaveCount(0);
  await page.getByLabel("Show").selectOption("spam");
  await expect(item).toContainText("Spam");
  const card = await openInquiry(page, item.getByRole("link", { name: /^Bot/ }));
  await expect(card).toContainText("Held as spam: It did not come from the website's form.");
  await card.getByRole("button", { name: "Not spam: move to the inbox" }).click();
  await expect(toast(page, "The message is back in the inbox.")).toBeVisible();
  await expect(card.getByText("Held as spam")).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(item).toHaveCount(0);
  await page.getByLabel("Show").selectOption("unread");
  await expect(item).toBeVisible();

  await site.database.db.deleteFrom("inquiries").where("subject", "=", subject).execute();
});
