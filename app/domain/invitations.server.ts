import type { Selectable } from "kysely";
import type { Db, InvitationsTable, OutboxTable } from "../db/schema.ts";
import { inTransaction, newId, nowIso } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import { NotFoundError, parseInput, ValidationError } from "./errors.ts";
import { mailStateOf } from "./messages.server.ts";
import { hashPassword } from "./passwords.server.ts";
import { ROLE_LABELS, type Role } from "./roles.model.ts";
import { hashToken, newToken } from "./tokens.server.ts";
import {
  AcceptInvitationSchema,
  INVITATION_INVALID,
  type Invitation,
  InvitationInputSchema,
  type User,
} from "./users.schema.ts";
import { requireFreeIdentity } from "./users.server.ts";

/** An invitation's link works this long after its mail left, and once. */
export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000;

export const INVITATION_NOT_FOUND = "This invitation does not exist (any more).";

type InvitationRow = Selectable<InvitationsTable> & {
  inviter_name: string | null;
  inviter_username: string | null;
};

/** Who sent an invitation, by name where they gave one. */
function inviterOf(row: InvitationRow): string | null {
  return row.inviter_name || row.inviter_username;
}

function rowToInvitation(
  row: InvitationRow,
  mail: Selectable<OutboxTable> | undefined,
  now: number,
): Invitation {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    invitedBy: inviterOf(row),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    expired: row.expires_at !== null && Date.parse(row.expires_at) <= now,
    mail: mailStateOf(mail),
  };
}

function selectInvitations(db: Db) {
  return db
    .selectFrom("invitations")
    .leftJoin("users", "users.id", "invitations.invited_by")
    .selectAll("invitations")
    .select(["users.name as inviter_name", "users.username as inviter_username"]);
}

/** Every invitation not yet accepted, newest first, each with how its mail stands. */
export async function listInvitations(db: Db, now = Date.now()): Promise<Invitation[]> {
  const rows = await selectInvitations(db).orderBy("invitations.created_at", "desc").execute();
  if (rows.length === 0) return [];
  // Every invitation is listed: their mail is chosen by a subquery, not one parameter each.
  const mails = await db
    .selectFrom("outbox")
    .selectAll()
    .where("invitation_id", "in", db.selectFrom("invitations").select("id"))
    .execute();
  return rows.map((row) =>
    rowToInvitation(
      row,
      mails.find((mail) => mail.invitation_id === row.id),
      now,
    ),
  );
}

export async function getInvitation(db: Db, id: string, now = Date.now()): Promise<Invitation> {
  const row = await selectInvitations(db).where("invitations.id", "=", id).executeTakeFirst();
  if (!row) throw new NotFoundError(INVITATION_NOT_FOUND);
  const mail = await db
    .selectFrom("outbox")
    .selectAll()
    .where("invitation_id", "=", id)
    .executeTakeFirst();
  return rowToInvitation(row, mail, now);
}

/**
 * Invites someone by e-mail: the invitation and its mail in the outbox, in one transaction.
 * The link itself is made when the mail leaves (see issueInvitationLink), so the database
 * never holds a usable one.
 */
export async function inviteStaff(db: Db, actor: User, input: unknown): Promise<Invitation> {
  const failed = "The invitation was not sent.";
  const data = parseInput(InvitationInputSchema, input, { invalid: failed });
  const id = newId();
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    await requireFreeIdentity(trx, { email: data.email }, failed);
    await trx
      .insertInto("invitations")
      .values({
        id,
        email: data.email,
        name: data.name,
        role: data.role,
        token_hash: null,
        expires_at: null,
        invited_by: actor._id,
        created_at: now,
      })
      .execute();
    await queueInvitationMail(trx, id, now);
    await recordEvent(trx, actor, {
      kind: "create",
      item: { type: "invitation", id, label: data.email },
      detail: ROLE_LABELS[data.role],
    });
  });
  return getInvitation(db, id);
}

