import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import {
  createSeededDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { defaultTrust } from "../content/default-trust.ts";
import { ConflictError, ValidationError } from "./errors.ts";
import { storeImage } from "./media.server.ts";
import { TRUST_SECTIONS, type TrustSection, trustForService } from "./trust.model.ts";
import { getTrust, updateTrustSection } from "./trust.server.ts";

/** The lists as the section screens' forms send them: fields named by position. */
const FORM = {
  figures: { "0": { value: "12", label: "Years in business" } },
  steps: {
    logistics: {
      "0": { title: "Tell us", text: "What you ship." },
      "1": { title: "Quote", text: "All costs." },
      "2": { title: "Delivery", text: "To your door." },
    },
  },
  partners: {
    "0": {
      name: "  Istanbul   Hospital ",
      note: "JCI\naccredited",
      line: "health-tourism",
      logo: "",
      url: "",
    },
    "1": { name: "Mersin Line", note: "", line: "", logo: "", url: "https://line.example.com" },
  },
  testimonials: {
    "0": {
      quote: "Very good care.",
      name: "Ruth B.",
      place: "Kakata",
      line: "health-tourism",
      photo: "",
    },
  },
  questions: {
    "default-service-health-tourism": { "0": { question: "Is it safe?", answer: "Yes." } },
  },
};

const NONE_SAVED = { figures: 0, steps: 0, partners: 0, testimonials: 0, questions: 0 };

/** Saves every section of `lists`, each on its own, as five screens would. */
async function saveAll(db: TestDatabase["db"], lists: Partial<typeof FORM> = FORM) {
  for (const section of TRUST_SECTIONS) {
    await updateTrustSection(db, section, { [section]: lists[section] }, actorNamed("office"));
  }
  return getTrust(db);
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected the save to fail");
    },
    (error: unknown) => error,
  );
}

