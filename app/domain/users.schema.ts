import { z } from "zod";
import { optionalEmailAddress } from "./fields.ts";

export const PASSWORD_MIN_LENGTH = 10;
/** A username or e-mail typed at sign-in is at most this long (an e-mail address's limit). */
export const USERNAME_MAX = 254;

export const LoginInputSchema = z.object({
  username: z
    .string({ error: "Enter your username or e-mail." })
    .trim()
    .min(1, "Enter your username or e-mail.")
    .max(USERNAME_MAX),
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(1024),
});

export const NewUserInputSchema = z.object({
  username: z
    .string({ error: "Enter a username." })
    .trim()
    .toLowerCase()
    .min(3, "Use at least 3 characters for the username.")
    .max(40, "Keep the username to 40 characters or fewer.")
    .regex(/^[a-z0-9._-]+$/, "Use letters, digits, dots, dashes or underscores in the username."),
  email: optionalEmailAddress.transform((value) => value.toLowerCase()),
  password: z
    .string({ error: "Enter a password." })
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for the password.`)
    .max(1024, "Keep the password to 1024 characters or fewer."),
});
export type NewUserInput = z.input<typeof NewUserInputSchema>;

export const ROLES = ["admin"] as const;
export type Role = (typeof ROLES)[number];

export interface User {
  _id: string;
  username: string;
  email: string | null;
  role: Role;
}
