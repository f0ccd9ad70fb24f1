import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { SITE_NAME } from "../content/site.ts";
import type { Db } from "../db/schema.ts";
import { inTransaction, newId } from "../db/values.ts";
import { recordEvent } from "./audit.server.ts";
import {
  ConflictError,
  DomainError,
  parseInput,
  UnauthorizedError,
  ValidationError,
} from "./errors.ts";
import { verifyPassword } from "./passwords.server.ts";
import type { Role } from "./roles.model.ts";
import { openSecret, sealSecret, UnreadableSecretError } from "./sealed-secrets.server.ts";
import { getSecuritySettings } from "./security-settings.server.ts";
import { hashToken, newToken } from "./tokens.server.ts";
import {
  EnrolmentCodeSchema,
  PasswordCheckSchema,
  RECOVERY_CODE_COUNT,
  SecondFactorInputSchema,
  TOTP_DIGITS,
  type TwoFactorStatus,
} from "./two-factor.schema.ts";
import type { User } from "./users.schema.ts";
import { forgetFailures, recordFailure, requireNoBackoff } from "./users.server.ts";

// Two-factor sign-in with time-based one-time codes (RFC 6238) from any authenticator app,
// checked by `otpauth`; decision 051. The usual parameters every app supports: SHA-1, six
// digits, a new code every 30 seconds; a code of the step before or after is taken too, for
// a phone's clock a little off, and each step's code only once.
const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;
/** 160 bits, the length RFC 4226 recommends for the shared secret. */
const SECRET_BYTES = 20;

export const TWO_FACTOR_UNAVAILABLE =
  "Two-factor sign-in cannot be set up on this server yet: whoever runs it must set TOTP_ENCRYPTION_KEY first (see the README).";
export const SECRET_UNREADABLE =
  "The code from your app cannot be checked: the server's TOTP_ENCRYPTION_KEY is missing or is not the one your two-factor sign-in was set up with. Sign in with a recovery code, and tell whoever runs the server.";
export const WRONG_CODE =
  "That code is not right. Enter the newest code from your app (check that your phone sets its clock automatically), or a recovery code.";
export const CODE_ALREADY_USED =
  "That code has been used already. Wait for the next code in your app, then enter it.";
export const PENDING_SIGN_IN_ENDED =
  "Your sign-in has ended (it waits 5 minutes for the code). Enter your username and password again.";
export const TOO_MANY_WRONG_CODES =
  "That code is not right either, and that was the last try for this sign-in. Enter your username and password again.";
const WRONG_PASSWORD = "That password is not right.";

/** The server's key for the secrets, or null when TOTP_ENCRYPTION_KEY is not set. */
export type TwoFactorKey = Buffer | null;

const boundTo = (userId: string) => `totp:${userId}`;

function totpOf(secret: Secret, label: string): TOTP {
  return new TOTP({
    issuer: SITE_NAME,
    label,
    secret,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
  });
}

