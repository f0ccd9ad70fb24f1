import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { EDITOR } from "../../tests/support/actors.ts";
import {
  createMigratedDatabase,
  type TestDatabase,
  testEngines,
} from "../../tests/support/databases.ts";
import {
  createSession,
  deleteSession,
  getSessionUser,
  isTrustedDevice,
  SESSION_TTL_MS,
  TRUSTED_DEVICE_TTL_MS,
  trustDevice,
} from "./sessions.server.ts";
import type { User } from "./users.schema.ts";
import { createUser } from "./users.server.ts";

const SIGNED_IN_AT = Date.parse("2026-11-24T09:00:00.000Z");

describe.each(testEngines())("sessions on %s", (engine) => {
  let database: TestDatabase;
  let user: User;

  beforeEach(async () => {
    database = await createMigratedDatabase(engine);
    user = await createUser(
      database.db,
      { username: "office", password: "long enough pw" },
      EDITOR,
    );
    // These functions read the clock themselves, so the clock is set rather than waited on.
    vi.setSystemTime(SIGNED_IN_AT);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database?.drop();
  });

  const storedSessions = () =>
    database.db.selectFrom("sessions").select(["id", "user_id", "expires_at"]).execute();

  test("a new session's token finds its user", async () => {
    const session = await createSession(database.db, user._id);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await getSessionUser(database.db, session.token)).toEqual(user);
  });

  test("each sign-in gets a token of its own", async () => {
    const first = await createSession(database.db, user._id);
    const second = await createSession(database.db, user._id);
    expect(first.token).not.toBe(second.token);
    expect(await storedSessions()).toHaveLength(2);
  });

  test("only the SHA-256 of the token is stored, so the database alone cannot sign anyone in", async () => {
    const { token } = await createSession(database.db, user._id);
    const [row] = await storedSessions();
    expect(row?.id).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row?.id).not.toContain(token);
    expect(await getSessionUser(database.db, row?.id ?? "")).toBeNull();
  });

  test("an unknown token has no user", async () => {
    await createSession(database.db, user._id);
    expect(await getSessionUser(database.db, "made-up-token")).toBeNull();
    expect(await getSessionUser(database.db, "")).toBeNull();
  });

  test("a session lasts seven days from sign-in, however much it is used", async () => {
    const { token, expiresAt } = await createSession(database.db, user._id);
    expect(SESSION_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(expiresAt.getTime()).toBe(SIGNED_IN_AT + SESSION_TTL_MS);

    vi.setSystemTime(SIGNED_IN_AT + SESSION_TTL_MS - 1);
    expect(await getSessionUser(database.db, token)).toEqual(user);
    // Using it on the last day did not push the end back.
    vi.setSystemTime(SIGNED_IN_AT + SESSION_TTL_MS);
    expect(await getSessionUser(database.db, token)).toBeNull();
  });

  test("expired sessions are swept away at the next sign-in", async () => {
    const old = await createSession(database.db, user._id);
    vi.setSystemTime(SIGNED_IN_AT + SESSION_TTL_MS + 1000);
    const fresh = await createSession(database.db, user._id);
    const rows = await storedSessions();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expires_at).toBe(fresh.expiresAt.toISOString());
    expect(await getSessionUser(database.db, old.token)).toBeNull();
    expect(await getSessionUser(database.db, fresh.token)).toEqual(user);
  });

  test("signing out deletes that session at once and leaves the others", async () => {
    const here = await createSession(database.db, user._id);
    const elsewhere = await createSession(database.db, user._id);
    await deleteSession(database.db, here.token);
    expect(await getSessionUser(database.db, here.token)).toBeNull();
    expect(await getSessionUser(database.db, elsewhere.token)).toEqual(user);
    expect(await storedSessions()).toHaveLength(1);
    // Signing out twice, or with an unknown token, is harmless.
    await deleteSession(database.db, here.token);
    await deleteSession(database.db, "made-up-token");
    expect(await storedSessions()).toHaveLength(1);
  });

  test("a trusted device is known to its own account only, by its token", async () => {
    const other = await createUser(
      database.db,
      { username: "other", password: "long enough pw" },
      EDITOR,
    );
    const device = await trustDevice(database.db, user._id);
    expect(await isTrustedDevice(database.db, device.token, user._id)).toBe(true);
    expect(await isTrustedDevice(database.db, device.token, other._id)).toBe(false);
    expect(await isTrustedDevice(database.db, "made-up-token", user._id)).toBe(false);
    const [row] = await database.db.selectFrom("trusted_devices").select("id").execute();
    expect(row?.id).toBe(createHash("sha256").update(device.token).digest("hex"));
  });

  test("a device stays trusted for a year, then is forgotten at the next trust", async () => {
    const device = await trustDevice(database.db, user._id);
    expect(device.expiresAt.getTime()).toBe(SIGNED_IN_AT + TRUSTED_DEVICE_TTL_MS);
    vi.setSystemTime(SIGNED_IN_AT + TRUSTED_DEVICE_TTL_MS - 1);
    expect(await isTrustedDevice(database.db, device.token, user._id)).toBe(true);
    vi.setSystemTime(SIGNED_IN_AT + TRUSTED_DEVICE_TTL_MS);
    expect(await isTrustedDevice(database.db, device.token, user._id)).toBe(false);

    const next = await trustDevice(database.db, user._id);
    const rows = await database.db.selectFrom("trusted_devices").select("expires_at").execute();
    expect(rows).toEqual([{ expires_at: next.expiresAt.toISOString() }]);
  });
});
