import type { Actor } from "../domain/audit.model.ts";
import {
  type ErasureResult,
  erasePersonalData,
  PrivacyRequestSchema,
} from "../domain/privacy.server.ts";
import { forgetConfirmationCounts } from "../mail/confirmation-quota.server.ts";
import type { AppServices } from "./context.server.ts";

/**
 * A person's erasure, from the page or the API: the domain's, in the database, then the
 * counts kept under the address: the rate limits', which live with the limiters (in this
 * process's memory on SQLite, in `rate_limits` on PostgreSQL) where the domain does not reach,
 * and the confirmation mails' (a keyed digest of the address, per day).
 */
export async function eraseEverywhere(
  app: AppServices,
  input: unknown,
  actor: Actor,
): Promise<ErasureResult> {
  const erased = await erasePersonalData(app.db, input, actor);
  // The domain accepted the input, so it parses.
  const { email } = PrivacyRequestSchema.parse(input);
  await app.limits.forgetAddress(email);
  await forgetConfirmationCounts(app.db, email);
  return erased;
}
