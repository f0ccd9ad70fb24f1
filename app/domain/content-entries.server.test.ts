import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { actorNamed } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import type { Db } from "../db/schema.ts";
import { type ContentKey, readEntry, writeEntry } from "./content-entries.server.ts";
import { ConflictError } from "./errors.ts";

const CONFLICT = "Someone else saved the about page after you opened it.";

const about = (title: string) => ({
  title,
  content: { vision: `${title} vision`, goals: ["Grow"] },
  images: ["/images/about.jpg"],
});

describe.each(testEngines())("content entries on %s", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createMigratedDatabase(engine);
    db = database.db;
  });
  afterAll(() => database?.drop());
  beforeEach(async () => {
    await db.deleteFrom("content_entries").execute();
  });

  const write = (
    entry: { title: string; content: unknown; images: unknown },
    options: { expectedVersion?: number; actor?: string; page?: ContentKey } = {},
  ) =>
    writeEntry(db, options.page ?? "about", entry, {
      expectedVersion: options.expectedVersion,
      actor: actorNamed(options.actor ?? "editor"),
      conflictMessage: CONFLICT,
    });

  test("a page never saved has no entry", async () => {
    expect(await readEntry(db, "about")).toBeNull();
  });

  test("the first save stores the entry at version 1, with who saved it and when", async () => {
    const before = Date.now();
    await write(about("About"), { actor: "alice" });
    const entry = await readEntry(db, "about");
    expect(entry).toEqual({
      ...about("About"),
      version: 1,
      updatedAt: expect.any(String),
      updatedBy: "alice",
    });
    expect(Date.parse(entry?.updatedAt ?? "")).toBeGreaterThanOrEqual(before);
  });

  test("a first save that names a version is refused: what it was edited from is gone", async () => {
    await expect(write(about("About"), { expectedVersion: 1 })).rejects.toThrow(ConflictError);
    expect(await readEntry(db, "about")).toBeNull();
  });

  test("each save replaces the entry and bumps its version", async () => {
    await write(about("First"), { actor: "alice" });
    await write(about("Second"), { expectedVersion: 1, actor: "bob" });
    expect(await readEntry(db, "about")).toMatchObject({
      ...about("Second"),
      version: 2,
      updatedBy: "bob",
    });
  });

  test("a save from an older version is refused with the caller's message", async () => {
    await write(about("First"));
    await write(about("Theirs"), { expectedVersion: 1 });
    const stale = write(about("Mine"), { expectedVersion: 1 });
    await expect(stale).rejects.toThrow(ConflictError);
    await expect(stale).rejects.toThrow(CONFLICT);
    expect(await readEntry(db, "about")).toMatchObject({ title: "Theirs", version: 2 });
  });

  test("a save that names no version overwrites whatever is stored", async () => {
    await write(about("First"));
    await write(about("Second"));
    await write(about("Third"));
    expect(await readEntry(db, "about")).toMatchObject({ title: "Third", version: 3 });
  });

  test("of two saves from the same version at once, one is kept and the other refused", async () => {
    await write(about("First"));
    const results = await Promise.allSettled([
      write(about("Alice"), { expectedVersion: 1 }),
      write(about("Bob"), { expectedVersion: 1 }),
    ]);
    const kept = results.findIndex((result) => result.status === "fulfilled");
    const refused = results.find((result) => result.status === "rejected");
    expect(kept).not.toBe(-1);
    expect(refused?.reason).toBeInstanceOf(ConflictError);
    expect(await readEntry(db, "about")).toMatchObject({
      title: kept === 0 ? "Alice" : "Bob",
      version: 2,
    });
  });

  test("each page has an entry of its own", async () => {
    await write(about("About"));
    await write({ title: "Hero", content: { headline: "Hi" }, images: [] }, { page: "hero" });
    await write({ title: "Hero 2", content: { headline: "Hello" }, images: [] }, { page: "hero" });
    expect(await readEntry(db, "about")).toMatchObject({ title: "About", version: 1 });
    expect(await readEntry(db, "hero")).toMatchObject({
      title: "Hero 2",
      content: { headline: "Hello" },
      version: 2,
    });
    expect(await readEntry(db, "contact")).toBeNull();
  });

  test("stored JSON that does not parse reads as no content and no images", async () => {
    await write(about("About"));
    await db
      .updateTable("content_entries")
      .set({ content: "{not json", images: "" })
      .where("page", "=", "about")
      .execute();
    expect(await readEntry(db, "about")).toMatchObject({
      title: "About",
      content: null,
      images: [],
    });
  });

  test("a save inside the caller's transaction is undone with it", async () => {
    const failed = db.transaction().execute(async (trx) => {
      await writeEntry(trx, "about", about("About"), {
        expectedVersion: undefined,
        actor: actorNamed("editor"),
        conflictMessage: CONFLICT,
      });
      throw new Error("the rest of the caller's work failed");
    });
    await expect(failed).rejects.toThrow("the rest of the caller's work failed");
    expect(await readEntry(db, "about")).toBeNull();
  });
});
