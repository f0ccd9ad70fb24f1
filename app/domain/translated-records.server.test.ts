import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { HEALTH, storedQuote } from "../../tests/support/inquiries.ts";
import { builtInFr } from "../content/translations/fr.ts";
import type { Db } from "../db/schema.ts";
import { seedDefaultContent } from "../db/seed.server.ts";
import { getContactInfo, updateContactInfo } from "./contact-info.server.ts";
import { ValidationError } from "./errors.ts";
import { getInquirySettings, updateInquirySettings } from "./inquiry-settings.server.ts";
import {
  contactShownIn,
  privacyShownIn,
  siteTextsShownIn,
  treatmentChoicesIn,
  trustShownIn,
} from "./localized-content.server.ts";
import { getPrivacyNotice, updatePrivacyNotice } from "./privacy-notice.server.ts";
import { receiveQuote } from "./quote-intake.server.ts";
import { updateSiteTexts } from "./site-texts.server.ts";
import {
  getTranslation,
  itemTranslationStates,
  publishTranslation,
  saveTranslation,
} from "./translations.server.ts";
import { updateTrustSection } from "./trust.server.ts";

// The records translated as a whole (decision 074): the contact details' words, the site texts,
// the privacy notice and the health form's treatments; and the notice a consent was given under.

const OFFICE = actorNamed("office");

const FRENCH_CONTACT = {
  country: "Libéria",
  workingHours: "Du lundi au vendredi, de 8 h à 17 h\nLe samedi, de 9 h à 13 h",
  description: "Passez nous voir sans rendez-vous.",
};

/** Saves a page's French translation and publishes it. */
async function publishFrench(db: Db, page: string, texts: Record<string, unknown>) {
  await saveTranslation(db, "page", page, "fr", texts, OFFICE);
  return publishTranslation(db, "page", page, "fr", OFFICE);
}

