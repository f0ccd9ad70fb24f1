import type { Db } from "../db/schema.ts";
import { inTransaction, nowIso } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import { NotFoundError, parseInput, ValidationError } from "./errors.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";
import { defaultSignature } from "./replies.model.ts";
import type { Role } from "./roles.model.ts";
import { deleteOtherSessions } from "./sessions.server.ts";
import {
  AccountDetailsSchema,
  type OwnAccount,
  PasswordChangeSchema,
  type User,
} from "./users.schema.ts";
import { requireFreeIdentity, USER_NOT_FOUND } from "./users.server.ts";

export const WRONG_CURRENT_PASSWORD = "This is not your current password.";

async function accountRow(db: Db, userId: string) {
  const row = await db
    .selectFrom("users")
    .select(["username", "name", "email", "role", "password_hash", "signature", "updated_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(USER_NOT_FOUND);
  return row;
}

export async function getOwnAccount(db: Db, userId: string): Promise<OwnAccount> {
  const { username, name, email, role, signature, updated_at } = await accountRow(db, userId);
  return {
    username,
    name,
    email,
    role: role as Role,
    signature: signature ?? "",
    updatedAt: updated_at,
  };
}

/** What `actor`'s replies are signed with: their own signature, or the one made from their name. */
export async function replySignatureOf(db: Db, actor: Actor): Promise<string> {
  // Someone who is no account (the command line) signs with the company's name alone.
  const row = actor._id
    ? await db
        .selectFrom("users")
        .select(["name", "signature"])
        .where("id", "=", actor._id)
        .executeTakeFirst()
    : undefined;
  return row?.signature ?? defaultSignature(row?.name ?? "");
}

/** Refuses, beside the field, a current password that is not the account's. */
async function requireCurrentPassword(typed: string, stored: string, failed: string) {
  if (!(await verifyPassword(typed, stored))) {
    throw new ValidationError(failed, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
}

/**
 * Changes one's own name, e-mail address and reply signature. A new address (the one a forgotten password's
 * link goes to) asks for the current password, so a browser left signed in cannot take the
 * account over.
 */
export async function changeOwnDetails(db: Db, actor: User, input: unknown): Promise<OwnAccount> {
  const failed = "Your details were not saved.";
  const before = await accountRow(db, actor._id);
  // What is left out stays as it is (the API's PATCH; the screen's form sends both).
  const given =
    input && typeof input === "object"
      ? {
          name: before.name,
          email: before.email ?? "",
          signature: before.signature ?? "",
          ...input,
        }
      : input;
  const data = parseInput(AccountDetailsSchema, given, { invalid: failed });
  const email = data.email || null;
  const emailChanged = email !== before.email;
  const signature = data.signature || null;
  if (emailChanged) {
    await requireCurrentPassword(data.currentPassword ?? "", before.password_hash, failed);
    await requireFreeIdentity(db, { email }, failed);
  }
  const changes = [
    data.name !== before.name ? "name changed" : null,
    emailChanged ? "e-mail changed" : null,
    signature !== before.signature ? "signature changed" : null,
  ].filter((change): change is string => change !== null);
  if (changes.length === 0) return getOwnAccount(db, actor._id);
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable("users")
      .set({ name: data.name, email, signature, updated_at: nowIso() })
      .where("id", "=", actor._id)
      .execute();
    await recordEvent(trx, actor, {
      kind: "update",
      item: { type: "account", id: actor._id, label: actor.username },
      detail: changes.join(", "),
    });
  });
  return getOwnAccount(db, actor._id);
}

/**
 * Changes one's own password, the current one asked again. Every other session of the account
 * ends (whoever else had it is signed out); the browser asking (`currentToken`) stays signed in.
 */
export async function changeOwnPassword(
  db: Db,
  actor: User,
  currentToken: string | null,
  input: unknown,
): Promise<void> {
  const failed = "Your password was not changed.";
  const data = parseInput(PasswordChangeSchema, input, { invalid: failed });
  const before = await accountRow(db, actor._id);
  await requireCurrentPassword(data.currentPassword, before.password_hash, failed);
  const passwordHash = await hashPassword(data.password);
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: nowIso() })
      .where("id", "=", actor._id)
      .execute();
    await deleteOtherSessions(trx, actor._id, currentToken);
    await recordEvent(trx, actor, {
      kind: "update",
      item: { type: "account", id: actor._id, label: actor.username },
      detail: "password changed",
    });
  });
}

/** Signs one's account out everywhere but this browser (`currentToken`); how many ended. */
export function endOtherSessions(
  db: Db,
  actor: User,
  currentToken: string | null,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const ended = await deleteOtherSessions(trx, actor._id, currentToken);
    await recordEvent(trx, actor, {
      kind: "update",
      item: { type: "account", id: actor._id, label: actor.username },
      detail: "signed out other sessions",
    });
    return ended;
  });
}