function requireKey(key: TwoFactorKey): Buffer {
  if (!key) throw new DomainError(TWO_FACTOR_UNAVAILABLE);
  return key;
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
 * The time step `code` belongs to when it is the app's code for `now` or a step either side,
 * else null. Returning the step, not just yes or no, is what lets each code be taken once.
 */
function matchingStep(totp: TOTP, code: string, now: number): number | null {
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
function recordChange(db: Db, user: User, detail: string): Promise<void> {
  return recordEvent(db, user, {
    kind: "update",
    item: { type: "account", id: user._id, label: user.username },
    detail,
  });
}

/** Starts setting up two-factor sign-in: a new secret, waiting for the app's first code. */
export async function startEnrolment(
  db: Db,
  key: TwoFactorKey,
  userId: string,
  now = Date.now(),
): Promise<void> {
  const sealed = sealSecret(
    requireKey(key),
    new Secret({ size: SECRET_BYTES }).base32,
    boundTo(userId),
  );
  await inTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom("user_two_factor")
      .select("enabled_at")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (current?.enabled_at) throw new ConflictError("Two-factor sign-in is on already.");
    await trx.deleteFrom("user_two_factor").where("user_id", "=", userId).execute();
    await trx
      .insertInto("user_two_factor")
      .values({
        user_id: userId,
        secret: sealed,
        enabled_at: null,
        last_used_step: null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
  });
}

export interface Enrolment {
  /** The secret in base32, in groups of four, for typing into an app by hand. */
  secret: string;
  /** The `otpauth://` address the QR code holds. */
  uri: string;
  /** The QR code as an SVG document. */
  qrCodeSvg: string;
  /** Its width in modules (quiet zone included), so it can be drawn at a whole multiple. */
  qrCodeModules: number;
}

const QR_MARGIN_MODULES = 2;

/** The enrolment waiting for its first code, as its screen shows it; null when none is. */
export async function getEnrolment(
  db: Db,
  key: TwoFactorKey,
  user: Pick<User, "_id" | "username">,
): Promise<Enrolment | null> {
  const row = await db
    .selectFrom("user_two_factor")
    .select("secret")
    .where("user_id", "=", user._id)
    .where("enabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const totp = totpOf(openTotpSecret(key, row.secret, user._id), user.username);
  const uri = totp.toString();
  const options = { errorCorrectionLevel: "M", margin: QR_MARGIN_MODULES } as const;
  return {
    secret: totp.secret.base32.replace(/(.{4})(?=.)/g, "$1 "),
    uri,
    qrCodeSvg: await QRCode.toString(uri, { ...options, type: "svg" }),
    qrCodeModules: QRCode.create(uri, options).modules.size + 2 * QR_MARGIN_MODULES,
  };
}

/** Drops an enrolment that was started and not confirmed. */
export async function cancelEnrolment(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom("user_two_factor")
    .where("user_id", "=", userId)
    .where("enabled_at", "is", null)
    .execute();
}

// Recovery codes: 80 random bits in Crockford's base32 (no I, L, O or U to misread), typed
// in four groups; stored as a SHA-256, which at 80 bits no one can reverse by trying.
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const RECOVERY_BYTES = 10;

function newRecoveryCode(): string {
  let bits = 0n;
  for (const byte of randomBytes(RECOVERY_BYTES)) bits = (bits << 8n) | BigInt(byte);
  let code = "";
  for (let index = 0; index < (RECOVERY_BYTES * 8) / 5; index += 1) {
    code = RECOVERY_ALPHABET.charAt(Number(bits & 31n)) + code;
    bits >>= 5n;
  }
  return code.replace(/(.{4})(?=.)/g, "$1-");
}

/** A recovery code as typed, in the one form its hash was taken of (or null if it is none). */
function normalRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, "").replace(/o/g, "0").replace(/[il]/g, "1");
  return /^[0-9a-hjkmnp-tv-z]{16}$/.test(code) ? code : null;
}

const hashRecoveryCode = (normal: string) => createHash("sha256").update(normal).digest("hex");

/** New recovery codes replace the account's earlier ones; returns them, to be shown once. */
async function replaceRecoveryCodes(db: Db, userId: string, now: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const createdAt = new Date(now).toISOString();
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("recovery_codes")
      .values(
        codes.map((code) => ({
          id: newId(),
          user_id: userId,
          code_hash: hashRecoveryCode(normalRecoveryCode(code) ?? code),
          used_at: null,
          created_at: createdAt,
        })),
      )
      .execute();
  });
  return codes;
}

/**
 * Turns two-factor sign-in on with the app's first code, which proves the app holds the
 * secret (and is then used up). Returns the recovery codes, shown to the user this once.
 */
export async function confirmEnrolment(
  db: Db,
  key: TwoFactorKey,
  user: User,
  input: unknown,
  now = Date.now(),
): Promise<string[]> {
  const userId = user._id;
  const { code } = parseInput(EnrolmentCodeSchema, input, {
    invalid: "Two-factor sign-in was not turned on.",
  });
  const row = await db
    .selectFrom("user_two_factor")
    .select("secret")
    .where("user_id", "=", userId)
    .where("enabled_at", "is", null)
    .executeTakeFirst();
  if (!row) {
    throw new ConflictError(
      "This set-up is over (it was finished or cancelled, perhaps in another tab). Start again.",
    );
  }
  const step = matchingStep(totpOf(openTotpSecret(key, row.secret, userId), ""), code, now);
  if (step === null) {
    const message =
      "That code is not right. Check that it is this site's entry in the app and that your phone sets its clock automatically, then enter the newest code.";
    throw new ValidationError(message, { code: [message] });
  }
  return inTransaction(db, async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable("user_two_factor")
      .set({ enabled_at: new Date(now).toISOString(), last_used_step: step })
      .where("user_id", "=", userId)
      .where("enabled_at", "is", null)
      .executeTakeFirstOrThrow();
    if (numUpdatedRows === 0n) throw new ConflictError("Two-factor sign-in is on already.");
    const codes = await replaceRecoveryCodes(trx, userId, now);
    await recordChange(trx, user, "turned on two-factor sign-in");
    return codes;
  });
}

