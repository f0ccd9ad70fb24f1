import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  createSeededDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { imageDataUrl, makeImage } from "../../tests/support/images.ts";
import { refusal } from "../../tests/support/refusal.ts";
import {
  BUILT_IN_ABOUT_CARDS,
  BUILT_IN_ABOUT_INTRO,
  defaultAbout,
  defaultContactInfo,
  defaultHero,
} from "../content/default-content.ts";
import type { Db } from "../db/schema.ts";
import { ConflictError, NotFoundError, ValidationError } from "./errors.ts";
import { readMediaFile, storeImage } from "./media.server.ts";
import type { AboutInput, HeroInput } from "./page-content.schema.ts";
import {
  getAbout,
  getContentPage,
  getHero,
  listContentPages,
  setHeroSlot,
  updateAbout,
  updateHero,
} from "./page-content.server.ts";

const ADMIN = actorNamed("admin");

const heroInput = (extra: Partial<HeroInput> = {}): HeroInput => ({
  title: "Care, materials and freight",
  content: {
    subtitle: "One office in Paynesville",
    description: "We arrange treatment, supply materials and ship cargo.",
    buttonText: "Contact us",
    buttonLink: "/contact",
  },
  ...extra,
});

const aboutContent = {
  vision: "A trusted bridge.",
  mission: "Dependable access.",
  goals: ["Simple treatment abroad", "Fair prices"],
  whyChooseUs: ["Offices in both countries"],
  companyHistory: "Founded in Paynesville.",
  coreValues: ["Integrity"],
};

async function heroUses(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("media_uses")
    .select("media_id")
    .where("owner", "=", "page:hero")
    .execute();
  return rows.map((row) => row.media_id);
}

async function isStored(db: Db, url: string | null | undefined): Promise<boolean> {
  if (!url?.startsWith("/uploads/")) return false;
  return (await readMediaFile(db, url.slice("/uploads/".length))) !== null;
}

