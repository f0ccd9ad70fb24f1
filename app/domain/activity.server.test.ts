import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { actorNamed, EDITOR } from "../../tests/support/actors.ts";
import {
  createSeededDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import type { Db } from "../db/schema.ts";
import { type Activity, dashboardCounts, recentActivity } from "./activity.server.ts";
import { writeEntry } from "./content-entries.server.ts";
import { issueFormProof } from "./form-proof.server.ts";
import { restoreFromSpam } from "./messages.server.ts";
import { createService, deleteService, updateService } from "./services.server.ts";
import { receiveMessage } from "./submissions.server.ts";
import { createTeamMember, deleteTeamMember } from "./team.server.ts";

const service = (title: string) => ({
  title,
  category: "logistics",
  shortDescription: "Cover for goods in transit.",
  fullDescription: "We insure sea and air cargo.",
});

const page = { title: "Page", content: {}, images: [] };

describe.each(testEngines())("activity on %s", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    database = await createSeededDatabase(engine);
    db = database.db;
    // Edits take their time from the clock (messages take theirs as an argument), so the
    // tests set the clock to order them.
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database?.drop();
  });

  const setClock = (iso: string) => vi.setSystemTime(new Date(iso));

  /** A visitor's message received at `iso`, sent from a form shown a minute earlier. */
  async function receive(name: string, subject: string, iso: string, options = { spam: false }) {
    const now = Date.parse(iso);
    const submission = options.spam
      ? { honeypot: "filled in by a script" }
      : { proof: await issueFormProof(db, now - 60_000) };
    return receiveMessage(
      db,
      { name, email: "visitor@example.com", subject, message: "Hello there." },
      submission,
      now,
    );
  }

  const summaries = (activities: Activity[]) => activities.map((activity) => activity.summary);

  test("the built-in content is nobody's edit, so a new site has no activity", async () => {
    expect(await recentActivity(db)).toEqual([]);
  });

  test("a message shows who wrote, about what and when, linked to its own screen", async () => {
    const { _id: id } = await receive(
      "Bob Smith",
      "Shipping to Monrovia",
      "2026-03-01T10:00:00.000Z",
    );
    expect(await recentActivity(db)).toEqual([
      {
        kind: "message",
        summary: "New message: Shipping to Monrovia",
        by: "Bob Smith",
        at: "2026-03-01T10:00:00.000Z",
        href: `/admin/messages/${id}`,
      },
    ]);
  });

  test("a message held as spam is left out until it is put back in the inbox", async () => {
    await receive("Bob", "Real question", "2026-03-01T10:00:00.000Z");
    const spam = await receive("Bot", "Cheap pills", "2026-03-01T11:00:00.000Z", { spam: true });
    expect(summaries(await recentActivity(db))).toEqual(["New message: Real question"]);

    await restoreFromSpam(db, spam._id, EDITOR);
    expect(summaries(await recentActivity(db))).toEqual([
      "New message: Cheap pills",
      "New message: Real question",
    ]);
  });

  test("edits say what changed, who changed it and where to look", async () => {
    setClock("2026-03-01T10:00:00.000Z");
    await createService(db, service("Cargo Insurance"), actorNamed("alice"));
    setClock("2026-03-01T10:01:00.000Z");
    await createTeamMember(db, { name: "Ada Lovelace", position: "Engineer" }, actorNamed("bob"));
    for (const [minute, key] of [
      [2, "hero"],
      [3, "about"],
      [4, "contact"],
    ] as const) {
      setClock(`2026-03-01T10:0${minute}:00.000Z`);
      await writeEntry(db, key, page, {
        expectedVersion: undefined,
        actor: actorNamed("carol"),
        conflictMessage: "",
      });
    }
    const edit = (summary: string, by: string, minute: number, href: string) => ({
      kind: "edit",
      summary,
      by,
      at: `2026-03-01T10:0${minute}:00.000Z`,
      href,
    });
    expect(await recentActivity(db)).toEqual([
      edit("Updated the contact information", "carol", 4, "/admin/content/contact"),
      edit("Updated the about page", "carol", 3, "/admin/content/about"),
      edit("Updated the hero section", "carol", 2, "/admin/content/hero"),
      edit("Updated the team member Ada Lovelace", "bob", 1, "/admin/team"),
      edit("Updated the service Cargo Insurance", "alice", 0, "/admin/services"),
    ]);
  });

  test("content nobody edited, such as the built-in content seeded at start, is left out", async () => {
    const { services, teamMembers } = await dashboardCounts(db);
    expect(services).toBeGreaterThan(0);
    expect(teamMembers).toBeGreaterThan(0);
    expect(await recentActivity(db)).toEqual([]);
  });

  test("a record edited twice appears once, at its latest edit", async () => {
    setClock("2026-03-01T10:00:00.000Z");
    const created = await createService(db, service("Cargo Insurance"), actorNamed("alice"));
    setClock("2026-03-01T12:00:00.000Z");
    await updateService(db, created._id, service("Marine Insurance"), actorNamed("bob"));
    expect(await recentActivity(db)).toMatchObject([
      {
        summary: "Updated the service Marine Insurance",
        by: "bob",
        at: "2026-03-01T12:00:00.000Z",
      },
    ]);
  });

  test("messages and edits come together, newest first", async () => {
    await receive("Bob", "First question", "2026-03-01T10:00:00.000Z");
    setClock("2026-03-01T10:01:00.000Z");
    await createService(db, service("Cargo Insurance"), actorNamed("alice"));
    await receive("Eve", "Second question", "2026-03-01T10:02:00.000Z");
    setClock("2026-03-01T10:03:00.000Z");
    await writeEntry(db, "about", page, {
      expectedVersion: undefined,
      actor: actorNamed("carol"),
      conflictMessage: "",
    });
    expect(summaries(await recentActivity(db))).toEqual([
      "Updated the about page",
      "New message: Second question",
      "Updated the service Cargo Insurance",
      "New message: First question",
    ]);
  });

  test("only the newest entries are shown: eight unless asked for another number", async () => {
    for (let minute = 10; minute < 20; minute++) {
      await receive("Bob", `Question ${minute}`, `2026-03-01T10:${minute}:00.000Z`);
    }
    setClock("2026-03-01T10:15:30.000Z");
    await createService(db, service("Cargo Insurance"), actorNamed("alice"));

    const eight = await recentActivity(db);
    expect(summaries(eight)).toEqual([
      "New message: Question 19",
      "New message: Question 18",
      "New message: Question 17",
      "New message: Question 16",
      "Updated the service Cargo Insurance",
      "New message: Question 15",
      "New message: Question 14",
      "New message: Question 13",
    ]);
    expect(summaries(await recentActivity(db, 2))).toEqual([
      "New message: Question 19",
      "New message: Question 18",
    ]);
  });

  test("a page the dashboard has no label for is named by its key and links to the dashboard", async () => {
    // No domain function writes other pages; an older or newer version of the site might.
    await db
      .insertInto("content_entries")
      .values({
        page: "legal",
        title: "Legal",
        content: "{}",
        images: "[]",
        updated_at: "2026-03-01T10:00:00.000Z",
        updated_by: "dave",
      })
      .execute();
    expect(await recentActivity(db)).toEqual([
      {
        kind: "edit",
        summary: "Updated legal",
        by: "dave",
        at: "2026-03-01T10:00:00.000Z",
        href: "/admin/dashboard",
      },
    ]);
  });

  describe("dashboardCounts", () => {
    test("counts what a new site holds", async () => {
      expect(await dashboardCounts(db)).toEqual({
        services: 3,
        teamMembers: 3,
        messages: 0,
        contentPages: 3,
      });
    });

    test("follows additions and deletions, and does not count spam", async () => {
      await createService(db, service("Cargo Insurance"), actorNamed("alice"));
      await deleteService(db, "default-service-logistics", EDITOR);
      await deleteTeamMember(db, "default-member-1", EDITOR);
      await receive("Bob", "Question", "2026-03-01T10:00:00.000Z");
      await receive("Bot", "Spam", "2026-03-01T10:01:00.000Z", { spam: true });
      expect(await dashboardCounts(db)).toEqual({
        services: 3,
        teamMembers: 2,
        messages: 1,
        contentPages: 3,
      });
    });
  });
});