/** Queues the invitation's mail; the outbox makes its link as it sends it. */
function queueInvitationMail(trx: Db, invitationId: string, now: string) {
  return trx
    .insertInto("outbox")
    .values({
      id: newId(),
      kind: "invitation",
      invitation_id: invitationId,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

/**
 * Sends the invitation again with a new link (the old one stops working): after it expired,
 * or when the mail went astray.
 */
export async function resendInvitation(db: Db, actor: Actor, id: string): Promise<Invitation> {
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    const found = await trx
      .updateTable("invitations")
      .set({ token_hash: null, expires_at: null })
      .where("id", "=", id)
      .returning("email")
      .executeTakeFirst();
    if (!found) throw new NotFoundError(INVITATION_NOT_FOUND);
    await trx.deleteFrom("outbox").where("invitation_id", "=", id).execute();
    await queueInvitationMail(trx, id, now);
    await recordEvent(trx, actor, {
      kind: "update",
      item: { type: "invitation", id, label: found.email },
      detail: "sent again with a new link",
    });
  });
  return getInvitation(db, id);
}

/** Withdraws an invitation: its link stops working, and mail not yet sent is not sent. */
export async function withdrawInvitation(db: Db, actor: Actor, id: string): Promise<Invitation> {
  return inTransaction(db, async (trx) => {
    const invitation = await getInvitation(trx, id);
    const taken = await trx.deleteFrom("invitations").where("id", "=", id).executeTakeFirst();
    // Of two withdrawals at once, the one that found it gone records nothing.
    if (Number(taken.numDeletedRows) === 0) throw new NotFoundError(INVITATION_NOT_FOUND);
    await recordEvent(trx, actor, {
      kind: "delete",
      item: { type: "invitation", id, label: invitation.email },
      detail: "withdrawn",
    });
    return invitation;
  });
}

/**
 * Makes the invitation's link as its mail is about to leave: a new token, of which only the
 * hash is kept, valid INVITATION_TTL_MS from `now`. A mail that fails makes another link the
 * next time, so only the last mail sent holds a working one.
 */
export async function issueInvitationLink(
  db: Db,
  id: string,
  now = Date.now(),
): Promise<{ invitation: Invitation; token: string }> {
  const token = newToken();
  const result = await db
    .updateTable("invitations")
    .set({
      token_hash: hashToken(token),
      expires_at: new Date(now + INVITATION_TTL_MS).toISOString(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError(INVITATION_NOT_FOUND);
  return { invitation: await getInvitation(db, id, now), token };
}

async function findByToken(db: Db, token: string, now: number) {
  const row = await selectInvitations(db)
    .where("invitations.token_hash", "=", hashToken(token))
    .where("invitations.expires_at", ">", new Date(now).toISOString())
    .executeTakeFirst();
  if (!row) throw new NotFoundError(INVITATION_INVALID);
  return row;
}

/** The invitation a link opens, while it works; INVITATION_INVALID otherwise. */
export async function openInvitation(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<Pick<Invitation, "email" | "name" | "role" | "invitedBy" | "expiresAt">> {
  const row = await findByToken(db, token, now);
  return {
    email: row.email,
    name: row.name,
    role: row.role as Role,
    invitedBy: inviterOf(row),
    expiresAt: row.expires_at,
  };
}

/**
 * Accepts an invitation: the account is made with the invited address and role and the chosen
 * username and password, and the invitation is gone, in one transaction; of two acceptances
 * of the same link at once, one wins.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  input: unknown,
  now = Date.now(),
): Promise<User> {
  const failed = "Your account was not made.";
  const data = parseInput(AcceptInvitationSchema, input, { invalid: failed });
  // A link that does not work is refused before the password's (deliberately slow) hashing.
  await findByToken(db, token, now);
  const passwordHash = await hashPassword(data.password);
  return inTransaction(db, async (trx) => {
    const invitation = await findByToken(trx, token, now);
    const taken = await trx
      .deleteFrom("invitations")
      .where("id", "=", invitation.id)
      .executeTakeFirst();
    if (Number(taken.numDeletedRows) === 0) throw new NotFoundError(INVITATION_INVALID);
    await requireFreeIdentity(trx, { username: data.username }, failed);
    const clash = await trx
      .selectFrom("users")
      .select("id")
      .where((eb) =>
        eb.or([eb("email", "=", invitation.email), eb("username", "=", invitation.email)]),
      )
      .executeTakeFirst();
    if (clash) {
      throw new ValidationError(
        "An account with your e-mail address was made meanwhile. Sign in with it instead.",
      );
    }
    const at = new Date(now).toISOString();
    const row = {
      id: newId(),
      username: data.username,
      email: invitation.email,
      name: data.name || invitation.name,
      status: "active",
      last_sign_in_at: at,
      password_hash: passwordHash,
      role: invitation.role,
      created_at: at,
      updated_at: at,
    };
    await trx.insertInto("users").values(row).execute();
    const user = { _id: row.id, username: row.username, email: row.email, role: row.role as Role };
    await recordEvent(trx, user, {
      kind: "create",
      item: { type: "user", id: row.id, label: row.username },
      detail: `accepted the invitation as ${ROLE_LABELS[user.role]}`,
    });
    return user;
  });
}
