import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../../tests/support/databases.ts";
import { getMessage, queueMail } from "../../domain/messages.server.ts";
import { receiveMessage } from "../../domain/submissions.server.ts";
import { down, up } from "./20261128_0024_inquiries_table.ts";

const MESSAGE = {
  name: "Ama Mensah",
  email: "ama@example.com",
  subject: "Cement prices",
  message: "Please send your prices for cement.",
};

describe.each(testEngines())("the inbox's table renamed on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database.drop());

  test("the messages and the mail that refers to them come through both ways", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    const { _id } = await receiveMessage(database.db, MESSAGE);
    await queueMail(database.db, "reply", _id, new Date().toISOString());

    await down(db);
    const before = await sql<{ name: string }>`select name from contact_messages`.execute(db);
    expect(before.rows).toEqual([{ name: "Ama Mensah" }]);
    await up(db);

    expect(await getMessage(database.db, _id)).toMatchObject({ name: "Ama Mensah" });
    // The outbox's reference followed the table: deleting the message still takes its mail.
    expect(await database.db.selectFrom("outbox").selectAll().execute()).not.toEqual([]);
    await database.db.deleteFrom("inquiries").where("id", "=", _id).execute();
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });
});
