import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { LOGISTICS } from "../../tests/support/inquiries.ts";
import { issueFormProof } from "../domain/form-proof.server.ts";
import { countMessages } from "../domain/messages.server.ts";
import { receiveQuote } from "../domain/quote-intake.server.ts";
import { receiveMessage } from "../domain/submissions.server.ts";
import { isUniqueViolation } from "./errors.ts";
import { createGroupCommit, type GroupCommit, type RowsUnit } from "./group-commit.server.ts";
import type { Db } from "./schema.ts";

const T0 = Date.parse("2026-11-24T09:00:00.000Z");

function message(index: number) {
  return {
    name: "Batch Visitor",
    email: "visitor@example.com",
    phone: "+231 555 0100",
    subject: "General Inquiry",
    message: `Batched message ${index}`,
  };
}

/** A unit that stores one counter row; the same series twice is a unique violation. */
function counter(series: string) {
  return async (trx: Db) => {
    await trx.insertInto("reference_counters").values({ series, last_number: 1 }).execute();
    return series;
  };
}

describe.each(testEngines())("group commit on %s", (engine) => {
  let database: TestDatabase;
  let group: GroupCommit;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
    group = createGroupCommit(database.db);
  });
  afterEach(() => database?.drop());

  async function storedSeries() {
    const rows = await database.db.selectFrom("reference_counters").select("series").execute();
    return rows.map((row) => row.series).sort();
  }

  test("many concurrent messages are stored, each once, in a few transactions", async () => {
    // Each message from a form of its own: a proof is good for one message.
    const proofs = await Promise.all(
      Array.from({ length: 100 }, async () => ({
        proof: await issueFormProof(database.db, T0 - 60_000),
      })),
    );
    const received = await Promise.all(
      proofs.map((proof, index) =>
        receiveMessage(database.db, message(index), proof, T0, group.commit),
      ),
    );
    expect(new Set(received.map((item) => item._id)).size).toBe(100);
    expect(await countMessages(database.db)).toBe(100);
    const held = await database.db
      .selectFrom("inquiries")
      .select("id")
      .where("status", "=", "spam")
      .execute();
    expect(held).toEqual([]);
    const notifications = await database.db.selectFrom("outbox").select("kind").execute();
    expect(notifications).toHaveLength(100);
    // One transaction per message would be 100; a batch holds at most 64.
    expect(group.unitByUnit()).toBe(0);
    expect(group.commits()).toBeGreaterThanOrEqual(2);
    expect(group.commits()).toBeLessThanOrEqual(10);
  });

  test("a failing unit rejects alone; the others in its batch are stored", async () => {
    const failing = async (trx: Db) => {
      await counter("written-then-undone")(trx);
      throw new Error("this unit fails");
    };
    const results = await Promise.allSettled([
      group.commit(counter("a")),
      group.commit(failing),
      group.commit(counter("b")),
    ]);
    expect(results).toEqual([
      { status: "fulfilled", value: "a" },
      { status: "rejected", reason: new Error("this unit fails") },
      { status: "fulfilled", value: "b" },
    ]);
    expect(group.commits()).toBe(1);
    // The batch failed together and ran again unit by unit.
    expect(group.unitByUnit()).toBe(1);
    // The failing unit's own write was rolled back with it.
    expect(await storedSeries()).toEqual(["a", "b"]);
  });

  test("a database error in one unit does not poison the batch's transaction", async () => {
    // PostgreSQL refuses every statement of a transaction after an error in it.
    const results = await Promise.allSettled([
      group.commit(counter("same")),
      group.commit(counter("same")),
      group.commit(counter("after")),
    ]);
    expect(results[0]).toEqual({ status: "fulfilled", value: "same" });
    expect(results[1]?.status).toBe("rejected");
    expect(isUniqueViolation((results[1] as PromiseRejectedResult).reason)).toBe(true);
    expect(results[2]).toEqual({ status: "fulfilled", value: "after" });
    expect(group.commits()).toBe(1);
    expect(await storedSeries()).toEqual(["after", "same"]);
  });

  test("callers are answered after the commit, in the order their units ran", async () => {
    const answered: string[] = [];
    let lastUnitStarted = false;
    const slowLast = async (trx: Db) => {
      lastUnitStarted = true;
      // Had anyone been answered before the commit, it would be by now.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answered).toEqual([]);
      return counter("c")(trx);
    };
    const seen: string[] = [];
    const callers = [counter("a"), counter("b"), slowLast].map((unit) =>
      group.commit(unit).then(async (series) => {
        answered.push(series);
        // Seen from outside the batch's transaction: committed.
        const row = await database.db
          .selectFrom("reference_counters")
          .select("series")
          .where("series", "=", series)
          .executeTakeFirst();
        if (row) seen.push(series);
      }),
    );
    await Promise.all(callers);
    expect(lastUnitStarted).toBe(true);
    expect(answered).toEqual(["a", "b", "c"]);
    expect(seen.sort()).toEqual(["a", "b", "c"]);
  });

  test("units arriving while a batch commits wait for the next one", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = group.commit(async (trx) => {
      await held;
      return counter("first")(trx);
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const later = [group.commit(counter("x")), group.commit(counter("y"))];
    release();
    expect(await first).toBe("first");
    expect(await Promise.all(later)).toEqual(["x", "y"]);
    expect(group.commits()).toBe(2);
  });

  test("duplicate deliveries in one batch are stored once and both answered with it", async () => {
    const submission = { submissionId: "5f0c8a1e-0d7e-4f4e-9a51-2b9e8c1d7a00" };
    const [one, two] = await Promise.all([
      receiveMessage(database.db, message(1), submission, T0, group.commit),
      receiveMessage(database.db, message(1), submission, T0, group.commit),
    ]);
    expect(one?._id).toBe(two?._id);
    expect(await database.db.selectFrom("inquiries").select("id").execute()).toHaveLength(1);
  });

  test("a batch inserts its rows units' rows together and numbers each series in turn", async () => {
    /** A unit that stores one `site_meta` row, named after it and the number it was given. */
    const noted = (name: string, series?: string): RowsUnit<string> => {
      const label = (number: number | undefined) => (series ? `${series}-${number}` : name);
      return {
        ...(series ? { series } : {}),
        rows: (number) => [{ table: "site_meta", rows: [{ key: label(number), value: name }] }],
        answer: label,
      };
    };
    const answers = await Promise.all([
      group.commit(noted("a", "LG-2026")),
      group.commit(noted("b")),
      group.commit(noted("c", "BM-2026")),
      group.commit(noted("d", "LG-2026")),
      group.commit(noted("e", "LG-2026")),
    ]);
    // One transaction, the rows in together: not unit by unit after a failure.
    expect(group.commits()).toBe(1);
    expect(group.unitByUnit()).toBe(0);
    expect(answers).toEqual(["LG-2026-1", "b", "BM-2026-1", "LG-2026-2", "LG-2026-3"]);
    const rows = await database.db.selectFrom("site_meta").select("key").execute();
    expect(rows.map((row) => row.key).sort()).toEqual([
      "BM-2026-1",
      "LG-2026-1",
      "LG-2026-2",
      "LG-2026-3",
      "b",
    ]);
    const counters = await database.db
      .selectFrom("reference_counters")
      .selectAll()
      .orderBy("series")
      .execute();
    expect(counters).toEqual([
      { series: "BM-2026", last_number: 1 },
      { series: "LG-2026", last_number: 3 },
    ]);
  });

  test("reference numbers given out in one batch are unique and follow each other", async () => {
    const form = async () => ({ proof: await issueFormProof(database.db, T0 - 60_000) });
    // A second delivery of a submission is the same form sent again: the same proof.
    const duplicate = { ...(await form()), submissionId: "8d3b1f52-6a0e-4c1b-b1f4-0a7c2e9d5b11" };
    const submissions = [
      await form(),
      duplicate,
      await form(),
      duplicate,
      await form(),
      await form(),
      await form(),
    ];
    const received = await Promise.all(
      submissions.map((submission) =>
        receiveQuote(database.db, "logistics", LOGISTICS, [], submission, T0, {
          commit: group.commit,
        }),
      ),
    );
    // The second delivery of the duplicate is answered with the first one's reference.
    expect(received[3]?.reference).toBe(received[1]?.reference);
    const references = new Set(received.map((item) => item.reference));
    // The duplicate's rolled-back number is not lost: six requests, 0001 to 0006, no gap.
    expect([...references].sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `LG-2026-${String(n).padStart(4, "0")}`),
    );
    expect(group.commits()).toBeLessThanOrEqual(3);
  });
});
