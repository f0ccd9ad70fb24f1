import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../../tests/support/databases.ts";
import { isUniqueViolation } from "../errors.ts";
import { down, up } from "./20261201_0032_translations.ts";

describe.each(testEngines())("the translations tables on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database.drop());

  const insert = (db: Kysely<unknown>, itemId: string, language: string, slug: string | null) =>
    sql`insert into translations (kind, item_id, language, state, fields, slug, source_fingerprint, updated_at)
      values ('service', ${itemId}, ${language}, 'draft', '{}', ${slug}, 'f', '2026-12-01')`.execute(
      db,
    );

  test("a slug is unique per kind and language; items without one hold none", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);

    await insert(db, "a", "fr", "fret");
    await insert(db, "a", "tr", "fret");
    await insert(db, "b", "fr", null);
    await insert(db, "c", "fr", null);
    const clash = await insert(db, "d", "fr", "fret").then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(clash)).toBe(true);
    const rows = await database.db.selectFrom("translations").select("version").execute();
    expect(rows.map((row) => row.version)).toEqual([1, 1, 1, 1]);
  });
});