describe.each(testEngines())("translated records on %s", (engine) => {
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
      "content_entries",
      "revisions",
      "audit_log",
      "media_uses",
      "inquiry_consents",
      "inquiries",
    ] as const) {
      await db.deleteFrom(table).execute();
    }
  });

  describe("contact details", () => {
    test("shown in English, marked so, until the French is published; the rest stays English", async () => {
      const english = await getContactInfo(db);
      expect(await contactShownIn(db, "fr")).toEqual({ page: english, language: "en" });

      await saveTranslation(db, "page", "contact", "fr", FRENCH_CONTACT, OFFICE);
      expect((await contactShownIn(db, "fr")).language).toBe("en");
      await publishTranslation(db, "page", "contact", "fr", OFFICE);

      expect(await contactShownIn(db, "fr")).toEqual({
        page: { ...english, ...FRENCH_CONTACT },
        language: "fr",
      });
      expect(await contactShownIn(db, "tr")).toEqual({ page: english, language: "en" });
      expect(await contactShownIn(db, "en")).toEqual({ page: english, language: "en" });
    });

    test("every text the English has must be translated", async () => {
      const error = await saveTranslation(
        db,
        "page",
        "contact",
        "fr",
        { ...FRENCH_CONTACT, workingHours: "" },
        OFFICE,
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).fieldErrors)).toEqual(["workingHours"]);
    });

    test("an English edit outdates the translation, unless minor or of a shared fact", async () => {
      await publishFrench(db, "contact", FRENCH_CONTACT);
      const english = await getContactInfo(db);
      const edit = (fields: Record<string, unknown>) =>
        updateContactInfo(db, { ...english, version: undefined, ...fields }, OFFICE);
      const outdated = async () => (await getTranslation(db, "page", "contact", "fr")).outdated;

      await edit({ phones: ["+231 555 000 111"] });
      expect(await outdated()).toBe(false);
      await edit({ workingHours: "Mon-Fri 8 AM-6 PM", minor: true });
      expect(await outdated()).toBe(false);
      await edit({ workingHours: "Mon-Sat 8 AM-6 PM" });
      expect(await outdated()).toBe(true);
      expect(await itemTranslationStates(db, "page", "contact")).toEqual([
        { language: "fr", state: "published", outdated: true },
        { language: "tr", state: "missing", outdated: false },
      ]);
      // Still shown: outdated is a note for the office, not a reason to hide it.
      expect((await contactShownIn(db, "fr")).page.workingHours).toBe(FRENCH_CONTACT.workingHours);
    });
  });

  describe("site texts", () => {
    test("the footer's text, the renamed headings and each banner picture's description; a banner without a picture has none", async () => {
      await updateSiteTexts(
        db,
        {
          footerBlurb: "A Liberian group.",
          homeHeadings: { about: "Who we are" },
          banners: { "/team": { image: "/images/team.jpg", alt: "Our team" } },
        },
        OFFICE,
      );
      const texts = {
        footerBlurb: "Un groupe libérien.",
        aboutBannerAlt: "",
        servicesBannerAlt: "",
        teamBannerAlt: "",
        contactBannerAlt: "",
      };
      const error = await saveTranslation(db, "page", "site-texts", "fr", texts, OFFICE).catch(
        (caught: unknown) => caught,
      );
      expect((error as ValidationError).fieldErrors).toEqual({
        teamBannerAlt: ["Translate this too: the English has it."],
        aboutHeading: ["Translate this too: the English has it."],
      });

      await publishFrench(db, "site-texts", {
        ...texts,
        teamBannerAlt: "Notre équipe",
        aboutHeading: "Qui sommes-nous",
      });
      const { page, language } = await siteTextsShownIn(db, "fr");
      expect(language).toBe("fr");
      expect(page.footerBlurb).toBe("Un groupe libérien.");
      // The headings not renamed stay empty: the page shows its own, in French.
      expect(page.homeHeadings).toEqual({
        about: "Qui sommes-nous",
        services: "",
        team: "",
        contact: "",
      });
      expect(page.banners).toEqual({
        "/team": { image: "/images/team.jpg", alt: "Notre équipe" },
      });
      expect((await siteTextsShownIn(db, "tr")).page.footerBlurb).toBe("A Liberian group.");
    });

    test("a page's search title and description the office set are translated with them; the rest stay the page's own", async () => {
      await updateSiteTexts(
        db,
        {
          search: {
            "/about": { title: "Who runs the group", description: "Liberians in Turkey." },
          },
        },
        OFFICE,
      );
      const english = (await getTranslation(db, "page", "site-texts", "fr")).english;
      expect(english).toMatchObject({
        aboutSearchTitle: "Who runs the group",
        aboutSearchDescription: "Liberians in Turkey.",
        homeSearchTitle: "",
      });
      const error = await saveTranslation(
        db,
        "page",
        "site-texts",
        "fr",
        { aboutSearchTitle: "Qui dirige le groupe" },
        OFFICE,
      ).catch((caught: unknown) => caught);
      expect((error as ValidationError).fieldErrors).toEqual({
        aboutSearchDescription: ["Translate this too: the English has it."],
      });
      await publishFrench(db, "site-texts", {
        aboutSearchTitle: "Qui dirige le groupe",
        aboutSearchDescription: "Des Libériens en Turquie.",
      });
      const { page } = await siteTextsShownIn(db, "fr");
      expect(page.search["/about"]).toEqual({
        title: "Qui dirige le groupe",
        description: "Des Libériens en Turquie.",
      });
      expect(page.search["/team"]).toEqual({ title: "", description: "" });
    });
  });

  describe("the privacy notice", () => {
    const FRENCH_NOTICE = { title: "Confidentialité", body: "Nous protégeons vos données." };

    test("a translation is numbered with its own versions", async () => {
      await saveTranslation(db, "page", "privacy", "fr", FRENCH_NOTICE, OFFICE);
      await publishTranslation(db, "page", "privacy", "fr", OFFICE);
      await saveTranslation(
        db,
        "page",
        "privacy",
        "fr",
        { ...FRENCH_NOTICE, body: "Nous protégeons vos données personnelles.", version: 1 },
        OFFICE,
      );
      const french = await privacyShownIn(db, "fr");
      expect(french).toMatchObject({
        page: { title: "Confidentialité", version: 2 },
        language: "fr",
      });
      expect(french.page.updatedAt).toEqual(expect.any(String));
      expect(await privacyShownIn(db, "tr")).toEqual({
        page: await getPrivacyNotice(db),
        language: "en",
      });
    });

    test("a consent records the language and version of the notice its page showed", async () => {
      await updatePrivacyNotice(db, { title: "Privacy", body: "We keep it safe." }, OFFICE);
      await saveTranslation(db, "page", "privacy", "fr", FRENCH_NOTICE, OFFICE);
      await saveTranslation(db, "page", "privacy", "fr", { ...FRENCH_NOTICE, version: 1 }, OFFICE);
      await saveTranslation(db, "page", "privacy", "fr", { ...FRENCH_NOTICE, version: 2 }, OFFICE);
      await publishTranslation(db, "page", "privacy", "fr", OFFICE);
      const consentFrom = async (language: "en" | "fr" | "tr") => {
        const received = receiveQuote(db, "health-tourism", HEALTH, [], {}, Date.now(), {
          language,
        });
        const { inquiry } = await storedQuote(db, received);
        return inquiry.consents.map(({ noticeLanguage, noticeVersion }) => ({
          noticeLanguage,
          noticeVersion,
        }));
      };

      expect(await consentFrom("fr")).toEqual([{ noticeLanguage: "fr", noticeVersion: 3 }]);
      // No Turkish notice is published: the Turkish page showed the English one, version 2.
      expect(await consentFrom("tr")).toEqual([{ noticeLanguage: "en", noticeVersion: 2 }]);
      expect(await consentFrom("en")).toEqual([{ noticeLanguage: "en", noticeVersion: 2 }]);
    });
  });

  describe("the health form's treatments", () => {
    test("named in the language where translated, each still sending its English value", async () => {
      await updateInquirySettings(
        db,
        {
          ...(await getInquirySettings(db)),
          treatments: "Cardiology (heart)\nEye surgery",
          version: undefined,
        },
        OFFICE,
      );
      expect(await treatmentChoicesIn(db, "fr")).toEqual([
        { value: "Cardiology (heart)", label: "Cardiology (heart)", inEnglish: true },
        { value: "Eye surgery", label: "Eye surgery", inEnglish: true },
      ]);

      // A name left blank shows the English one, marked as English.
      await publishFrench(db, "treatments", {
        rows: [
          { group: "", key: "Cardiology (heart)", label: "Cardiologie (cœur)" },
          { group: "", key: "Eye surgery", label: "" },
        ],
      });
      expect(await treatmentChoicesIn(db, "fr")).toEqual([
        { value: "Cardiology (heart)", label: "Cardiologie (cœur)" },
        { value: "Eye surgery", label: "Eye surgery", inEnglish: true },
      ]);
      expect(await treatmentChoicesIn(db, "en")).toEqual([
        { value: "Cardiology (heart)", label: "Cardiology (heart)" },
        { value: "Eye surgery", label: "Eye surgery" },
      ]);

      // A treatment the office adds later has no name yet, and outdates the translation.
      await updateInquirySettings(
        db,
        { ...(await getInquirySettings(db)), treatments: "Dental treatment\nCardiology (heart)" },
        OFFICE,
      );
      expect(await treatmentChoicesIn(db, "fr")).toEqual([
        { value: "Dental treatment", label: "Dental treatment", inEnglish: true },
        { value: "Cardiology (heart)", label: "Cardiologie (cœur)" },
      ]);
      expect((await getTranslation(db, "page", "treatments", "fr")).outdated).toBe(true);
    });
  });

  describe("the trust sections", () => {
    const FIGURES = [
      { value: "12", label: "Years in business" },
      { value: "400+", label: "Patients helped" },
    ];
    const saveFigures = (figures: typeof FIGURES, minor = false) =>
      updateTrustSection(db, "figures", { figures, minor }, OFFICE);

    test("a row is found by its English, so a reordered list keeps its translations; a row not wholly translated is English", async () => {
      await saveFigures(FIGURES);
      await publishFrench(db, "trust-figures", {
        rows: [{ group: "", key: "Years in business", label: "Années d’activité" }],
      });
      await saveFigures([...FIGURES].reverse(), true);

      const french = await trustShownIn(db, "fr");
      expect(french.figures).toEqual([
        { value: "400+", label: "Patients helped", inEnglish: true },
        { value: "12", label: "Années d’activité" },
      ]);
      // The other sections have no published French: every row of them is English, marked.
      expect(french.partners.every((partner) => partner.inEnglish)).toBe(true);
      expect((await trustShownIn(db, "en")).figures).toEqual([...FIGURES].reverse());
    });

    test("a text the English row leaves blank may stay blank in the translation", async () => {
      await updateTrustSection(
        db,
        "partners",
        { partners: [{ name: "Acme Hospital", note: "", line: "", logo: "", url: "" }] },
        OFFICE,
      );
      await publishFrench(db, "trust-partners", {
        rows: [{ group: "", key: "Acme Hospital", name: "Hôpital Acme", note: "" }],
      });
      expect((await trustShownIn(db, "fr")).partners).toEqual([
        { name: "Hôpital Acme", note: "", line: null, logo: null, url: "" },
      ]);
    });

    test("steps are found within their business line; an English edit outdates that section only", async () => {
      const steps = [
        { title: "Send", text: "Send us your reports." },
        { title: "Plan", text: "Get a plan and a price." },
        { title: "Travel", text: "We arrange the trip." },
      ];
      await updateTrustSection(
        db,
        "steps",
        { steps: { "health-tourism": steps, logistics: steps } },
        OFFICE,
      );
      await publishFrench(db, "trust-steps", {
        rows: steps.map(({ title }, index) => ({
          group: "logistics",
          key: title,
          title: `Étape ${index + 1}`,
          text: "Texte.",
        })),
      });
      await publishFrench(db, "trust-figures", { rows: [] });

      const french = await trustShownIn(db, "fr");
      expect(french.steps.logistics.map((step) => step.title)).toEqual([
        "Étape 1",
        "Étape 2",
        "Étape 3",
      ]);
      expect(french.steps["health-tourism"].every((step) => step.inEnglish)).toBe(true);

      await updateTrustSection(
        db,
        "steps",
        { steps: { logistics: [...steps.slice(0, 2), { title: "Fly", text: "Off you go." }] } },
        OFFICE,
      );
      expect((await getTranslation(db, "page", "trust-steps", "fr")).outdated).toBe(true);
      expect((await getTranslation(db, "page", "trust-figures", "fr")).outdated).toBe(false);
    });
  });

  test("a fresh install shows the built-in French of every record", async () => {
    await db.deleteFrom("services").execute();
    await db.deleteFrom("team_members").execute();
    await seedDefaultContent(db);
    expect((await contactShownIn(db, "fr")).page).toMatchObject(builtInFr.contactInfo);
    expect((await siteTextsShownIn(db, "fr")).page.footerBlurb).toBe(
      builtInFr.siteTexts.footerBlurb,
    );
    expect((await privacyShownIn(db, "fr")).page).toMatchObject({
      ...builtInFr.privacyNotice,
      version: 1,
    });
    expect((await treatmentChoicesIn(db, "tr")).every((choice) => !choice.inEnglish)).toBe(true);
    const trust = await trustShownIn(db, "tr");
    const rows = [
      ...trust.figures,
      ...Object.values(trust.steps).flat(),
      ...trust.partners,
      ...trust.testimonials,
      ...Object.values(trust.questions).flat(),
    ];
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((row) => row.inEnglish)).toEqual([]);
    expect((await treatmentChoicesIn(db, "fr"))[0]).toEqual({
      value: "Cardiology (heart)",
      label: builtInFr.treatments["Cardiology (heart)"],
    });
  });
});
