import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import {
  createSeededDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { imageDataUrl } from "../../tests/support/images.ts";
import type { Db } from "../db/schema.ts";
import { DEFAULT_BRAND, getBrand, updateBrand } from "./brand.server.ts";
import { ConflictError, ValidationError } from "./errors.ts";
import { readMediaFile } from "./media.server.ts";

const isStored = async (db: Db, url: string) =>
  (await readMediaFile(db, url.slice("/uploads/".length))) !== null;

describe.each(testEngines())("the logo setting on %s", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    database = await createSeededDatabase(engine);
    db = database.db;
  });
  afterEach(() => database.drop());

  test("is empty (the built-in mark) until the office saves a logo", async () => {
    expect(await getBrand(db)).toEqual(DEFAULT_BRAND);
  });

  test("an uploaded logo is kept while it is the logo and released when it is removed", async () => {
    const saved = await updateBrand(db, { logo: await imageDataUrl("png") }, actorNamed("admin"));
    expect(saved.logo).toMatch(/^\/uploads\/[0-9a-f]{64}-120x80\.png$/);
    expect(saved.version).toBe(1);
    const logo = saved.logo ?? "";
    expect(await isStored(db, logo)).toBe(true);

    const cleared = await updateBrand(db, { logo: "", version: 1 }, actorNamed("admin"));
    expect(cleared).toEqual({ logo: null, version: 2 });
    expect(await isStored(db, logo)).toBe(false);
  });

  test("a save from an older version is a conflict; an address that is no image is refused", async () => {
    await updateBrand(db, { logo: "/images/logo.png" }, actorNamed("admin"));
    await expect(updateBrand(db, { logo: "", version: 2 }, actorNamed("admin"))).rejects.toThrow(
      ConflictError,
    );
    await expect(
      updateBrand(db, { logo: "javascript:alert(1)", version: 1 }, actorNamed("admin")),
    ).rejects.toThrow(ValidationError);
    expect((await getBrand(db)).logo).toBe("/images/logo.png");
  });
});
