import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import { daysFromNow } from "../../tests/support/clock.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { refusal } from "../../tests/support/refusal.ts";
import { defaultAbout } from "../content/default-content.ts";
import type { Db } from "../db/schema.ts";
import { seedDefaultContent } from "../db/seed.server.ts";
import { ConflictError, NotFoundError, ValidationError } from "./errors.ts";
import { restoreFromTrash, trashContents } from "./history.server.ts";
import {
  findLocalizedService,
  listLocalizedServices,
  listLocalizedTeam,
  localizedAbout,
  localizedHero,
  publishedLanguages,
  serviceSlugs,
} from "./localized-content.server.ts";
import { getAbout, getHero, updateAbout, updateHero } from "./page-content.server.ts";
import { TRASH_DAYS } from "./revisions.model.ts";
import { purgeTrash } from "./revisions.server.ts";
import {
  createService,
  deleteService,
  findPublicService,
  updateService,
} from "./services.server.ts";
import { createTeamMember } from "./team.server.ts";
import {
  copyFromEnglish,
  getTranslation,
  publishTranslation,
  saveTranslation,
  translationOverview,
  translationStates,
  unpublishTranslation,
} from "./translations.server.ts";

const OFFICE = actorNamed("office");

const englishService = (fields: Record<string, unknown> = {}) => ({
  title: "Cargo Insurance",
  slug: "cargo-insurance",
  category: "logistics",
  shortDescription: "Cover for goods in transit.",
  fullDescription: "We insure sea and air cargo from the factory gate to your door.",
  features: ["All-risk cover", "Claims handled in Monrovia"],
  ...fields,
});

const frenchService = (fields: Record<string, unknown> = {}) => ({
  title: "Assurance cargo",
  slug: "assurance-cargo",
  shortDescription: "Une couverture pour vos marchandises en transit.",
  fullDescription: "Nous assurons le fret maritime et aérien, de l'usine à votre porte.",
  features: ["Tous risques", "Sinistres traités à Monrovia"],
  ...fields,
});

