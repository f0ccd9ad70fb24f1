import { Secret, TOTP } from "otpauth";
import { SITE_NAME } from "../content/site.ts";
import type { Db } from "../db/schema.ts";
import { recordEvent } from "./audit.server.ts";
import { DomainError, parseInput, ValidationError } from "./errors.ts";
import { verifyPassword } from "./passwords.server.ts";
import { openSecret, UnreadableSecretError } from "./sealed-secrets.server.ts";
import { getSecuritySettings } from "./security-settings.server.ts";
import { PasswordCheckSchema, TOTP_DIGITS, type TwoFactorStatus } from "./two-factor.schema.ts";
import type { User } from "./users.schema.ts";

// What every part of two-factor sign-in shares: the app's codes, the account's state, and the
// checks before a change (enrolment, recovery codes and the pending sign-in build on these).
//
// Two-factor sign-in with time-based one-time codes (RFC 6238) from any authenticator app,
// checked by `otpauth`; decision 051. The usual parameters every app supports: SHA-1, six
// digits, a new code every 30 seconds; a code of the step before or after is taken too, for
// a phone's clock a little off, and each step's code only once.
const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

export const SECRET_UNREADABLE =
  "The code from your app cannot be checked: the server's TOTP_ENCRYPTION_KEY is missing or is not the one your two-factor sign-in was set up with. Sign in with a recovery code, and tell whoever runs the server.";
const WRONG_PASSWORD = "That password is not right.";

/** The server's key for the secrets, or null when TOTP_ENCRYPTION_KEY is not set. */
export type TwoFactorKey = Buffer | null;

/** What an account's sealed secret is bound to: it opens for that account only. */
export const boundTo = (userId: string) => `totp:${userId}`;

export function totpOf(secret: Secret, label: string): TOTP {
  return new TOTP({
    issuer: SITE_NAME,
    label,
    secret,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
  });
}

/** The account's secret, opened with the server's key. */
function openTotpSecret(key: TwoFactorKey, sealed: string, userId: string): Secret {
  if (!key) throw new DomainError(SECRET_UNREADABLE);
  try {
    return Secret.fromBase32(openSecret(key, sealed, boundTo(userId)));
  } catch (error) {
    if (error instanceof UnreadableSecretError) throw new DomainError(SECRET_UNREADABLE);
    throw error;
  }
}

/**
 * The account's secret, opened with the server's key: of its enrolment waiting for the app's
 * first code, or of its two-factor sign-in once on; null when it has none in that state.
 */
export async function secretOf(
  db: Db,
  key: TwoFactorKey,
  userId: string,
  state: "enrolling" | "on",
): Promise<Secret | null> {
  const row = await db
    .selectFrom("user_two_factor")
    .select("secret")
    .where("user_id", "=", userId)
    .where("enabled_at", state === "on" ? "is not" : "is", null)
    .executeTakeFirst();
  return row ? openTotpSecret(key, row.secret, userId) : null;
}

/**
 * The time step `code` belongs to when it is the app's code for `now` or a step either side,
 * else null. Returning the step, not just yes or no, is what lets each code be taken once.
 */
export function matchingStep(totp: TOTP, code: string, now: number): number | null {
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

export async function getTwoFactorStatus(db: Db, userId: string): Promise<TwoFactorStatus> {
  const [row, codes] = await Promise.all([
    db
      .selectFrom("user_two_factor")
      .select("enabled_at")
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    db
      .selectFrom("recovery_codes")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    enabledAt: row?.enabled_at ?? null,
    enrolling: row !== undefined && row.enabled_at === null,
    recoveryCodesLeft: row?.enabled_at ? Number(codes.count) : 0,
  };
}

/** Whether signing in to the account asks for a code after the password. */
export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  return (await getTwoFactorStatus(db, userId)).enabledAt !== null;
}

/**
 * Each active account by name, and whether it signs in with two-factor: for the security
 * screen.
 */
export async function listTwoFactorUse(db: Db): Promise<{ username: string; enabled: boolean }[]> {
  const rows = await db
    .selectFrom("users")
    .leftJoin("user_two_factor", "user_two_factor.user_id", "users.id")
    .select(["users.username", "user_two_factor.enabled_at"])
    .where("users.status", "=", "active")
    .orderBy("users.username")
    .execute();
  return rows.map((row) => ({ username: row.username, enabled: row.enabled_at !== null }));
}

/**
 * True when an administrator requires two-factor sign-in for everyone and this account has
 * not set it up: it may then use nothing but the screen that sets it up.
 */
export async function mustEnrol(db: Db, userId: string): Promise<boolean> {
  const { requireTwoFactor } = await getSecuritySettings(db);
  return requireTwoFactor && !(await hasTwoFactor(db, userId));
}

/** A change to an account's two-factor sign-in, in the audit log as an update of the account. */
export function recordTwoFactorChange(db: Db, user: User, detail: string): Promise<void> {
  return recordEvent(db, user, {
    kind: "update",
    item: { type: "account", id: user._id, label: user.username },
    detail,
  });
}

/** Refuses unless `password` is the account's own: asked again before a change of security. */
export async function requirePassword(db: Db, userId: string, input: unknown): Promise<void> {
  const { password } = parseInput(PasswordCheckSchema, input, { invalid: WRONG_PASSWORD });
  const row = await db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row || !(await verifyPassword(password, row.password_hash))) {
    throw new ValidationError(WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }
}
