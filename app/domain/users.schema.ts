import { z } from "zod";
import { emailAddress, optionalEmailAddress, optionalText } from "./fields.ts";
import type { MailState } from "./messages.model.ts";
import { ROLES, type Role } from "./roles.model.ts";

export const PASSWORD_MIN_LENGTH = 10;
/**
 * The sign-in page's address after a password reset of an account with two-factor: it says the
 * password is set, and the owner signs in with it and their code (decisions 051, 052).
 */
export const PASSWORD_SET_FLAG = "password-set";
/** A username or e-mail typed at sign-in is at most this long (an e-mail address's limit). */
export const USERNAME_MAX = 254;
export const NAME_MAX = 100;

export const LoginInputSchema = z.object({
  username: z
    .string({ error: "Enter your username or e-mail." })
    .trim()
    .min(1, "Enter your username or e-mail.")
    .max(USERNAME_MAX),
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(1024),
});

const username = z
  .string({ error: "Enter a username." })
  .trim()
  .toLowerCase()
  .min(3, "Use at least 3 characters for the username.")
  .max(40, "Keep the username to 40 characters or fewer.")
  .regex(/^[a-z0-9._-]+$/, "Use letters, digits, dots, dashes or underscores in the username.");

const password = z
  .string({ error: "Enter a password." })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for the password.`)
  .max(1024, "Keep the password to 1024 characters or fewer.");

const name = optionalText("the name", NAME_MAX).transform((value) => value.replace(/\s+/g, " "));

const role = z.enum(ROLES, { error: "Choose a role." });

/**
 * A password chosen in a form is typed twice, so a slip of the finger does not lock the person
 * out; the API may leave the repetition out.
 */
function typedTwice<T extends { password: string; passwordRepeat?: string | undefined }>(
  value: T,
  context: z.RefinementCtx,
) {
  if (value.passwordRepeat !== undefined && value.passwordRepeat !== value.password) {
    context.addIssue({
      code: "custom",
      path: ["passwordRepeat"],
      message: "The two passwords differ. Type the same password twice.",
    });
  }
}

/** An account made with its password (`user:create`, the API, the staff screen without mail). */
export const NewUserInputSchema = z
  .object({
    username,
    email: optionalEmailAddress.transform((value) => value.toLowerCase()),
    name,
    role: role.default("admin"),
    password,
    passwordRepeat: z.string().optional(),
  })
  .superRefine(typedTwice);
export type NewUserInput = z.input<typeof NewUserInputSchema>;

export const USER_STATUSES = ["active", "disabled"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** An administrator's change to someone's account: the role, or enabled or disabled. */
export const UserChangeSchema = z
  .object({
    role: role.optional(),
    status: z.enum(USER_STATUSES, { error: "Choose active or disabled." }).optional(),
  })
  .refine((change) => change.role !== undefined || change.status !== undefined, {
    message: "Say what to change: the role or the status.",
  });

/** Someone invited by e-mail: the address the link goes to, and what they will be. */
export const InvitationInputSchema = z.object({
  email: emailAddress.transform((value) => value.toLowerCase()),
  name,
  role,
});
export type InvitationInput = z.input<typeof InvitationInputSchema>;

/** What the invited person chooses when they accept. */
export const AcceptInvitationSchema = z
  .object({ username, name, password, passwordRepeat: z.string().optional() })
  .superRefine(typedTwice);

/** The current password, asked again before an e-mail address or a password is changed. */
const currentPassword = z
  .string({ error: "Enter your current password." })
  .max(1024, "Enter your current password.");

/** One's own name and e-mail address; changing the address asks for the current password. */
export const SIGNATURE_MAX = 500;
export const SIGNATURE_MAX_LINES = 8;

/** The lines under one's replies; empty for the one made from one's name (decision 067). */
const signature = optionalText("the signature", SIGNATURE_MAX)
  .transform((value) => value.replace(/\r\n?/g, "\n"))
  .refine((value) => value.split("\n").length <= SIGNATURE_MAX_LINES, {
    message: `Keep the signature to ${SIGNATURE_MAX_LINES} lines or fewer.`,
  });

export const AccountDetailsSchema = z.object({
  name,
  email: optionalEmailAddress.transform((value) => value.toLowerCase()),
  currentPassword: currentPassword.optional(),
  signature,
});

/** My Account's signature form: only the signature, the rest of the account left as it is. */
export const SignatureSchema = AccountDetailsSchema.pick({ signature: true });

/** One's own new password, typed twice, with the current one. */
export const PasswordChangeSchema = z
  .object({
    currentPassword: currentPassword.min(1, "Enter your current password."),
    password,
    passwordRepeat: z.string().optional(),
  })
  .superRefine(typedTwice);

/** Someone who forgot their password asks for a link by their e-mail address. */
export const ForgotPasswordSchema = z.object({
  email: emailAddress.transform((value) => value.toLowerCase()),
});

/** The new password a forgotten-password link sets, typed twice. */
export const ResetPasswordSchema = z
  .object({ password, passwordRepeat: z.string().optional() })
  .superRefine(typedTwice);

export interface User {
  _id: string;
  username: string;
  email: string | null;
  role: Role;
}

/** One's own account as the My Account screen shows it. */
export interface OwnAccount {
  username: string;
  name: string;
  email: string | null;
  role: Role;
  /** The person's own reply signature; "" while they use the one made from their name. */
  signature: string;
  /** Changes with every save, so the screen's forms start afresh after one. */
  updatedAt: string;
}

/** An account as the staff screen shows it. */
export interface StaffMember extends User {
  /** The person's name as the office writes it; "" when none was given. */
  name: string;
  status: UserStatus;
  createdAt: string;
  lastSignInAt: string | null;
}

/** The same words whether an invitation's link never existed, was used, withdrawn or expired. */
export const INVITATION_INVALID =
  "This invitation link no longer works. It may have been used already, or it expired (links work for 48 hours). Ask the administrator who invited you to send a new one.";

/** The one answer to a request for a link, whether or not an account has the address. */
export const PASSWORD_RESET_REQUESTED =
  "If an account has this address, we have e-mailed a link to it. It works for 30 minutes.";

/** The same words whether a link never existed, was used, replaced or has expired. */
export const PASSWORD_RESET_INVALID =
  "This link no longer works. It may have been used already, a newer one was sent, or it expired (links work for 30 minutes). Ask for a new one.";

/** An invitation by e-mail, until it is accepted (then it is gone) or withdrawn. */
export interface Invitation {
  _id: string;
  email: string;
  name: string;
  role: Role;
  /** Who sent it; null once that account is removed. */
  invitedBy: string | null;
  createdAt: string;
  /**
   * When its link stops working: 48 hours after the mail left; null while the mail has not
   * left (the link is made when it is sent, see invitations.server.ts).
   */
  expiresAt: string | null;
  /** Its link no longer works; sending it again makes a new one. */
  expired: boolean;
  mail: MailState;
}