/** Refuses unless `password` is the account's own: asked again before a change of security. */
async function requirePassword(db: Db, userId: string, input: unknown): Promise<void> {
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

/**
 * Turns two-factor sign-in off (the password asked again), with its secret and recovery
 * codes; refused while an administrator requires it for everyone.
 */
export async function disableTwoFactor(db: Db, user: User, input: unknown): Promise<void> {
  if ((await getSecuritySettings(db)).requireTwoFactor) {
    throw new ConflictError(
      "An administrator requires two-factor sign-in for everyone, so it cannot be turned off.",
    );
  }
  await requirePassword(db, user._id, input);
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("recovery_codes").where("user_id", "=", user._id).execute();
    await trx.deleteFrom("user_two_factor").where("user_id", "=", user._id).execute();
    await recordChange(trx, user, "turned off two-factor sign-in");
  });
}

/** New recovery codes (the password asked again); the earlier ones stop working. */
export async function renewRecoveryCodes(
  db: Db,
  user: User,
  input: unknown,
  now = Date.now(),
): Promise<string[]> {
  if (!(await hasTwoFactor(db, user._id))) {
    throw new ConflictError("Two-factor sign-in is off, so there are no recovery codes.");
  }
  await requirePassword(db, user._id, input);
  return inTransaction(db, async (trx) => {
    const codes = await replaceRecoveryCodes(trx, user._id, now);
    await recordChange(trx, user, "new recovery codes");
    return codes;
  });
}

/** How a second step succeeded: the app's code, or a recovery code (with how many are left). */
export type SecondFactor = { method: "app" } | { method: "recovery"; recoveryCodesLeft: number };

/**
 * Checks the second step's code for an account with two-factor sign-in: the app's code (six
 * digits, taken once) or an unused recovery code (then used up). Throws UnauthorizedError
 * with what was wrong.
 */
