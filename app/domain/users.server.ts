import type { Selectable } from "kysely";
import type { Db, UsersTable } from "../db/schema.ts";
import { inTransaction, newId, nowIso } from "../db/values.ts";
import { parseInput, pleaseWait, RateLimitedError, ValidationError } from "./errors.ts";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords.server.ts";
import { NewUserInputSchema, type Role, type User } from "./users.schema.ts";

function rowToUser(row: Selectable<UsersTable>): User {
  return { _id: row.id, username: row.username, email: row.email, role: row.role as Role };
}

export async function createUser(db: Db, input: unknown): Promise<User> {
  const data = parseInput(NewUserInputSchema, input, { invalid: "Failed to create the user." });
  const email = data.email || null;
  const clash = await db
    .selectFrom("users")
    .select(["username", "email"])
    .where((eb) =>
      eb.or([
        eb("username", "=", data.username),
        ...(email ? [eb("email", "=", email), eb("username", "=", email)] : []),
        eb("email", "=", data.username),
      ]),
    )
    .executeTakeFirst();
  if (clash) {
    const field =
      clash.username === data.username || clash.email === data.username ? "username" : "email";
    throw new ValidationError("Failed to create the user.", {
      [field]: [`This ${field === "username" ? "username" : "e-mail address"} is already in use.`],
    });
  }
  const now = nowIso();
  const row = {
    id: newId(),
    username: data.username,
    email,
    password_hash: await hashPassword(data.password),
    role: "admin",
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("users").values(row).execute();
  return rowToUser(row);
}

/** Failed sign-ins to one account that cost nothing; each one after them doubles the wait. */
export const FREE_SIGN_IN_FAILURES = 5;
/** The longest an account's backoff ever makes anyone wait: never a lockout. */
export const LONGEST_SIGN_IN_WAIT_MS = 5 * 60 * 1000;
/** Failures this long ago are forgotten. */
const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;

function signInWaitMessage(seconds: number): string {
  return `Too many failed sign-ins to this account. ${pleaseWait(seconds)}`;
}

/** How long after `failures` consecutive failures the account waits before the next try. */
function backoffMs(failures: number): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_SIGN_IN_FAILURES), LONGEST_SIGN_IN_WAIT_MS);
}

/**
 * Throws RateLimitedError while the account is waiting out its backoff. `account` names what
 * is counted: `user:<id>` for passwords, `code:<id>` for two-factor codes (two-factor.server.ts).
 */
export async function requireNoBackoff(db: Db, account: string, now: number): Promise<void> {
  const row = await db
    .selectFrom("sign_in_failures")
    .select("blocked_until")
    .where("account", "=", account)
    .executeTakeFirst();
  const waitMs = row?.blocked_until ? Date.parse(row.blocked_until) - now : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new RateLimitedError(signInWaitMessage(seconds), seconds);
  }
}

/** Counts a failed try against `account`; past the free ones it must wait (backoffMs). */
export async function recordFailure(db: Db, account: string, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const forgotten = new Date(now - FAILURES_FORGOTTEN_AFTER_MS).toISOString();
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("sign_in_failures").where("last_failed_at", "<", forgotten).execute();
    const { failures } = await trx
      .insertInto("sign_in_failures")
      .values({ account, failures: 1, last_failed_at: at, blocked_until: null })
      .onConflict((conflict) =>
        conflict.column("account").doUpdateSet((eb) => ({
          failures: eb("sign_in_failures.failures", "+", 1),
          last_failed_at: at,
        })),
      )
      .returning("failures")
      .executeTakeFirstOrThrow();
    const wait = backoffMs(failures);
    if (wait > 0) {
      await trx
        .updateTable("sign_in_failures")
        .set({ blocked_until: new Date(now + wait).toISOString() })
        .where("account", "=", account)
        .execute();
    }
  });
}

/** A success: the account's count starts again. */
export async function forgetFailures(db: Db, account: string): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("account", "=", account).execute();
}

/**
 * Checks a username or e-mail and password; returns the user, or null when they do not match
 * (taking as long for an unknown name as for a wrong password). Failures are counted per
 * account, whatever address they come from: after FREE_SIGN_IN_FAILURES each further try
 * waits twice as long, at most LONGEST_SIGN_IN_WAIT_MS, so guessing from many addresses is
 * slowed. A browser the account signed in from before (`trustedDevice`) is never slowed, so
 * the owner is not shut out by someone else's guessing; a success clears the count.
 */
export async function authenticate(
  db: Db,
  login: string,
  password: string,
  options: { trustedDevice: (userId: string) => Promise<boolean>; now?: number },
): Promise<User | null> {
  const now = options.now ?? Date.now();
  const name = login.trim().toLowerCase();
  const row = await db
    .selectFrom("users")
    .selectAll()
    .where((eb) => eb.or([eb("username", "=", name), eb("email", "=", name)]))
    .executeTakeFirst();
  // Unknown names are counted too, so the answers do not tell which accounts exist.
  const account = row ? `user:${row.id}` : `name:${name}`;
  if (!(row && (await options.trustedDevice(row.id)))) await requireNoBackoff(db, account, now);
  let matches = false;
  if (row) matches = await verifyPassword(password, row.password_hash);
  else await burnPasswordCheck(password);
  if (!row || !matches) {
    await recordFailure(db, account, now);
    return null;
  }
  await db.deleteFrom("sign_in_failures").where("account", "=", account).execute();
  return rowToUser(row);
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The staff an inquiry can be assigned to, by name. */
export async function listStaff(db: Db): Promise<{ _id: string; username: string }[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "username"])
    .orderBy("username")
    .execute();
  return rows.map((row) => ({ _id: row.id, username: row.username }));
}
