import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  createSeededDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { defaultContactInfo } from "../content/default-content.ts";
import { up as showTheSpecsHours } from "../db/migrations/20261124_0011_public_working_hours.ts";
import type { Db } from "../db/schema.ts";
import { answerTime } from "./contact-info.model.ts";
import type { ContactInfoInput } from "./contact-info.schema.ts";
import { getContactInfo, updateContactInfo } from "./contact-info.server.ts";
import { ConflictError, ValidationError } from "./errors.ts";

const ADMIN = actorNamed("admin");

const contact = (extra: Partial<ContactInfoInput> = {}): ContactInfoInput => ({
  address: "Broad Street 12",
  city: "Monrovia",
  country: "Liberia",
  phones: "+231 770 000 001",
  email: "office@example.com",
  workingHours: "Monday - Saturday 9:00 AM - 5:00 PM",
  ...extra,
});

const { version: _version, updatedAt: _updatedAt, ...builtInDetails } = defaultContactInfo;

describe.each(testEngines())("contact information on %s", (engine) => {
  describe("on a seeded database", () => {
    let database: TestDatabase;
    let db: Db;

    beforeEach(async () => {
      database = await createSeededDatabase(engine);
      db = database.db;
    });
    afterEach(() => database.drop());

    test("reads as seeded, at version 1", async () => {
      const info = await getContactInfo(db);
      expect(info).toMatchObject({ ...builtInDetails, version: 1 });
      expect(Date.parse(info.updatedAt)).not.toBeNaN();
    });

    test("a save is cleaned as the form's rules say and reads back as saved, by whom", async () => {
      const saved = await updateContactInfo(
        db,
        contact({
          address: "  Broad Street 12  ",
          phones: " +231 770 000 001, +231 886 000 002 ,, ",
          email: " office@example.com ",
          version: 1,
        }),
        ADMIN,
      );
      expect(saved).toEqual({
        address: "Broad Street 12",
        city: "Monrovia",
        country: "Liberia",
        phones: ["+231 770 000 001", "+231 886 000 002"],
        email: "office@example.com",
        whatsapp: "",
        workingHours: "Monday - Saturday 9:00 AM - 5:00 PM",
        answerDays: 1,
        mapUrl: "",
        description: "",
        version: 2,
        updatedAt: saved.updatedAt,
      });
      expect(await getContactInfo(db)).toEqual(saved);
      const row = await db
        .selectFrom("content_entries")
        .select(["title", "updated_by"])
        .where("page", "=", "contact")
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ title: "Contact Us", updated_by: ADMIN.username });
    });

    test("the built-in business hours are the spec's two lines", async () => {
      expect((await getContactInfo(db)).workingHours).toBe("Mon-Fri 8 AM-5 PM\nSat 9 AM-1 PM");
    });

    test("business hours keep one line per group of days, without blank lines or stray spaces", async () => {
      const saved = await updateContactInfo(
        db,
        contact({
          workingHours: "\r\n  Mon-Thu 8 AM-5 PM \r\n\r\n  Fri 8 AM-noon\nSun closed  \n",
        }),
        ADMIN,
      );
      expect(saved.workingHours).toBe("Mon-Thu 8 AM-5 PM\nFri 8 AM-noon\nSun closed");
      expect((await getContactInfo(db)).workingHours).toBe(saved.workingHours);
    });

    test("a database seeded with the old built-in hours gets the hours the pages showed, unless the office saved its own", async () => {
      const seededBefore = async (updatedBy: string | null) => {
        const { version: _v, updatedAt: _u, ...older } = defaultContactInfo;
        await db
          .updateTable("content_entries")
          .set({
            content: JSON.stringify({
              ...older,
              workingHours: "Monday - Friday 8:00 AM - 6:00 PM",
            }),
            updated_by: updatedBy,
          })
          .where("page", "=", "contact")
          .execute();
      };
      await seededBefore(ADMIN.username);
      await showTheSpecsHours(db as unknown as Kysely<unknown>);
      expect((await getContactInfo(db)).workingHours).toBe("Monday - Friday 8:00 AM - 6:00 PM");

      await seededBefore(null);
      await showTheSpecsHours(db as unknown as Kysely<unknown>);
      expect(await getContactInfo(db)).toMatchObject({ ...builtInDetails, version: 1 });
    });

    test("a map link and a description are kept when given", async () => {
      const saved = await updateContactInfo(
        db,
        contact({ mapUrl: "https://maps.example.com/?q=monrovia", description: "Ring twice." }),
        ADMIN,
      );
      expect(saved).toMatchObject({
        mapUrl: "https://maps.example.com/?q=monrovia",
        description: "Ring twice.",
      });
    });

    test("refused input names each wrong field, and nothing is saved", async () => {
      const refusal = updateContactInfo(
        db,
        {
          ...contact(),
          address: " ",
          phones: " , ",
          email: "office.example.com",
          mapUrl: "javascript:alert(1)",
          workingHours: undefined,
        },
        ADMIN,
      );
      await expect(refusal).rejects.toThrow(ValidationError);
      await expect(refusal).rejects.toThrow("Failed to update contact information.");
      await expect(refusal).rejects.toMatchObject({
        fieldErrors: {
          address: ["Enter the address."],
          phones: ["Enter at least one phone number."],
          email: ["Enter a valid e-mail address, like name@example.com."],
          workingHours: ["Enter the business hours."],
        },
      });
      await expect(refusal).rejects.toHaveProperty(["fieldErrors", "mapUrl"]);
      expect(await getContactInfo(db)).toMatchObject({ ...builtInDetails, version: 1 });
    });

    test("the answer time is a whole number of working days from 1 to 10; left out, it is one", async () => {
      expect((await updateContactInfo(db, contact({ answerDays: "3" }), ADMIN)).answerDays).toBe(3);
      for (const [typed, message] of [
        ["0", "Promise an answer within at least 1 working day."],
        ["11", "Promise an answer within at most 10 working days."],
        ["1.5", "Enter a whole number of working days."],
        ["soon", "Enter a number of working days."],
      ]) {
        await expect(
          updateContactInfo(db, contact({ answerDays: typed, version: 2 }), ADMIN),
        ).rejects.toHaveProperty(["fieldErrors", "answerDays"], [message]);
      }
      expect((await getContactInfo(db)).answerDays).toBe(3);
      const { answerDays: _left, ...withoutIt } = contact();
      expect((await updateContactInfo(db, { ...withoutIt, version: 2 }, ADMIN)).answerDays).toBe(1);
    });

    test("at most five phone numbers of at most 40 characters each are taken", async () => {
      await expect(
        updateContactInfo(db, contact({ phones: "1, 2, 3, 4, 5, 6" }), ADMIN),
      ).rejects.toHaveProperty(["fieldErrors", "phones"], ["Enter at most 5."]);
      await expect(
        updateContactInfo(db, contact({ phones: ["1".repeat(41)] }), ADMIN),
      ).rejects.toHaveProperty(
        ["fieldErrors", "phones.0"],
        ["Keep each phone number to 40 characters or fewer."],
      );
      const saved = await updateContactInfo(db, contact({ phones: "1, 2, 3, 4, 5" }), ADMIN);
      expect(saved.phones).toEqual(["1", "2", "3", "4", "5"]);
    });

    test("a WhatsApp number is kept as written, and an empty one hides WhatsApp", async () => {
      const saved = await updateContactInfo(
        db,
        contact({ whatsapp: " +231 (770) 123-456 " }),
        ADMIN,
      );
      expect(saved.whatsapp).toBe("+231 (770) 123-456");
      expect(await getContactInfo(db)).toEqual(saved);
      const cleared = await updateContactInfo(db, contact({ whatsapp: "" }), ADMIN);
      expect(cleared.whatsapp).toBe("");
      // Left out, as an older API client would: no WhatsApp either.
      expect((await updateContactInfo(db, contact(), ADMIN)).whatsapp).toBe("");
    });

    test.each([
      [
        "letters",
        "call +231 770 123 456",
        "Use only digits, spaces, +, - and brackets in the WhatsApp number.",
      ],
      [
        "a number without its country code",
        "770 123",
        "Enter the whole WhatsApp number with its country code: 8 to 15 digits.",
      ],
      [
        "more than 15 digits",
        "+231 770 123 456 789 0",
        "Enter the whole WhatsApp number with its country code: 8 to 15 digits.",
      ],
      [
        "more than 40 characters",
        `+231 ${"- ".repeat(20)}770 123 456`,
        "Keep the WhatsApp number to 40 characters or fewer.",
      ],
    ])(
      "a WhatsApp number with %s is refused with one clear message",
      async (_case, whatsapp, message) => {
        const refusal = updateContactInfo(db, contact({ whatsapp }), ADMIN);
        await expect(refusal).rejects.toThrow(ValidationError);
        await expect(refusal).rejects.toMatchObject({ fieldErrors: { whatsapp: [message] } });
        expect(await getContactInfo(db)).toMatchObject({ ...builtInDetails, version: 1 });
      },
    );

    test("a record stored before WhatsApp numbers existed reads with none", async () => {
      const { whatsapp: _whatsapp, version: _v, updatedAt: _u, ...older } = defaultContactInfo;
      await db
        .updateTable("content_entries")
        .set({ content: JSON.stringify({ ...older, city: "Buchanan" }), version: 4 })
        .where("page", "=", "contact")
        .execute();
      expect(await getContactInfo(db)).toEqual({
        ...builtInDetails,
        city: "Buchanan",
        whatsapp: "",
        version: 4,
        updatedAt: expect.any(String),
      });
    });

    test("a save from an older version is a conflict that keeps the other save", async () => {
      await updateContactInfo(db, contact({ city: "Paynesville", version: 1 }), ADMIN);
      const stale = updateContactInfo(db, contact({ city: "Buchanan", version: 1 }), ADMIN);
      await expect(stale).rejects.toThrow(ConflictError);
      await expect(stale).rejects.toThrow(/Someone else saved the contact information/);
      expect(await getContactInfo(db)).toMatchObject({ city: "Paynesville", version: 2 });

      // A save that sends no version (an API client) is not checked.
      const unchecked = await updateContactInfo(db, contact({ city: "Buchanan" }), ADMIN);
      expect(unchecked).toMatchObject({ city: "Buchanan", version: 3 });
    });

    test("stored details that cannot be read show the built-in ones, at the stored version", async () => {
      await db
        .updateTable("content_entries")
        .set({ content: JSON.stringify({ address: "Only an address" }), version: 7 })
        .where("page", "=", "contact")
        .execute();
      expect(await getContactInfo(db)).toMatchObject({ ...builtInDetails, version: 7 });
    });
  });

  describe("on an empty database", () => {
    let database: TestDatabase;
    let db: Db;

    beforeEach(async () => {
      database = await createMigratedDatabase(engine);
      db = database.db;
    });
    afterEach(() => database.drop());

    test("reads the built-in details, and the first save creates the record at version 1", async () => {
      expect(await getContactInfo(db)).toEqual(defaultContactInfo);
      const saved = await updateContactInfo(db, contact(), ADMIN);
      expect(saved).toMatchObject({ city: "Monrovia", version: 1 });
      expect(await getContactInfo(db)).toEqual(saved);
    });
  });
});

test("the answer time reads as a promise in words", () => {
  expect([1, 2, 10].map(answerTime)).toEqual([
    "one working day",
    "two working days",
    "ten working days",
  ]);
});
