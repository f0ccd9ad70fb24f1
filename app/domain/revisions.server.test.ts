import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { makeImage } from "../../tests/support/images.ts";
import type { Db } from "../db/schema.ts";
import { listAuditLog } from "./audit.server.ts";
import { getContactInfo, updateContactInfo } from "./contact-info.server.ts";
import { ConflictError, NotFoundError } from "./errors.ts";
import { restoreVersion } from "./history.server.ts";
import { storeImage } from "./media.server.ts";
import type { HeroInput } from "./page-content.schema.ts";
import { contentHistory, getHero, updateAbout, updateHero } from "./page-content.server.ts";
import {
  compareSnapshots,
  imagesRemovedBy,
  listRevisions,
  REVISIONS_KEPT,
} from "./revisions.server.ts";

const hero = (title: string, images?: HeroInput["images"]): HeroInput => ({
  title,
  content: {
    subtitle: "One office in Paynesville",
    description: "We arrange treatment, supply materials and ship cargo.",
    buttonText: "Contact us",
    buttonLink: "/contact",
  },
  images,
});

describe.each(testEngines())("revisions on %s", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createMigratedDatabase(engine);
    db = database.db;
  });
  afterAll(() => database?.drop());
  beforeEach(async () => {
    await db.deleteFrom("revisions").execute();
    await db.deleteFrom("content_entries").execute();
    await db.deleteFrom("media_uses").execute();
    await db.deleteFrom("media").execute();
  });

  const mediaCount = async () =>
    (await db.selectFrom("media").select("id").execute()).map((row) => row.id).length;

  test("each save keeps the version it replaces, with who saved it and when", async () => {
    await updateHero(db, hero("First"), actorNamed("alice"));
    expect(await listRevisions(db, "content", "hero")).toEqual([]);
    await updateHero(db, hero("Second"), actorNamed("bob"));
    await updateHero(db, hero("Third"), actorNamed("carol"));

    const history = await listRevisions(db, "content", "hero");
    expect(history.map((r) => [r.version, r.title, r.savedBy])).toEqual([
      [2, "Second", "bob"],
      [1, "First", "alice"],
    ]);
    expect(Date.parse(history[0]?.savedAt ?? "")).not.toBeNaN();
    expect((await getHero(db)).title).toBe("Third");
  });

  test("the history names the current version and compares each kept one with it", async () => {
    expect(await contentHistory(db, "hero")).toEqual({ current: null, versions: [] });
    await updateHero(db, hero("First"), actorNamed("alice"));
    await updateHero(db, hero("Second"), actorNamed("bob"));

    const history = await contentHistory(db, "hero");
    expect(history.current).toMatchObject({
      version: 2,
      savedBy: "bob",
      changesFromPrevious: [{ field: "title", before: "First", after: "Second" }],
    });
    expect(history.versions).toEqual([
      {
        _id: expect.any(Number),
        version: 1,
        savedBy: "alice",
        savedAt: expect.any(String),
        changesFromPrevious: null,
        changesFromCurrent: [{ field: "title", before: "First", after: "Second" }],
        removedByRestore: [],
      },
    ]);
  });

  test("each kept version says what it changed from the one before it", async () => {
    for (const title of ["First", "Second", "Third"]) {
      await updateHero(db, hero(title), actorNamed("alice"));
    }
    const { versions } = await contentHistory(db, "hero");
    expect(versions.map((version) => [version.version, version.changesFromPrevious])).toEqual([
      [2, [{ field: "title", before: "First", after: "Second" }]],
      [1, null],
    ]);
  });

  test("a save that changes nothing keeps no copy of the same version", async () => {
    await updateHero(db, hero("First"), actorNamed("alice"));
    await updateHero(db, hero("First"), actorNamed("bob"));
    expect(await listRevisions(db, "content", "hero")).toEqual([]);
    expect((await getHero(db)).version).toBe(2);
  });

  test("a save that fails keeps no revision", async () => {
    await updateHero(db, hero("First"), actorNamed("alice"));
    await updateHero(db, hero("Second"), actorNamed("alice"));
    await expect(
      updateHero(db, { ...hero("Late"), version: 1 }, actorNamed("bob")),
    ).rejects.toThrow(ConflictError);
    expect(await listRevisions(db, "content", "hero")).toHaveLength(1);
  });

  test("restoring a version saves it again as a new version, logged as a restore", async () => {
    await updateHero(db, hero("First"), actorNamed("alice"));
    await updateHero(db, hero("Second"), actorNamed("alice"));
    await updateHero(db, hero("Third"), actorNamed("alice"));
    const first = (await listRevisions(db, "content", "hero")).find((r) => r.version === 1);

    const restored = await restoreVersion(db, first?.id ?? 0, { version: 3 }, actorNamed("bob"));

    expect(restored).toMatchObject({ restoredVersion: 1, content: { title: "First", version: 4 } });
    expect((await getHero(db)).title).toBe("First");
    expect((await listRevisions(db, "content", "hero")).map((r) => [r.version, r.title])).toEqual([
      [3, "Third"],
      [2, "Second"],
      [1, "First"],
    ]);
    const [latest] = (await listAuditLog(db)).items;
    expect(latest?.summary).toBe("Updated the hero section (restored version 1)");
    expect(latest?.actor.username).toBe("bob");
  });

  test("a restore from a stale editor is a conflict; an unknown version is not found", async () => {
    await updateHero(db, hero("First"), actorNamed("alice"));
    await updateHero(db, hero("Second"), actorNamed("alice"));
    const [first] = await listRevisions(db, "content", "hero");
    await expect(
      restoreVersion(db, first?.id ?? 0, { version: 1 }, actorNamed("bob")),
    ).rejects.toThrow(ConflictError);
    await expect(restoreVersion(db, 999_999, {}, actorNamed("bob"))).rejects.toThrow(NotFoundError);
  });

  test("an image only an earlier version showed is kept, and comes back with a restore", async () => {
    const photo = await storeImage(db, await makeImage("png"));
    await updateHero(db, hero("With photo", [photo.url, null, null, null]), actorNamed("a"));
    await updateHero(db, hero("Without", [null, null, null, null]), actorNamed("a"));
    expect(await mediaCount()).toBe(1);

    const [withPhoto] = await listRevisions(db, "content", "hero");
    await restoreVersion(db, withPhoto?.id ?? 0, {}, actorNamed("a"));
    expect((await getHero(db)).images[0]).toBe(photo.url);
  });

  test("about and contact keep and restore their versions too", async () => {
    const about = {
      vision: "A trusted bridge.",
      mission: "Dependable access.",
      goals: ["Simple treatment abroad"],
      whyChooseUs: ["Offices in both countries"],
      companyHistory: "Founded in Paynesville.",
      coreValues: ["Integrity"],
    };
    await updateAbout(db, { title: "About Us", content: about }, actorNamed("a"));
    await updateAbout(db, { title: "Who we are", content: about }, actorNamed("a"));
    const [aboutFirst] = await listRevisions(db, "content", "about");
    expect(aboutFirst?.title).toBe("About Us");
    const restored = await restoreVersion(db, aboutFirst?.id ?? 0, {}, actorNamed("a"));
    expect(restored).toMatchObject({ content: { title: "About Us" } });

    const contact = await getContactInfo(db);
    const { version: _, updatedAt: __, ...fields } = contact;
    await updateContactInfo(db, { ...fields, city: "Monrovia" }, actorNamed("a"));
    await updateContactInfo(db, { ...fields, city: "Ganta" }, actorNamed("a"));
    const [contactFirst] = await listRevisions(db, "content", "contact");
    await restoreVersion(db, contactFirst?.id ?? 0, {}, actorNamed("a"));
    expect((await getContactInfo(db)).city).toBe("Monrovia");
  });

  test(`only the last ${REVISIONS_KEPT} versions are kept, and images only older ones showed go`, async () => {
    const photo = await storeImage(db, await makeImage("png"));
    await updateHero(db, hero("v1", [photo.url, null, null, null]), actorNamed("a"));
    for (let save = 2; save <= REVISIONS_KEPT + 2; save++) {
      await updateHero(db, hero(`v${save}`, [null, null, null, null]), actorNamed("a"));
    }
    const history = await listRevisions(db, "content", "hero");
    expect(history).toHaveLength(REVISIONS_KEPT);
    expect(history.at(-1)?.title).toBe("v2");
    expect(await mediaCount()).toBe(0);
  });
});

