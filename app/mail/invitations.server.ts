import type { Db } from "../db/schema.ts";
import type { Actor } from "../domain/audit.model.ts";
import { ValidationError } from "../domain/errors.ts";
import { getInvitation, inviteStaff, resendInvitation } from "../domain/invitations.server.ts";
import type { Invitation, User } from "../domain/users.schema.ts";
import type { Flash } from "../lib/flash.ts";
import type { OutboxWorker } from "./outbox.server.ts";

interface InvitationOutcome {
  invitation: Invitation;
  /** What the office is told: only an invitation whose mail left is a success. */
  message: string;
  tone: Flash["tone"];
}

type MailServices = { db: Db; outbox: OutboxWorker; mailConfigured: boolean };

export const NO_MAIL_FOR_INVITATIONS =
  "This website cannot send e-mail yet, so it cannot send invitations. Add the person with a password instead.";

/** Tries to e-mail the invitation at once, and says truly whether it left (as replies do). */
async function mailNow(services: MailServices, invitation: Invitation): Promise<InvitationOutcome> {
  await services.outbox.deliverFor({ invitationId: invitation._id });
  const sent = await getInvitation(services.db, invitation._id);
  if (sent.mail.state === "sent") {
    return { invitation: sent, tone: "success", message: `Invitation e-mailed to ${sent.email}.` };
  }
  return {
    invitation: sent,
    tone: "warning",
    message: `The invitation to ${sent.email} is saved, but the e-mail could not be sent yet. It will be tried again automatically.`,
  };
}

/** Invites someone by e-mail; refused on a website that cannot send e-mail. */
export async function sendInvitation(
  services: MailServices,
  actor: User,
  input: unknown,
): Promise<InvitationOutcome> {
  if (!services.mailConfigured) throw new ValidationError(NO_MAIL_FOR_INVITATIONS);
  return mailNow(services, await inviteStaff(services.db, actor, input));
}

/** Sends an invitation again with a new link; the old one stops working. */
export async function sendInvitationAgain(
  services: MailServices,
  actor: Actor,
  id: string,
): Promise<InvitationOutcome> {
  if (!services.mailConfigured) throw new ValidationError(NO_MAIL_FOR_INVITATIONS);
  return mailNow(services, await resendInvitation(services.db, actor, id));
}
