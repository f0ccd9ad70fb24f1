import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../../tests/support/databases.ts";
import { LOGISTICS, proofAt } from "../../../tests/support/inquiries.ts";
import { receiveQuote } from "../../domain/quote-intake.server.ts";
import { receiveMessage } from "../../domain/submissions.server.ts";
import { down, up } from "./20261129_0025_messages_in_lines.ts";

const SENDER = { name: "Ama Mensah", email: "ama@example.com", message: "Hello" };

describe.each(testEngines())("messages filed in their subject's line on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database.drop());

  const linesBySubject = async () =>
    Object.fromEntries(
      (
        await database.db
          .selectFrom("inquiries")
          .select(["subject", "line"])
          .where("reference", "is", null)
          .execute()
      ).map((row) => [row.subject, row.line]),
    );

  test("a message of a built-in subject takes its line; others and quote requests stay", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    const subjects = [
      "Health Tourism Inquiry",
      "Building Materials Quote",
      "Logistics Services",
      "General Inquiry",
      "Partnership Opportunity",
      "Cement prices",
    ];
    for (const subject of subjects) {
      await receiveMessage(database.db, { ...SENDER, subject }, await proofAt(database.db));
    }
    const quote = await receiveQuote(
      database.db,
      "logistics",
      LOGISTICS,
      [],
      await proofAt(database.db),
    );

    // As the inbox was before: every message "general", whatever its subject.
    await down(db);
    expect(new Set(Object.values(await linesBySubject()))).toEqual(new Set(["general"]));

    await up(db);

    expect(await linesBySubject()).toEqual({
      "Health Tourism Inquiry": "health-tourism",
      "Building Materials Quote": "building-materials",
      "Logistics Services": "logistics",
      "General Inquiry": "general",
      "Partnership Opportunity": "general",
      "Cement prices": "general",
    });
    const request = await database.db
      .selectFrom("inquiries")
      .select(["line", "reference"])
      .where("id", "=", quote._id)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ line: "logistics", reference: quote.reference });
  });
});
