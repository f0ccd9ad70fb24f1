import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { actorNamed, EDITOR } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { everyRowAsText, plainForms } from "../../tests/support/erasure.ts";
import { HEALTH, LOGISTICS, MATERIALS, storedQuote } from "../../tests/support/inquiries.ts";
import { listAuditLog } from "./audit.server.ts";
import { ValidationError } from "./errors.ts";
import { issueFormProof } from "./form-proof.server.ts";
import { getInquiry } from "./inquiry-inbox.server.ts";
import { updateInquirySettings } from "./inquiry-settings.server.ts";
import { updateInquiry } from "./inquiry-updates.server.ts";
import { markMessageRead } from "./messages.server.ts";
import {
  addressHash,
  deleteExpiredAttachments,
  erasePersonalData,
  erasureSummary,
  exportPersonalData,
  findPrivacyRequests,
  listPrivacyLog,
} from "./privacy.server.ts";
import { receiveQuote } from "./quote-intake.server.ts";
import { receiveMessage } from "./submissions.server.ts";
import { createUser } from "./users.server.ts";

const T0 = Date.parse("2026-11-24T09:00:00.000Z");
const PDF = new TextEncoder().encode("%PDF-1.7\n%%EOF\n");
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every file of a SQLite database (the file, its write-ahead log), as text: deleted rows left in
 * free space or in the log's older pages would still be readable there.
 */
function sqliteFilesAsText(database: TestDatabase): string {
  const dataDir = database.env.DATA_DIR as string;
  return readdirSync(dataDir)
    .map((file) => readFileSync(path.join(dataDir, file)).toString("latin1"))
    .join("\n")
    .toLowerCase();
}

