import type { Db } from "../db/schema.ts";
import { inTransaction } from "../db/values.ts";
import { parseInput, UnauthorizedError } from "./errors.ts";
import { spendRecoveryCode } from "./recovery-codes.server.ts";
import type { Role } from "./roles.model.ts";
import { hashToken, type IssuedToken, issueToken } from "./tokens.server.ts";
import { SecondFactorInputSchema } from "./two-factor.schema.ts";
import {
  getTwoFactorStatus,
  matchingStep,
  secretOf,
  type TwoFactorKey,
  totpOf,
} from "./two-factor.server.ts";
import type { User } from "./users.schema.ts";
import { forgetFailures, recordFailure, requireNoBackoff } from "./users.server.ts";

// The second step of a sign-in: the password was right, the code is awaited. The browser
// holds a random token (only its hash is stored) for 5 minutes and a few wrong codes.

export const WRONG_CODE =
  "That code is not right. Enter the newest code from your app (check that your phone sets its clock automatically), or a recovery code.";
export const CODE_ALREADY_USED =
  "That code has been used already. Wait for the next code in your app, then enter it.";
export const PENDING_SIGN_IN_ENDED =
  "Your sign-in has ended (it waits 5 minutes for the code). Enter your username and password again.";
export const TOO_MANY_WRONG_CODES =
  "That code is not right either, and that was the last try for this sign-in. Enter your username and password again.";

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
    const secret = await secretOf(db, key, userId, "on");
    if (!secret) throw new UnauthorizedError(WRONG_CODE);
    const step = matchingStep(totpOf(secret, ""), code, now);
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
  if (!(await spendRecoveryCode(db, userId, code, now))) throw new UnauthorizedError(WRONG_CODE);
  return {
    method: "recovery",
    recoveryCodesLeft: (await getTwoFactorStatus(db, userId)).recoveryCodesLeft,
  };
}

export const PENDING_SIGN_IN_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one pending sign-in takes before the password must be given again. */
export const CODES_PER_PENDING_SIGN_IN = 5;

/** Starts the wait for the code of `userId`'s sign-in; expired waits are swept meanwhile. */
export function startPendingSignIn(db: Db, userId: string, now = Date.now()): Promise<IssuedToken> {
  return issueToken(db, "pending_sign_ins", userId, PENDING_SIGN_IN_TTL_MS, { now });
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
