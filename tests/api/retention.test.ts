import { afterEach, describe, expect, test } from "vitest";
import { recordEvent } from "../../app/domain/audit.server.ts";
import { issueFormProof } from "../../app/domain/form-proof.server.ts";
import { receiveQuote } from "../../app/domain/quote-intake.server.ts";
import { EDITOR } from "../support/actors.ts";
import { createSeededDatabase, type TestDatabase, testEngines } from "../support/databases.ts";
import { HEALTH, storedQuote } from "../support/inquiries.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { waitFor } from "../support/wait.ts";

const PDF = new TextEncoder().encode("%PDF-1.7\n%%EOF\n");
const TWO_YEARS_AGO = new Date(Date.now() - 2 * 365 * 24 * 60 * 60 * 1000).toISOString();

describe.each(testEngines())("retention on %s", (engine) => {
  let database: TestDatabase | undefined;
  let server: RunningServer | undefined;

  afterEach(async () => {
    await server?.stop();
    await database?.drop();
  });

  test("the server deletes the files of inquiries closed past the retention, and logs it", async () => {
    database = await createSeededDatabase(engine);
    const db = database.db;
    const file = [{ name: "scan.pdf", type: "application/pdf", bytes: PDF }];
    const proof = async () => ({ proof: await issueFormProof(db, Date.now() - 60_000) });
    const closed = await storedQuote(
      db,
      receiveQuote(db, "health-tourism", HEALTH, file, await proof()),
    );
    const open = await storedQuote(
      db,
      receiveQuote(db, "health-tourism", HEALTH, file, await proof()),
    );
    await db
      .updateTable("inquiries")
      .set({ status: "won", status_changed_at: TWO_YEARS_AGO })
      .where("id", "=", closed.inquiry._id)
      .execute();

    server = await startServer(database.env);

    const filesOf = (id: string) =>
      db.selectFrom("inquiry_attachments").select("id").where("message_id", "=", id).execute();
    await waitFor(async () => (await filesOf(closed.inquiry._id)).length === 0, "the sweep");
    expect(await filesOf(open.inquiry._id)).toHaveLength(1);
    const log = await db.selectFrom("privacy_log").select(["kind", "summary"]).execute();
    expect(log).toEqual([
      {
        kind: "retention",
        summary: `Deleted 1 attachment of ${closed.reference} (kept 12 months after closing).`,
      },
    ]);
  });

  test("the server deletes audit log entries older than two years, keeps the rest, and logs it", async () => {
    database = await createSeededDatabase(engine);
    const db = database.db;
    const year = 365 * 24 * 60 * 60 * 1000;
    for (const [label, age] of [
      ["the old hero", 2 * year + 24 * 60 * 60 * 1000],
      ["the recent hero", 2 * year - 24 * 60 * 60 * 1000],
    ] as const) {
      await recordEvent(
        db,
        EDITOR,
        { kind: "update", item: { type: "content", id: "hero", label } },
        Date.now() - age,
      );
    }

    server = await startServer(database.env);

    const labels = async () =>
      (await db.selectFrom("audit_log").select("item_label").execute()).map(
        (row) => row.item_label,
      );
    await waitFor(async () => (await labels()).length === 1, "the sweep");
    expect(await labels()).toEqual(["the recent hero"]);
    const running = server;
    await waitFor(
      async () =>
        running
          .logs()
          .some(
            (line) =>
              line.msg === "deleted audit log entries older than two years" && line.removed === 1,
          ),
      "the log line",
    );
  });
});
