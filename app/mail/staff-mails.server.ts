import { SITE_NAME } from "../content/site.ts";
import { ROLE_LABELS } from "../domain/roles.model.ts";
import type { Invitation } from "../domain/users.schema.ts";
import { formatDate } from "../lib/dates.ts";
import type { Mail } from "./mailer.server.ts";

/** Invites someone to make their account in the content manager, with the one-time link. */
export function invitationMail(invitation: Invitation, link: URL): Mail {
  const by = invitation.invitedBy;
  // Both roles' names start with a vowel: "an administrator", "an editor".
  const role = ROLE_LABELS[invitation.role].toLowerCase();
  const until = invitation.expiresAt ? formatDate(invitation.expiresAt) : "48 hours from now";
  return {
    to: invitation.email,
    subject: `You are invited to help run the ${SITE_NAME} website`,
    text: [
      invitation.name ? `Hello ${invitation.name},` : "Hello,",
      "",
      `${by ?? "An administrator"} invited you to the content manager of the ${SITE_NAME} website, as an ${role}.`,
      "",
      "Open this link to choose your username and password:",
      link.toString(),
      "",
      `The link works once, until ${until} (Monrovia time). If it has expired, ask ${by ?? "an administrator"} to send a new one.`,
      "",
      "If you did not expect this, ignore this e-mail: no account is made until the link is used.",
      "",
      SITE_NAME,
    ].join("\n"),
  };
}

/** A forgotten password's one-time link, to the account's own address. */
export function passwordResetMail(account: { email: string; name: string }, link: URL): Mail {
  return {
    to: account.email,
    subject: `Set a new password for the ${SITE_NAME} website`,
    text: [
      account.name ? `Hello ${account.name},` : "Hello,",
      "",
      `Someone asked to set a new password for your account in the content manager of the ${SITE_NAME} website.`,
      "",
      "Open this link to choose a new password:",
      link.toString(),
      "",
      "The link works once, for 30 minutes. Setting a new password signs your account out everywhere.",
      "",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      "",
      SITE_NAME,
    ].join("\n"),
  };
}
