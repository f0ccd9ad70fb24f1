import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../../tests/support/databases.ts";
import { getSecuritySettings } from "../../domain/security-settings.server.ts";
import { down, up } from "./20261128_0023_site_settings.ts";

describe.each(testEngines())("settings moved out of the content on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database.drop());

  test("the sign-in rules saved before keep their value and version; the content stays", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    const at = "2026-11-20T10:00:00.000Z";
    await sql`insert into content_entries (page, title, content, images, version, updated_at, updated_by)
      values ('security', 'Sign-in security', '{"requireTwoFactor":true}', '[]', 3, ${at}, 'office'),
             ('about', 'About', '{}', '[]', 2, ${at}, 'office')`.execute(db);

    await up(db);

    expect(await getSecuritySettings(database.db)).toEqual({ requireTwoFactor: true, version: 3 });
    const pages = await database.db.selectFrom("content_entries").select("page").execute();
    expect(pages).toEqual([{ page: "about" }]);
    expect(
      await database.db.selectFrom("site_settings").selectAll().executeTakeFirstOrThrow(),
    ).toMatchObject({ key: "security", updated_at: at, updated_by: "office" });
  });
});
