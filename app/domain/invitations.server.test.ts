import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import { snapshotDatabase } from "../../tests/support/snapshot.ts";
import { COMMAND_LINE } from "./audit.model.ts";
import { listAuditLog } from "./audit.server.ts";
import { NotFoundError, ValidationError } from "./errors.ts";
import {
  acceptInvitation,
  INVITATION_TTL_MS,
  inviteStaff,
  issueInvitationLink,
  listInvitations,
  openInvitation,
  resendInvitation,
  withdrawInvitation,
} from "./invitations.server.ts";
import { INVITATION_INVALID, type User } from "./users.schema.ts";
import { authenticate, createUser, listUsers } from "./users.server.ts";

const PASSWORD = "a long office password";
const SENT_AT = Date.parse("2026-11-24T09:00:00.000Z");
const CHOSEN = { username: "amara", password: PASSWORD, passwordRepeat: PASSWORD };

/** What a call throws (it must throw). */
async function thrown(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error,
  );
}

describe.each(testEngines())("invitations on %s", (engine) => {
  let database: TestDatabase;
  let office: User;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
    office = await createUser(
      database.db,
      {
        username: "office",
        name: "Grace Weah",
        email: "office@example.com",
        password: PASSWORD,
      },
      COMMAND_LINE,
    );
  });
  afterEach(() => database?.drop());

  /** Invites Amara as an editor and sends the mail: the link's token. */
  async function invited(now = SENT_AT): Promise<string> {
    const invitation = await inviteStaff(database.db, office, {
      email: " Amara@Example.com ",
      name: "Amara Kollie",
      role: "editor",
    });
    return (await issueInvitationLink(database.db, invitation._id, now)).token;
  }

  test("an invitation waits in the outbox, with no link until its mail is sent", async () => {
    const invitation = await inviteStaff(database.db, office, {
      email: "Amara@Example.com",
      role: "editor",
    });
    expect(invitation).toEqual({
      _id: expect.any(String),
      email: "amara@example.com",
      name: "",
      role: "editor",
      invitedBy: "Grace Weah",
      createdAt: expect.any(String),
      expiresAt: null,
      expired: false,
      mail: { state: "pending" },
    });
    const queued = await database.db.selectFrom("outbox").selectAll().execute();
    expect(queued).toMatchObject([
      { kind: "invitation", invitation_id: invitation._id, message_id: null, sent_at: null },
    ]);
    const [row] = await database.db.selectFrom("invitations").selectAll().execute();
    expect(row?.token_hash).toBeNull();
  });

  test("the link is made as the mail leaves: only its hash is stored, for 48 hours", async () => {
    const token = await invited();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await database.db.selectFrom("invitations").selectAll().execute();
    expect(row?.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row?.expires_at).toBe(new Date(SENT_AT + INVITATION_TTL_MS).toISOString());
    expect(JSON.stringify(await snapshotDatabase(database.db))).not.toContain(token);
    expect(await openInvitation(database.db, token, SENT_AT + INVITATION_TTL_MS - 1)).toEqual({
      email: "amara@example.com",
      name: "Amara Kollie",
      role: "editor",
      invitedBy: "Grace Weah",
      expiresAt: row?.expires_at,
    });
  });

  test("accepting makes the account with the invited address and role, signs up once only", async () => {
    const token = await invited();
    const user = await acceptInvitation(database.db, token, CHOSEN, SENT_AT + 1000);
    expect(user).toEqual({
      _id: expect.any(String),
      username: "amara",
      email: "amara@example.com",
      role: "editor",
    });
    expect((await listUsers(database.db)).find((each) => each.username === "amara")).toMatchObject({
      name: "Amara Kollie",
      status: "active",
    });
    expect(await listInvitations(database.db)).toEqual([]);
    expect(
      await authenticate(database.db, "amara@example.com", PASSWORD, {
        trustedDevice: async () => false,
      }),
    ).toEqual(user);

    const again = await thrown(
      acceptInvitation(database.db, token, { ...CHOSEN, username: "amara2" }, SENT_AT + 2000),
    );
    expect(again).toBeInstanceOf(NotFoundError);
    expect((again as Error).message).toBe(INVITATION_INVALID);
    await expect(openInvitation(database.db, token, SENT_AT + 2000)).rejects.toThrow(
      INVITATION_INVALID,
    );
  });

  test("the link stops working 48 hours after the mail left", async () => {
    const token = await invited();
    const late = SENT_AT + INVITATION_TTL_MS;
    await expect(openInvitation(database.db, token, late)).rejects.toThrow(INVITATION_INVALID);
    expect(await thrown(acceptInvitation(database.db, token, CHOSEN, late))).toBeInstanceOf(
      NotFoundError,
    );
    const [invitation] = await listInvitations(database.db, late);
    expect(invitation?.expired).toBe(true);
    expect(await listUsers(database.db)).toHaveLength(1);
  });

  test("an unknown link is refused with the same words as a used or expired one", async () => {
    await invited();
    const refused = await thrown(acceptInvitation(database.db, "made-up-token", CHOSEN));
    expect((refused as Error).message).toBe(INVITATION_INVALID);
  });

  test("sending again makes a new link and the old one stops working", async () => {
    const old = await invited();
    const [invitation] = await listInvitations(database.db);
    const resent = await resendInvitation(database.db, office, invitation?._id ?? "");
    expect(resent).toMatchObject({ expiresAt: null, mail: { state: "pending" } });
    await expect(openInvitation(database.db, old, SENT_AT + 1000)).rejects.toThrow(
      INVITATION_INVALID,
    );
    const { token } = await issueInvitationLink(database.db, resent._id, SENT_AT + 5000);
    expect(await openInvitation(database.db, token, SENT_AT + 6000)).toMatchObject({
      email: "amara@example.com",
    });
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toHaveLength(1);
  });

  test("a withdrawn invitation's link stops working and its mail is not sent", async () => {
    const token = await invited();
    const [invitation] = await listInvitations(database.db);
    await withdrawInvitation(database.db, office, invitation?._id ?? "");
    await expect(openInvitation(database.db, token, SENT_AT)).rejects.toThrow(INVITATION_INVALID);
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    expect(
      await thrown(withdrawInvitation(database.db, office, invitation?._id ?? "")),
    ).toBeInstanceOf(NotFoundError);
  });

  test("sending again and withdrawing are in the audit log, with who did it", async () => {
    await invited();
    const [invitation] = await listInvitations(database.db);
    const id = invitation?._id ?? "";
    const colleague = { _id: "colleague-id", username: "fatu" };
    await resendInvitation(database.db, office, id);
    await withdrawInvitation(database.db, colleague, id);
    // Refused: the invitation is gone; neither leaves an entry.
    await thrown(resendInvitation(database.db, office, id));
    await thrown(withdrawInvitation(database.db, office, id));
    const { items } = await listAuditLog(database.db, { kind: "update" });
    const deleted = await listAuditLog(database.db, { kind: "delete" });
    expect(
      [...items, ...deleted.items].map(({ actor, kind, item, summary }) => ({
        actor,
        kind,
        item,
        summary,
      })),
    ).toEqual([
      {
        actor: { _id: office._id, username: "office" },
        kind: "update",
        item: { type: "invitation", id, label: "amara@example.com" },
        summary: "Updated the invitation of amara@example.com (sent again with a new link)",
      },
      {
        actor: colleague,
        kind: "delete",
        item: { type: "invitation", id, label: "amara@example.com" },
        summary: "Deleted the invitation of amara@example.com (withdrawn)",
      },
    ]);
  });

  test("an address that has an account, or an invitation already, is not invited again", async () => {
    const taken = await thrown(
      inviteStaff(database.db, office, { email: "OFFICE@example.com", role: "editor" }),
    );
    expect(taken).toMatchObject({
      fieldErrors: { email: ["This e-mail address is already in use."] },
    });
    await invited();
    const twice = await thrown(
      inviteStaff(database.db, office, { email: "amara@example.com", role: "admin" }),
    );
    expect(twice).toMatchObject({
      fieldErrors: {
        email: ["This address has been invited already: send the invitation again instead."],
      },
    });
    expect(
      await thrown(inviteStaff(database.db, office, { email: "not-an-address", role: "editor" })),
    ).toBeInstanceOf(ValidationError);
    expect(await listInvitations(database.db)).toHaveLength(1);
  });

  test("a refused acceptance changes nothing and the link still works", async () => {
    const token = await invited();
    const cases = [
      [{ ...CHOSEN, username: "office" }, { username: ["This username is already in use."] }],
      [{ ...CHOSEN, password: "short", passwordRepeat: "short" }, { password: expect.any(Array) }],
      [
        { ...CHOSEN, passwordRepeat: "something else entirely" },
        { passwordRepeat: ["The two passwords differ. Type the same password twice."] },
      ],
    ] as const;
    for (const [input, fieldErrors] of cases) {
      const refused = await thrown(acceptInvitation(database.db, token, input, SENT_AT));
      expect(refused).toBeInstanceOf(ValidationError);
      expect(refused).toMatchObject({ fieldErrors });
    }
    expect(await listUsers(database.db)).toHaveLength(1);
    expect(await openInvitation(database.db, token, SENT_AT)).toMatchObject({
      email: "amara@example.com",
    });
  });
});