describe("comparing two versions", () => {
  test("lists each changed field with its text before and after; unchanged fields are left out", () => {
    const older = {
      title: "Care",
      content: { subtitle: "One office", goals: ["Grow", "Serve"] },
      images: ["/a.jpg", null],
    };
    const newer = {
      title: "Care and freight",
      content: { subtitle: "One office", goals: ["Grow"], buttonText: "Ship" },
      images: [null, "/a.jpg"],
    };
    expect(compareSnapshots(older, newer)).toEqual([
      { field: "title", before: "Care", after: "Care and freight" },
      { field: "button text", before: "", after: "Ship" },
      { field: "images 2", before: "", after: "/a.jpg", image: true },
      { field: "goals 2", before: "Serve", after: "" },
      { field: "images 1", before: "/a.jpg", after: "", image: true },
    ]);
  });

  test("an image is named by its place, its id left out; a restore names the images it removes", () => {
    const older = {
      title: "Care",
      content: {},
      images: [{ _id: "i1", url: "/uploads/a.png", alt: "A ward", isPrimary: true }],
    };
    const newer = {
      title: "Care",
      content: { banner: { image: "/uploads/b.png" } },
      images: [
        { _id: "i2", url: "/uploads/c.png", alt: "A ward", isPrimary: true },
        { _id: "i1", url: "/uploads/a.png", alt: "", isPrimary: false },
      ],
    };
    expect(compareSnapshots(older, newer)).toEqual([
      { field: "banner image", before: "", after: "/uploads/b.png", image: true },
      { field: "images 1", before: "/uploads/a.png", after: "/uploads/c.png", image: true },
      { field: "images 2", before: "", after: "/uploads/a.png", image: true },
      { field: "images 2 is primary", before: "", after: "no" },
    ]);
    expect(imagesRemovedBy(older, newer)).toEqual(["/uploads/c.png"]);
  });
});
