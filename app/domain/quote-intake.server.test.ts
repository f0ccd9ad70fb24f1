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
import { COMMAND_LINE } from "./audit.model.ts";
import { ConflictError, ValidationError } from "./errors.ts";
import { readAttachment } from "./inquiry-attachments.server.ts";
import { getInquiry, listInquiries } from "./inquiry-inbox.server.ts";
import { replyToMessage } from "./messages.server.ts";
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
      {
        kind: "health-data",
        givenAt: new Date(T0).toISOString(),
        noticeVersion: 1,
        noticeLanguage: "en",
      },
    ]);
    expect(inquiry.attachments).toEqual([
      expect.objectContaining({ fileName: "echo.pdf", contentType: "application/pdf" }),
    ]);
    const file = await readAttachment(database.db, inquiry._id, inquiry.attachments[0]?._id ?? "");
    expect(Buffer.from(file.bytes).equals(Buffer.from(PDF))).toBe(true);
  });

  test("a health request needs a phone number or an e-mail address; without an address only the office is mailed", async () => {
    const neither = await receiveQuote(database.db, "health-tourism", {
      ...HEALTH,
      phone: " ",
      email: "",
    }).catch((caught: unknown) => caught);
    expect(neither).toBeInstanceOf(ValidationError);
    expect((neither as ValidationError).fieldErrors).toEqual({
      phone: ["Enter a phone number or an e-mail address, so that we can answer you."],
    });
    expect((await listInquiries(database.db)).total).toBe(0);

    // As a browser posts the optional fields left blank.
    const phoneOnly = { ...HEALTH, email: "", city: "", language: "", contactChannel: "" };
    const received = await receiveQuote(
      database.db,
      "health-tourism",
      phoneOnly,
      [],
      await proof(),
      T0,
    );
    expect(received.confirmed).toBe(false);
    const { inquiry } = await storedQuote(database.db, Promise.resolve(received));
    expect(inquiry).toMatchObject({ email: "", phone: "+231 77 123 4567" });
    expect(inquiry.details).toContainEqual({ label: "E-mail", value: "Not given" });
    expect(inquiry.details).toContainEqual({ label: "City and country", value: "Liberia" });
    const mails = await database.db
      .selectFrom("outbox")
      .select("kind")
      .where("message_id", "=", inquiry._id)
      .execute();
    expect(mails).toEqual([{ kind: "notify" }]);
    // Nobody can be e-mailed a reply: it is refused, and nothing is kept of it.
    const reply = await replyToMessage(
      database.db,
      inquiry._id,
      { reply: "Hello" },
      COMMAND_LINE,
    ).catch((caught: unknown) => caught);
    expect(reply).toBeInstanceOf(ConflictError);
    expect((await getInquiry(database.db, inquiry._id)).reply).toBeNull();

    // An e-mail address alone will do too, and gets its confirmation.
    const mailed = await receiveQuote(
      database.db,
      "health-tourism",
      { ...HEALTH, phone: "" },
      [],
      await proof(),
      T0,
    );
    expect(mailed.confirmed).toBe(true);
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
