import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createSeededDatabase,
  type TestDatabase,
  testEngines,
} from "../../../tests/support/databases.ts";
import { getHero } from "../../domain/page-content.server.ts";
import { getServiceBySlug } from "../../domain/services.server.ts";
import { up } from "./20261124_0012_built_in_pictures.ts";

describe.each(testEngines())("the redrawn built-in pictures on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createSeededDatabase(engine);
  });
  afterEach(() => database.drop());

  test("a site still showing the old drawings shows the new ones; other images stay", async () => {
    const { db } = database;
    const uploaded = `/uploads/${"a".repeat(64)}-800x600.jpg`;
    await db
      .updateTable("content_entries")
      .set({
        images: JSON.stringify(["/images/hero-logistics.svg", uploaded, "/images/hero-health.svg"]),
      })
      .where("page", "=", "hero")
      .execute();
    await db
      .updateTable("service_images")
      .set({ url: "/images/hero-materials.svg" })
      .where("url", "=", "/images/building-materials.svg")
      .execute();

    await up(db as Kysely<unknown>);

    expect((await getHero(db)).images).toEqual([
      "/images/logistics.svg",
      uploaded,
      "/images/health-tourism.svg",
      null,
    ]);
    const materials = await getServiceBySlug(db, "building-and-construction-materials");
    expect(materials.images.map((image) => image.url)).toEqual(["/images/building-materials.svg"]);
  });
});
