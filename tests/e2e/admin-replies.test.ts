import type { Page } from "@playwright/test";
import { personProof } from "../support/fixtures.ts";
import { openAdmin, toast, visit } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.use({ withMail: true });

const VISITOR = "Kofi Mensah";

/** How many times `part` occurs in `text`. */
function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** A visitor's message, sent as the contact form sends it; its subject. */
async function messageFromVisitor(page: Page, db: Parameters<typeof personProof>[0], what: string) {
  const subject = `${what} ${Date.now().toString(36)}`;
  const sent = await page.request.post("/api/contact", {
    data: {
      name: VISITOR,
      email: "kofi@example.com",
      subject,
      message: "Two containers of tiles to Monrovia: when, and what do you need from me?",
      formProof: await personProof(db),
    },
  });
  expect(sent.status()).toBe(201);
  return subject;
}

/** The reply box of the message with `subject`: the list line's Reply opens it on the message's page. */
async function openReplyBox(page: Page, subject: string) {
  await visit(page, `/admin/messages?q=${encodeURIComponent(subject)}`);
  await page.getByRole("main").getByRole("link", { name: "Reply", exact: true }).click();
  const box = page.getByRole("textbox", { name: `Your reply to ${VISITOR}` });
  await expect(box).toBeVisible();
  return box;
}

test("a reply is sent as the box shows it: one greeting, the writer's own signature once", async ({
  page,
  site,
}) => {
  const signature = `Kind regards,\nEfua Asante ${test.info().project.name}\nLogistics desk`;
  const subject = await messageFromVisitor(page, site.database.db, "Tiles to Monrovia");

  // The staff member writes their signature under My Account.
  await openAdmin(page, "/admin/account");
  const field = page.getByRole("textbox", { name: "Signature" });
  await expect(field).toHaveValue("");
  await expect(page.getByText("Best regards,")).toBeVisible();
  await field.fill(signature);
  await page.getByRole("button", { name: "Save Signature" }).click();
  await expect(toast(page, "Your signature is saved.")).toBeVisible();

  // The box shows the greeting above and that signature below the text, as the mail has them.
  const box = await openReplyBox(page, subject);
  await expect(box).toHaveAccessibleDescription(
    new RegExp(`Dear ${VISITOR}, Kind regards, Efua Asante \\w+ Logistics desk$`),
  );
  await expect(page.getByText(`Dear ${VISITOR},`, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Kind regards,\s*Efua Asante/)).toBeVisible();
  await box.fill("The next ship leaves Mersin on Tuesday.");
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(page, "Reply sent successfully!")).toBeVisible();

  const mail = await site.smtp?.waitFor((received) => received.subject === `Re: ${subject}`);
  const text = mail?.text ?? "";
  expect(
    text.startsWith(
      `Dear ${VISITOR},\n\nThe next ship leaves Mersin on Tuesday.\n\n${signature}\n\nOn `,
    ),
  ).toBe(true);
  expect(count(text, "Dear ")).toBe(1);
  expect(count(text, signature)).toBe(1);
  expect(text).not.toContain("Lonestar Anatolia Group");
});

test("the office's templates start a reply", async ({ page, site }) => {
  const subject = await messageFromVisitor(page, site.database.db, "Documents for tiles");
  const title = `Ship dates ${test.info().project.name}`;

  // An administrator adds a template beside the two built-in ones.
  await openAdmin(page, "/admin/reply-templates");
  const list = page.getByRole("region", { name: "Templates to start a reply from" });
  await expect(list.getByRole("textbox", { name: "Name" }).first()).toHaveValue(
    /Request received|Ship dates/,
  );
  await list.getByRole("button", { name: "Add template" }).click();
  const added = list.getByRole("group").last();
  await added.getByRole("textbox", { name: "Name" }).fill(title);
  await added.getByRole("textbox", { name: "Text" }).fill("The next ships leave on Tuesdays.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Reply templates saved.")).toBeVisible();

  const box = await openReplyBox(page, subject);
  const choice = page.getByRole("combobox", { name: "Start from a template" });
  await choice.selectOption("Documents needed");
  await page.getByRole("button", { name: "Use template" }).click();
  await expect(box).toHaveValue(/^Thank you for your request\. To prepare an accurate answer/);
  await choice.selectOption(title);
  await page.getByRole("button", { name: "Use template" }).click();
  await expect(box).toHaveValue("The next ships leave on Tuesdays.");
  await expect(page.getByRole("button", { name: "Send Reply" })).toBeEnabled();
});
