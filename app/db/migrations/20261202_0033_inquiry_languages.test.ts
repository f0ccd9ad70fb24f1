import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../../tests/support/databases.ts";
import { proofAt, T0 } from "../../../tests/support/inquiries.ts";
import { receiveMessage } from "../../domain/submissions.server.ts";
import { down, up } from "./20261202_0033_inquiry_languages.ts";

describe.each(testEngines())("inquiries' languages on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database.drop());

  test("what was stored before the migration came in English; down takes the column away", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    const message = { name: "Ama", email: "ama@example.com", subject: "Hi", message: "Hello" };
    // Inserted as the site wrote a message before it knew languages.
    await database.db
      .insertInto("inquiries")
      .values({
        id: "before",
        ...message,
        phone: "",
        is_read: 0,
        reply: null,
        replied_at: null,
        reply_signature: null,
        created_at: new Date(T0).toISOString(),
        spam_reason: null,
        submission_id: null,
        reference: null,
        assignee_id: null,
        status_changed_at: null,
      } as never)
      .execute();

    await up(db);
    const after = await receiveMessage(
      database.db,
      { ...message, language: "fr" },
      await proofAt(database.db, T0),
      T0,
    );
    const rows = await database.db
      .selectFrom("inquiries")
      .select(["id", "language"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual(
      [
        { id: "before", language: "en" },
        { id: after._id, language: "fr" },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );

    await down(db);
    const columns = (await db.introspection.getTables()).find(
      (table) => table.name === "inquiries",
    )?.columns;
    expect(columns?.map((column) => column.name)).not.toContain("language");
  });
});