describe.each(testEngines())("stored translations on %s", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createMigratedDatabase(engine);
    db = database.db;
  });
  afterAll(() => database?.drop());
  beforeEach(async () => {
    for (const table of [
      "translations",
      "translation_sources",
      "translation_slug_redirects",
      "service_slug_redirects",
      "services",
      "team_members",
      "content_entries",
      "revisions",
      "audit_log",
      "media_uses",
    ] as const) {
      await db.deleteFrom(table).execute();
    }
  });

  const addService = async (fields: Record<string, unknown> = {}) =>
    (await createService(db, englishService(fields), OFFICE))._id;
  const save = (itemId: string, language: string, fields: Record<string, unknown> = {}) =>
    saveTranslation(db, "service", itemId, language, frenchService(fields), OFFICE);
  const stateOf = async (language: string, itemId: string) =>
    (await translationOverview(db, language)).find((line) => line.itemId === itemId);

  describe("services", () => {
    test("a saved translation is a draft: not on the French site until published", async () => {
      const id = await addService();
      const saved = await save(id, "fr");
      expect(saved).toMatchObject({ state: "draft", slug: "assurance-cargo", version: 1 });
      expect(await listLocalizedServices(db, "fr")).toEqual([]);
      await expect(findLocalizedService(db, "fr", "assurance-cargo")).rejects.toThrow(
        NotFoundError,
      );
      expect(await serviceSlugs(db, id)).toEqual({ en: "cargo-insurance" });

      await publishTranslation(db, "service", id, "fr", OFFICE);

      const [listed] = await listLocalizedServices(db, "fr");
      expect(listed).toMatchObject({
        _id: id,
        title: "Assurance cargo",
        slug: "assurance-cargo",
        category: "logistics",
        features: ["Tous risques", "Sinistres traités à Monrovia"],
      });
      const found = await findLocalizedService(db, "fr", "assurance-cargo");
      expect(found).toEqual({ service: listed });
      expect(await serviceSlugs(db, id)).toEqual({ en: "cargo-insurance", fr: "assurance-cargo" });
      expect(await publishedLanguages(db, "service", id)).toEqual(["en", "fr"]);
      expect(await listLocalizedServices(db, "tr")).toEqual([]);
      // English reads exactly as before.
      expect(await listLocalizedServices(db, "en")).toMatchObject([{ title: "Cargo Insurance" }]);
      expect(await findLocalizedService(db, "en", "cargo-insurance")).toEqual(
        await findPublicService(db, "cargo-insurance"),
      );
    });

    test("saving a published translation keeps it published; unpublishing takes it off", async () => {
      const id = await addService();
      await save(id, "fr");
      await publishTranslation(db, "service", id, "fr", OFFICE);
      const edited = await save(id, "fr", { title: "Assurance du fret", version: 1 });
      expect(edited).toMatchObject({ state: "published", version: 2 });
      expect(await listLocalizedServices(db, "fr")).toMatchObject([{ title: "Assurance du fret" }]);

      await unpublishTranslation(db, "service", id, "fr", OFFICE);
      expect(await listLocalizedServices(db, "fr")).toEqual([]);
      await expect(findLocalizedService(db, "fr", "assurance-cargo")).rejects.toThrow(
        NotFoundError,
      );
      expect((await getTranslation(db, "service", id, "fr")).state).toBe("draft");
    });

    test("a slug is unique within its language, free in another", async () => {
      const first = await addService();
      const second = await addService({ title: "Freight", slug: "freight" });
      await save(first, "fr");
      const error = await refusal(save(second, "fr"));
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors.slug?.[0]).toMatch(/already uses this slug/);
      expect((await getTranslation(db, "service", second, "fr")).state).toBe("missing");

      expect(await save(second, "tr")).toMatchObject({ slug: "assurance-cargo" });
    });

    test("a slug that is not an ASCII slug is refused", async () => {
      const id = await addService();
      for (const slug of ["", "Assurance", "sağlık", "a--b", "-a"]) {
        const error = await refusal(save(id, "tr", { slug }));
        expect(error).toBeInstanceOf(ValidationError);
        expect(Object.keys((error as ValidationError).fieldErrors)).toEqual(["slug"]);
      }
    });

    test("a renamed slug redirects in its own language only; taking it back removes that", async () => {
      const id = await addService();
      await save(id, "fr");
      await save(id, "tr", { slug: "kargo-sigortasi" });
      await publishTranslation(db, "service", id, "fr", OFFICE);
      await publishTranslation(db, "service", id, "tr", OFFICE);
      await save(id, "fr", { slug: "assurance-fret" });

      expect(await findLocalizedService(db, "fr", "assurance-cargo")).toEqual({
        movedTo: "assurance-fret",
      });
      await expect(findLocalizedService(db, "tr", "assurance-cargo")).rejects.toThrow(
        NotFoundError,
      );

      const other = await addService({ title: "Freight", slug: "freight" });
      await save(other, "fr", { slug: "assurance-cargo" });
      await publishTranslation(db, "service", other, "fr", OFFICE);
      const found = await findLocalizedService(db, "fr", "assurance-cargo");
      expect(found).toMatchObject({ service: { _id: other } });
    });

    test("an edit someone else saved first is refused", async () => {
      const id = await addService();
      await save(id, "fr");
      await save(id, "fr", { title: "Assurance du fret", version: 1 });
      await expect(save(id, "fr", { version: 1 })).rejects.toThrow(ConflictError);
      await expect(save(id, "tr", { version: 3 })).rejects.toThrow(ConflictError);
    });

    test("a text the English has must be translated: it is never filled in from English", async () => {
      const id = await addService();
      const error = await refusal(save(id, "fr", { features: [] }));
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toEqual({
        features: ["Translate this too: the English has it."],
      });
      expect(await db.selectFrom("translations").selectAll().execute()).toEqual([]);
    });

    test("a language the site does not translate into is refused, and nothing is written", async () => {
      const id = await addService();
      const before = await db.selectFrom("audit_log").select("id").execute();
      for (const language of ["en", "de", ""]) {
        await expect(save(id, language)).rejects.toThrow(ValidationError);
        await expect(copyFromEnglish(db, "service", id, language, OFFICE)).rejects.toThrow(
          ValidationError,
        );
        await expect(translationOverview(db, language)).rejects.toThrow(ValidationError);
      }
      expect(await db.selectFrom("translations").selectAll().execute()).toEqual([]);
      expect(await db.selectFrom("audit_log").select("id").execute()).toEqual(before);
    });

    test("each service's state in every language, for the line on its English editor", async () => {
      const id = await addService();
      await save(id, "fr");
      await publishTranslation(db, "service", id, "fr", OFFICE);
      await updateService(db, id, englishService({ fullDescription: "Changed." }), OFFICE);
      expect(await translationStates(db, "service")).toEqual({
        [id]: [
          { language: "fr", state: "published", outdated: true },
          { language: "tr", state: "missing", outdated: false },
        ],
      });
      expect(await translationStates(db, "team")).toEqual({});
    });

    test("saves are in the audit log under the item", async () => {
      const id = await addService();
      await save(id, "fr");
      await publishTranslation(db, "service", id, "fr", OFFICE);
      const entries = await db
        .selectFrom("audit_log")
        .select(["item_type", "item_id", "detail"])
        .where("detail", "like", "French%")
        .orderBy("id")
        .execute();
      expect(entries).toEqual([
        { item_type: "service", item_id: id, detail: "French translation started" },
        { item_type: "service", item_id: id, detail: "French translation published" },
      ]);
    });
  });

  describe("copy from English", () => {
    test("makes a draft of the English texts, its slug the English one while free", async () => {
      const id = await addService();
      const other = await addService({ title: "Freight", slug: "freight" });
      await save(other, "fr", { slug: "cargo-insurance" });

      const copy = await copyFromEnglish(db, "service", id, "fr", OFFICE);
      expect(copy).toMatchObject({
        state: "draft",
        slug: "cargo-insurance-2",
        texts: copy.english,
        outdated: false,
      });
      expect(await listLocalizedServices(db, "fr")).toEqual([]);
      expect((await copyFromEnglish(db, "service", id, "tr", OFFICE)).slug).toBe("cargo-insurance");
    });

    test("is refused once a translation exists, which keeps its texts", async () => {
      const id = await addService();
      await save(id, "fr");
      await expect(copyFromEnglish(db, "service", id, "fr", OFFICE)).rejects.toThrow(ConflictError);
      expect((await getTranslation(db, "service", id, "fr")).texts).toMatchObject({
        title: "Assurance cargo",
      });
    });
  });

  describe("outdated translations", () => {
    test("an English edit flags the translation outdated; a minor one does not", async () => {
      const id = await addService();
      await save(id, "fr");
      const edit = (fields: Record<string, unknown>) =>
        updateService(db, id, englishService(fields), OFFICE);

      await edit({ fullDescription: "We insure sea and air cargo to your door.", minor: true });
      expect(await stateOf("fr", id)).toMatchObject({ state: "draft", outdated: false });

      await edit({ fullDescription: "We insure sea, air and road cargo." });
      expect(await stateOf("fr", id)).toMatchObject({ state: "draft", outdated: true });
      expect((await getTranslation(db, "service", id, "fr")).outdated).toBe(true);

      await save(id, "fr");
      expect(await stateOf("fr", id)).toMatchObject({ outdated: false });
    });

    test("an English edit that leaves the texts as they were changes nothing", async () => {
      const id = await addService();
      await save(id, "fr");
      await updateService(
        db,
        id,
        englishService({ slug: "insurance", category: "Finance" }),
        OFFICE,
      );
      expect(await stateOf("fr", id)).toMatchObject({ outdated: false });
    });

    test("the overview lists the missing first, then the outdated, then the rest", async () => {
      const current = await addService({ title: "Current", slug: "current" });
      const outdated = await addService({ title: "Outdated", slug: "outdated" });
      const missing = await addService({ title: "Missing", slug: "missing" });
      await save(current, "fr");
      await save(outdated, "fr", { slug: "perime" });
      await publishTranslation(db, "service", outdated, "fr", OFFICE);
      await updateService(
        db,
        outdated,
        englishService({ title: "Outdated!", slug: "outdated" }),
        OFFICE,
      );
      await createTeamMember(db, { name: "Musu", position: "Manager" }, OFFICE);

      const overview = await translationOverview(db, "fr");
      expect(overview.map((line) => [line.name, line.state, line.outdated])).toEqual([
        ["Missing", "missing", false],
        ["Musu", "missing", false],
        ["Home page slides", "missing", false],
        ["About page", "missing", false],
        ["Contact details", "missing", false],
        ["Site texts and banners", "missing", false],
        ["Privacy notice", "missing", false],
        ["Health form's treatments", "missing", false],
        ["Trust: key figures", "missing", false],
        ["Trust: how-it-works steps", "missing", false],
        ["Trust: partners and accreditations", "missing", false],
        ["Trust: testimonials", "missing", false],
        ["Trust: questions and answers", "missing", false],
        ["Outdated!", "published", true],
        ["Current", "draft", false],
      ]);
      expect(overview.find((line) => line.itemId === missing)?.kind).toBe("service");
    });

    test("a fresh install has the built-in content published in every language; content from before translations is fingerprinted when first translated", async () => {
      await seedDefaultContent(db);
      for (const language of ["fr", "tr"] as const) {
        const overview = await translationOverview(db, language);
        expect(overview.length).toBeGreaterThan(2);
        expect(overview.filter((line) => line.state !== "published" || line.outdated)).toEqual([]);
      }
      expect((await listLocalizedServices(db, "fr")).map((service) => service.slug)).toContain(
        "tourisme-medical",
      );

      // An install from before this table: its content, and no translation nor fingerprint.
      await db.deleteFrom("translations").execute();
      await db.deleteFrom("translation_sources").execute();
      const overview = await translationOverview(db, "tr");
      expect(overview.length).toBeGreaterThan(2);
      expect(overview.every((line) => line.state === "missing")).toBe(true);
      const [service] = await db.selectFrom("services").select("id").limit(1).execute();
      if (!service) throw new Error("expected seeded services");
      await copyFromEnglish(db, "service", service.id, "tr", OFFICE);
      expect(await stateOf("tr", service.id)).toMatchObject({ state: "draft", outdated: false });
    });
  });

  describe("team", () => {
    test("a member without a translation shows in English, the texts named", async () => {
      const member = await createTeamMember(
        db,
        { name: "Musu", position: "Manager", bio: "Runs the office." },
        OFFICE,
      );
      expect(await listLocalizedTeam(db, "fr")).toMatchObject([
        { _id: member._id, position: "Manager", englishFields: ["position", "bio"] },
      ]);
      expect(await listLocalizedTeam(db, "en")).toMatchObject([{ englishFields: [] }]);
    });

    test("a blank text stays blank in the translation, and shows in English", async () => {
      const member = await createTeamMember(
        db,
        { name: "Musu", position: "Manager", bio: "Runs the office." },
        OFFICE,
      );
      await saveTranslation(db, "team", member._id, "fr", { position: "Directrice" }, OFFICE);
      expect((await listLocalizedTeam(db, "fr"))[0]?.englishFields).toEqual(["position", "bio"]);

      await publishTranslation(db, "team", member._id, "fr", OFFICE);
      expect(await listLocalizedTeam(db, "fr")).toMatchObject([
        { position: "Directrice", bio: "Runs the office.", englishFields: ["bio"] },
      ]);
      const [row] = await db.selectFrom("translations").select("fields").execute();
      expect(JSON.parse(row?.fields ?? "")).toEqual({ position: "Directrice", bio: "" });
    });
  });

  describe("pages", () => {
    const frenchAbout = () => {
      const texts = {
        title: "À propos",
        intro: "Qui nous sommes.",
        homeSummary: "",
        vision: "Relier le Libéria et la Turquie.",
        mission: "Servir nos clients.",
        goals: ["Qualité"],
        whyChooseUs: ["Confiance"],
        companyHistory: "Une affaire de famille.",
        coreValues: ["Honnêteté"],
        cards: defaultAbout.content.cards.map((_, index) => ({
          title: `Carte ${index + 1}`,
          text: "Texte.",
        })),
        imageAlt: "Notre bureau",
      };
      return texts;
    };

    test("the about page exists in French once its translation is published", async () => {
      await updateAbout(db, { content: { ...defaultAbout.content, homeSummary: "" } }, OFFICE);
      expect(await localizedAbout(db, "fr")).toBeNull();
      await saveTranslation(db, "page", "about", "fr", frenchAbout(), OFFICE);
      expect(await localizedAbout(db, "fr")).toBeNull();
      await publishTranslation(db, "page", "about", "fr", OFFICE);

      const english = await getAbout(db);
      const french = await localizedAbout(db, "fr");
      expect(french).toMatchObject({ title: "À propos", images: english.images });
      expect(french?.content.vision).toBe("Relier le Libéria et la Turquie.");
      expect(await localizedAbout(db, "en")).toEqual(english);
      expect(await publishedLanguages(db, "page", "about")).toEqual(["en", "fr"]);
    });

    test("the hero's translation keeps its links and images; an English edit outdates it", async () => {
      const hero = await getHero(db);
      const texts = {
        title: "Relier le Libéria et la Turquie",
        subtitle: "Santé, matériaux et logistique",
        description: "Un seul bureau pour tout.",
        buttonText: "Demander un devis",
        secondButtonText: "Écrire sur WhatsApp",
      };
      const untranslated = { ...texts, secondButtonText: "" };
      const error = await refusal(saveTranslation(db, "page", "hero", "tr", untranslated, OFFICE));
      expect((error as ValidationError).fieldErrors).toEqual({
        secondButtonText: ["Translate this too: the English has it."],
      });
      await saveTranslation(db, "page", "hero", "fr", texts, OFFICE);
      await publishTranslation(db, "page", "hero", "fr", OFFICE);
      expect(await localizedHero(db, "fr")).toMatchObject({
        title: texts.title,
        images: hero.images,
        content: { buttonText: "Demander un devis", buttonLink: hero.content.buttonLink },
      });
      expect(await localizedHero(db, "tr")).toBeNull();

      await updateHero(db, { title: "New", content: hero.content }, OFFICE);
      expect(await stateOf("fr", "hero")).toMatchObject({ outdated: true });
    });

    test("a page that is not translated is not found", async () => {
      await expect(getTranslation(db, "page", "brand", "fr")).rejects.toThrow(NotFoundError);
    });
  });

  describe("trash", () => {
    test("a trashed service's translations are hidden, come back with it, go when emptied", async () => {
      const id = await addService();
      await save(id, "fr");
      await publishTranslation(db, "service", id, "fr", OFFICE);
      await save(id, "fr", { slug: "assurance-fret" });

      await deleteService(db, id, OFFICE);
      expect(await listLocalizedServices(db, "fr")).toEqual([]);
      await expect(findLocalizedService(db, "fr", "assurance-fret")).rejects.toThrow(NotFoundError);
      await expect(findLocalizedService(db, "fr", "assurance-cargo")).rejects.toThrow(
        NotFoundError,
      );
      expect(await stateOf("fr", id)).toBeUndefined();
      await expect(getTranslation(db, "service", id, "fr")).rejects.toThrow(NotFoundError);
      const other = await addService({ title: "Freight", slug: "freight" });
      const error = await refusal(save(other, "fr", { slug: "assurance-fret" }));
      expect((error as ValidationError).fieldErrors.slug?.[0]).toMatch(/in the trash/);

      const [trashed] = await trashContents(db);
      await restoreFromTrash(db, trashed?._id ?? 0, OFFICE);
      expect(await findLocalizedService(db, "fr", "assurance-fret")).toMatchObject({
        service: { _id: id, title: "Assurance cargo" },
      });

      await deleteService(db, id, OFFICE);
      await purgeTrash(db, daysFromNow(TRASH_DAYS + 1));
      for (const table of [
        "translations",
        "translation_sources",
        "translation_slug_redirects",
      ] as const) {
        const rows = await db
          .selectFrom(table)
          .select("item_id")
          .where("item_id", "=", id)
          .execute();
        expect(rows).toEqual([]);
      }
      expect(await save(other, "fr", { slug: "assurance-fret" })).toMatchObject({
        slug: "assurance-fret",
      });
    });
  });
});
