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
  issuePasswordResetLink,
  openPasswordReset,
  PASSWORD_RESET_TTL_MS,
  requestPasswordReset,
  resetPassword,
} from "./password-resets.server.ts";
import { createSession, getSessionUser } from "./sessions.server.ts";
import { PASSWORD_RESET_INVALID, type User } from "./users.schema.ts";
import { authenticate, changeUser, createUser } from "./users.server.ts";

const OLD_PASSWORD = "the old office password";
const NEW_PASSWORD = "a brand new office password";
const CHOSEN = { password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD };
const SENT_AT = Date.parse("2026-11-24T09:00:00.000Z");

/** What a call throws (it must throw). */
async function thrown(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error,
  );
}

describe.each(testEngines())("forgotten passwords on %s", (engine) => {
  let database: TestDatabase;
  let amara: User;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
    await createUser(
      database.db,
      { username: "office", email: "office@example.com", password: OLD_PASSWORD },
      COMMAND_LINE,
    );
    amara = await createUser(
      database.db,
      {
        username: "amara",
        name: "Amara Kollie",
        email: "amara@example.com",
        role: "editor",
        password: OLD_PASSWORD,
      },
      COMMAND_LINE,
    );
  });
  afterEach(() => database?.drop());

  const signsIn = (password: string) =>
    authenticate(database.db, "amara", password, { trustedDevice: async () => true }).then(
      (user) => user !== null,
      () => false,
    );

  /** Asks for Amara's link and sends its mail at `now`: the link's token. */
  async function linkSent(now = SENT_AT): Promise<string> {
    const id = await requestPasswordReset(database.db, { email: " Amara@Example.COM " });
    if (!id) throw new Error("expected a link");
    const mail = await issuePasswordResetLink(database.db, id, now);
    expect(mail).toMatchObject({ email: "amara@example.com", name: "Amara Kollie" });
    return mail.token;
  }

  test("a request queues a mail; the link is made as it leaves, stored only as its hash", async () => {
    const id = await requestPasswordReset(database.db, { email: "amara@example.com" });
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toMatchObject([
      { kind: "password-reset", password_reset_id: id, message_id: null, sent_at: null },
    ]);
    const token = (await issuePasswordResetLink(database.db, id ?? "", SENT_AT)).token;
    const [row] = await database.db.selectFrom("password_resets").selectAll().execute();
    expect(row?.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row?.expires_at).toBe(new Date(SENT_AT + PASSWORD_RESET_TTL_MS).toISOString());
    expect(JSON.stringify(await snapshotDatabase(database.db))).not.toContain(token);
  });

  test("the link sets the password once, ends every session and is in the audit log", async () => {
    const token = await linkSent();
    const session = await createSession(database.db, amara._id);
    expect(await openPasswordReset(database.db, token, SENT_AT + 1000)).toEqual({
      username: "amara",
    });
    expect(await resetPassword(database.db, token, CHOSEN, SENT_AT + 1000)).toEqual(amara);
    expect(await signsIn(NEW_PASSWORD)).toBe(true);
    expect(await signsIn(OLD_PASSWORD)).toBe(false);
    expect(await getSessionUser(database.db, session.token)).toBeNull();
    const { items } = await listAuditLog(database.db, { kind: "update" });
    expect(items[0]).toMatchObject({
      kind: "update",
      actor: { _id: amara._id },
      item: { type: "account", label: "amara" },
      detail: "password reset by an e-mailed link",
    });
    expect(JSON.stringify(items)).not.toContain(NEW_PASSWORD);

    const again = await thrown(resetPassword(database.db, token, CHOSEN, SENT_AT + 2000));
    expect(again).toBeInstanceOf(NotFoundError);
    expect((again as Error).message).toBe(PASSWORD_RESET_INVALID);
    await expect(openPasswordReset(database.db, token, SENT_AT + 2000)).rejects.toThrow(
      PASSWORD_RESET_INVALID,
    );
  });

  test("the link stops working 30 minutes after its mail left", async () => {
    const token = await linkSent();
    const late = SENT_AT + PASSWORD_RESET_TTL_MS;
    expect(await openPasswordReset(database.db, token, late - 1)).toEqual({ username: "amara" });
    await expect(openPasswordReset(database.db, token, late)).rejects.toThrow(
      PASSWORD_RESET_INVALID,
    );
    expect(await thrown(resetPassword(database.db, token, CHOSEN, late))).toBeInstanceOf(
      NotFoundError,
    );
    expect(await signsIn(OLD_PASSWORD)).toBe(true);
  });

  test("a newer request replaces the older link and its unsent mail", async () => {
    const old = await linkSent();
    const unsent = await requestPasswordReset(database.db, { email: "amara@example.com" });
    await expect(openPasswordReset(database.db, old, SENT_AT + 1000)).rejects.toThrow(
      PASSWORD_RESET_INVALID,
    );
    expect(await requestPasswordReset(database.db, { email: "amara@example.com" })).not.toBe(
      unsent,
    );
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toHaveLength(1);
    const token = await linkSent(SENT_AT + 5000);
    expect(await openPasswordReset(database.db, token, SENT_AT + 6000)).toEqual({
      username: "amara",
    });
  });

  test("an unknown or disabled address gets no link and no mail", async () => {
    const office = await createUser(
      database.db,
      { username: "chief", email: "chief@example.com", password: OLD_PASSWORD },
      COMMAND_LINE,
    );
    await changeUser(database.db, office, amara._id, { status: "disabled" });
    expect(await requestPasswordReset(database.db, { email: "amara@example.com" })).toBeNull();
    expect(await requestPasswordReset(database.db, { email: "nobody@example.com" })).toBeNull();
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("password_resets").selectAll().execute()).toEqual([]);
  });

  test("a link of an account disabled after it was sent does not work", async () => {
    const token = await linkSent();
    const office = await createUser(
      database.db,
      { username: "chief", email: "chief@example.com", password: OLD_PASSWORD },
      COMMAND_LINE,
    );
    await changeUser(database.db, office, amara._id, { status: "disabled" });
    await expect(openPasswordReset(database.db, token, SENT_AT + 1000)).rejects.toThrow(
      PASSWORD_RESET_INVALID,
    );
  });

  test("a made-up link, a short or differing password are refused and change nothing", async () => {
    const token = await linkSent();
    expect(
      ((await thrown(resetPassword(database.db, "made-up", CHOSEN, SENT_AT))) as Error).message,
    ).toBe(PASSWORD_RESET_INVALID);
    expect(
      await thrown(
        resetPassword(database.db, token, { password: "short", passwordRepeat: "short" }, SENT_AT),
      ),
    ).toBeInstanceOf(ValidationError);
    expect(
      await thrown(
        resetPassword(
          database.db,
          token,
          { password: NEW_PASSWORD, passwordRepeat: `${NEW_PASSWORD}!` },
          SENT_AT,
        ),
      ),
    ).toMatchObject({ fieldErrors: { passwordRepeat: [expect.any(String)] } });
    expect(await signsIn(OLD_PASSWORD)).toBe(true);
    expect(await openPasswordReset(database.db, token, SENT_AT)).toEqual({ username: "amara" });
  });

  test("an address that is not an address is refused", async () => {
    expect(
      await thrown(requestPasswordReset(database.db, { email: "not-an-address" })),
    ).toBeInstanceOf(ValidationError);
  });
});
