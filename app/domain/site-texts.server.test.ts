import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import {
  createSeededDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { makeImage } from "../../tests/support/images.ts";
import { defaultSiteTexts } from "../content/default-content.ts";
import type { Db } from "../db/schema.ts";
import { ConflictError, ValidationError } from "./errors.ts";
import { readMediaFile, storeImage } from "./media.server.ts";
import { homeHeading } from "./site-texts.schema.ts";
import { getSiteTexts, updateSiteTexts } from "./site-texts.server.ts";

async function isStored(db: Db, url: string): Promise<boolean> {
  return (await readMediaFile(db, url.slice("/uploads/".length))) !== null;
}

async function bannerUses(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("media_uses")
    .select("media_id")
    .where("owner", "=", "page:site-texts")
    .orderBy("media_id")
    .execute();
  return rows.map((row) => row.media_id);
}

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

  test("a banner's photograph is saved with its description, and deleted once replaced or removed", async () => {
    const [office, harbour] = [
      await storeImage(db, await makeImage("jpeg", { width: 1600, height: 900 })),
      await storeImage(db, await makeImage("jpeg", { width: 1600, height: 900 })),
    ];
    // As the form sends it: every banner page, the empty ones with empty fields.
    const saved = await updateSiteTexts(
      db,
      {
        banners: {
          "/about": { image: office.url, alt: "  Our front desk in Paynesville " },
          "/services": { image: harbour.url, alt: "" },
          "/team": { image: "", alt: "" },
          "/contact": { image: "", alt: "" },
        },
        version: 0,
      },
      actorNamed("office"),
    );
    expect(saved.banners).toEqual({
      "/about": { image: office.url, alt: "Our front desk in Paynesville" },
      "/services": { image: harbour.url, alt: "" },
      "/team": { image: null, alt: "" },
      "/contact": { image: null, alt: "" },
    });
    expect(await getSiteTexts(db)).toEqual(saved);
    expect(await bannerUses(db)).toEqual([office._id, harbour._id].sort());

    // The about page takes the harbour too; the services page goes back to its plain band.
    const moved = await updateSiteTexts(
      db,
      {
        banners: {
          "/about": { image: harbour.url, alt: "" },
          "/services": { image: "", alt: "" },
        },
        version: 1,
      },
      actorNamed("office"),
    );
    expect(moved.banners["/services"]?.image).toBeNull();
    expect(await bannerUses(db)).toEqual([harbour._id]);
    expect(await isStored(db, office.url)).toBe(false);
    expect(await isStored(db, harbour.url)).toBe(true);

    await updateSiteTexts(
      db,
      { banners: { "/about": { image: "" } }, version: 2 },
      actorNamed("office"),
    );
    expect(await bannerUses(db)).toEqual([]);
    expect(await isStored(db, harbour.url)).toBe(false);
  });

  test("a banner picture that is not one of the site's own images is refused beside its field", async () => {
    const refused = updateSiteTexts(
      db,
      {
        banners: {
          "/team": { image: "https://example.com/team.jpg", alt: "x".repeat(201) },
        },
      },
      actorNamed("office"),
    );
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({
      fieldErrors: {
        "banners./team.image": ["Upload the image again."],
        "banners./team.alt": ["Keep the description of the picture to 200 characters or fewer."],
      },
    });
    expect(await getSiteTexts(db)).toEqual(defaultSiteTexts);
  });

  test("a save from an older version is a conflict that keeps the other save", async () => {
    await updateSiteTexts(db, { footerBlurb: "First", version: 0 }, actorNamed("office"));
    const stale = updateSiteTexts(db, { footerBlurb: "Second", version: 0 }, actorNamed("office"));
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    expect((await getSiteTexts(db)).footerBlurb).toBe("First");
  });
});
