import type { Db } from "../db/schema.ts";
import { inTransaction, nowIso } from "../db/values.ts";
import { recordEvent } from "./audit.server.ts";
import type { Role } from "./roles.model.ts";
import { hashToken, type IssuedToken, issueToken } from "./tokens.server.ts";
import type { User } from "./users.schema.ts";

/** A session lasts a week from sign-in; signing out ends it at once. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Where a session was started from, for its owner's list of sessions. */
export interface SessionOrigin {
  address?: string | null;
  browser?: string | null;
}

export function createSession(
  db: Db,
  userId: string,
  origin: SessionOrigin = {},
): Promise<IssuedToken> {
  return issueToken(db, "sessions", userId, SESSION_TTL_MS, { origin });
}

/**
 * Signs in a user who has just proved who they are: a new session, the one the browser brought
 * along (`replacing`, perhaps planted) ended, and the sign-in in the audit log with the
 * client's address (and a `detail`: "with a recovery code"), all at once.
 */
export function startSession(
  db: Db,
  user: User,
  options: {
    replacing: string | null;
    address: string;
    detail?: string | undefined;
    browser?: string | null;
  },
): Promise<IssuedToken> {
  return inTransaction(db, async (trx) => {
    if (options.replacing) await deleteSession(trx, options.replacing);
    const session = await createSession(trx, user._id, options);
    await recordEvent(trx, user, {
      kind: "sign-in",
      item: { type: "account", id: user._id, label: user.username },
      detail: options.detail,
      address: options.address,
    });
    return session;
  });
}

/**
 * The signed-in user for a session token, or null when it is unknown or has expired, or the
 * account is disabled.
 */
export async function getSessionUser(db: Db, token: string): Promise<User | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.username", "users.email", "users.role"])
    .where("sessions.id", "=", hashToken(token))
    .where("sessions.expires_at", ">", nowIso())
    .where("users.status", "=", "active")
    .executeTakeFirst();
  if (!row) return null;
  return { _id: row.id, username: row.username, email: row.email, role: row.role as Role };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
}

/** A signed-in session as its owner sees it in their list; `current` is the browser asking. */
export interface ActiveSession {
  createdAt: string;
  expiresAt: string;
  address: string | null;
  browser: string | null;
  current: boolean;
}

/** An account's sessions that still work, newest first. */
export async function listSessionsOf(
  db: Db,
  userId: string,
  currentToken: string | null,
): Promise<ActiveSession[]> {
  const current = currentToken ? hashToken(currentToken) : null;
  const rows = await db
    .selectFrom("sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("expires_at", ">", nowIso())
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    address: row.address,
    browser: row.browser,
    current: row.id === current,
  }));
}

/** Ends every session of an account but the one `keepToken` (the browser asking); how many. */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  keepToken: string | null,
): Promise<number> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepToken) query = query.where("id", "!=", hashToken(keepToken));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of an account at once (it was disabled). */
export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

/** A browser that signed in stays known to the account this long (then signs in afresh). */
export const TRUSTED_DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Remembers the browser an account just signed in from, by a token of its own (only its hash
 * is stored): the per-account backoff does not slow that browser later.
 */
export function trustDevice(db: Db, userId: string): Promise<IssuedToken> {
  return issueToken(db, "trusted_devices", userId, TRUSTED_DEVICE_TTL_MS);
}

/** True when `token` is a browser the user signed in from before. */
export async function isTrustedDevice(db: Db, token: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("trusted_devices")
    .select("id")
    .where("id", "=", hashToken(token))
    .where("user_id", "=", userId)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  return row !== undefined;
}
