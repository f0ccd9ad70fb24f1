import type { Page } from "@playwright/test";
import type { Db } from "../../app/db/schema.ts";
import { receiveQuote } from "../../app/domain/quote-intake.server.ts";
import { ADMIN, personProof } from "../support/fixtures.ts";
import { HEALTH, storedQuote } from "../support/inquiries.ts";
import { openAdmin, toast, visit } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The inbox as a list to work in: many on a screen, each opened at its own address, several
// changed at once.

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n% ${text}\n%%EOF\n`);
const LINES = ["general", "logistics", "building-materials", "health-tourism"] as const;

/** Twenty messages whose names carry `tag` (one a minute, the newest first) and a health quote. */
async function seedInbox(db: Db, tag: string) {
  const now = Date.now();
  await db
    .insertInto("inquiries")
    .values(
      Array.from({ length: 20 }, (_, index) => ({
        id: crypto.randomUUID(),
        name: `Sender ${index + 1} ${tag}`,
        email: `sender${index + 1}@example.com`,
        phone: "",
        subject: index % 2 ? "Logistics Services" : "General Inquiry",
        message: `Message ${index + 1}: we would like to know more about your prices and when a container could leave Mersin for Monrovia.`,
        line: LINES[index % LINES.length],
        is_read: index % 3 === 0 ? 1 : 0,
        reply: index === 4 ? "Thank you, we will call you." : null,
        replied_at: index === 4 ? new Date(now).toISOString() : null,
        created_at: new Date(now - (index + 2) * 3_600_000).toISOString(),
      })),
    )
    .execute();
  const { inquiry } = await storedQuote(
    db,
    receiveQuote(
      db,
      "health-tourism",
      { ...HEALTH, name: `Musu Kamara ${tag}` },
      [
        { name: "blood-tests.pdf", type: "application/pdf", bytes: pdf("blood tests") },
        { name: "scan.pdf", type: "application/pdf", bytes: pdf("scan") },
      ],
      { proof: await personProof(db) },
    ),
  );
  return inquiry;
}

async function removeSeeded(db: Db, tag: string) {
  await db.deleteFrom("inquiries").where("name", "like", `%${tag}`).execute();
}

/** An item's link, which says it is unread. */
const unreadLink = (name: string) => new RegExp(`^${name} ?, unread: `);

/** The items wholly on the first screen, as the office sees it without scrolling. */
async function itemsOnFirstScreen(page: Page): Promise<number> {
  const height = page.viewportSize()?.height ?? 0;
  const boxes = await page
    .getByRole("main")
    .getByRole("article")
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().bottom));
  return boxes.filter((bottom) => bottom <= height).length;
}

test("the list shows many inquiries on the first screen, each on a line of its own", async ({
  page,
  site,
}, testInfo) => {
  const tag = `list-${Date.now()}`;
  const quote = await seedInbox(site.database.db, tag);
  await openAdmin(page, `/admin/messages?q=${tag}`);
  const items = page.getByRole("main").getByRole("article");
  await expect(items).toHaveCount(21);
  const least = testInfo.project.name === "mobile" ? 5 : 8;
  expect(await itemsOnFirstScreen(page)).toBeGreaterThanOrEqual(least);

  // The spec's card, compact: sender, line, status, reference, the first words, age.
  const health = items.filter({ hasText: `Musu Kamara ${tag}` });
  await expect(health).toContainText(quote.reference ?? "");
  await expect(health).toContainText("Health Tourism");
  await expect(health).toContainText("unread");
  await expect(health.getByText("2 files")).toHaveCount(1);
  await expect(health.getByRole("link", { name: unreadLink(`Musu Kamara ${tag}`) })).toHaveCSS(
    "font-weight",
    "700",
  );
  const read = items.filter({ hasText: `Sender 1 ${tag}` });
  await expect(read).toContainText("Message 1: we would like to know more");
  await expect(read).toContainText("General");
  await expect(read.locator("time")).toHaveText("2 h");
  await expect(read.getByRole("link", { name: new RegExp(`^Sender 1 ${tag} ?: `) })).not.toHaveCSS(
    "font-weight",
    "700",
  );
  await expect(read.getByRole("button", { name: "Mark as Read" })).toHaveCount(0);
  await expect(read.getByText("2 files")).toHaveCount(0);
  await expect(items.filter({ hasText: `Sender 5 ${tag}` })).toContainText("Reply not e-mailed");
  await expect(
    items.filter({ hasText: `Sender 5 ${tag}` }).getByRole("link", { name: "Reply" }),
  ).toHaveCount(0);

  // Mark as Read on the line itself; the filter keeps all, unread, read and replied.
  const unread = items.filter({ hasText: `Sender 2 ${tag}` });
  await unread.getByRole("button", { name: "Mark as Read" }).click();
  await expect(toast(page, "Message marked as read")).toBeVisible();
  await expect(unread.getByRole("button", { name: "Mark as Read" })).toHaveCount(0);
  for (const option of ["all", "unread", "read", "replied"]) {
    await expect(page.getByLabel("Show").locator(`option[value="${option}"]`)).toHaveCount(1);
  }
  await page.getByLabel("Show").selectOption("replied");
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(`Sender 5 ${tag}`);

  // Delete on the line asks first.
  await page.getByLabel("Show").selectOption("all");
  const gone = items.filter({ hasText: `Sender 20 ${tag}` });
  await gone.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete this message?" })
    .getByRole("button", { name: "Delete message" })
    .click();
  await expect(toast(page, "Message deleted successfully")).toBeVisible();
  await expect(gone).toHaveCount(0);

  await removeSeeded(site.database.db, tag);
});

test("an inquiry opens at its own address, with its files, and Previous and Next", async ({
  page,
  site,
}) => {
  const tag = `detail-${Date.now()}`;
  const quote = await seedInbox(site.database.db, tag);
  await openAdmin(page, `/admin/messages?q=${tag}`);
  await page.getByRole("link", { name: unreadLink(`Musu Kamara ${tag}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${quote._id}\\?q=${tag}$`));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(quote.subject);
  await expect(main.getByText(quote.reference ?? "", { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: /blood-tests\.pdf/ })).toBeVisible();
  await expect(main.getByLabel("Lead status")).toHaveValue("new");
  await expect(main.getByLabel("Add a note")).toBeVisible();
  await expect(main.getByRole("link", { name: "Reply" })).toBeVisible();

  // The newest of the search: nothing before it, Sender 1 after it.
  const around = page.getByRole("navigation", { name: "Inquiries" });
  await expect(around.getByRole("link", { name: "Previous" })).toHaveCount(0);
  await around.getByRole("link", { name: "Next" }).click();
  await expect(main).toContainText(`From Sender 1 ${tag}`);
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
  await around.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${quote._id}\\?q=${tag}$`));

  // Its status and a note, saved on its own screen.
  await main.getByLabel("Lead status").selectOption("in-progress");
  await main.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Saved: In progress, not assigned.")).toBeVisible();
  await main.getByLabel("Add a note").fill("Called her back.");
  await main.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page, "Note added.")).toBeVisible();
  await expect(main.getByRole("listitem").filter({ hasText: "Called her back." })).toBeVisible();

  // Reply from the list opens the reply box on the message's own screen.
  await around.getByRole("link", { name: "Back to the list" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages\\?q=${tag}$`));
  await page
    .getByRole("article")
    .filter({ hasText: `Sender 3 ${tag}` })
    .getByRole("link", { name: "Reply" })
    .click();
  await expect(main.getByLabel(`Your reply to Sender 3 ${tag}`)).toBeVisible();
  await main.getByLabel(`Your reply to Sender 3 ${tag}`).fill("We will write tomorrow.");
  await main.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(page, /Your reply is saved|Reply sent successfully!/)).toBeVisible();
  await expect(main).toContainText("We will write tomorrow.");

  // An address that is no inquiry says so, inside the content manager.
  const missing = await page.request.get("/admin/messages/no-such-inquiry");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Inquiry not found.");

  await removeSeeded(site.database.db, tag);
});

test("ticked inquiries change together: read, status, assignee, spam, and delete after asking", async ({
  page,
  site,
}) => {
  const tag = `bulk-${Date.now()}`;
  await seedInbox(site.database.db, tag);
  const db = site.database.db;
  await openAdmin(page, `/admin/messages?q=${tag}`);
  const items = page.getByRole("main").getByRole("article");
  const tick = async (...numbers: number[]) => {
    for (const number of numbers) {
      await page
        .getByRole("checkbox", { name: `Tick the message from Sender ${number} ${tag}` })
        .check();
    }
  };
  const apply = async (action: string) => {
    await page.getByLabel("With the ticked:").selectOption({ label: action });
    await page.getByRole("button", { name: "Apply" }).click();
  };
  const rowsOf = (numbers: number[]) =>
    db
      .selectFrom("inquiries")
      .select(["status", "is_read", "assignee_id"])
      .where(
        "name",
        "in",
        numbers.map((number) => `Sender ${number} ${tag}`),
      )
      .execute();

  await tick(2, 3, 6);
  await apply("Quoted");
  await expect(toast(page, "Status set to Quoted on 3 messages.")).toBeVisible();
  expect((await rowsOf([2, 3, 6])).map((row) => row.status)).toEqual([
    "quoted",
    "quoted",
    "quoted",
  ]);
  // Done, the boxes are clear again.
  await expect(
    page.getByRole("checkbox", { name: `Tick the message from Sender 2 ${tag}` }),
  ).not.toBeChecked();

  await tick(8, 9);
  await apply("office-admin");
  await expect(toast(page, "2 messages assigned to office-admin.")).toBeVisible();
  expect((await rowsOf([8, 9])).every((row) => row.assignee_id !== null)).toBe(true);

  await tick(11, 12);
  await apply("Mark as Read");
  await expect(toast(page, "2 messages marked as read.")).toBeVisible();
  expect((await rowsOf([11, 12])).map((row) => row.is_read)).toEqual([1, 1]);

  await tick(14);
  await apply("Move to spam");
  await expect(toast(page, "1 message moved to spam.")).toBeVisible();
  await expect(items.filter({ hasText: `Sender 14 ${tag}` })).toHaveCount(0);

  // Delete asks first; Cancel leaves them.
  await tick(15, 16, 17);
  await apply("Delete");
  const question = page.getByRole("dialog", { name: "Delete the ticked messages?" });
  await expect(question).toContainText("The 3 ticked messages will be deleted for good.");
  // The safe answer has the focus: Enter does not delete.
  await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
  await question.getByRole("button", { name: "Cancel" }).click();
  expect(await rowsOf([15, 16, 17])).toHaveLength(3);
  await page.getByRole("button", { name: "Apply" }).click();
  await question.getByRole("button", { name: "Delete messages" }).click();
  await expect(toast(page, "3 messages deleted.")).toBeVisible();
  expect(await rowsOf([15, 16, 17])).toHaveLength(0);
  await expect(items).toHaveCount(17);

  // Nothing ticked: nothing sent, and the office is told why.
  await apply("Quoted");
  await expect(toast(page, "Tick the messages to change first.")).toBeVisible();

  await removeSeeded(db, tag);
});

test("without JavaScript the list, an inquiry and a delete still work", async ({
  browser,
  site,
}, testInfo) => {
  const tag = `nojs-${Date.now()}`;
  const quote = await seedInbox(site.database.db, tag);
  const context = await browser.newContext({
    ...testInfo.project.use,
    baseURL: site.url,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  await page.goto(`/admin/messages?q=${tag}`);
  await page.getByRole("link", { name: unreadLink(`Musu Kamara ${tag}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${quote._id}`));
  await page.getByRole("button", { name: "Mark as Read" }).click();
  await expect(page.getByRole("button", { name: "Mark as Read" })).toHaveCount(0);

  // A delete posted without the dialog asks on the page instead.
  await page.goto(`/admin/messages?q=${tag}`);
  await page
    .getByRole("article")
    .filter({ hasText: `Sender 7 ${tag}` })
    .getByRole("button", { name: "Delete" })
    .click();
  const question = page.getByRole("region", { name: "Delete 1 message for good?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Delete 1 message" }).click();
  await expect(page.getByRole("article").filter({ hasText: `Sender 7 ${tag}` })).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(20);

  await context.close();
  await removeSeeded(site.database.db, tag);
});

test("the dashboard's counts open the list they count", async ({ page, site }) => {
  const tag = `counts-${Date.now()}`;
  await seedInbox(site.database.db, tag);
  await openAdmin(page, "/admin/dashboard");
  const stats = page.getByRole("region", { name: "At a glance" });
  const messages = stats.getByRole("link", { name: /Messages/ });
  const count = (await messages.locator("span.block").first().textContent()) ?? "";
  await messages.click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByText(`${count} inquiries`, { exact: true })).toBeVisible();

  await visit(page, "/admin/dashboard");
  const health = page.getByRole("link", { name: /^Health Tourism \d+ new$/ });
  const newCount = /(\d+) new/.exec((await health.textContent()) ?? "")?.[1];
  await health.click();
  await expect(page).toHaveURL(/line=health-tourism&lead=new/);
  await expect(page.getByText(new RegExp(`^${newCount} inquir(y|ies) ·`))).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(Number(newCount));

  // The recent activity's message opens that message.
  await visit(page, "/admin/dashboard");
  await page
    .getByRole("region", { name: "Recent Activity" })
    .getByRole("link", { name: /^New message: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/messages\/[\w-]+$/);
  await expect(page.getByRole("navigation", { name: "Inquiries" })).toBeVisible();

  await removeSeeded(site.database.db, tag);
});
