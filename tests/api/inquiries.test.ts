import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { issueFormProof } from "../../app/domain/form-proof.server.ts";
import type { Inquiry } from "../../app/domain/inquiries.model.ts";
import { receiveQuote } from "../../app/domain/quote-intake.server.ts";
import { createUser } from "../../app/domain/users.server.ts";
import { EDITOR } from "../support/actors.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { HEALTH, LOGISTICS, MATERIALS, storedQuote } from "../support/inquiries.ts";

interface Page {
  success: boolean;
  items: Inquiry[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

interface One {
  success: boolean;
  message?: string;
  inquiry: Inquiry;
  errors?: Record<string, string[]>;
}

const SIGN_IN_REQUIRED = { success: false, message: "Please sign in to continue." };
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2]);
const MATERIALS_COUNT = 52;

describe.each(testEngines())("inquiries API on %s", (engine) => {
  let site: TestSite;
  let cookie: string;
  let health: Inquiry;
  let logistics: Inquiry;
  let nurseId: string;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
    const db = site.database.db;
    // Received a second apart, so newest first is a known order.
    const at = Date.now() - 120_000;
    // A proof issued a minute before each request: sent by a person, not held as spam.
    const proofFor = async (time: number) => ({ proof: await issueFormProof(db, time - 60_000) });
    nurseId = (
      await createUser(
        db,
        {
          username: "nurse-coordinator",
          email: "nurse@example.com",
          password: "another-long-password",
        },
        EDITOR,
      )
    )._id;
    for (let index = 0; index < MATERIALS_COUNT; index++) {
      await receiveQuote(
        db,
        "building-materials",
        MATERIALS,
        [],
        await proofFor(at + index),
        at + index,
      );
    }
    logistics = (
      await storedQuote(
        db,
        // Sent from the French form.
        receiveQuote(db, "logistics", LOGISTICS, [], await proofFor(at + 60_000), at + 60_000, {
          language: "fr",
        }),
      )
    ).inquiry;
    health = (
      await storedQuote(
        db,
        receiveQuote(
          db,
          "health-tourism",
          HEALTH,
          [
            { name: "Röntgen raporu.pdf", type: "application/pdf", bytes: PDF },
            { name: "ecg scan.png", type: "image/png", bytes: PNG },
          ],
          await proofFor(at + 61_000),
          at + 61_000,
        ),
      )
    ).inquiry;
  });
  afterAll(() => site?.close());

  const list = (search = "") =>
    call<Page>(site.url, "GET", `/api/inquiries${search ? `?${search}` : ""}`, { cookie });

  test("lists 50 to a page, newest first, with the count of pages", async () => {
    const first = await list();
    expect(first.status).toBe(200);
    const total = MATERIALS_COUNT + 2;
    expect(first.body).toMatchObject({ success: true, total, page: 1, pages: 2, pageSize: 50 });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0]?.reference).toBe(health.reference);
    expect(first.body.items[1]?.reference).toBe(logistics.reference);

    const second = await list("page=2");
    expect(second.body).toMatchObject({ total, page: 2, pages: 2 });
    expect(second.body.items).toHaveLength(total - 50);
    const seen = new Set([...first.body.items, ...second.body.items].map((item) => item._id));
    expect(seen.size).toBe(total);

    // A page past the end is the last one.
    expect((await list("page=9")).body.page).toBe(2);
  });

  test("filters by line and searches the reference, name, e-mail and phone", async () => {
    const byLine = await list("line=health-tourism");
    expect(byLine.body.total).toBe(1);
    const [item] = byLine.body.items;
    expect(item).toMatchObject({
      _id: health._id,
      line: "health-tourism",
      leadStatus: "new",
      assignee: null,
      name: HEALTH.name,
      phone: HEALTH.phone,
    });
    expect(
      item?.attachments.map((file) => [file.fileName, file.contentType, file.byteSize]),
    ).toEqual([
      ["Röntgen raporu.pdf", "application/pdf", PDF.byteLength],
      ["ecg scan.png", "image/png", PNG.byteLength],
    ]);
    expect(item?.details).toContainEqual({ label: "Treatment", value: HEALTH.treatment });

    for (const q of [logistics.reference ?? "", "FLOMO", "joseph@example", "555 0101"]) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect(
        found.body.items.map((each) => each._id),
        q,
      ).toEqual([logistics._id]);
    }
    expect((await list("q=nobody-by-this-name")).body).toMatchObject({ total: 0, items: [] });
    expect((await list("line=building-materials")).body.total).toBe(MATERIALS_COUNT);
  });

  test("filters by the language it was sent in; an unknown language is every one", async () => {
    const french = await list("language=fr");
    expect(french.status).toBe(200);
    expect(french.body.total).toBe(1);
    expect(french.body.items.map((item) => [item.reference, item.language])).toEqual([
      [logistics.reference, "fr"],
    ]);
    expect((await list("language=en")).body.total).toBe(MATERIALS_COUNT + 1);
    expect((await list("language=tr")).body.total).toBe(0);
    expect((await list("language=xx")).body.total).toBe(MATERIALS_COUNT + 2);
  });

  test("reads one inquiry; an unknown one is a 404", async () => {
    const one = await call<One>(site.url, "GET", `/api/inquiries/${logistics._id}`, { cookie });
    expect(one.status).toBe(200);
    expect(one.body.inquiry).toMatchObject({
      _id: logistics._id,
      reference: logistics.reference,
      line: "logistics",
    });
    const missing = await call(site.url, "GET", "/api/inquiries/no-such-inquiry", { cookie });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: "Inquiry not found." });
  });

  test("PATCH sets the status and assignee and adds a signed note", async () => {
    const url = `/api/inquiries/${health._id}`;
    const patched = await call<One>(site.url, "PATCH", url, {
      cookie,
      json: { status: "quoted", assigneeId: nurseId, note: "Sent the clinic's price by WhatsApp." },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.message).toBe("Inquiry updated");
    expect(patched.body.inquiry).toMatchObject({
      leadStatus: "quoted",
      assignee: { _id: nurseId, username: "nurse-coordinator" },
      isRead: true,
    });
    expect(patched.body.inquiry.notes).toEqual([
      expect.objectContaining({
        authorName: "office-admin",
        text: "Sent the clinic's price by WhatsApp.",
      }),
    ]);

    const filtered = await list(`lead=quoted&assignee=${nurseId}`);
    expect(filtered.body.items.map((item) => item._id)).toEqual([health._id]);
    expect((await list("lead=new&line=health-tourism")).body.total).toBe(0);

    // A note alone leaves the status and assignee as they were; null unassigns.
    const noted = await call<One>(site.url, "PATCH", url, {
      cookie,
      json: { note: "Patient asked for a call on Monday." },
    });
    expect(noted.body.inquiry.leadStatus).toBe("quoted");
    expect(noted.body.inquiry.notes).toHaveLength(2);
    const unassigned = await call<One>(site.url, "PATCH", url, {
      cookie,
      json: { assigneeId: null },
    });
    expect(unassigned.body.inquiry.assignee).toBeNull();
    expect((await list("assignee=none&line=health-tourism")).body.total).toBe(1);
  });

  test("PATCH refuses what it cannot do, and changes nothing", async () => {
    const url = `/api/inquiries/${logistics._id}`;
    const badStatus = await call<One>(site.url, "PATCH", url, {
      cookie,
      json: { status: "maybe" },
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors?.status).toEqual(["Choose one of the statuses."]);

    const nothing = await call<One>(site.url, "PATCH", url, { cookie, json: { note: "   " } });
    expect(nothing.status).toBe(400);
    expect(nothing.body.success).toBe(false);

    const nobody = await call<One>(site.url, "PATCH", url, {
      cookie,
      json: { assigneeId: "no-such-user" },
    });
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors?.assigneeId).toEqual(["Choose one of the staff to assign it to."]);

    const notJson = await call(site.url, "PATCH", url, {
      cookie,
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ status: "won" }),
    });
    expect(notJson.status).toBe(415);

    const unknown = await call(site.url, "PATCH", "/api/inquiries/no-such-inquiry", {
      cookie,
      json: { status: "won" },
    });
    expect(unknown.status).toBe(404);

    const after = await call<One>(site.url, "GET", url, { cookie });
    expect(after.body.inquiry).toMatchObject({ leadStatus: "new", assignee: null, notes: [] });
  });

  test("an attachment downloads as the stored bytes, as an attachment, never cached", async () => {
    const [pdf, png] = health.attachments;
    const download = (path: string, withCookie = true) =>
      fetch(new URL(path, site.url), {
        headers: withCookie ? { cookie } : {},
        redirect: "manual",
      });
    for (const base of ["/api/inquiries", "/admin/inquiries"]) {
      const answer = await download(`${base}/${health._id}/attachments/${pdf?._id}`);
      expect(answer.status, base).toBe(200);
      expect(answer.headers.get("content-type"), base).toBe("application/pdf");
      expect(answer.headers.get("content-disposition"), base).toBe(
        `attachment; filename="Rontgen raporu.pdf"; filename*=UTF-8''R%C3%B6ntgen%20raporu.pdf`,
      );
      expect(answer.headers.get("cache-control"), base).toBe("no-store");
      expect(answer.headers.get("x-content-type-options"), base).toBe("nosniff");
      expect(new Uint8Array(await answer.arrayBuffer()), base).toEqual(PDF);
    }
    const image = await download(`/api/inquiries/${health._id}/attachments/${png?._id}`);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("content-disposition")).toBe('attachment; filename="ecg scan.png"');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    // Another inquiry's id with this file's id finds nothing.
    const elsewhere = await call(
      site.url,
      "GET",
      `/api/inquiries/${logistics._id}/attachments/${pdf?._id}`,
      { cookie },
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ success: false, message: "This file is no longer stored." });
  });

  test("nothing is given to someone who is not signed in", async () => {
    const attachment = `/inquiries/${health._id}/attachments/${health.attachments[0]?._id}`;
    for (const [method, path] of [
      ["GET", "/api/inquiries"],
      ["GET", `/api/inquiries/${health._id}`],
      ["PATCH", `/api/inquiries/${health._id}`],
      ["GET", `/api${attachment}`],
    ] as const) {
      const answer = await call(site.url, method, path, {
        json: method === "PATCH" ? {} : undefined,
      });
      expect(answer.status, path).toBe(401);
      expect(answer.body, path).toEqual(SIGN_IN_REQUIRED);
      expect(JSON.stringify(answer.body)).not.toContain(HEALTH.name);
    }
    const page = await fetch(new URL(`/admin${attachment}`, site.url), { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/login");
  });
});
