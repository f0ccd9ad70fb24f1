import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../../tests/support/databases.ts";
import { HEALTH, storedQuote, T0 } from "../../../tests/support/inquiries.ts";
import { receiveQuote } from "../../domain/quote-intake.server.ts";
import { down, up } from "./20261203_0034_consent_notice_language.ts";

describe.each(testEngines())("consents' notice languages on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database.drop());

  test("consents stored before the migration were given under the English notice; down takes the column away", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    const { inquiry } = await storedQuote(
      database.db,
      receiveQuote(database.db, "health-tourism", HEALTH, [], {}, T0),
    );
    await down(db);
    // Given as the site recorded a consent before it knew the notice's language.
    await database.db
      .insertInto("inquiry_consents")
      .values({
        message_id: inquiry._id,
        kind: "news",
        given_at: inquiry.createdAt,
        notice_version: 1,
      } as never)
      .execute();

    await up(db);
    const french = await storedQuote(
      database.db,
      receiveQuote(database.db, "health-tourism", HEALTH, [], {}, T0, { language: "fr" }),
    );
    const rows = await database.db
      .selectFrom("inquiry_consents")
      .select(["message_id", "kind", "notice_language"])
      .orderBy("message_id")
      .orderBy("kind")
      .execute();
    // A migrated database has no French notice published: the French page showed the English.
    expect(rows).toEqual(
      [
        { message_id: inquiry._id, kind: "health-data", notice_language: "en" },
        { message_id: inquiry._id, kind: "news", notice_language: "en" },
        { message_id: french.inquiry._id, kind: "health-data", notice_language: "en" },
      ].sort((a, b) => a.message_id.localeCompare(b.message_id)),
    );

    await down(db);
    const columns = (await db.introspection.getTables()).find(
      (table) => table.name === "inquiry_consents",
    )?.columns;
    expect(columns?.map((column) => column.name)).not.toContain("notice_language");
  });
});
