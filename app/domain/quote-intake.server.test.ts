import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import {
  HEALTH,
  LOGISTICS,
  MATERIALS,
  PDF,
  proofAt,
  storedQuote,
  T0,
} from "../../tests/support/inquiries.ts";
import { ValidationError } from "./errors.ts";
import { readAttachment } from "./inquiry-attachments.server.ts";
import { listInquiries } from "./inquiry-inbox.server.ts";
import { receiveQuote } from "./quote-intake.server.ts";

describe.each(testEngines())("quote intake on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database?.drop());

  const proof = (at = T0) => proofAt(database.db, at);

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

  test("a quote request sent with a proof already used is held as a replay, with no mail and no file kept", async () => {
    const submission = await proof();
    const first = await storedQuote(
      database.db,
      receiveQuote(database.db, "logistics", LOGISTICS, [], submission, T0),
    );
    const files = [{ name: "echo.pdf", type: "application/pdf", bytes: PDF }];
    const replay = await storedQuote(
      database.db,
      receiveQuote(database.db, "health-tourism", HEALTH, files, submission, T0),
    );
    expect(first.inquiry.spam).toBeNull();
    expect(replay.inquiry).toMatchObject({ spam: "replayed-proof", leadStatus: "spam" });
    expect(replay.reference).toMatch(/^HT-2026-\d{4}$/);
    expect(replay.inquiry.attachments.map((file) => file.kept)).toEqual([false]);
    const mails = await database.db
      .selectFrom("outbox")
      .select("message_id")
      .where("message_id", "=", replay.inquiry._id)
      .execute();
    expect(mails).toEqual([]);
  });
});
