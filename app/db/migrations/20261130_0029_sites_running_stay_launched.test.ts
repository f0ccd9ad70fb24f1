import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../../tests/support/databases.ts";
import { isLaunched } from "../../domain/launch.server.ts";
import { seedDefaultContent } from "../seed.server.ts";
import { down, up } from "./20261130_0029_sites_running_stay_launched.ts";

describe.each(testEngines())("sites running before the launch rule on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database.drop());

  test("a new install starts unlaunched, even once seeded", async () => {
    await seedDefaultContent(database.db);
    expect(await isLaunched(database.db)).toBe(false);
  });

  test("a site seeded before the migration stays launched; down takes it back", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    await seedDefaultContent(database.db);

    await up(db);
    expect(await isLaunched(database.db)).toBe(true);

    await down(db);
    expect(await isLaunched(database.db)).toBe(false);
  });
});
