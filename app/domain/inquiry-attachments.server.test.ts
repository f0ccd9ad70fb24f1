import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { EDITOR } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { HEALTH, PDF, proofAt, storedQuote, T0 } from "../../tests/support/inquiries.ts";
import { GoneError, ValidationError } from "./errors.ts";
import { checkAttachments, readAttachment } from "./inquiry-attachments.server.ts";
import { listInquiries } from "./inquiry-inbox.server.ts";
import { restoreInquiryFromSpam } from "./inquiry-updates.server.ts";
import { receiveQuote } from "./quote-intake.server.ts";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe.each(testEngines())("inquiry attachments on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database?.drop());

  const proof = (at = T0) => proofAt(database.db, at);

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

  test("a request held as spam keeps its files' names, sizes and types, not their bytes, and says so when it is restored", async () => {
    const files = [
      { name: "echo.pdf", type: "application/pdf", bytes: PDF },
      { name: "x-ray.png", type: "image/png", bytes: PNG },
    ];
    // Sent without the form's proof, as a script would.
    const held = await storedQuote(
      database.db,
      receiveQuote(database.db, "health-tourism", HEALTH, files, {}, T0),
    );
    expect(held.inquiry).toMatchObject({ spam: "no-proof", leadStatus: "spam" });
    expect(held.inquiry.attachments.map(({ _id, ...file }) => file)).toEqual([
      {
        fileName: "echo.pdf",
        contentType: "application/pdf",
        byteSize: PDF.byteLength,
        kept: false,
      },
      { fileName: "x-ray.png", contentType: "image/png", byteSize: PNG.byteLength, kept: false },
    ]);
    const stored = await database.db
      .selectFrom("inquiry_attachments")
      .select((eb) => eb.fn.sum<number | string>(eb.fn("length", ["bytes"])).as("bytes"))
      .executeTakeFirstOrThrow();
    expect(Number(stored.bytes)).toBe(0);
    const download = await readAttachment(
      database.db,
      held.inquiry._id,
      held.inquiry.attachments[0]?._id ?? "",
    ).catch((error: unknown) => error);
    expect(download).toBeInstanceOf(GoneError);
    expect(download).toHaveProperty("message", expect.stringMatching(/^This file was not kept/));

    const { inquiry, filesNotKept } = await restoreInquiryFromSpam(
      database.db,
      held.inquiry._id,
      EDITOR,
    );
    expect(inquiry).toMatchObject({ spam: null, leadStatus: "new" });
    expect(filesNotKept).toBe(
      "Held as spam: its files were not kept — 2 files, echo.pdf, x-ray.png; ask the sender to send them again.",
    );

    // A person's request keeps its files whole, and has nothing to say when restored.
    const genuine = await storedQuote(
      database.db,
      receiveQuote(database.db, "health-tourism", HEALTH, files, await proof(), T0),
    );
    expect(genuine.inquiry.attachments.map((file) => file.kept)).toEqual([true, true]);
    const file = await readAttachment(
      database.db,
      genuine.inquiry._id,
      genuine.inquiry.attachments[0]?._id ?? "",
    );
    expect(Buffer.from(file.bytes)).toEqual(Buffer.from(PDF));
    expect(
      (await restoreInquiryFromSpam(database.db, genuine.inquiry._id, EDITOR)).filesNotKept,
    ).toBeNull();
  });
});
