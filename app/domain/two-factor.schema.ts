import { z } from "zod";
import { flag } from "./fields.ts";

/** How many recovery codes an account gets at a time, each good for one sign-in. */
export const RECOVERY_CODE_COUNT = 10;
/** The digits of an authenticator app's code. */
export const TOTP_DIGITS = 6;

/** What sign-in's second step asks for, on the login page and in the API's answer. */
export const CODE_NEEDED =
  "Enter the 6-digit code from your authenticator app, or one of your recovery codes.";

/** Spaces are dropped: apps show "123 456", and a pasted code may carry some. */
const withoutSpaces = (value: unknown) =>
  typeof value === "string" ? value.replace(/\s+/g, "") : value;

/** The code that confirms an enrolment: the app's current code. */
export const EnrolmentCodeSchema = z.object({
  code: z.preprocess(
    withoutSpaces,
    z
      .string({ error: "Enter the 6-digit code your app shows." })
      .regex(/^\d{6}$/, "Enter the 6-digit code your app shows."),
  ),
});

/** Sign-in's second step: the app's current code, or one of the recovery codes. */
export const SecondFactorInputSchema = z.object({
  code: z.preprocess(
    withoutSpaces,
    z
      .string({ error: "Enter the code from your authenticator app, or a recovery code." })
      .min(1, "Enter the code from your authenticator app, or a recovery code.")
      .max(64, "This is longer than any code."),
  ),
});

/** The account's password, asked again before two-factor sign-in is turned off or renewed. */
export const PasswordCheckSchema = z.object({
  password: z
    .string({ error: "Enter your password." })
    .min(1, "Enter your password.")
    .max(1024, "This is longer than any password here."),
});

export const SecuritySettingsInputSchema = z.object({
  requireTwoFactor: flag,
  /** The version the editor loaded; 0 while nothing is stored (the built-in settings). */
  version: z.coerce.number().int().min(0).optional(),
});

export interface SecuritySettings {
  /** Everyone must use two-factor sign-in; whoever has not set it up is sent to do so. */
  requireTwoFactor: boolean;
  version: number;
}

/** An account's two-factor sign-in as its own screen shows it. */
export interface TwoFactorStatus {
  /** On since this time; null when it is off. */
  enabledAt: string | null;
  /** An enrolment was started: its QR code waits for the first code. */
  enrolling: boolean;
  recoveryCodesLeft: number;
}
