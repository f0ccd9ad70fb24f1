import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/schema.ts";
import { inTransaction, newId } from "../db/values.ts";
import { ConflictError } from "./errors.ts";
import { RECOVERY_CODE_COUNT } from "./two-factor.schema.ts";
import { hasTwoFactor, recordTwoFactorChange, requirePassword } from "./two-factor.server.ts";
import type { User } from "./users.schema.ts";

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

/**
 * New recovery codes replace the account's earlier ones, recorded in the audit log as `why`;
 * returns them, to be shown once.
 */
export async function replaceRecoveryCodes(
  db: Db,
  user: User,
  now: number,
  why: string,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const createdAt = new Date(now).toISOString();
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("recovery_codes").where("user_id", "=", user._id).execute();
    await trx
      .insertInto("recovery_codes")
      .values(
        codes.map((code) => ({
          id: newId(),
          user_id: user._id,
          code_hash: hashRecoveryCode(normalRecoveryCode(code) ?? code),
          used_at: null,
          created_at: createdAt,
        })),
      )
      .execute();
    await recordTwoFactorChange(trx, user, why);
  });
  return codes;
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
  return replaceRecoveryCodes(db, user, now, "new recovery codes");
}

/** Uses up `typed` when it is one of the account's unused recovery codes; false when not. */
export async function spendRecoveryCode(
  db: Db,
  userId: string,
  typed: string,
  now: number,
): Promise<boolean> {
  const normal = normalRecoveryCode(typed);
  if (!normal) return false;
  const { numUpdatedRows } = await db
    .updateTable("recovery_codes")
    .set({ used_at: new Date(now).toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashRecoveryCode(normal))
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
}
