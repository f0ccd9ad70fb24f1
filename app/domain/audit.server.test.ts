import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { actorNamed, EDITOR } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { refusal } from "../../tests/support/refusal.ts";
import type { Db } from "../db/schema.ts";
import { AUDIT_PAGE_SIZE, type AuditKind, COMMAND_LINE, NO_SUCH_ACCOUNT } from "./audit.model.ts";
import {
  deleteExpiredAuditEntries,
  listAuditLog,
  listAuditPeople,
  recordEvent,
} from "./audit.server.ts";
import { updateContactInfo } from "./contact-info.server.ts";
import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from "./errors.ts";
import { issueFormProof } from "./form-proof.server.ts";
import { exportInquiries } from "./inquiry-inbox.server.ts";
import { updateInquiry } from "./inquiry-updates.server.ts";
import { deleteMessage } from "./messages.server.ts";
import { createService, deleteService, moveService, updateService } from "./services.server.ts";
import { startSession } from "./sessions.server.ts";
import { receiveMessage } from "./submissions.server.ts";
import { createTeamMember, deleteTeamMember } from "./team.server.ts";
import { authenticate, createUser, FREE_SIGN_IN_FAILURES } from "./users.server.ts";

const T0 = Date.parse("2026-11-24T09:00:00.000Z");
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const service = (title: string, fields: Record<string, unknown> = {}) => ({
  title,
  category: "logistics",
  shortDescription: "Door to door between Mersin and Monrovia.",
  fullDescription: "Sea and road freight with customs clearance.",
  ...fields,
});