describe.each(testEngines())("privacy on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database?.drop());

  async function proof() {
    return { proof: await issueFormProof(database.db, T0 - 60_000) };
  }

  /** Musu's health request with a report, a message of hers, and Joseph's request naming her. */
  async function arrange() {
    const office = await createUser(
      database.db,
      {
        username: "office",
        password: "long enough pw",
      },
      EDITOR,
    );
    const health = await storedQuote(
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
    const message = await receiveMessage(
      database.db,
      { name: "Musu", email: "MUSU@example.com", subject: "Visa", message: "Any news?" },
      await proof(),
      T0,
    );
    const other = await storedQuote(
      database.db,
      receiveQuote(
        database.db,
        "logistics",
        { ...LOGISTICS, cargo: "Medical supplies for musu@example.com's clinic" },
        [],
        await proof(),
        T0,
      ),
    );
    await updateInquiry(
      database.db,
      other.inquiry._id,
      { note: "Cc musu@example.com on the quote" },
      office,
    );
    return { office, health, message, other };
  }

  test("export gathers every inquiry of the address, with its files, and is logged", async () => {
    const { health } = await arrange();
    const exported = await exportPersonalData(
      database.db,
      { email: "Musu@Example.com" },
      actorNamed("office"),
    );
    expect(exported.email).toBe("musu@example.com");
    expect(exported.inquiries.map((inquiry) => inquiry.subject)).toEqual([
      health.inquiry.subject,
      "Visa",
    ]);
    const [report] = exported.inquiries[0]?.attachments ?? [];
    expect(Buffer.from(report?.base64 ?? "", "base64").equals(Buffer.from(PDF))).toBe(true);
    expect(await listPrivacyLog(database.db)).toEqual([
      expect.objectContaining({
        kind: "export",
        subject: "a person's address",
        actor: "office",
        summary: "Exported 2 inquiries.",
      }),
    ]);
    const exports = await listAuditLog(database.db, { kind: "export" });
    expect(exports.items).toMatchObject([
      {
        actor: { username: "office" },
        summary: "Exported the personal data of a person (2 inquiries)",
      },
    ]);
  });

  test("erase leaves no row holding the address, and the log says what was done", async () => {
    const { office, message, other } = await arrange();
    await markMessageRead(database.db, message._id, office);
    expect(await everyRowAsText(database.db)).toContain("musu@example.com");

    const erased = await erasePersonalData(
      database.db,
      { email: "musu@example.com" },
      actorNamed("office"),
    );
    expect(erased).toEqual({
      inquiries: 2,
      attachments: 1,
      queuedMails: 3,
      mentions: 2,
      notesToReview: [
        {
          inquiryId: other.inquiry._id,
          label: other.reference,
          link: `/admin/messages?q=${other.reference}`,
          mentions: ["address"],
        },
      ],
    });
    expect(await everyRowAsText(database.db)).not.toContain("musu@example.com");
    // On SQLite not even the bytes are left on disk. PostgreSQL keeps old row versions until
    // vacuum, out of the app's hands (decision 038).
    if (engine === "sqlite") {
      expect(sqliteFilesAsText(database)).not.toContain("musu@example.com");
    }

    const kept = await getInquiry(database.db, other.inquiry._id);
    expect(kept.message).toContain("Medical supplies for [erased]'s clinic");
    expect(kept.notes[0]?.text).toBe("Cc [erased] on the quote");
    const [entry] = await listPrivacyLog(database.db);
    expect(entry).toMatchObject({
      kind: "erase",
      subject: "an erased address",
      summary:
        "Erased 2 inquiries, 1 attachment, 3 queued mails; the address removed from 2 other records. Notes on 1 other inquiry to review.",
      notesToReview: erased.notesToReview,
    });
    const stored = await database.db.selectFrom("privacy_log").select("subject").execute();
    expect(stored).toEqual([{ subject: await addressHash(database.db, "Musu@Example.com ") }]);
    // The audit log keeps what was done to her message, no longer her name; Joseph's request
    // keeps its reference. The erasure is in it, naming no one, pointing at the privacy log's.
    const { items } = await listAuditLog(database.db);
    expect(items.map((item) => item.summary)).toEqual([
      "Erased the personal data of a person (2 inquiries, 1 attachment, 3 queued mails; the address removed from 2 other records)",
      "Updated the message from [erased] (marked read)",
      `Updated the quote request ${other.reference} (note added)`,
      "Created the user office (Administrator)",
    ]);
    expect(items[0]?.item.id).toBe(entry?._id);
  });

  test("no plain digest of an erased address is left: the logs keep a keyed hash", async () => {
    await arrange();
    await exportPersonalData(database.db, { email: "musu@example.com" }, actorNamed("office"));
    await erasePersonalData(database.db, { email: "musu@example.com" }, actorNamed("office"));
    const rows = await everyRowAsText(database.db);
    const files = engine === "sqlite" ? sqliteFilesAsText(database) : "";
    for (const form of plainForms("musu@example.com")) {
      expect(rows).not.toContain(form);
      expect(files).not.toContain(form);
    }
    // The log's value is the site's own: keyed, it differs from one site (key) to another.
    const keyed = await addressHash(database.db, "musu@example.com");
    expect(keyed).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    const elsewhere = await createMigratedDatabase(engine);
    try {
      expect(await addressHash(elsewhere.db, "musu@example.com")).not.toBe(keyed);
    } finally {
      await elsewhere.drop();
    }
    // The office can still show that her requests were carried out, by her address alone.
    const found = await findPrivacyRequests(database.db, { email: " MUSU@example.com" });
    expect(found.map((entry) => entry.kind)).toEqual(["erase", "export"]);
    expect(await findPrivacyRequests(database.db, { email: "joseph@example.com" })).toEqual([]);
  });

  test("notes on other inquiries that give the phone number are listed, not changed", async () => {
    const { office, other } = await arrange();
    const materials = await storedQuote(
      database.db,
      receiveQuote(database.db, "building-materials", MATERIALS, [], await proof(), T0),
    );
    // Musu's number (+231 77 123 4567) as staff write it, and numbers that are not hers.
    const notes = [
      [other.inquiry._id, "Her sister rang from 077-123-4567 about the shipment."],
      [materials.inquiry._id, "Same family: call (+231) 771 234 567."],
      [materials.inquiry._id, "Driver: +231 88 555 0101; 40 bags of 1234567 cement"],
    ] as const;
    for (const [id, note] of notes) await updateInquiry(database.db, id, { note }, office);

    const erased = await erasePersonalData(
      database.db,
      { email: "musu@example.com" },
      actorNamed("office"),
    );
    expect(erased.notesToReview).toEqual([
      {
        inquiryId: materials.inquiry._id,
        label: materials.reference,
        link: `/admin/messages?q=${materials.reference}`,
        mentions: ["phone"],
      },
      {
        inquiryId: other.inquiry._id,
        label: other.reference,
        link: `/admin/messages?q=${other.reference}`,
        mentions: ["phone", "address"],
      },
    ]);
    expect(erasureSummary(erased)).toBe(
      "Erased 2 inquiries and 1 file; the address was removed from 2 other records. Staff notes on 2 other inquiries mention their phone number or address: check and edit them (listed in the log).",
    );
    const kept = (await getInquiry(database.db, materials.inquiry._id)).notes.map((n) => n.text);
    expect(kept).toEqual(expect.arrayContaining([notes[1][1], notes[2][1]]));
    const [entry] = await listPrivacyLog(database.db);
    expect(entry?.notesToReview).toEqual(erased.notesToReview);
  });

  test("an address with an underscore is found and erased where others mention it", async () => {
    const office = await createUser(
      database.db,
      {
        username: "office",
        password: "long enough pw",
      },
      EDITOR,
    );
    const other = await storedQuote(
      database.db,
      receiveQuote(database.db, "logistics", LOGISTICS, [], await proof(), T0),
    );
    await updateInquiry(
      database.db,
      other.inquiry._id,
      { note: "Also write to musu_k@example.com" },
      office,
    );
    const erased = await erasePersonalData(
      database.db,
      { email: "musu_k@example.com" },
      actorNamed("office"),
    );
    expect(erased.mentions).toBe(1);
    expect(await everyRowAsText(database.db)).not.toContain("musu_k@example.com");
  });

  test("a request without a valid address changes nothing", async () => {
    await arrange();
    const error = await erasePersonalData(
      database.db,
      { email: "not an address" },
      actorNamed("office"),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(await listPrivacyLog(database.db)).toEqual([]);
    expect((await listAuditLog(database.db, { kind: "erase" })).total).toBe(0);
  });

  test("attachments of inquiries closed longer than the retention go, open ones stay", async () => {
    const office = await createUser(
      database.db,
      {
        username: "office",
        password: "long enough pw",
      },
      EDITOR,
    );
    const actor = office;
    const file = [{ name: "scan.pdf", type: "application/pdf", bytes: PDF }];
    const closedReport = "%PDF-1.7\n% the echo of a closed inquiry\n%%EOF\n";
    const closed = await storedQuote(
      database.db,
      receiveQuote(
        database.db,
        "health-tourism",
        HEALTH,
        [
          {
            name: "echo.pdf",
            type: "application/pdf",
            bytes: new TextEncoder().encode(closedReport),
          },
        ],
        await proof(),
        T0,
      ),
    );
    const open = await storedQuote(
      database.db,
      receiveQuote(database.db, "health-tourism", HEALTH, file, await proof(), T0),
    );
    await updateInquiry(database.db, closed.inquiry._id, { status: "lost" }, actor);
    await updateInquirySettings(
      database.db,
      { notify: {}, treatments: "Cardiology (heart)", retentionMonths: 1 },
      actorNamed("office"),
    );

    expect(await deleteExpiredAttachments(database.db, Date.now() + 20 * DAY_MS)).toBe(0);
    expect(await deleteExpiredAttachments(database.db, Date.now() + 40 * DAY_MS)).toBe(1);
    expect((await getInquiry(database.db, closed.inquiry._id)).attachments).toEqual([]);
    expect((await getInquiry(database.db, open.inquiry._id)).attachments).toHaveLength(1);
    if (engine === "sqlite") {
      expect(sqliteFilesAsText(database)).not.toContain("the echo of a closed inquiry");
    }
    const [entry] = await listPrivacyLog(database.db);
    expect(entry).toMatchObject({
      kind: "retention",
      summary: `Deleted 1 attachment of ${closed.reference} (kept 1 months after closing).`,
    });
  });

  test("a retention entry names the first twenty requests and counts the others", async () => {
    const actor = actorNamed("office");
    const file = [{ name: "scan.pdf", type: "application/pdf", bytes: PDF }];
    const references: string[] = [];
    for (let n = 0; n < 22; n++) {
      const { inquiry, reference } = await storedQuote(
        database.db,
        receiveQuote(database.db, "health-tourism", HEALTH, file, await proof(), T0),
      );
      await updateInquiry(database.db, inquiry._id, { status: "lost" }, actor);
      references.push(reference);
    }
    await updateInquirySettings(
      database.db,
      { notify: {}, treatments: "Cardiology (heart)", retentionMonths: 1 },
      actor,
    );
    expect(await deleteExpiredAttachments(database.db, Date.now() + 40 * DAY_MS)).toBe(22);
    const [entry] = await listPrivacyLog(database.db);
    expect(entry?.summary).toContain("Deleted 22 attachments of ");
    expect(entry?.summary).toContain("and 2 other requests (kept 1 months after closing).");
    expect(references.filter((reference) => entry?.summary.includes(reference))).toHaveLength(20);
  });
});
