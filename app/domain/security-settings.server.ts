import type { Db } from "../db/schema.ts";
import type { Actor } from "./audit.model.ts";
import { readRecord, writeSetting } from "./content-entries.server.ts";
import { DomainError, parseInput } from "./errors.ts";
import { type SecuritySettings, SecuritySettingsInputSchema } from "./two-factor.schema.ts";

// The site's sign-in rules, set by an administrator: for now, whether everyone must use
// two-factor sign-in (decision 051). No visitor sees them, so they are kept apart from the
// content (decision 061): saving them leaves the stored public pages in place.
const DEFAULT_SECURITY_SETTINGS: SecuritySettings = { requireTwoFactor: false, version: 0 };

const StoredSettingsSchema = SecuritySettingsInputSchema.omit({ version: true });

export function getSecuritySettings(db: Db): Promise<SecuritySettings> {
  return readRecord(db, "security", StoredSettingsSchema, DEFAULT_SECURITY_SETTINGS);
}

/**
 * Saves the sign-in rules. Requiring two-factor sign-in for everyone needs the server's key
 * (or nobody could set it up) and the administrator's own two-factor sign-in first, so the
 * one who turns it on is never the first shut out by it. In the audit log with the rule saved.
 */
export async function updateSecuritySettings(
  db: Db,
  input: unknown,
  actor: Actor,
  checks: { hasTwoFactor: boolean; keyConfigured: boolean },
): Promise<SecuritySettings> {
  const { version, ...content } = parseInput(SecuritySettingsInputSchema, input, {
    invalid: "The sign-in settings were not saved.",
  });
  if (content.requireTwoFactor && !checks.keyConfigured) {
    throw new DomainError(
      "Two-factor sign-in cannot be required yet: nobody could set it up until whoever runs the server sets TOTP_ENCRYPTION_KEY (see the README).",
    );
  }
  if (content.requireTwoFactor && !checks.hasTwoFactor) {
    throw new DomainError(
      "Turn on two-factor sign-in for your own account first, then require it for everyone.",
    );
  }
  await writeSetting(db, "security", content, {
    expectedVersion: version,
    actor,
    conflictMessage:
      "Someone else saved the sign-in settings after you opened them. Reload to see their change, then make yours again.",
    detail: content.requireTwoFactor
      ? "two-factor sign-in required for everyone"
      : "two-factor sign-in optional",
  });
  return getSecuritySettings(db);
}
