import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatPosition } from "../../app/domain/inbox-pages.model.ts";
import type { ContactMessage } from "../../app/domain/messages.model.ts";
import { deleteExpiredAttachments } from "../../app/domain/privacy.server.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { storeManyMessages } from "../support/many-messages.ts";

// Issue 27: with 35,000 messages held as spam, `GET /api/contact?status=spam` answered 500 ("too
// many SQL variables": one parameter per message in one statement). Every list of the inbox
// answers with more than SQLite's 32,766 of them in one status.
const SPAM = 40_000;
// Messages in the inbox, each with its notification sent: more than two pages of a stream.
const INBOX = 1_200;
/** Where the held messages came from: a load test sends them all from one address. */
const LOAD_TEST = "load-test@example.com";

interface List {
  success: boolean;
  messages: ContactMessage[];
  next?: string | null;
}

describe.each(testEngines())("every list at %s with 40,000 messages in one status", (engine) => {
  let site: TestSite;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
    await storeManyMessages(site.database.db, SPAM, {
      spam: true,
      subject: "Held",
      email: LOAD_TEST,
    });
    await storeManyMessages(site.database.db, INBOX, {
      from: Date.parse("2026-06-01T00:00:00.000Z"),
      subject: "Kept",
    });
  }, 120_000);
  afterAll(() => site?.close());

  const get = <T>(path: string) => call<T>(site.url, "GET", path, { cookie });

  test("GET /api/contact?status=spam answers every held message, newest first, in the spec's shape", async () => {
    const answer = await get<List>("/api/contact?status=spam");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    // Streamed or not, a private answer: the same headers as a page of it.
    const page = await get<List>("/api/contact?status=spam&limit=1");
    expect(answer.headers.get("cache-control")).toBe(page.headers.get("cache-control"));
    expect(answer.headers.get("cache-control")).toMatch(/no-store/);
    expect(Object.keys(answer.body)).toEqual(["success", "messages"]);
    const { messages } = answer.body;
    expect(messages).toHaveLength(SPAM);
    expect(new Set(messages.map((message) => message._id)).size).toBe(SPAM);
    expect(messages[0]).toEqual({
      _id: expect.any(String),
      name: `Sender ${SPAM - 1}`,
      email: LOAD_TEST,
      phone: "+231 77 000 0000",
      subject: "Held",
      message: `Message number ${SPAM - 1}.`,
      line: "general",
      language: "en",
      createdAt: new Date(Date.parse("2026-01-01T00:00:00.000Z") + SPAM - 1).toISOString(),
      isRead: false,
      reply: null,
      repliedAt: null,
      replySignature: null,
      status: "unread",
      spam: "no-proof",
      notification: { state: "pending" },
      replyEmail: null,
    });
    expect(messages.at(-1)?.name).toBe("Sender 0");
  });

  test("GET /api/contact answers the inbox with each message's mail, across pages", async () => {
    const { status, body } = await get<List>("/api/contact");
    expect(status).toBe(200);
    expect(body.messages).toHaveLength(INBOX);
    expect(body.messages.every((message) => message.notification.state === "sent")).toBe(true);
    expect(body.messages.map((message) => message.name)).toEqual(
      Array.from({ length: INBOX }, (_, n) => `Sender ${INBOX - 1 - n}`),
    );
  });

  test("a client that asks for pages walks them with next, each message once", async () => {
    const seen: string[] = [];
    let path = "/api/contact?limit=500";
    for (;;) {
      const { status, body } = await get<List>(path);
      expect(status).toBe(200);
      expect(body.messages.length).toBeLessThanOrEqual(500);
      seen.push(...body.messages.map((message) => message.name));
      if (!body.next) break;
      path = `/api/contact?limit=500&before=${encodeURIComponent(body.next)}`;
    }
    expect(seen).toEqual(Array.from({ length: INBOX }, (_, n) => `Sender ${INBOX - 1 - n}`));

    // Without a size, a page holds 100; the last page of the held ones ends the walk.
    const first = await get<List>("/api/contact?status=spam&limit=1");
    expect(first.body.messages[0]?.name).toBe(`Sender ${SPAM - 1}`);
    const deep = await get<List>(`/api/contact?status=spam&before=${first.body.next}`);
    expect(deep.body.messages.map((message) => message.name)).toEqual(
      Array.from({ length: 100 }, (_, n) => `Sender ${SPAM - 2 - n}`),
    );
    const sender100 = await site.database.db
      .selectFrom("inquiries")
      .select(["created_at as createdAt", "id"])
      .where("name", "=", "Sender 100")
      .executeTakeFirstOrThrow();
    const last = await get<List>(
      `/api/contact?status=spam&before=${encodeURIComponent(formatPosition(sender100))}`,
    );
    expect(last.body.messages.map((message) => message.name)).toEqual(
      Array.from({ length: 100 }, (_, n) => `Sender ${99 - n}`),
    );
    expect(last.body.next).toBeNull();
  });

  test("a page that cannot be is refused with the field that is wrong", async () => {
    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=501", "limit"],
      ["limit=ten", "limit"],
      ["before=yesterday", "before"],
    ]) {
      const answer = await get<{ success: boolean; errors: Record<string, string[]> }>(
        `/api/contact?${query}`,
      );
      expect(answer.status, query).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(Object.keys(answer.body.errors), query).toEqual([field]);
    }
  });

  test("the lead inbox counts and pages them, to the last page", async () => {
    type Page = { items: { _id: string }[]; total: number; page: number; pages: number };
    const first = await get<Page>("/api/inquiries?status=spam");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: SPAM, page: 1, pages: SPAM / 50 });
    expect(first.body.items).toHaveLength(50);
    const last = await get<Page>(`/api/inquiries?status=spam&page=${SPAM / 50}`);
    expect(last.body.items).toHaveLength(50);
    expect(last.body.items.map((item) => item._id)).not.toContain(first.body.items[0]?._id);

    const inbox = await fetch(new URL("/admin/messages?status=spam&page=400", site.url), {
      headers: { cookie },
    });
    expect(inbox.status).toBe(200);
    const page = await inbox.text();
    expect(page).toContain("40000");
    expect(page).toContain("An Excel file holds at most 10,000 inquiries");
    expect(page).not.toContain("export.xlsx");
  });

  test("the CSV export holds every held message; Excel, made whole in memory, refuses that many", async () => {
    const download = (format: string) =>
      fetch(new URL(`/admin/messages/export.${format}?status=spam`, site.url), {
        headers: { cookie },
      });
    const csv = await download("csv");
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trimEnd().split("\n");
    expect(lines).toHaveLength(SPAM + 1);
    expect(lines[1]).toContain(`Sender ${SPAM - 1}`);

    const excel = await download("xlsx");
    expect(excel.status).toBe(400);
    expect(await excel.text()).toBe(
      "An Excel file holds at most 10,000 inquiries, and these are 40,000. Narrow them with the search or the filters, or export a CSV file (spreadsheets open it too).",
    );
    const exports = await site.database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("kind", "=", "export")
      .execute();
    expect(exports).toEqual([{ detail: "CSV, spam" }]);
  });

  // Last: it removes what the others list.
  test("the retention sweep deletes all their files at once, and an erasure all of them", async () => {
    const db = site.database.db;
    const held = await db
      .selectFrom("inquiries")
      .select(["id", "created_at"])
      .where("status", "=", "spam")
      .execute();
    for (let start = 0; start < held.length; start += 1_000) {
      await db
        .insertInto("inquiry_attachments")
        .values(
          held.slice(start, start + 1_000).map((message) => ({
            id: crypto.randomUUID(),
            message_id: message.id,
            file_name: "report.pdf",
            content_type: "application/pdf",
            byte_size: 4,
            bytes: new TextEncoder().encode("%PDF"),
            created_at: message.created_at,
          })),
        )
        .execute();
    }
    // Spam is closed: its files go once the retention (12 months) has passed.
    expect(await deleteExpiredAttachments(db, Date.parse("2027-06-01T00:00:00.000Z"))).toBe(SPAM);

    const erased = await call<{ erased: Record<string, number> }>(
      site.url,
      "POST",
      "/api/privacy-requests/erase",
      { cookie, json: { email: LOAD_TEST } },
    );
    expect(erased.status).toBe(200);
    expect(erased.body.erased).toMatchObject({ inquiries: SPAM, attachments: 0, queuedMails: 0 });
    expect((await get<List>("/api/contact?status=spam")).body.messages).toEqual([]);
  });
});
