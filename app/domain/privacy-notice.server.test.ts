import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import {
  createSeededDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { HEALTH, storedQuote } from "../../tests/support/inquiries.ts";
import { DEFAULT_PRIVACY_NOTICE } from "../content/privacy-notice.ts";
import type { Db } from "../db/schema.ts";
import { ConflictError, ValidationError } from "./errors.ts";
import { getPrivacyNotice, updatePrivacyNotice } from "./privacy-notice.server.ts";
import { receiveQuote } from "./quote-intake.server.ts";

const BODY = "We keep your data safe.\n\n## Your rights\nAsk us what we hold.";

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected the save to fail");
    },
    (error: unknown) => error,
  );
}

describe.each(testEngines())("the privacy notice on %s", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    database = await createSeededDatabase(engine);
    db = database.db;
  });
  afterEach(() => database.drop());

  test("until the office writes one, the built-in notice is version 1", async () => {
    expect(await getPrivacyNotice(db)).toEqual({
      title: DEFAULT_PRIVACY_NOTICE.title,
      body: DEFAULT_PRIVACY_NOTICE.body,
      version: 1,
      updatedAt: null,
    });
  });

  test("each save is a new version, with the time it was saved", async () => {
    const first = await updatePrivacyNotice(
      db,
      { title: "  Our privacy notice ", body: BODY, version: "1" },
      actorNamed("office"),
    );
    expect(first).toMatchObject({ title: "Our privacy notice", body: BODY, version: 2 });
    expect(Date.parse(first.updatedAt ?? "")).not.toBeNaN();
    const second = await updatePrivacyNotice(
      db,
      { title: "Privacy", body: `${BODY}\n\nUpdated.`, version: 2 },
      actorNamed("office"),
    );
    expect(second).toMatchObject({ title: "Privacy", version: 3 });
    expect(await getPrivacyNotice(db)).toEqual(second);
  });

  test("a consent given after a save records the new version", async () => {
    await updatePrivacyNotice(
      db,
      { title: "Privacy", body: BODY, version: 1 },
      actorNamed("office"),
    );
    const { inquiry } = await storedQuote(db, receiveQuote(db, "health-tourism", HEALTH));
    expect(inquiry.consents).toEqual([
      { kind: "health-data", givenAt: inquiry.createdAt, noticeVersion: 2, noticeLanguage: "en" },
    ]);
  });

  test("a save over someone else's is refused and changes nothing", async () => {
    await updatePrivacyNotice(db, { title: "Theirs", body: BODY, version: 1 }, actorNamed("carol"));
    const error = await failure(
      updatePrivacyNotice(db, { title: "Mine", body: BODY, version: 1 }, actorNamed("office")),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect(await getPrivacyNotice(db)).toMatchObject({ title: "Theirs", version: 2 });
  });

  test("an empty title or notice is refused beside its field and changes nothing", async () => {
    const error = await failure(
      updatePrivacyNotice(db, { title: " ", body: "", version: 1 }, actorNamed("office")),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({
      title: ["Enter a title."],
      body: ["Enter the notice."],
    });
    const tooLong = await failure(
      updatePrivacyNotice(db, { title: "Privacy", body: "x".repeat(50_001) }, actorNamed("office")),
    );
    expect((tooLong as ValidationError).fieldErrors).toEqual({
      body: ["Keep the notice to 50000 characters or fewer."],
    });
    expect(await getPrivacyNotice(db)).toMatchObject({ version: 1, updatedAt: null });
  });
});
