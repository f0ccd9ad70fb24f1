import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { ContentWrites } from "../../server/content-writes.ts";
import { actorNamed } from "../../tests/support/actors.ts";
import {
  createSeededDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { listAuditLog } from "./audit.server.ts";
import { ValidationError } from "./errors.ts";
import {
  isLanguageOn,
  languagesOn,
  offeredLanguage,
  switchLanguage,
} from "./site-languages.server.ts";

const ADMIN = actorNamed("ama");

describe.each(testEngines())("switching the site's languages on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createSeededDatabase(engine);
  });
  afterEach(() => database.drop());

  test("a fresh install offers every language; one switched off leaves the list until switched back on", async () => {
    const { db } = database;
    expect(await languagesOn(db)).toEqual(["en", "fr", "tr"]);

    expect(await switchLanguage(db, ADMIN, "fr", false)).toBe(true);
    expect(await languagesOn(db)).toEqual(["en", "tr"]);
    expect(await isLanguageOn(db, "fr")).toBe(false);
    expect(await isLanguageOn(db, "tr")).toBe(true);

    expect(await switchLanguage(db, ADMIN, "tr", false)).toBe(true);
    expect(await languagesOn(db)).toEqual(["en"]);
    expect(await switchLanguage(db, ADMIN, "fr", true)).toBe(true);
    expect(await languagesOn(db)).toEqual(["en", "fr"]);
  });

  test("each switch is in the audit log; switching to how it already is writes nothing", async () => {
    const { db } = database;
    expect(await switchLanguage(db, ADMIN, "fr", true)).toBe(false);
    await switchLanguage(db, ADMIN, "tr", false);
    expect(await switchLanguage(db, ADMIN, "tr", false)).toBe(false);
    await switchLanguage(db, ADMIN, "tr", true);

    const { items } = await listAuditLog(db);
    expect(items.map((entry) => [entry.actor.username, entry.summary])).toEqual([
      ["ama", "Updated the site's languages (Turkish switched on)"],
      ["ama", "Updated the site's languages (Turkish switched off)"],
    ]);
  });

  test("a message that came in a language switched off is kept and answered in English", async () => {
    const { db } = database;
    expect(await offeredLanguage(db, "fr")).toBe("fr");
    await switchLanguage(db, ADMIN, "fr", false);
    expect(await offeredLanguage(db, "fr")).toBe("en");
    expect(await offeredLanguage(db, "tr")).toBe("tr");
    expect(await offeredLanguage(db, "en")).toBe("en");
  });

  test("English, the source of every translation, cannot be switched off", async () => {
    const { db } = database;
    await expect(switchLanguage(db, ADMIN, "en", false)).rejects.toThrow(
      new ValidationError("English cannot be switched off."),
    );
    expect(await languagesOn(db)).toEqual(["en", "fr", "tr"]);
  });

  test("a switch clears the stored public pages, as any content write does", async () => {
    let cleared = 0;
    const writes = new ContentWrites(() => {
      cleared += 1;
    });
    const watched = database.db.withPlugin(writes.plugin);
    await switchLanguage(watched, ADMIN, "fr", false);
    expect(cleared).toBeGreaterThan(0);

    cleared = 0;
    await languagesOn(watched);
    expect(cleared).toBe(0);
  });
});
