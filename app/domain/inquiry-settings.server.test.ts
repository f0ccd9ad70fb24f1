import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import {
  createSeededDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import type { Db } from "../db/schema.ts";
import { ConflictError, ValidationError } from "./errors.ts";
import { DEFAULT_TREATMENTS } from "./inquiries.model.ts";
import { quoteSchema } from "./inquiries.schema.ts";
import {
  DEFAULT_INQUIRY_SETTINGS,
  getInquirySettings,
  updateInquirySettings,
} from "./inquiry-settings.server.ts";
import { readQuoteTerms } from "./quote-intake.server.ts";

const SETTINGS = {
  notify: { "health-tourism": "health@example.com", logistics: "", "building-materials": "" },
  treatments: "Cardiology\nDental treatment",
  retentionMonths: "12",
};

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected the save to fail");
    },
    (error: unknown) => error,
  );
}

describe.each(testEngines())("inquiry settings on %s", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    database = await createSeededDatabase(engine);
    db = database.db;
  });
  afterEach(() => database.drop());

  test("until saved: no line addresses, the built-in treatments, 12 months, Monrovia's time, version 0", async () => {
    expect(await getInquirySettings(db)).toEqual({
      notify: { "health-tourism": "", logistics: "", "building-materials": "" },
      treatments: [...DEFAULT_TREATMENTS],
      retentionMonths: 12,
      timeZone: "Africa/Monrovia",
      version: 0,
    });
    expect(DEFAULT_INQUIRY_SETTINGS.retentionMonths).toBe(12);
  });

  test("a save is cleaned as the form's rules say, reads back, and counts versions", async () => {
    const saved = await updateInquirySettings(
      db,
      {
        ...SETTINGS,
        notify: { ...SETTINGS.notify, logistics: "  cargo@example.com " },
        treatments: " Cardiology \r\n\n  Dental treatment\n",
        retentionMonths: "6",
        timeZone: "America/New_York",
      },
      actorNamed("office"),
    );
    expect(saved).toEqual({
      notify: {
        "health-tourism": "health@example.com",
        logistics: "cargo@example.com",
        "building-materials": "",
      },
      treatments: ["Cardiology", "Dental treatment"],
      retentionMonths: 6,
      timeZone: "America/New_York",
      version: 1,
    });
    expect(await getInquirySettings(db)).toEqual(saved);
    const again = await updateInquirySettings(
      db,
      { ...SETTINGS, version: "1" },
      actorNamed("office"),
    );
    expect(again).toMatchObject({ retentionMonths: 12, version: 2 });
  });

  test("the health form offers the office's treatments, and refuses one no longer listed", async () => {
    await updateInquirySettings(
      db,
      { ...SETTINGS, treatments: "Hair transplant" },
      actorNamed("office"),
    );
    const schema = quoteSchema("health-tourism", (await readQuoteTerms(db)).treatments);
    const treatmentOf = (treatment: string) =>
      schema.safeParse({ treatment }).error?.issues.some((issue) => issue.path[0] === "treatment");
    expect(treatmentOf("Hair transplant")).toBe(false);
    expect(treatmentOf("Cardiology (heart)")).toBe(true);
  });

  test("wrong addresses, no treatments and months out of range are refused beside their fields", async () => {
    const error = await failure(
      updateInquirySettings(
        db,
        {
          notify: { logistics: "not an address" },
          treatments: " \n ",
          retentionMonths: "0",
          timeZone: "Liberia/Monrovia",
        },
        actorNamed("office"),
      ),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({
      "notify.logistics": ["Enter a valid e-mail address, like name@example.com."],
      treatments: ["Enter at least one treatment or specialty."],
      retentionMonths: ["Keep attachments at least 1 month."],
      timeZone: ["Choose a time zone from the list."],
    });
    for (const [months, message] of [
      ["1.5", "Enter a whole number of months."],
      ["121", "Keep attachments at most 120 months."],
      ["many", "Enter the number of months."],
    ]) {
      const refused = await failure(
        updateInquirySettings(db, { ...SETTINGS, retentionMonths: months }, actorNamed("office")),
      );
      expect((refused as ValidationError).fieldErrors).toEqual({ retentionMonths: [message] });
    }
    expect((await getInquirySettings(db)).version).toBe(0);
  });

  test("a save over someone else's is refused and changes nothing", async () => {
    await updateInquirySettings(db, { ...SETTINGS, version: "0" }, actorNamed("carol"));
    // Both opened the built-in settings: the second first save would overwrite the first.
    const first = await failure(
      updateInquirySettings(
        db,
        { ...SETTINGS, retentionMonths: "3", version: "0" },
        actorNamed("office"),
      ),
    );
    expect(first).toBeInstanceOf(ConflictError);
    await updateInquirySettings(
      db,
      { ...SETTINGS, retentionMonths: "24", version: 1 },
      actorNamed("carol"),
    );
    const error = await failure(
      updateInquirySettings(
        db,
        { ...SETTINGS, retentionMonths: "3", version: 1 },
        actorNamed("office"),
      ),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect(await getInquirySettings(db)).toMatchObject({ retentionMonths: 24, version: 2 });
  });
});
