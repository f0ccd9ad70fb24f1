import type { Selectable } from "kysely";
import type { Db, UsersTable } from "../db/schema.ts";
import { inTransaction, newId, nowIso } from "../db/values.ts";
import { type Actor, NO_SUCH_ACCOUNT } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import {
  ForbiddenError,
  NotFoundError,
  parseInput,
  pleaseWait,
  RateLimitedError,
  ValidationError,
} from "./errors.ts";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords.server.ts";
import { ROLE_LABELS, type Role } from "./roles.model.ts";
import { deleteSessionsOf } from "./sessions.server.ts";
import {
  NewUserInputSchema,
  type StaffMember,
  type User,
  UserChangeSchema,
  type UserStatus,
} from "./users.schema.ts";

export const USER_NOT_FOUND = "This account does not exist (any more).";
/** Told only to someone who gave the right password: strangers learn nothing from it. */
export const ACCOUNT_DISABLED =
  "This account is disabled. Ask an administrator of the website to enable it again.";
export const LAST_ADMINISTRATOR =
  "The website needs at least one active administrator. Make someone else an administrator first.";

function rowToUser(row: Selectable<UsersTable>): User {
  return { _id: row.id, username: row.username, email: row.email, role: row.role as Role };
}

function rowToStaffMember(row: Selectable<UsersTable>): StaffMember {
  return {
    ...rowToUser(row),
    name: row.name,
    status: row.status as UserStatus,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
  };
}

/**
 * Throws a field error when a username or e-mail address is taken: by an account, as either
 * (a username may not be someone's address, or sign-in could not tell them apart), or, for
 * an address, by someone invited and not yet signed up.
 */
export async function requireFreeIdentity(
  db: Db,
  identity: { username?: string; email?: string | null },
  failed: string,
): Promise<void> {
  const names = [identity.username, identity.email].filter((value): value is string =>
    Boolean(value),
  );
  if (names.length === 0) return;
  const clash = await db
    .selectFrom("users")
    .select(["username", "email"])
    .where((eb) => eb.or([eb("username", "in", names), eb("email", "in", names)]))
    .executeTakeFirst();
  if (clash && identity.username && [clash.username, clash.email].includes(identity.username)) {
    throw new ValidationError(failed, { username: ["This username is already in use."] });
  }
  if (clash) {
    throw new ValidationError(failed, { email: ["This e-mail address is already in use."] });
  }
  if (!identity.email) return;
  const invited = await db
    .selectFrom("invitations")
    .select("id")
    .where("email", "=", identity.email)
    .executeTakeFirst();
  if (invited) {
    throw new ValidationError(failed, {
      email: ["This address has been invited already: send the invitation again instead."],
    });
  }
}

/**
 * Creates an account with its password: an administrator unless another role is given.
 * `actor` is who added it, for the audit log.
 */
