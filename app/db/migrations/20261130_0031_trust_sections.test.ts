import { type Kysely, sql } from "kysely";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../../tests/support/databases.ts";
import { defaultTrust } from "../../content/default-trust.ts";
import { storeImage } from "../../domain/media.server.ts";
import { getTrust } from "../../domain/trust.server.ts";
import { down, up } from "./20261130_0031_trust_sections.ts";

describe.each(testEngines())("the trust record split into sections on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database.drop());

  test("each section keeps what was saved, its version, and the images it shows", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    const logo = await storeImage(database.db, png);
    const saved = {
      figures: [{ value: "12", label: "Years" }],
      steps: { "health-tourism": [], logistics: [], "building-materials": [] },
      partners: [{ name: "Yard", note: "", line: null, logo: logo.url, url: "" }],
      testimonials: [],
      questions: {},
    };
    const at = "2026-11-20T10:00:00.000Z";
    await sql`insert into content_entries (page, title, content, images, version, updated_at, updated_by)
      values ('trust', 'Trust and proof', ${JSON.stringify(saved)}, '[]', 4, ${at}, 'office')`.execute(
      db,
    );
    const media = await database.db.selectFrom("media").select("id").executeTakeFirstOrThrow();
    await sql`insert into media_uses (owner, media_id) values ('page:trust', ${media.id})`.execute(
      db,
    );

    await up(db);

    expect(await getTrust(database.db)).toEqual({
      ...saved,
      versions: { figures: 4, steps: 4, partners: 4, testimonials: 4, questions: 4 },
    });
    const uses = await database.db.selectFrom("media_uses").select("owner").execute();
    expect(uses).toEqual([{ owner: "page:trust-partners" }]);
    const pages = await database.db
      .selectFrom("content_entries")
      .select(["page", "updated_by"])
      .where("page", "like", "trust%")
      .orderBy("page")
      .execute();
    expect(pages.map((row) => row.page)).toEqual([
      "trust-figures",
      "trust-partners",
      "trust-questions",
      "trust-steps",
      "trust-testimonials",
    ]);
    expect(new Set(pages.map((row) => row.updated_by))).toEqual(new Set(["office"]));
  });

  test("with nothing saved, every section stays the built-in one", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await getTrust(database.db)).toMatchObject({
      figures: defaultTrust.figures,
      versions: { figures: 0, steps: 0, partners: 0, testimonials: 0, questions: 0 },
    });
  });
});
