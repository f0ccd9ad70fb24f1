import { changeOwnPassword } from "../domain/account.server.ts";
import type { User } from "../domain/users.schema.ts";
import type { AppServices } from "./context.server.ts";
import { readCookie } from "./cookies.server.ts";
import { loginLimitMessage, takeAttempt } from "./rate-limit.server.ts";

/** The session the request came with: the one a change to one's own account keeps. */
export function currentSession(app: AppServices, request: Request): string | null {
  return readCookie(request, app.env, "session");
}

/**
 * Counts a try of the current password against the sign-in limit per client address, so a
 * session someone else holds cannot be used to guess it at leisure.
 */
export function countPasswordTry(app: AppServices, clientIp: string): Promise<void> {
  return takeAttempt(app.limits.login, clientIp, loginLimitMessage);
}

/** A new password from the screen or the API: every other session of the account ends. */
export async function changePasswordFrom(
  app: AppServices,
  request: Request,
  call: { user: User; clientIp: string; input: unknown },
): Promise<void> {
  await countPasswordTry(app, call.clientIp);
  await changeOwnPassword(app.db, call.user, currentSession(app, request), call.input);
}

export const PASSWORD_CHANGED =
  "Your password is changed. Every other sign-in of your account has ended.";

/** What signing out everywhere else says it did. */
export function endedMessage(ended: number): string {
  return ended === 1 ? "One other session has ended." : `${ended} other sessions have ended.`;
}