export async function createUser(db: Db, input: unknown, actor: Actor): Promise<User> {
  const failed = "Failed to create the user.";
  const data = parseInput(NewUserInputSchema, input, { invalid: failed });
  const email = data.email || null;
  await requireFreeIdentity(db, { username: data.username, email }, failed);
  const now = nowIso();
  const row = {
    id: newId(),
    username: data.username,
    email,
    name: data.name,
    status: "active",
    last_sign_in_at: null,
    signature: null,
    password_hash: await hashPassword(data.password),
    role: data.role,
    created_at: now,
    updated_at: now,
  };
  await inTransaction(db, async (trx) => {
    await trx.insertInto("users").values(row).execute();
    await recordEvent(trx, actor, {
      kind: "create",
      item: { type: "user", id: row.id, label: row.username },
      detail: ROLE_LABELS[row.role],
    });
  });
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
 * is counted: `user:<id>` for passwords, `code:<id>` for two-factor codes (pending-sign-in.server.ts).
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

/**
 * Counts a failed sign-in against `account` (past the free ones it must wait, backoffMs) and
 * records it in the audit log, put down to the account tried (or to nobody) with the name
 * typed, the client's address and what was wrong when a password is not all there was to it
 * (a two-factor code: pending-sign-in.server.ts).
 */
export async function recordFailure(
  db: Db,
  account: string,
  now: number,
  attempt: { actor: Actor; login: string; address: string | undefined; detail?: string },
): Promise<void> {
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
    await recordEvent(
      trx,
      attempt.actor,
      {
        kind: "sign-in-failed",
        item: { type: "account", id: attempt.actor._id, label: attempt.login },
        detail: attempt.detail,
        address: attempt.address,
      },
      now,
    );
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
 * the owner is not shut out by someone else's guessing; a success clears the count. Each
 * failure is in the audit log with the name typed and the client's `address`; a try the
 * backoff refuses checks no password and is not. The right
 * password to a disabled account is refused with ACCOUNT_DISABLED: its owner learns why, and
 * anyone without the password sees only the usual failure.
 */
export async function authenticate(
  db: Db,
  login: string,
  password: string,
  options: {
    trustedDevice: (userId: string) => Promise<boolean>;
    address?: string;
    now?: number;
  },
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
    await recordFailure(db, account, now, {
      actor: row ? { _id: row.id, username: row.username } : NO_SUCH_ACCOUNT,
      login: name,
      address: options.address,
    });
    return null;
  }
  await forgetFailures(db, account);
  if (row.status !== "active") throw new ForbiddenError(ACCOUNT_DISABLED);
  await db
    .updateTable("users")
    .set({ last_sign_in_at: new Date(now).toISOString() })
    .where("id", "=", row.id)
    .execute();
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

/** Every account, administrators first, then by username. */
export async function listUsers(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom("users")
    .selectAll()
    .orderBy("role")
    .orderBy("username")
    .execute();
  return rows.map(rowToStaffMember);
}

export async function getUser(db: Db, id: string): Promise<StaffMember> {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new NotFoundError(USER_NOT_FOUND);
  return rowToStaffMember(row);
}

/**
 * Runs a change to the accounts that could leave the site without an active administrator:
 * one at a time (every such change first writes the same `site_meta` row, which waits for any
 * other in progress to commit), and rolled back when none would be left. So two
 * administrators demoting each other at the same moment cannot both succeed.
 */
async function keepingAnAdministrator<T>(
  db: Db,
  change: (trx: Db) => Promise<T>,
  field?: "role" | "status",
): Promise<T> {
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto("site_meta")
      .values({ key: "staff-changed-at", value: nowIso() })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: nowIso() }))
      .execute();
    const result = await change(trx);
    const left = await trx
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("role", "=", "admin")
      .where("status", "=", "active")
      .executeTakeFirstOrThrow();
    if (Number(left.count) === 0) {
      throw new ValidationError(LAST_ADMINISTRATOR, field ? { [field]: [LAST_ADMINISTRATOR] } : {});
    }
    return result;
  });
}

/** An administrator may not change, disable or remove their own account here: another one does. */
function requireSomeoneElse(actor: User, userId: string, what: string): void {
  if (actor._id === userId) {
    throw new ForbiddenError(`You cannot ${what} your own account. Another administrator can.`);
  }
}

/**
 * Changes someone's role or status. Disabling ends their sessions at once; the site always
 * keeps an active administrator.
 */
export async function changeUser(
  db: Db,
  actor: User,
  userId: string,
  input: unknown,
): Promise<StaffMember> {
  const change = parseInput(UserChangeSchema, input, { invalid: "The account was not changed." });
  requireSomeoneElse(actor, userId, change.status === "disabled" ? "disable" : "change");
  return keepingAnAdministrator(
    db,
    async (trx) => {
      const before = await getUser(trx, userId);
      await trx
        .updateTable("users")
        .set({ ...change, updated_at: nowIso() })
        .where("id", "=", userId)
        .execute();
      if (change.status === "disabled") await deleteSessionsOf(trx, userId);
      const item = { type: "user", id: userId, label: before.username } as const;
      if (change.role && change.role !== before.role) {
        await recordEvent(trx, actor, {
          kind: "role-change",
          item,
          detail: `${ROLE_LABELS[before.role]} → ${ROLE_LABELS[change.role]}`,
        });
      }
      if (change.status && change.status !== before.status) {
        await recordEvent(trx, actor, {
          kind: "update",
          item,
          detail: change.status === "disabled" ? "disabled" : "enabled again",
        });
      }
      return getUser(trx, userId);
    },
    change.role ? "role" : "status",
  );
}

/**
 * Removes an account; its sessions go with it. What it wrote stays, under its name (notes keep
 * their author's name, pages the name of who saved them); inquiries it looked after are no
 * longer assigned.
 */
export async function removeUser(db: Db, actor: User, userId: string): Promise<StaffMember> {
  requireSomeoneElse(actor, userId, "remove");
  return keepingAnAdministrator(db, async (trx) => {
    const user = await getUser(trx, userId);
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    await recordEvent(trx, actor, {
      kind: "delete",
      item: { type: "user", id: userId, label: user.username },
    });
    return user;
  });
}
