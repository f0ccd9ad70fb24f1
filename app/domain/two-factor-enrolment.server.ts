import { Secret } from "otpauth";
import QRCode from "qrcode";
import type { Db } from "../db/schema.ts";
import { inTransaction } from "../db/values.ts";
import { ConflictError, DomainError, parseInput, ValidationError } from "./errors.ts";
import { replaceRecoveryCodes } from "./recovery-codes.server.ts";
import { sealSecret } from "./sealed-secrets.server.ts";
import { getSecuritySettings } from "./security-settings.server.ts";
import { EnrolmentCodeSchema } from "./two-factor.schema.ts";
import {
  boundTo,
  matchingStep,
  recordTwoFactorChange,
  requirePassword,
  secretOf,
  type TwoFactorKey,
  totpOf,
} from "./two-factor.server.ts";
import type { User } from "./users.schema.ts";

// Setting two-factor sign-in up (a new secret, shown as a QR code, confirmed with the app's
// first code) and turning it off.

/** 160 bits, the length RFC 4226 recommends for the shared secret. */
const SECRET_BYTES = 20;

export const TWO_FACTOR_UNAVAILABLE =
  "Two-factor sign-in cannot be set up on this server yet: whoever runs it must set TOTP_ENCRYPTION_KEY first (see the README).";

function requireKey(key: TwoFactorKey): Buffer {
  if (!key) throw new DomainError(TWO_FACTOR_UNAVAILABLE);
  return key;
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
  const secret = await secretOf(db, key, user._id, "enrolling");
  if (!secret) return null;
  const totp = totpOf(secret, user.username);
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
  const secret = await secretOf(db, key, userId, "enrolling");
  if (!secret) {
    throw new ConflictError(
      "This set-up is over (it was finished or cancelled, perhaps in another tab). Start again.",
    );
  }
  const step = matchingStep(totpOf(secret, ""), code, now);
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
    return replaceRecoveryCodes(trx, user, now, "turned on two-factor sign-in");
  });
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
    await recordTwoFactorChange(trx, user, "turned off two-factor sign-in");
  });
}