describe.each(testEngines())("page content on %s", (engine) => {
  describe("on a seeded database", () => {
    let database: TestDatabase;
    let db: Db;

    beforeEach(async () => {
      database = await createSeededDatabase(engine);
      db = database.db;
    });
    afterEach(() => database.drop());

    test("the three pages read in one shape, hero, about and contact, and no other page exists", async () => {
      const pages = await listContentPages(db);
      expect(pages.map((page) => [page.page, page.title, page.version])).toEqual([
        ["hero", defaultHero.title, 1],
        ["about", defaultAbout.title, 1],
        ["contact", "Contact Us", 1],
      ]);
      const { version: _v, updatedAt: _u, ...contact } = defaultContactInfo;
      expect(pages[2]?.content).toEqual(contact);
      expect(pages[0]?.images).toEqual(defaultHero.images);
      await expect(getContentPage(db, "services")).rejects.toThrow(NotFoundError);
    });

    test("a hero save from the loaded version bumps it; one from an older version is a conflict", async () => {
      const loaded = await getHero(db);
      const saved = await updateHero(db, heroInput({ version: loaded.version }), ADMIN);
      expect(saved).toMatchObject({ title: "Care, materials and freight", version: 2 });
      expect(saved.content.buttonLink).toBe("/contact");

      const stale = updateHero(db, heroInput({ title: "Older", version: loaded.version }), ADMIN);
      await expect(stale).rejects.toThrow(ConflictError);
      await expect(stale).rejects.toThrow(/Someone else saved the hero section/);
      expect(await getHero(db)).toEqual(saved);
    });

    test("a hero saved without images keeps the slots it had", async () => {
      const saved = await updateHero(db, heroInput(), ADMIN);
      expect(saved.images).toEqual(defaultHero.images);
    });

    test("hero images are four slots; a data URL in one is stored and used by the hero until it leaves", async () => {
      const images = [
        await imageDataUrl("jpeg", { width: 800, height: 450 }),
        null,
        "/images/building-materials.svg",
        "https://example.com/harbour.jpg",
      ];
      const saved = await updateHero(db, heroInput({ images }), ADMIN);
      const [upload, ...rest] = saved.images;
      expect(upload).toMatch(/^\/uploads\/[0-9a-f]{64}-800x450\.jpg$/);
      expect(rest).toEqual(images.slice(1));
      expect(await isStored(db, upload)).toBe(true);
      expect(await heroUses(db)).toHaveLength(1);

      const cleared = await updateHero(db, heroInput({ images: [null, null, null, null] }), ADMIN);
      expect(cleared.images).toEqual([null, null, null, null]);
      expect(await heroUses(db)).toEqual([]);
      // The version it replaced is kept (decision 053) and still shows the image.
      expect(await isStored(db, upload)).toBe(true);
    });

    test.each([
      { images: [null, null, null], field: "images" },
      { images: ["//evil.example.com/x.jpg", null, null, null], field: "images.0" },
      { images: [null, "javascript:alert(1)", null, null], field: "images.1" },
      { images: [null, null, "http://example.com/x.jpg", null], field: "images.2" },
      { images: [null, null, null, ""], field: "images.3" },
    ])("hero images $images are refused on $field", async ({ images, field }) => {
      const error = await refusal(updateHero(db, heroInput({ images }), ADMIN));
      expect(error).toBeInstanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).fieldErrors)).toEqual([field]);
      expect((await getHero(db)).version).toBe(1);
    });

    test("setting one slot changes only that slot; emptying it stops the hero using its image", async () => {
      const set = await setHeroSlot(
        db,
        { slot: "1", image: await imageDataUrl("png"), version: 1 },
        ADMIN,
      );
      const upload = set.images[1];
      expect(upload).toMatch(/^\/uploads\//);
      expect(set.images.filter((_, slot) => slot !== 1)).toEqual(
        defaultHero.images.filter((_, slot) => slot !== 1),
      );
      expect(set.version).toBe(2);
      expect(await heroUses(db)).toHaveLength(1);

      const emptied = await setHeroSlot(db, { slot: 1, image: "", version: 2 }, ADMIN);
      expect(emptied.images[1]).toBeNull();
      expect(emptied.images[0]).toBe(defaultHero.images[0]);
      expect(await heroUses(db)).toEqual([]);
    });

    test("a slot outside the four, or set from an older version, is refused and changes nothing", async () => {
      const image = "/images/logistics.svg";
      for (const slot of [4, -1, "first"]) {
        await expect(setHeroSlot(db, { slot, image }, ADMIN)).rejects.toThrow(ValidationError);
      }
      await updateHero(db, heroInput(), ADMIN);
      await expect(setHeroSlot(db, { slot: 3, image, version: 1 }, ADMIN)).rejects.toThrow(
        ConflictError,
      );
      expect((await getHero(db)).images[3]).toBeNull();
    });

    test("a hero image whose upload is gone is a conflict, and the hero stays as it was", async () => {
      const photo = await storeImage(db, await makeImage("png"));
      await db.deleteFrom("media").where("id", "=", photo._id).execute();
      const before = await getHero(db);

      await expect(
        updateHero(db, heroInput({ images: [photo.url, null, null, null] }), ADMIN),
      ).rejects.toThrow(ConflictError);
      await expect(setHeroSlot(db, { slot: 0, image: photo.url }, ADMIN)).rejects.toThrow(
        ConflictError,
      );
      expect(await getHero(db)).toEqual(before);
    });

    test("stored hero content that cannot be read shows the built-in text; slots are always four", async () => {
      await db
        .updateTable("content_entries")
        .set({ content: "{broken", images: JSON.stringify(["/images/a.svg"]) })
        .where("page", "=", "hero")
        .execute();
      const hero = await getHero(db);
      expect(hero.title).toBe(defaultHero.title);
      expect(hero.content).toEqual(defaultHero.content);
      expect(hero.images).toEqual(["/images/a.svg", null, null, null]);
    });

    test("about content saves from an object or a JSON string, titled About Us unless told", async () => {
      const fromObject = await updateAbout(
        db,
        { title: "Who we are", content: aboutContent, version: 1 },
        ADMIN,
      );
      expect(fromObject).toMatchObject({ title: "Who we are", content: aboutContent, version: 2 });

      const input: AboutInput = {
        content: JSON.stringify({ ...aboutContent, goals: "One goal\n\nAnother goal" }),
      };
      const fromString = await updateAbout(db, input, ADMIN);
      expect(fromString).toMatchObject({ title: "About Us", version: 3, images: [] });
      expect(fromString.content.goals).toEqual(["One goal", "Another goal"]);
      expect(await getAbout(db)).toEqual(fromString);
    });

    test("about content missing what it needs is refused field by field, and nothing is saved", async () => {
      const missing = await refusal(
        updateAbout(db, { content: { ...aboutContent, vision: " ", goals: [] } }, ADMIN),
      );
      expect(missing).toBeInstanceOf(ValidationError);
      expect((missing as ValidationError).fieldErrors).toEqual({
        "content.vision": ["Enter the vision."],
        "content.goals": ["Enter at least one goal."],
      });
      const unreadable = await refusal(updateAbout(db, { content: "{not json" }, ADMIN));
      expect(Object.keys((unreadable as ValidationError).fieldErrors)).toEqual(["content"]);
      expect(await getAbout(db)).toMatchObject({ version: 1, content: defaultAbout.content });
    });

    test("an about save from an older version is a conflict that keeps the other save", async () => {
      await updateAbout(db, { content: aboutContent, version: 1 }, ADMIN);
      const stale = updateAbout(db, { content: defaultAbout.content, version: 1 }, ADMIN);
      await expect(stale).rejects.toThrow(ConflictError);
      await expect(stale).rejects.toThrow(/Someone else saved the about page/);
      expect(await getAbout(db)).toMatchObject({ content: aboutContent, version: 2 });
    });

    test("stored about content that cannot be read counts as empty", async () => {
      await db
        .updateTable("content_entries")
        .set({ content: JSON.stringify({ vision: 42 }) })
        .where("page", "=", "about")
        .execute();
      expect((await getAbout(db)).content).toEqual({
        intro: "",
        homeSummary: "",
        vision: "",
        mission: "",
        goals: [],
        whyChooseUs: [],
        companyHistory: "",
        coreValues: [],
        cards: [],
        imageAlt: "",
      });
    });

    test("about content saved before the intro and cards were editable shows the built-in ones", async () => {
      const about = await updateAbout(db, { content: aboutContent }, ADMIN);
      expect(about.content.intro).toBe(BUILT_IN_ABOUT_INTRO);
      expect(about.content.cards).toEqual(BUILT_IN_ABOUT_CARDS);
      expect(about.content.intro).not.toBe(about.content.vision);
    });

    test("the about cards come from the form's rows in order; blank rows are left out, none hides them", async () => {
      const about = await updateAbout(
        db,
        {
          content: {
            ...aboutContent,
            intro: "  Who we are, in one line.  ",
            // As the editor's form sends them: content.cards.<row>.title / .text.
            cards: {
              0: { title: "Care", text: "A coordinator for every patient." },
              1: { title: "", text: "" },
              2: { title: "Prices", text: "Quotes with nothing hidden." },
            },
          },
        },
        ADMIN,
      );
      expect(about.content.intro).toBe("Who we are, in one line.");
      expect(about.content.cards).toEqual([
        { title: "Care", text: "A coordinator for every patient." },
        { title: "Prices", text: "Quotes with nothing hidden." },
      ]);

      const none = await updateAbout(db, { content: { ...aboutContent, cards: [] } }, ADMIN);
      expect(none.content.cards).toEqual([]);
    });

    test("a started about card must be complete, and the error names its row", async () => {
      const refused = await refusal(
        updateAbout(
          db,
          {
            content: {
              ...aboutContent,
              cards: { 0: { title: "Care", text: "Yes." }, 1: { title: "Prices", text: " " } },
            },
          },
          ADMIN,
        ),
      );
      expect((refused as ValidationError).fieldErrors).toEqual({
        "content.cards.1.text": ["Enter the text."],
      });
      expect((await getAbout(db)).version).toBe(1);
    });

    test("the office picture is saved, kept when left out, and no longer used when removed", async () => {
      const photo = await storeImage(db, await makeImage("png"));
      const withPhoto = await updateAbout(
        db,
        { content: { ...aboutContent, imageAlt: "Our front desk" }, officeImage: photo.url },
        ADMIN,
      );
      expect(withPhoto.images).toEqual([photo.url]);
      expect(withPhoto.content.imageAlt).toBe("Our front desk");

      const kept = await updateAbout(db, { content: aboutContent }, ADMIN);
      expect(kept.images).toEqual([photo.url]);
      expect(await isStored(db, photo.url)).toBe(true);

      const removed = await updateAbout(db, { content: aboutContent, officeImage: "" }, ADMIN);
      expect(removed.images).toEqual([]);
      // Only the kept earlier versions show it now; it goes when the last of them does.
      const uses = await db.selectFrom("media_uses").select("owner").execute();
      expect(
        uses.map((use) => use.owner).filter((owner) => !owner.startsWith("revision:")),
      ).toEqual([]);
      expect(uses.length).toBeGreaterThan(0);
      expect(await isStored(db, photo.url)).toBe(true);
    });

    test("saves record who made them", async () => {
      await updateHero(db, heroInput(), ADMIN);
      await updateAbout(db, { content: aboutContent }, actorNamed("editor"));
      const rows = await db
        .selectFrom("content_entries")
        .select(["page", "updated_by"])
        .where("page", "in", ["hero", "about"])
        .orderBy("page")
        .execute();
      expect(rows).toEqual([
        { page: "about", updated_by: "editor" },
        { page: "hero", updated_by: ADMIN.username },
      ]);
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

    test("the hero and about pages read as the built-in content", async () => {
      expect(await getHero(db)).toEqual(defaultHero);
      expect(await getAbout(db)).toEqual(defaultAbout);
    });

    test("the first save creates the record at version 1", async () => {
      const hero = await updateHero(db, heroInput(), ADMIN);
      expect(hero).toMatchObject({ title: "Care, materials and freight", version: 1 });
      expect(hero.images).toEqual(defaultHero.images);
      const about = await updateAbout(db, { content: aboutContent }, ADMIN);
      expect(about).toMatchObject({ content: aboutContent, version: 1 });
      expect(await getHero(db)).toEqual(hero);
    });
  });
});
