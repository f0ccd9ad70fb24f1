import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { EDITOR } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { HEALTH, LOGISTICS, MATERIALS, storedQuote } from "../../tests/support/inquiries.ts";
import { ValidationError } from "./errors.ts";
import { issueFormProof } from "./form-proof.server.ts";
import {
  checkAttachments,
  countNewByLine,
  getInquiry,
  listInquiries,
  readAttachment,
  receiveQuote,
  updateInquiry,
} from "./inquiries.server.ts";
import { receiveMessage } from "./messages.server.ts";
import { createUser } from "./users.server.ts";

const T0 = Date.parse("2026-11-24T09:00:00.000Z");
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe.each(testEngines())("inquiries on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database?.drop());

  async function proof(at = T0) {
    return { proof: await issueFormProof(database.db, at - 60_000) };
  }

  test("a quote request gets the next reference of its line and year", async () => {
    const first = await storedQuote(
      database.db,
      receiveQuote(database.db, "logistics", LOGISTICS, [], await proof(), T0),
    );
    const second = await storedQuote(
      database.db,
      receiveQuote(database.db, "logistics", LOGISTICS, [], await proof(), T0),
    );
    const health = await storedQuote(
      database.db,
      receiveQuote(database.db, "health-tourism", HEALTH, [], await proof(), T0),
    );
    expect([first.reference, second.reference, health.reference]).toEqual([
      "LG-2026-0001",
      "LG-2026-0002",
      "HT-2026-0001",
    ]);
    expect(first.inquiry).toMatchObject({
      line: "logistics",
      leadStatus: "new",
      status: "unread",
      name: "Joseph Flomo",
      subject: "Logistics quote: Mersin to Monrovia, Sea, full container 40 ft",
      spam: null,
    });
    expect(first.inquiry.details).toContainEqual({ label: "Incoterm", value: "CIF" });
  });

  test("twenty requests at once get twenty different numbers", async () => {
    const given = await Promise.all(
      Array.from({ length: 20 }, async () =>
        receiveQuote(database.db, "building-materials", MATERIALS, [], await proof(), T0),
      ),
    );
    const references = new Set(given.map((quote) => quote.reference));
    expect(references.size).toBe(20);
    expect(references).toContain("BM-2026-0020");
  });

  test("the materials form drops blank rows and needs at least one product", async () => {
    const { inquiry } = await storedQuote(
      database.db,
      receiveQuote(database.db, "building-materials", MATERIALS, [], await proof(), T0),
    );
    expect(inquiry.answers).toMatchObject({ items: [{ unit: "bags" }, { unit: "m²" }] });
    const error = await receiveQuote(database.db, "building-materials", {
      ...MATERIALS,
      items: { "0": { product: "", quantity: "", unit: "" } },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors.items).toEqual([
      "Enter at least one product, its quantity and unit.",
    ]);
  });

  test("health data needs its consent, which is stored with the notice's version", async () => {
    const refused = await receiveQuote(database.db, "health-tourism", {
      ...HEALTH,
      consentHealthData: undefined,
    }).catch((caught: unknown) => caught);
    expect((refused as ValidationError).fieldErrors.consentHealthData?.[0]).toMatch(
      /Tick this box/,
    );

    const { inquiry } = await storedQuote(
      database.db,
      receiveQuote(
        database.db,
        "health-tourism",
        HEALTH,
        [{ name: "echo.pdf", type: "application/pdf", bytes: PDF }],
        await proof(),
        T0,
      ),
    );
    expect(inquiry.consents).toEqual([
      { kind: "health-data", givenAt: new Date(T0).toISOString(), noticeVersion: 1 },
    ]);
    expect(inquiry.attachments).toEqual([
      expect.objectContaining({ fileName: "echo.pdf", contentType: "application/pdf" }),
    ]);
    const file = await readAttachment(database.db, inquiry._id, inquiry.attachments[0]?._id ?? "");
    expect(Buffer.from(file.bytes).equals(Buffer.from(PDF))).toBe(true);
  });

  test("a file that is not what its name says is refused, and nothing is stored", async () => {
    const error = await receiveQuote(
      database.db,
      "health-tourism",
      HEALTH,
      [{ name: "report.pdf", type: "application/pdf", bytes: new TextEncoder().encode("MZ…") }],
      await proof(),
      T0,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors.reports?.[0]).toBe(
      '"report.pdf" is not a PDF, JPEG or PNG file (its content is something else). Send medical reports as PDF, JPEG or PNG.',
    );
    expect((await listInquiries(database.db)).total).toBe(0);
  });

  test("attachments: five at most, named as what they are", () => {
    const pdf = { name: "a.pdf", type: "application/pdf", bytes: PDF };
    expect(() => checkAttachments(Array.from({ length: 6 }, () => pdf))).toThrow(
      "Attach at most 5 files.",
    );
    expect(() => checkAttachments([{ name: "scan.pdf", type: "image/png", bytes: PNG }])).toThrow(
      /is a PNG file but its name says otherwise/,
    );
    expect(checkAttachments([{ name: "C:\\scans\\x-ray.png", type: "", bytes: PNG }])).toEqual([
      { name: "x-ray.png", type: "image/png", bytes: PNG },
    ]);
  });

  test("a request sent twice with one submission id is stored once", async () => {
    const submission = { ...(await proof()), submissionId: "5b7f3c1e-aaaa-bbbb-cccc-1234567890ab" };
    const first = await storedQuote(
      database.db,
      receiveQuote(database.db, "logistics", LOGISTICS, [], submission, T0),
    );
    const again = await storedQuote(
      database.db,
      receiveQuote(database.db, "logistics", LOGISTICS, [], submission, T0),
    );
    expect(again.reference).toBe(first.reference);
    expect((await listInquiries(database.db)).total).toBe(1);
  });

  test("the office sets status, assignee and notes; search, filters and counts follow", async () => {
    const created = await createUser(
      database.db,
      {
        username: "office",
        password: "long enough pw",
      },
      EDITOR,
    );
    const user = created;
    const quote = await storedQuote(
      database.db,
      receiveQuote(database.db, "logistics", LOGISTICS, [], await proof(), T0),
    );
    await receiveQuote(database.db, "health-tourism", HEALTH, [], await proof(), T0);
    await receiveMessage(
      database.db,
      { name: "Ama", email: "ama@example.com", subject: "Hi", message: "Hello" },
      await proof(),
      T0,
    );
    expect(await countNewByLine(database.db)).toEqual({
      "health-tourism": 1,
      logistics: 1,
      "building-materials": 0,
      general: 1,
    });

    const updated = await updateInquiry(
      database.db,
      quote.inquiry._id,
      { status: "quoted", assigneeId: user._id, note: "Sent 40 ft CIF price: USD 4,200." },
      user,
    );
    expect(updated).toMatchObject({
      leadStatus: "quoted",
      assignee: { _id: user._id, username: user.username },
      notes: [{ authorName: user.username, text: "Sent 40 ft CIF price: USD 4,200." }],
    });

    const byReference = await listInquiries(database.db, { q: "lg-2026-0001" });
    expect(byReference.items.map((item) => item.reference)).toEqual(["LG-2026-0001"]);
    expect((await listInquiries(database.db, { q: "100%" })).total).toBe(0);
    expect((await listInquiries(database.db, { line: "general" })).total).toBe(1);
    expect((await listInquiries(database.db, { lead: "quoted" })).total).toBe(1);
    expect((await listInquiries(database.db, { assignee: user._id })).total).toBe(1);
    expect((await listInquiries(database.db, { status: "unread" })).total).toBe(2);
    expect((await countNewByLine(database.db)).logistics).toBe(0);
    expect((await getInquiry(database.db, quote.inquiry._id)).isRead).toBe(true);
    await receiveQuote(
      database.db,
      "logistics",
      { ...LOGISTICS, email: "joseph_flomo@example.com", cargo: "Tiles, 100% porcelain" },
      [],
      await proof(),
      T0,
    );
    // Typed % and _ are matched as themselves, not as wildcards.
    expect((await listInquiries(database.db, { q: "joseph_flomo" })).total).toBe(1);
    expect((await listInquiries(database.db, { q: "100% porc" })).total).toBe(1);
    expect((await listInquiries(database.db, { q: "joseph%flomo" })).total).toBe(0);
  });

  test("the inbox has 50 to a page", async () => {
    for (let index = 0; index < 51; index++) {
      await receiveMessage(
        database.db,
        { name: `N${index}`, email: "n@example.com", subject: "Hi", message: "Hello" },
        await proof(),
        T0 + index,
      );
    }
    const first = await listInquiries(database.db);
    const second = await listInquiries(database.db, { page: "2" });
    expect([first.items.length, first.pages, second.items.length]).toEqual([50, 2, 1]);
    expect(second.items[0]?.name).toBe("N0");
  });
});
