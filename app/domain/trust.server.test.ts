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
import { trustForService } from "./trust.model.ts";
import { getTrust, updateTrust } from "./trust.server.ts";

/** The lists as the editor's form sends them: fields named by position. */
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

  beforeEach(async () => {
    database = await createSeededDatabase(engine);
  });
  afterEach(() => database.drop());

  test("until saved: the built-in lists, version 0, with 3 to 5 steps for every line", async () => {
    const trust = await getTrust(database.db);
    expect(trust).toEqual({ ...defaultTrust, version: 0 });
    for (const steps of Object.values(trust.steps)) {
      expect(steps.length).toBeGreaterThanOrEqual(3);
      expect(steps.length).toBeLessThanOrEqual(5);
    }
  });

  test("a save keeps the lists in their order, cleaned, and empties what was left out", async () => {
    const saved = await updateTrust(database.db, { ...FORM, version: "0" }, actorNamed("office"));
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
      version: 1,
    });
    expect(await getTrust(database.db)).toEqual(saved);
  });

  test("positions sort as numbers, so the tenth item stays after the second", async () => {
    const figures = Object.fromEntries(
      ["0", "1", "2", "10"].map((position) => [position, { value: position, label: "Count" }]),
    );
    const saved = await updateTrust(database.db, { figures }, actorNamed("office"));
    expect(saved.figures.map((figure) => figure.value)).toEqual(["0", "1", "2", "10"]);
  });

  test("a service page gets its line's steps, partners and testimonials and its own questions", async () => {
    const saved = await updateTrust(database.db, FORM, actorNamed("office"));
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

  test("wrong fields are refused beside themselves, and nothing is stored", async () => {
    const error = await failure(
      updateTrust(
        database.db,
        {
          ...FORM,
          figures: { "0": { value: "", label: "Years" } },
          steps: { logistics: { "0": { title: "Only one", text: "Step." } } },
          partners: {
            "0": { name: "Line", line: "shipping", url: "line.example.com" },
            // A picture from another host by a protocol-relative address is not this site's.
            "1": { name: "Yard", logo: "//elsewhere.example/logo.png" },
          },
          testimonials: { "0": { quote: " ", name: "Ruth", line: "" } },
        },
        actorNamed("office"),
      ),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({
      "figures.0.value": ["Enter the figure."],
      "steps.logistics": ["Give 3 to 5 steps, or remove them all to hide the section."],
      "partners.0.line": ["Choose a business line."],
      "partners.0.url": ["Enter a full web address starting with http:// or https://."],
      "partners.1.logo": ["Upload the image again."],
      "testimonials.0.quote": ["Enter the quote."],
      "testimonials.0.line": ["Choose a business line."],
    });
    expect((await getTrust(database.db)).version).toBe(0);
  });

  test("empty lists save, so each section can be hidden", async () => {
    const saved = await updateTrust(database.db, {}, actorNamed("office"));
    expect(saved).toEqual({
      figures: [],
      steps: { "health-tourism": [], logistics: [], "building-materials": [] },
      partners: [],
      testimonials: [],
      questions: {},
      version: 1,
    });
  });

  test("a logo is recorded as used, and released when the partner goes", async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: "#123456" },
    })
      .png()
      .toBuffer();
    const logo = await storeImage(database.db, png);
    const withLogo = {
      ...FORM,
      partners: { "0": { name: "Hospital", line: "health-tourism", logo: logo.url } },
    };
    const saved = await updateTrust(database.db, withLogo, actorNamed("office"));
    expect(saved.partners[0]?.logo).toBe(logo.url);
    const uses = () =>
      database.db
        .selectFrom("media_uses")
        .select("owner")
        .where("owner", "=", "page:trust")
        .execute();
    expect(await uses()).toHaveLength(1);
    await updateTrust(database.db, { ...FORM, version: 1 }, actorNamed("office"));
    expect(await uses()).toHaveLength(0);
    const left = await database.db.selectFrom("media").select("id").execute();
    expect(left).toHaveLength(0);
  });

  test("a save over someone else's is refused and changes nothing", async () => {
    await updateTrust(database.db, { ...FORM, version: "0" }, actorNamed("carol"));
    const error = await failure(
      updateTrust(database.db, { ...FORM, figures: {}, version: "0" }, actorNamed("office")),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect(await getTrust(database.db)).toMatchObject({ figures: [{ value: "12" }], version: 1 });
  });
});
