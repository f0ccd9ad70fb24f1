import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import {
  createSeededDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { defaultSiteTexts } from "../content/default-content.ts";
import type { Db } from "../db/schema.ts";
import { ConflictError, ValidationError } from "./errors.ts";
import { homeHeading } from "./site-texts.schema.ts";
import { getSiteTexts, updateSiteTexts } from "./site-texts.server.ts";

describe.each(testEngines())("the site texts on %s", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    database = await createSeededDatabase(engine);
    db = database.db;
  });
  afterEach(() => database.drop());

  test("are the built-in ones until the office saves its own", async () => {
    const texts = await getSiteTexts(db);
    expect(texts).toEqual(defaultSiteTexts);
    expect(homeHeading(texts, "contact")).toBe("Get In Touch");
  });

  test("save from the editor's form: the footer, headings and search texts, empty ones left to the pages", async () => {
    const saved = await updateSiteTexts(
      db,
      {
        footerBlurb: "  One desk in Paynesville for care, materials and freight.  ",
        homeHeadings: { about: "Who we are", services: "", team: "", contact: "" },
        search: {
          "/about": { title: "About the group", description: "Three companies, one team." },
          "/team": { title: "", description: "" },
        },
        version: 0,
      },
      actorNamed("office"),
    );
    expect(saved).toMatchObject({
      footerBlurb: "One desk in Paynesville for care, materials and freight.",
      search: { "/about": { title: "About the group", description: "Three companies, one team." } },
      version: 1,
    });
    expect(homeHeading(saved, "about")).toBe("Who we are");
    expect(homeHeading(saved, "services")).toBe("Our Services");
    expect(await getSiteTexts(db)).toEqual(saved);
  });

  test("a search title too long for a results page is refused beside its field, and nothing is saved", async () => {
    const refused = updateSiteTexts(
      db,
      { search: { "/contact": { title: "x".repeat(61), description: "" } } },
      actorNamed("office"),
    );
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({
      fieldErrors: {
        "search./contact.title": ["Keep the search title to 60 characters or fewer."],
      },
    });
    expect((await getSiteTexts(db)).version).toBe(0);
  });

  test("a save from an older version is a conflict that keeps the other save", async () => {
    await updateSiteTexts(db, { footerBlurb: "First", version: 0 }, actorNamed("office"));
    const stale = updateSiteTexts(db, { footerBlurb: "Second", version: 0 }, actorNamed("office"));
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    expect((await getSiteTexts(db)).footerBlurb).toBe("First");
  });
});
