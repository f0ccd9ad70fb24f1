import type { Db } from "../db/schema.ts";
import { inTransaction, newId } from "../db/values.ts";
import { recordEvent } from "./audit.server.ts";
import { NotFoundError, parseInput } from "./errors.ts";
import { hashPassword } from "./passwords.server.ts";
import type { Role } from "./roles.model.ts";
import { hashToken, newToken } from "./tokens.server.ts";
import {
  ForgotPasswordSchema,
  PASSWORD_RESET_INVALID,
  ResetPasswordSchema,
  type User,
} from "./users.schema.ts";

/** A forgotten password's link works this long after its mail left, and once. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/**
 * Asks for a link to set a new password. Only an active account with the address gets one: a
 * new link in the outbox, replacing any earlier one. Returns the reset's id to send its mail
 * at once (null when nobody gets one); the caller answers PASSWORD_RESET_REQUESTED either way.
 */
export async function requestPasswordReset(db: Db, input: unknown): Promise<string | null> {
  const { email } = parseInput(ForgotPasswordSchema, input, { invalid: "No link was sent." });
  return inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .where("status", "=", "active")
      .executeTakeFirst();
    if (!user) return null;
    const id = newId();
    const now = new Date().toISOString();
    // The earlier link goes, and with it its mail if not yet sent (the outbox row cascades).
    await trx.deleteFrom("password_resets").where("user_id", "=", user.id).execute();
    await trx
      .insertInto("password_resets")
      .values({ id, user_id: user.id, token_hash: null, expires_at: null, created_at: now })
      .execute();
    await trx
      .insertInto("outbox")
      .values({
        id: newId(),
        kind: "password-reset",
        password_reset_id: id,
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
    return id;
  });
}

/**
 * Makes the link as its mail is about to leave: a new token, of which only the hash is kept,
 * valid PASSWORD_RESET_TTL_MS from `now`. Returns whom to mail, and the token for the link.
 */
export async function issuePasswordResetLink(
  db: Db,
  id: string,
  now = Date.now(),
): Promise<{ email: string; name: string; token: string }> {
  const token = newToken();
  const result = await db
    .updateTable("password_resets")
    .set({
      token_hash: hashToken(token),
      expires_at: new Date(now + PASSWORD_RESET_TTL_MS).toISOString(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError(PASSWORD_RESET_INVALID);
  const user = await db
    .selectFrom("password_resets")
    .innerJoin("users", "users.id", "password_resets.user_id")
    .select(["users.email", "users.name"])
    .where("password_resets.id", "=", id)
    .executeTakeFirstOrThrow();
  if (!user.email) throw new NotFoundError(PASSWORD_RESET_INVALID);
  return { email: user.email, name: user.name, token };
}

async function findByToken(db: Db, token: string, now: number) {
  const row = await db
    .selectFrom("password_resets")
    .innerJoin("users", "users.id", "password_resets.user_id")
    .select([
      "password_resets.id as reset_id",
      "users.id",
      "users.username",
      "users.email",
      "users.role",
    ])
    .where("password_resets.token_hash", "=", hashToken(token))
    .where("password_resets.expires_at", ">", new Date(now).toISOString())
    .where("users.status", "=", "active")
    .executeTakeFirst();
  if (!row) throw new NotFoundError(PASSWORD_RESET_INVALID);
  return row;
}

/** The account a link is for, while the link works; PASSWORD_RESET_INVALID otherwise. */
export async function openPasswordReset(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<{ username: string }> {
  const row = await findByToken(db, token, now);
  return { username: row.username };
}

/**
 * Sets a new password by a link: the link is used up, every session of the account ends, and
 * the change is in the audit log, in one transaction; of two uses of one link at once, one wins.
 */
export async function resetPassword(
  db: Db,
  token: string,
  input: unknown,
  now = Date.now(),
): Promise<User> {
  const data = parseInput(ResetPasswordSchema, input, { invalid: "Your password was not set." });
  // A link that does not work is refused before the password's (deliberately slow) hashing.
  await findByToken(db, token, now);
  const passwordHash = await hashPassword(data.password);
  return inTransaction(db, async (trx) => {
    const row = await findByToken(trx, token, now);
    const taken = await trx
      .deleteFrom("password_resets")
      .where("id", "=", row.reset_id)
      .executeTakeFirst();
    if (Number(taken.numDeletedRows) === 0) throw new NotFoundError(PASSWORD_RESET_INVALID);
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: new Date(now).toISOString() })
      .where("id", "=", row.id)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", row.id).execute();
    const user = { _id: row.id, username: row.username, email: row.email, role: row.role as Role };
    await recordEvent(trx, user, {
      kind: "update",
      item: { type: "account", id: user._id, label: user.username },
      detail: "password reset by an e-mailed link",
    });
    return user;
  });
}
