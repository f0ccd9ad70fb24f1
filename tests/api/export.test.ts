import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  getInquirySettings,
  updateInquirySettings,
} from "../../app/domain/inquiry-settings.server.ts";
import { receiveQuote } from "../../app/domain/quote-intake.server.ts";
import { actorNamed } from "../support/actors.ts";
import { testEngines } from "../support/databases.ts";
import { startTestSite, type TestSite } from "../support/fixtures.ts";
import { call } from "../support/http.ts";
import { LOGISTICS, storedQuote } from "../support/inquiries.ts";

const VALID = { name: "Çağrı Öztürk", email: "cagri@example.com", phone: "+231 770 123 456" };
const HEADERS = [
  "Received",
  "Reference",
  "Line",
  "Lead status",
  "Assignee",
  "Status",
  "Name",
  "Email",
  "Phone",
  "Subject",
  "Message",
  "Reply",
];
/** A row's cell under `header`. */
function cell(row: unknown[], header: string): unknown {
  return row[[...HEADERS, "Replied"].indexOf(header)];
}
const FORMULAS = [
  '=HYPERLINK("http://evil")',
  "+1 call me",
  "@SUM(A1)",
  "-2 bags",
  ";cmd",
  "|calc",
  "＝1+1",
];

describe.each(testEngines())("the inbox exports on %s", (engine) => {
  let site: TestSite;
  let cookie: string;
  let adminId: string;
  const marker = `Export ${Date.now()}`;

  beforeAll(async () => {
    site = await startTestSite(engine);
    cookie = await site.signIn();
    const me = await call<{ user: { _id: string } }>(site.url, "GET", "/api/auth/me", { cookie });
    adminId = me.body.user._id;
    for (const message of FORMULAS) {
      const sent = await call(site.url, "POST", "/api/contact", {
        json: { ...VALID, subject: marker, message, formProof: await site.formProof() },
      });
      expect(sent.status).toBe(201);
    }
  });
  afterAll(() => site.close());

  function download(pathname: string) {
    return fetch(new URL(pathname, site.url), { headers: { cookie }, redirect: "manual" });
  }

  test("the CSV follows the filter, keeps every character and defuses formulas", async () => {
    const answer = await download("/admin/messages/export.csv?status=unread");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="messages-unread-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\n")[0]).toBe(`${HEADERS.join(",")},Replied`);
    expect(text.split("\n").filter((line) => line.includes(marker))).toHaveLength(FORMULAS.length);
    expect(text).toContain("Çağrı Öztürk");
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    for (const defused of ["'+1 call me", "'@SUM(A1)", "'-2 bags", "';cmd", "'|calc", "'＝1+1"]) {
      expect(text).toContain(defused);
    }

    const replied = await download("/admin/messages/export.csv?status=replied");
    expect(await replied.text()).not.toContain(marker);
  });

  test("the spreadsheet has typed text cells: no formula runs and the phone keeps its +", async () => {
    const answer = await download("/admin/messages/export.xlsx?status=unread");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="messages-unread-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const [header, ...rows] = await readSheet(Buffer.from(await answer.arrayBuffer()));
    expect(header).toEqual([...HEADERS, "Replied"]);
    const ours = rows.filter((row) => cell(row, "Subject") === marker);
    // A formula cell would read back as its (absent) result, not as the text the visitor typed.
    expect(ours.map((row) => cell(row, "Message")).sort()).toEqual([...FORMULAS].sort());
    for (const row of ours) {
      expect(cell(row, "Name")).toBe(VALID.name);
      expect(cell(row, "Phone")).toBe(VALID.phone);
      expect(cell(row, "Status")).toBe("unread");
      expect(cell(row, "Line")).toBe("General message");
      expect(cell(row, "Lead status")).toBe("New");
      const received = row[0];
      if (!(received instanceof Date)) throw new Error(`Received is not a date cell: ${received}`);
      expect(Math.abs(Date.now() - received.getTime())).toBeLessThan(10 * 60_000);
      expect(cell(row, "Replied")).toBeNull();
    }

    const replied = await download("/admin/messages/export.xlsx?status=replied");
    const [, ...repliedRows] = await readSheet(Buffer.from(await replied.arrayBuffer()));
    expect(repliedRows.some((row) => cell(row, "Subject") === marker)).toBe(false);
  });

  test("both exports carry the quote's line, lead status, reference and assignee", async () => {
    const { reference, inquiry } = await storedQuote(
      site.database.db,
      receiveQuote(site.database.db, "logistics", LOGISTICS, [], {
        proof: await site.formProof(),
      }),
    );
    const patched = await call(site.url, "PATCH", `/api/inquiries/${inquiry._id}`, {
      cookie,
      json: { status: "quoted", assigneeId: adminId },
    });
    expect(patched.status).toBe(200);

    // The inbox's line filter applies to the export too.
    const csv = await (await download("/admin/messages/export.csv?line=logistics")).text();
    expect(csv).toContain(`,${reference},Logistics,Quoted,office-admin,read,Joseph Flomo,`);
    expect(csv).not.toContain(marker);

    const sheet = await download("/admin/messages/export.xlsx?line=logistics");
    const [, ...rows] = await readSheet(Buffer.from(await sheet.arrayBuffer()));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(1, 7)).toEqual([
      reference,
      "Logistics",
      "Quoted",
      "office-admin",
      "read",
      LOGISTICS.name,
    ]);
  });

  test("a contact message in a line is in that line's exports, as a message: no reference", async () => {
    const subject = `Cement for Gbarnga ${Date.now()}`;
    const sent = await call(site.url, "POST", "/api/contact", {
      json: {
        ...VALID,
        subject,
        message: "200 bags, please.",
        line: "building-materials",
        formProof: await site.formProof(),
      },
    });
    expect(sent.status).toBe(201);

    const csv = await (await download("/admin/messages/export.csv?line=building-materials")).text();
    expect(csv).toContain(`,,Building Materials,New,,unread,${VALID.name},`);
    expect(csv).toContain(subject);
    expect(csv).not.toContain(marker);

    const sheet = await download("/admin/messages/export.xlsx?line=building-materials");
    const [, ...rows] = await readSheet(Buffer.from(await sheet.arrayBuffer()));
    expect(
      rows.map((row) => [cell(row, "Reference"), cell(row, "Line"), cell(row, "Subject")]),
    ).toEqual([[null, "Building Materials", subject]]);
  });

  test("both exports give times in the site's time zone; the spreadsheet's phone is plain text", async () => {
    const subject = `Time zone ${Date.now()}`;
    const sent = await call(site.url, "POST", "/api/contact", {
      json: {
        ...VALID,
        phone: "+231770123456",
        subject,
        message: "When did this arrive?",
        formProof: await site.formProof(),
      },
    });
    expect(sent.status).toBe(201);
    const { created_at: createdAt } = await site.database.db
      .selectFrom("inquiries")
      .select("created_at")
      .where("subject", "=", subject)
      .executeTakeFirstOrThrow();
    const received = new Date(createdAt);
    // Tokyo is 9 hours ahead of UTC all year; Monrovia is UTC.
    const inTokyo = new Date(received.getTime() + 9 * 3_600_000);
    const asText = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");
    const rowOf = (csv: string) => csv.split("\n").find((line) => line.includes(subject)) ?? "";

    expect((await getInquirySettings(site.database.db)).timeZone).toBe("Africa/Monrovia");
    const utc = await (await download("/admin/messages/export.csv?status=unread")).text();
    expect(rowOf(utc).startsWith(`${asText(received)},`)).toBe(true);

    const settings = await getInquirySettings(site.database.db);
    const save = (timeZone: string) =>
      updateInquirySettings(
        site.database.db,
        {
          notify: settings.notify,
          treatments: settings.treatments.join("\n"),
          retentionMonths: settings.retentionMonths,
          timeZone,
        },
        actorNamed("test"),
      );
    await save("Asia/Tokyo");
    try {
      const csv = await (await download("/admin/messages/export.csv?status=unread")).text();
      // The CSV still defuses a leading +: a spreadsheet would read the phone as a formula.
      expect(rowOf(csv)).toMatch(new RegExp(`^${asText(inTokyo)},.*,'\\+231770123456,`));

      const sheet = await download("/admin/messages/export.xlsx?status=unread");
      const [, ...rows] = await readSheet(Buffer.from(await sheet.arrayBuffer()));
      const row = rows.find((item) => cell(item, "Subject") === subject) ?? [];
      // Excel's dates have no zone: the cell holds the clock time in Tokyo, to the second (read
      // back as a fraction of a day, it may come back a hair under).
      const inCell = (cell(row, "Received") as Date).getTime();
      expect(Math.abs(inCell - Math.floor(inTokyo.getTime() / 1000) * 1000)).toBeLessThan(1000);
      // A text cell, as typed: not the number 231770123456, and no apostrophe.
      expect(cell(row, "Phone")).toBe("+231770123456");
    } finally {
      await save("Africa/Monrovia");
    }
  });

  test("neither export is given to someone who is not signed in", async () => {
    for (const pathname of ["/admin/messages/export.csv", "/admin/messages/export.xlsx"]) {
      const anonymous = await fetch(new URL(pathname, site.url), { redirect: "manual" });
      expect(anonymous.status, pathname).toBe(302);
      expect(anonymous.headers.get("location"), pathname).toBe("/admin/login");
    }
  });
});