describe.each(testEngines())("trust and proof on %s", (engine) => {
  let database: TestDatabase;
  const save = (section: TrustSection, input: object, actor = "office") =>
    updateTrustSection(database.db, section, input, actorNamed(actor));

  beforeEach(async () => {
    database = await createSeededDatabase(engine);
  });
  afterEach(() => database.drop());

  test("until saved: the built-in lists, version 0, with 3 to 5 steps for every line", async () => {
    const trust = await getTrust(database.db);
    expect(trust).toEqual({ ...defaultTrust, versions: NONE_SAVED });
    for (const steps of Object.values(trust.steps)) {
      expect(steps.length).toBeGreaterThanOrEqual(3);
      expect(steps.length).toBeLessThanOrEqual(5);
    }
  });

  test("a section saved alone changes that section only", async () => {
    const saved = await save("figures", { figures: FORM.figures, version: "0" });
    expect(saved).toEqual({
      ...defaultTrust,
      figures: [{ value: "12", label: "Years in business" }],
      versions: { ...NONE_SAVED, figures: 1 },
    });
    const partners = await save("partners", { partners: FORM.partners, version: "0" });
    expect(partners.figures).toEqual(saved.figures);
    expect(partners.testimonials).toEqual(defaultTrust.testimonials);
    expect(partners.versions).toEqual({ ...NONE_SAVED, figures: 1, partners: 1 });
  });

  test("each save keeps its list in order, cleaned; what was left out is emptied", async () => {
    const saved = await saveAll(database.db);
    expect(saved).toEqual({
      figures: [{ value: "12", label: "Years in business" }],
      steps: {
        "health-tourism": [],
        "building-materials": [],
        logistics: [
          { title: "Tell us", text: "What you ship." },
          { title: "Quote", text: "All costs." },
          { title: "Delivery", text: "To your door." },
        ],
      },
      partners: [
        {
          name: "Istanbul Hospital",
          note: "JCI accredited",
          line: "health-tourism",
          logo: null,
          url: "",
        },
        { name: "Mersin Line", note: "", line: null, logo: null, url: "https://line.example.com" },
      ],
      testimonials: [
        {
          quote: "Very good care.",
          name: "Ruth B.",
          place: "Kakata",
          line: "health-tourism",
          photo: null,
        },
      ],
      questions: {
        "default-service-health-tourism": [{ question: "Is it safe?", answer: "Yes." }],
      },
      versions: { figures: 1, steps: 1, partners: 1, testimonials: 1, questions: 1 },
    });
    expect(await getTrust(database.db)).toEqual(saved);
  });

  test("positions sort as numbers, so the tenth item stays after the second", async () => {
    const figures = Object.fromEntries(
      ["0", "1", "2", "10"].map((position) => [position, { value: position, label: "Count" }]),
    );
    const saved = await save("figures", { figures });
    expect(saved.figures.map((figure) => figure.value)).toEqual(["0", "1", "2", "10"]);
  });

  test("a service page gets its line's steps, partners and testimonials and its own questions", async () => {
    const saved = await saveAll(database.db);
    const health = trustForService(saved, {
      _id: "default-service-health-tourism",
      category: "health-tourism",
    });
    expect(health.steps).toEqual([]);
    expect(health.partners.map((partner) => partner.name)).toEqual(["Istanbul Hospital"]);
    expect(health.testimonials.map((testimonial) => testimonial.name)).toEqual(["Ruth B."]);
    expect(health.questions).toEqual([{ question: "Is it safe?", answer: "Yes." }]);
    const other = trustForService(saved, { _id: "elsewhere", category: "Consulting" });
    expect(other).toEqual({ steps: [], partners: [], testimonials: [], questions: [] });
  });

  test.each([
    [
      "figures",
      { figures: { "0": { value: "", label: "Years" } } },
      { "figures.0.value": ["Enter the figure."] },
    ],
    [
      "steps",
      { steps: { logistics: { "0": { title: "Only one", text: "Step." } } } },
      { "steps.logistics": ["Give 3 to 5 steps, or remove them all to hide the section."] },
    ],
    [
      "partners",
      {
        partners: {
          "0": { name: "Line", line: "shipping", url: "line.example.com" },
          // A picture from another host by a protocol-relative address is not this site's.
          "1": { name: "Yard", logo: "//elsewhere.example/logo.png" },
        },
      },
      {
        "partners.0.line": ["Choose a business line."],
        "partners.0.url": ["Enter a full web address starting with http:// or https://."],
        "partners.1.logo": ["Upload the image again."],
      },
    ],
    [
      "testimonials",
      { testimonials: { "0": { quote: " ", name: "Ruth", line: "" } } },
      {
        "testimonials.0.quote": ["Enter the quote."],
        "testimonials.0.line": ["Choose a business line."],
      },
    ],
    [
      "questions",
      { questions: { "a-service": { "0": { question: "Why?", answer: "" } } } },
      { "questions.a-service.0.answer": ["Enter the answer."] },
    ],
  ] as const)(
    "wrong %s are refused beside themselves, and nothing is stored",
    async (section, input, errors) => {
      const error = await failure(save(section, input));
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).message).toMatch(/ were not saved\. Check the fields/);
      expect((error as ValidationError).fieldErrors).toEqual(errors);
      expect(await getTrust(database.db)).toEqual({ ...defaultTrust, versions: NONE_SAVED });
    },
  );

  test("empty lists save, so each section can be hidden", async () => {
    const saved = await saveAll(database.db, {});
    expect(saved).toEqual({
      figures: [],
      steps: { "health-tourism": [], logistics: [], "building-materials": [] },
      partners: [],
      testimonials: [],
      questions: {},
      versions: { figures: 1, steps: 1, partners: 1, testimonials: 1, questions: 1 },
    });
  });

  test("a logo and a photo are recorded as used, and released when their row goes", async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: "#123456" },
    })
      .png()
      .toBuffer();
    const logo = await storeImage(database.db, png);
    const photo = await storeImage(database.db, await sharp(png).negate().png().toBuffer());
    const saved = await save("partners", {
      partners: { "0": { name: "Hospital", line: "health-tourism", logo: logo.url } },
    });
    expect(saved.partners[0]?.logo).toBe(logo.url);
    await save("testimonials", {
      testimonials: { "0": { quote: "Good.", name: "Ann", line: "logistics", photo: photo.url } },
    });
    const uses = () =>
      database.db
        .selectFrom("media_uses")
        .select("owner")
        .where("owner", "like", "page:trust%")
        .orderBy("owner")
        .execute();
    expect(await uses()).toEqual([
      { owner: "page:trust-partners" },
      { owner: "page:trust-testimonials" },
    ]);
    await save("partners", { partners: FORM.partners, version: 1 });
    expect(await uses()).toEqual([{ owner: "page:trust-testimonials" }]);
    const left = await database.db.selectFrom("media").select("id").execute();
    expect(left).toHaveLength(1);
  });

  test("two people saving two sections from the same start both keep their work", async () => {
    const opened = (await getTrust(database.db)).versions;
    await save("figures", { figures: FORM.figures, version: opened.figures }, "carol");
    await save("testimonials", { testimonials: FORM.testimonials, version: opened.testimonials });
    const trust = await getTrust(database.db);
    expect(trust.figures).toEqual([{ value: "12", label: "Years in business" }]);
    expect(trust.testimonials.map((testimonial) => testimonial.name)).toEqual(["Ruth B."]);
  });

  test("a save of a section over someone else's is refused and changes nothing", async () => {
    await save("figures", { figures: FORM.figures, version: "0" }, "carol");
    const error = await failure(save("figures", { figures: {}, version: "0" }));
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).message).toBe(
      "Someone else saved the key figures after you opened them. Reload to see their changes, then make yours again.",
    );
    expect(await getTrust(database.db)).toMatchObject({
      figures: [{ value: "12" }],
      versions: { figures: 1 },
    });
  });

  test("each section's save is its own entry in the audit log", async () => {
    await save("figures", { figures: FORM.figures });
    await save("questions", { questions: FORM.questions });
    const entries = await database.db
      .selectFrom("audit_log")
      .select(["kind", "item_type", "item_id", "item_label", "actor_name"])
      .where("item_type", "=", "content")
      .orderBy("id")
      .execute();
    expect(entries).toEqual([
      {
        kind: "update",
        item_type: "content",
        item_id: "trust-figures",
        item_label: "the key figures",
        actor_name: "office",
      },
      {
        kind: "update",
        item_type: "content",
        item_id: "trust-questions",
        item_label: "the questions and answers",
        actor_name: "office",
      },
    ]);
  });
});
