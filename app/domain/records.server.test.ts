import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import type { Db } from "../db/schema.ts";
import { newId, nowIso } from "../db/values.ts";
import { ConflictError } from "./errors.ts";
import { nextPosition, updateUnlessChanged } from "./records.server.ts";

const CONFLICT = "Someone else saved this after you opened it.";

async function insertService(db: Db, fields: { title: string; sortOrder: number }) {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto("services")
    .values({
      id,
      slug: id,
      title: fields.title,
      category: "logistics",
      short_description: "Short.",
      full_description: "Full.",
      features: "[]",
      sort_order: fields.sortOrder,
      created_at: now,
      updated_at: now,
      updated_by: null,
    })
    .execute();
  return id;
}

async function readService(db: Db, id: string) {
  return db
    .selectFrom("services")
    .select(["title", "version", "updated_by"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

describe.each(testEngines())("records on %s", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createMigratedDatabase(engine);
    db = database.db;
  });
  afterAll(() => database?.drop());
  beforeEach(async () => {
    await db.deleteFrom("services").execute();
    await db.deleteFrom("content_entries").execute();
  });

  describe("nextPosition", () => {
    test("the first record of an empty list goes at position 0", async () => {
      expect(await nextPosition(db, "services")).toBe(0);
      expect(await nextPosition(db, "team_members")).toBe(0);
    });

    test("a new record goes after the last one, even when positions have gaps", async () => {
      await insertService(db, { title: "A", sortOrder: 0 });
      await insertService(db, { title: "B", sortOrder: 5 });
      expect(await nextPosition(db, "services")).toBe(6);
      // Each list counts its own positions.
      expect(await nextPosition(db, "team_members")).toBe(0);
    });
  });

  describe("updateUnlessChanged", () => {
    const save = (id: string, versions: { current: number; expected: number | undefined }) =>
      updateUnlessChanged(
        db,
        "services",
        { column: "id", value: id },
        versions,
        { title: "Edited", updated_by: "editor" },
        CONFLICT,
      );

    test("a save from the current version writes the values and bumps the version", async () => {
      const id = await insertService(db, { title: "Original", sortOrder: 0 });
      await save(id, { current: 1, expected: 1 });
      expect(await readService(db, id)).toEqual({
        title: "Edited",
        version: 2,
        updated_by: "editor",
      });
    });

    test("a save that names no version is written over the version it read", async () => {
      const id = await insertService(db, { title: "Original", sortOrder: 0 });
      await save(id, { current: 1, expected: undefined });
      expect(await readService(db, id)).toMatchObject({ title: "Edited", version: 2 });
    });

    test("a save from an older version is refused and the newer record kept", async () => {
      const id = await insertService(db, { title: "Original", sortOrder: 0 });
      // Another editor saved since this one loaded version 1.
      await db
        .updateTable("services")
        .set({ title: "Theirs", version: 2 })
        .where("id", "=", id)
        .execute();

      const stale = save(id, { current: 2, expected: 1 });
      await expect(stale).rejects.toThrow(ConflictError);
      await expect(stale).rejects.toThrow(CONFLICT);
      expect(await readService(db, id)).toMatchObject({ title: "Theirs", version: 2 });
    });

    test("a save is refused when another lands between its read and its write", async () => {
      const id = await insertService(db, { title: "Original", sortOrder: 0 });
      const { version: read } = await readService(db, id);
      // Another editor saves after our read.
      await db
        .updateTable("services")
        .set({ title: "Theirs", version: read + 1 })
        .where("id", "=", id)
        .execute();

      await expect(save(id, { current: read, expected: undefined })).rejects.toThrow(CONFLICT);
      expect(await readService(db, id)).toMatchObject({ title: "Theirs", version: 2 });
    });

    test("only the keyed record changes", async () => {
      const edited = await insertService(db, { title: "Original", sortOrder: 0 });
      const other = await insertService(db, { title: "Other", sortOrder: 1 });
      await save(edited, { current: 1, expected: 1 });
      expect(await readService(db, other)).toMatchObject({ title: "Other", version: 1 });
    });

    test("a record that does not exist cannot be saved", async () => {
      await expect(save("no-such-id", { current: 1, expected: undefined })).rejects.toThrow(
        ConflictError,
      );
    });

    test("content entries are keyed by page", async () => {
      const now = nowIso();
      for (const page of ["hero", "about"]) {
        await db
          .insertInto("content_entries")
          .values({
            page,
            title: page,
            content: "{}",
            images: "[]",
            updated_at: now,
            updated_by: null,
          })
          .execute();
      }
      await updateUnlessChanged(
        db,
        "content_entries",
        { column: "page", value: "about" },
        { current: 1, expected: 1 },
        { title: "About us" },
        CONFLICT,
      );
      const rows = await db
        .selectFrom("content_entries")
        .select(["page", "title", "version"])
        .orderBy("page")
        .execute();
      expect(rows).toEqual([
        { page: "about", title: "About us", version: 2 },
        { page: "hero", title: "hero", version: 1 },
      ]);
    });
  });
});
