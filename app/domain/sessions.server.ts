import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/schema.ts";
import { nowIso } from "../db/values.ts";
import type { Role, User } from "./users.schema.ts";

/** A session lasts a week from sign-in; signing out ends it at once. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// Only a hash of the token is stored, so a copy of the database cannot be used to sign in.
function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Db, userId: string): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  await db
    .insertInto("sessions")
    .values({
      id: sessionIdOf(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  // Sign-in is a good moment to sweep away sessions nobody will use again.
  await db.deleteFrom("sessions").where("expires_at", "<=", nowIso()).execute();
  return { token, expiresAt };
}

/** The signed-in user for a session token, or null when it is unknown or has expired. */
export async function getSessionUser(db: Db, token: string): Promise<User | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.username", "users.email", "users.role"])
    .where("sessions.id", "=", sessionIdOf(token))
    .where("sessions.expires_at", ">", nowIso())
    .executeTakeFirst();
  if (!row) return null;
  return { _id: row.id, username: row.username, email: row.email, role: row.role as Role };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionIdOf(token)).execute();
}

/** A browser that signed in stays known to the account this long (then signs in afresh). */
export const TRUSTED_DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Remembers the browser an account just signed in from, by a token of its own (only its hash
 * is stored): the per-account backoff does not slow that browser later.
 */
export async function trustDevice(db: Db, userId: string): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const expiresAt = new Date(now + TRUSTED_DEVICE_TTL_MS);
  await db.deleteFrom("trusted_devices").where("expires_at", "<=", nowIso()).execute();
  await db
    .insertInto("trusted_devices")
    .values({
      id: sessionIdOf(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/** True when `token` is a browser the user signed in from before. */
export async function isTrustedDevice(db: Db, token: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("trusted_devices")
    .select("id")
    .where("id", "=", sessionIdOf(token))
    .where("user_id", "=", userId)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  return row !== undefined;
}