export async function checkSecondFactor(
  db: Db,
  key: TwoFactorKey,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<SecondFactor> {
  if (/^\d+$/.test(code)) {
    const row = await db
      .selectFrom("user_two_factor")
      .select("secret")
      .where("user_id", "=", userId)
      .where("enabled_at", "is not", null)
      .executeTakeFirst();
    if (!row) throw new UnauthorizedError(WRONG_CODE);
    const step = matchingStep(totpOf(openTotpSecret(key, row.secret, userId), ""), code, now);
    if (step === null) throw new UnauthorizedError(WRONG_CODE);
    // Taken only if no code of this step or a later one was: two sign-ins racing with the
    // same code cannot both pass, as only one update finds the row still earlier.
    const { numUpdatedRows } = await db
      .updateTable("user_two_factor")
      .set({ last_used_step: step })
      .where("user_id", "=", userId)
      .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
      .executeTakeFirstOrThrow();
    if (numUpdatedRows === 0n) throw new UnauthorizedError(CODE_ALREADY_USED);
    return { method: "app" };
  }
  const normal = normalRecoveryCode(code);
  if (!normal) throw new UnauthorizedError(WRONG_CODE);
  const { numUpdatedRows } = await db
    .updateTable("recovery_codes")
    .set({ used_at: new Date(now).toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashRecoveryCode(normal))
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  if (numUpdatedRows === 0n) throw new UnauthorizedError(WRONG_CODE);
  return {
    method: "recovery",
    recoveryCodesLeft: (await getTwoFactorStatus(db, userId)).recoveryCodesLeft,
  };
}

// The second step of a sign-in: the password was right, the code is awaited. The browser
// holds a random token (only its hash is stored) for 5 minutes and a few wrong codes.
export const PENDING_SIGN_IN_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one pending sign-in takes before the password must be given again. */
export const CODES_PER_PENDING_SIGN_IN = 5;

export interface PendingSignIn {
  token: string;
  expiresAt: Date;
}

/** Starts the wait for the code of `userId`'s sign-in; expired waits are swept meanwhile. */
export async function startPendingSignIn(
  db: Db,
  userId: string,
  now = Date.now(),
): Promise<PendingSignIn> {
  const token = newToken();
  const expiresAt = new Date(now + PENDING_SIGN_IN_TTL_MS);
  await db
    .deleteFrom("pending_sign_ins")
    .where("expires_at", "<=", new Date(now).toISOString())
    .execute();
  await db
    .insertInto("pending_sign_ins")
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/** Whether `token` is a sign-in still waiting for its code (the login page shows that step). */
export async function isPendingSignIn(db: Db, token: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .selectFrom("pending_sign_ins")
    .select("id")
    .where("id", "=", hashToken(token))
    .where("expires_at", ">", new Date(now).toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

export async function endPendingSignIn(db: Db, token: string): Promise<void> {
  await db.deleteFrom("pending_sign_ins").where("id", "=", hashToken(token)).execute();
}

/**
 * Finishes a pending sign-in with its code: returns the user, whose session may now start.
 * Wrong codes count against the account as wrong passwords do (decision 018), apart from
 * them so a right password does not reset the count: after a few each try waits, except
 * from a browser the account signed in from before (`trustedDevice`). A pending sign-in
 * ends after CODES_PER_PENDING_SIGN_IN wrong codes. Each wrong code is in the audit log as a
 * failed sign-in with the client's `address`. A disabled account's sign-in has ended. Throws
 * UnauthorizedError saying what was wrong, RateLimitedError while the account waits.
 */
export async function completePendingSignIn(
  db: Db,
  key: TwoFactorKey,
  token: string | null,
  input: unknown,
  options: {
    trustedDevice: (userId: string) => Promise<boolean>;
    address?: string;
    now?: number;
  },
): Promise<{ user: User; secondFactor: SecondFactor }> {
  const now = options.now ?? Date.now();
  const { code } = parseInput(SecondFactorInputSchema, input, { invalid: WRONG_CODE });
  const pending = token
    ? await db
        .selectFrom("pending_sign_ins")
        .innerJoin("users", "users.id", "pending_sign_ins.user_id")
        .select(["users.id", "users.username", "users.email", "users.role"])
        .where("pending_sign_ins.id", "=", hashToken(token))
        .where("pending_sign_ins.expires_at", ">", new Date(now).toISOString())
        .where("users.status", "=", "active")
        .executeTakeFirst()
    : undefined;
  if (!token || !pending) throw new UnauthorizedError(PENDING_SIGN_IN_ENDED);
  const user = {
    _id: pending.id,
    username: pending.username,
    email: pending.email,
    role: pending.role as Role,
  };
  const account = `code:${pending.id}`;
  if (!(await options.trustedDevice(pending.id))) await requireNoBackoff(db, account, now);
  let secondFactor: SecondFactor;
  try {
    secondFactor = await checkSecondFactor(db, key, pending.id, code, now);
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
    const ended = await countWrongCode(db, token, account, now, {
      actor: user,
      login: user.username,
      address: options.address,
      detail: error.message === CODE_ALREADY_USED ? "code used already" : "wrong code",
    });
    throw ended ? new UnauthorizedError(TOO_MANY_WRONG_CODES) : error;
  }
  await Promise.all([
    endPendingSignIn(db, token),
    forgetFailures(db, account),
    db
      .updateTable("users")
      .set({ last_sign_in_at: new Date(now).toISOString() })
      .where("id", "=", user._id)
      .execute(),
  ]);
  return { user, secondFactor };
}

/**
 * Counts a wrong code against the account and the pending sign-in, and records it in the audit
 * log, all at once; true when it was the pending sign-in's last try, which then ends.
 */
function countWrongCode(
  db: Db,
  token: string,
  account: string,
  now: number,
  attempt: Parameters<typeof recordFailure>[3],
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await recordFailure(trx, account, now, attempt);
    const row = await trx
      .updateTable("pending_sign_ins")
      .set((eb) => ({ failures: eb("failures", "+", 1) }))
      .where("id", "=", hashToken(token))
      .returning("failures")
      .executeTakeFirst();
    if (!row || row.failures < CODES_PER_PENDING_SIGN_IN) return false;
    await endPendingSignIn(trx, token);
    return true;
  });
}
