import { parseInput } from "../domain/errors.ts";
import { requestPasswordReset } from "../domain/password-resets.server.ts";
import { ForgotPasswordSchema, PASSWORD_RESET_REQUESTED } from "../domain/users.schema.ts";
import type { AppServices } from "./context.server.ts";
import { passwordResetLimitMessage, takeAttempt } from "./rate-limit.server.ts";

/**
 * A request for a forgotten password's link, from the page or the API: counted per client and
 * per address asked about, then answered PASSWORD_RESET_REQUESTED whether or not an account
 * has the address. The mail is sent in the background, so the answer does not wait for the
 * mail server when there is an account, and does not come sooner when there is none.
 */
export async function askForPasswordReset(
  app: AppServices,
  clientIp: string,
  input: unknown,
): Promise<string> {
  await takeAttempt(app.limits.passwordReset, clientIp, passwordResetLimitMessage);
  const { email } = parseInput(ForgotPasswordSchema, input, { invalid: "No link was sent." });
  await takeAttempt(app.limits.passwordResetAddress, email, passwordResetLimitMessage);
  const resetId = await requestPasswordReset(app.db, { email });
  if (resetId) void app.outbox.deliverFor({ passwordResetId: resetId });
  return PASSWORD_RESET_REQUESTED;
}