describe.each(testEngines())("the audit log on %s", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createMigratedDatabase(engine);
    db = database.db;
  });
  afterAll(() => database?.drop());
  beforeEach(async () => {
    for (const table of [
      "audit_log",
      "services",
      "team_members",
      "inquiries",
      "content_entries",
    ] as const) {
      await db.deleteFrom(table).execute();
    }
    await db.deleteFrom("sign_in_failures").execute();
    await db.deleteFrom("users").execute();
  });

  const summaries = async (query: Record<string, unknown> = {}) =>
    (await listAuditLog(db, query)).items.map((entry) => entry.summary);

  test("each write of the content manager records who did what to which item, newest first", async () => {
    const alice = actorNamed("alice");
    const created = await createService(db, service("Logistics Services"), alice);
    await updateService(db, created._id, service("Sea Freight", { published: false }), alice);
    await createService(db, service("Air Freight"), alice);
    await moveService(db, { id: created._id, direction: "down" }, alice);
    // At the end of the list nothing moves, and nothing is recorded.
    await moveService(db, { id: created._id, direction: "down" }, alice);
    await deleteService(db, created._id, EDITOR);
    const member = await createTeamMember(db, { name: "Ada Kollie", position: "Manager" }, alice);
    await deleteTeamMember(db, member._id, alice);
    await updateContactInfo(
      db,
      {
        address: "Broad Street 12",
        city: "Monrovia",
        country: "Liberia",
        phones: "+231 770 000 001",
        email: "office@example.com",
        workingHours: "Monday - Saturday 9:00 AM - 5:00 PM",
      },
      alice,
    );

    const { items } = await listAuditLog(db);
    expect(items.map((entry) => [entry.actor.username, entry.summary])).toEqual(
      [
        ["alice", "Created the service Logistics Services"],
        ["alice", "Updated the service Sea Freight (was Logistics Services, made a draft)"],
        ["alice", "Created the service Air Freight"],
        ["alice", "Updated the service Sea Freight (moved down)"],
        ["editor", "Deleted the service Sea Freight (moved to the trash)"],
        ["alice", "Created the team member Ada Kollie"],
        ["alice", "Deleted the team member Ada Kollie (moved to the trash)"],
        ["alice", "Updated the contact information"],
      ].reverse(),
    );
    expect(items.find((entry) => entry.summary.startsWith("Deleted the service"))).toMatchObject({
      actor: { _id: "editor-id", username: "editor" },
      item: { type: "service", id: created._id, label: "Sea Freight" },
      address: null,
    });
  });

  test("a change that fails leaves no entry, even one that fails after it was recorded", async () => {
    const created = await createService(db, service("Logistics Services"), EDITOR);
    await updateService(db, created._id, service("Logistics Services", { version: 1 }), EDITOR);
    const before = await summaries();

    // Refused by the domain: a stale version, a missing record, invalid input.
    expect(
      await refusal(updateService(db, created._id, service("Late", { version: 1 }), EDITOR)),
    ).toBeInstanceOf(ConflictError);
    expect(await refusal(deleteService(db, crypto.randomUUID(), EDITOR))).toBeInstanceOf(
      NotFoundError,
    );
    expect(await refusal(createService(db, { title: "" }, EDITOR))).toBeInstanceOf(ValidationError);
    // The caller's transaction fails after the change and its entry were written.
    const late = refusal(
      db.transaction().execute(async (trx) => {
        await updateService(trx, created._id, service("Renamed"), EDITOR);
        throw new Error("the caller's next step failed");
      }),
    );
    expect(await late).toBeInstanceOf(Error);

    expect(await summaries()).toEqual(before);
    const [stored] = await db.selectFrom("services").select("title").execute();
    expect(stored?.title).toBe("Logistics Services");
  });

  test("inquiries: status changes name the change, a delete the item, an export its filters", async () => {
    const office = await createUser(
      db,
      { username: "office", password: "a long office password" },
      COMMAND_LINE,
    );
    const proof = { proof: await issueFormProof(db, T0 - MINUTE_MS) };
    const message = await receiveMessage(
      db,
      { name: "Amara Kollie", email: "amara@example.com", subject: "Cement", message: "Price?" },
      proof,
      T0,
    );
    // The screen's form sends the status and the assignee, changed or not.
    await updateInquiry(db, message._id, { status: "quoted", assigneeId: office._id }, office);
    await updateInquiry(db, message._id, { status: "quoted", assigneeId: office._id }, office);
    await updateInquiry(db, message._id, { note: "Called back." }, office);
    await exportInquiries(db, { status: "unread", q: "amara" }, office, { label: "CSV" });
    await exportInquiries(db, {}, office, { label: "Excel" });
    await deleteMessage(db, message._id, office);

    expect(await summaries()).toEqual(
      [
        "Created the user office (Administrator)",
        `Updated the message from Amara Kollie (status Quoted, assigned to office)`,
        "Updated the message from Amara Kollie (note added)",
        "Exported 0 inquiries (CSV, unread, a search)",
        "Exported 1 inquiry (Excel)",
        "Deleted the message from Amara Kollie",
      ].reverse(),
    );
    const [created] = (await listAuditLog(db, { kind: "create" })).items;
    expect(created?.actor).toEqual(COMMAND_LINE);
  });

  test("sign-ins and failed ones carry the name tried and the client's address", async () => {
    const ayse = await createUser(
      db,
      { username: "ayse", email: "ayse@example.com", password: "a long office password" },
      COMMAND_LINE,
    );
    const trustedDevice = async () => false;
    const signIn = (login: string, password: string, now: number) =>
      authenticate(db, login, password, { trustedDevice, address: "203.0.113.7", now });

    expect(await signIn(" AYSE@example.com ", "wrong password", T0)).toBeNull();
    expect(await signIn("nobody", "wrong password", T0 + 1000)).toBeNull();
    const user = await signIn("ayse", "a long office password", T0 + 2000);
    if (!user) throw new Error("the right password was refused");
    await startSession(db, user, { replacing: null, address: "198.51.100.4" });

    const { items } = await listAuditLog(db, { kind: "sign-in-failed" });
    expect(
      items.map(({ actor, item, address, summary }) => ({ actor, item, address, summary })),
    ).toEqual([
      {
        actor: NO_SUCH_ACCOUNT,
        item: { type: "account", id: null, label: "nobody" },
        address: "203.0.113.7",
        summary: "Failed sign-in as “nobody”",
      },
      {
        actor: { _id: ayse._id, username: "ayse" },
        item: { type: "account", id: ayse._id, label: "ayse@example.com" },
        address: "203.0.113.7",
        summary: "Failed sign-in as “ayse@example.com”",
      },
    ]);
    expect((await listAuditLog(db, { kind: "sign-in" })).items).toMatchObject([
      { actor: { _id: ayse._id, username: "ayse" }, address: "198.51.100.4", summary: "Signed in" },
    ]);

    // A try the backoff refuses checks no password: it is not a failed sign-in.
    for (let failure = 0; failure < FREE_SIGN_IN_FAILURES; failure++) {
      await signIn("ayse", "wrong password", T0 + 3000);
    }
    const counted = (await listAuditLog(db, { kind: "sign-in-failed" })).total;
    expect(await refusal(signIn("ayse", "wrong password", T0 + 3000))).toBeInstanceOf(
      RateLimitedError,
    );
    expect((await listAuditLog(db, { kind: "sign-in-failed" })).total).toBe(counted);

    // The entries still read right once the account is gone.
    await db.deleteFrom("users").where("id", "=", ayse._id).execute();
    expect((await listAuditLog(db, { kind: "sign-in" })).items[0]?.actor.username).toBe("ayse");
  });

  describe("filters and pages", () => {
    const kinds: AuditKind[] = ["create", "update", "delete"];
    const people = [actorNamed("alice"), actorNamed("bob")];

    /** 120 entries, one an hour from T0, taking turns in actor and kind. */
    async function fill() {
      for (let index = 0; index < 120; index++) {
        await recordEvent(
          db,
          people[index % 2] ?? EDITOR,
          {
            kind: kinds[index % 3] ?? "update",
            item: { type: "service", id: `s${index}`, label: `Service ${index}` },
          },
          T0 + index * 60 * MINUTE_MS,
        );
      }
    }

    test("50 to a page, newest first; a page past the end answers the last", async () => {
      await fill();
      const first = await listAuditLog(db);
      expect(first).toMatchObject({ total: 120, page: 1, pages: 3, pageSize: AUDIT_PAGE_SIZE });
      expect(first.items).toHaveLength(50);
      expect(first.items[0]?.item.label).toBe("Service 119");
      const last = await listAuditLog(db, { page: "99" });
      expect(last.page).toBe(3);
      expect(last.query.page).toBe(3);
      expect(last.items.map((entry) => entry.item.label)).toEqual(
        Array.from({ length: 20 }, (_, index) => `Service ${19 - index}`),
      );
    });

    test("by person, by kind and by days (both included), together", async () => {
      await fill();
      expect((await listAuditLog(db, { person: "alice-id" })).total).toBe(60);
      expect((await listAuditLog(db, { kind: "delete" })).total).toBe(40);
      // T0 is 09:00 on the 24th: 15 hours of it, then all 24 of the 25th.
      expect((await listAuditLog(db, { from: "2026-11-24", to: "2026-11-24" })).total).toBe(15);
      expect((await listAuditLog(db, { from: "2026-11-25", to: "2026-11-25" })).total).toBe(24);
      expect((await listAuditLog(db, { to: "2026-11-25" })).total).toBe(39);
      expect((await listAuditLog(db, { from: "2026-11-28" })).total).toBe(120 - 87);
      const narrowed = await listAuditLog(db, {
        person: "bob-id",
        kind: "update",
        from: "2026-11-25",
        to: "2026-11-25",
      });
      // Hours 15 to 38 of the run; bob has the odd ones, update every third from 1.
      expect(narrowed.items.map((entry) => entry.item.label)).toEqual([
        "Service 37",
        "Service 31",
        "Service 25",
        "Service 19",
      ]);
    });

    test("a filter it does not understand is no filter", async () => {
      await fill();
      const answer = await listAuditLog(db, {
        kind: "tamper",
        from: "yesterday",
        to: "2026-02-31x",
        page: "-4",
      });
      expect(answer.total).toBe(120);
      expect(answer.query).toEqual({ page: 1 });
    });

    test("the people to filter by are everyone the log names with an account, by latest name", async () => {
      await recordEvent(
        db,
        { _id: "u1", username: "fatu" },
        {
          kind: "update",
          item: { type: "content", id: "hero", label: "the hero section" },
        },
        T0,
      );
      await recordEvent(
        db,
        { _id: "u1", username: "fatu.k" },
        {
          kind: "update",
          item: { type: "content", id: "hero", label: "the hero section" },
        },
        T0 + MINUTE_MS,
      );
      await recordEvent(
        db,
        COMMAND_LINE,
        {
          kind: "create",
          item: { type: "user", id: "u2", label: "amara" },
        },
        T0,
      );
      await recordEvent(
        db,
        { _id: "u2", username: "amara" },
        {
          kind: "sign-in",
          item: { type: "account", id: "u2", label: "amara" },
        },
        T0,
      );
      expect(await listAuditPeople(db)).toEqual([
        { _id: "u2", username: "amara" },
        { _id: "u1", username: "fatu.k" },
      ]);
    });
  });

  test("retention deletes the entries older than two years, and only those", async () => {
    const at = (iso: string) => Date.parse(iso);
    const now = at("2028-11-24T09:00:00.000Z");
    for (const [label, time] of [
      ["three years old", at("2025-11-24T09:00:00.000Z")],
      ["two years and a minute old", at("2026-11-24T08:59:00.000Z")],
      ["a minute short of two years", at("2026-11-24T09:01:00.000Z")],
      ["a day old", now - DAY_MS],
    ] as const) {
      await recordEvent(
        db,
        EDITOR,
        { kind: "update", item: { type: "content", id: "hero", label } },
        time,
      );
    }
    expect(await deleteExpiredAuditEntries(db, now)).toBe(2);
    expect((await listAuditLog(db)).items.map((entry) => entry.item.label)).toEqual([
      "a day old",
      "a minute short of two years",
    ]);
    expect(await deleteExpiredAuditEntries(db, now)).toBe(0);
  });
});
