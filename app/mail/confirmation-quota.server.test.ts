import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import {
  CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  countConfirmation,
  deleteOldConfirmationCounts,
  forgetConfirmationCounts,
  uncountConfirmation,
} from "./confirmation-quota.server.ts";

const T0 = Date.parse("2026-11-27T09:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testEngines())("confirmations counted per address and day on %s", (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
  });
  afterEach(() => database?.drop());

  test("three a day to one address, however it is spelt; others and the next day count apart", async () => {
    expect(CONFIRMATIONS_PER_ADDRESS_PER_DAY).toBe(3);
    const spellings = [
      "ada@example.com",
      "ADA@example.com",
      " Ada@Example.com ",
      "ada@example.com",
    ];
    const counted = [];
    for (const address of spellings)
      counted.push(await countConfirmation(database.db, address, T0));
    expect(counted.map((slot) => slot !== null)).toEqual([true, true, true, false]);
    expect(await countConfirmation(database.db, "bea@example.com", T0)).not.toBeNull();
    expect(await countConfirmation(database.db, "ada@example.com", T0 + DAY_MS)).not.toBeNull();
    // The table knows addresses only by a keyed hash.
    const rows = await database.db.selectFrom("confirmation_counts").selectAll().execute();
    expect(JSON.stringify(rows)).not.toMatch(/ada|bea|example/i);
  });

  test("a confirmation that failed to leave gives its place back", async () => {
    const slots = [];
    for (let sent = 0; sent < 3; sent++) {
      slots.push(await countConfirmation(database.db, "ada@example.com", T0));
    }
    expect(await countConfirmation(database.db, "ada@example.com", T0)).toBeNull();
    const failed = slots[0];
    if (!failed) throw new Error("the first confirmation was not counted");
    await uncountConfirmation(database.db, failed);
    expect(await countConfirmation(database.db, "ada@example.com", T0)).not.toBeNull();
    expect(await countConfirmation(database.db, "ada@example.com", T0)).toBeNull();
  });

  test("instances counting at once never let more than three through", async () => {
    const counted = await Promise.all(
      Array.from({ length: 12 }, () => countConfirmation(database.db, "ada@example.com", T0)),
    );
    expect(counted.filter((slot) => slot !== null)).toHaveLength(3);
  });

  test("the sweep forgets the days gone and keeps today's", async () => {
    await countConfirmation(database.db, "ada@example.com", T0 - DAY_MS);
    await countConfirmation(database.db, "ada@example.com", T0);
    expect(await deleteOldConfirmationCounts(database.db, T0)).toBe(1);
    const days = await database.db.selectFrom("confirmation_counts").select("day").execute();
    expect(days).toEqual([{ day: "2026-11-27" }]);
  });

  test("an erasure forgets the address's counts on every day, and no one else's", async () => {
    for (const at of [T0 - DAY_MS, T0]) await countConfirmation(database.db, "ada@example.com", at);
    await countConfirmation(database.db, "bea@example.com", T0);
    await forgetConfirmationCounts(database.db, " ADA@example.com");
    expect(await database.db.selectFrom("confirmation_counts").selectAll().execute()).toHaveLength(
      1,
    );
    expect(await countConfirmation(database.db, "ada@example.com", T0)).not.toBeNull();
  });
});
