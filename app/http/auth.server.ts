import {
  createContext,
  href,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { ForbiddenError, parseInput, UnauthorizedError } from "../domain/errors.ts";
import {
  createSession,
  deleteSession,
  getSessionUser,
  isTrustedDevice,
  trustDevice,
} from "../domain/sessions.server.ts";
import {
  completePendingSignIn,
  endPendingSignIn,
  hasTwoFactor,
  isPendingSignIn,
  mustEnrol,
  type SecondFactor,
  startPendingSignIn,
  type TwoFactorKey,
} from "../domain/two-factor.server.ts";
import { LoginInputSchema, type User } from "../domain/users.schema.ts";
import { authenticate } from "../domain/users.server.ts";
import { type AppServices, appServices } from "./context.server.ts";
import { clearCookieHeader, readCookie, setCookieHeader } from "./cookies.server.ts";
import { pageFailure } from "./failures.server.ts";
import { loginLimitMessage, takeAttempt } from "./rate-limit.server.ts";

export const SIGN_IN_REQUIRED = "Please sign in to continue.";
export const LOGIN_FAILED = "Login failed. Please check your credentials.";
export const LOGIN_SUCCEEDED = "Login successful! Redirecting...";
export const TWO_FACTOR_REQUIRED =
  "An administrator requires two-factor sign-in for everyone. Set it up in the content manager first, under Two-factor sign-in.";
/** Where an account sets up its two-factor sign-in (and is sent while it must). */
const TWO_FACTOR_PAGE = href("/admin/account/two-factor");

/** The server's key for two-factor secrets, or null when TOTP_ENCRYPTION_KEY is not set. */
export function twoFactorKey(app: AppServices): TwoFactorKey {
  return app.env.TOTP_ENCRYPTION_KEY ?? null;
}

export async function getSignedInUser(request: Request, app: AppServices): Promise<User | null> {
  const token = readCookie(request, app.env, "session");
  return token ? getSessionUser(app.db, token) : null;
}

/**
 * Whether the caller is a signed-in administrator, who sees drafts in the public lists of the
 * API as the content manager does; everyone else sees what the site shows (decision 042).
 */
export async function seesDrafts(request: Request, app: AppServices): Promise<boolean> {
  return (await getSignedInUser(request, app))?.role === "admin";
}

/**
 * For the API: the signed-in administrator, or a 401; a 403 while two-factor sign-in is
 * required for everyone and the account has not set it up.
 */
export async function requireAdmin(request: Request, app: AppServices): Promise<User> {
  const user = await getSignedInUser(request, app);
  if (user?.role !== "admin") throw new UnauthorizedError(SIGN_IN_REQUIRED);
  if (await mustEnrol(app.db, user._id)) throw new ForbiddenError(TWO_FACTOR_REQUIRED);
  return user;
}

/** A sign-in's outcome: signed in, or the password was right and the code is awaited. */
export type SignInOutcome =
  | { done: true; user: User; setCookies: string[] }
  | { done: false; setCookies: string[] };

/**
 * Signs in with a username or e-mail and a password. The client's address is counted against
 * the sign-in limit before the credentials are even read (`readCredentials`); the account's
 * own backoff applies after (see `authenticate`). An account with two-factor sign-in gets no
 * session yet: the browser is given a pending sign-in that waits 5 minutes for the code
 * (`finishSignIn`). Otherwise a new session starts (`startSession`).
 */
export async function signIn(
  app: AppServices,
  request: Request,
  clientIp: string,
  readCredentials: () => Promise<unknown>,
): Promise<SignInOutcome> {
  await takeAttempt(app.limits.login, clientIp, loginLimitMessage);
  const { username, password } = parseInput(LoginInputSchema, await readCredentials(), {
    invalid: LOGIN_FAILED,
  });
  const trusted = trustedDeviceCheck(app, request);
  const user = await authenticate(app.db, username, password, { trustedDevice: trusted });
  if (!user) throw new UnauthorizedError(LOGIN_FAILED);
  // A sign-in left waiting for its code earlier is over: this one replaces it.
  const ended = await cancelPendingSignIn(app, request);
  if (await hasTwoFactor(app.db, user._id)) {
    const pending = await startPendingSignIn(app.db, user._id);
    return {
      done: false,
      setCookies: [setCookieHeader(app.env, "two_factor", pending.token, pending.expiresAt)],
    };
  }
  const setCookies = await startSession(app, request, user, await trusted(user._id));
  if (readCookie(request, app.env, "two_factor")) setCookies.push(ended);
  return { done: true, user, setCookies };
}

/**
 * The second step of a sign-in with two-factor: the code (or a recovery code) for the
 * sign-in this browser has pending. Counted against the sign-in limit like a password; see
 * `completePendingSignIn` for the account's own backoff. Returns the user, how the code
 * matched, and the Set-Cookie headers of the new session.
 */
export async function finishSignIn(
  app: AppServices,
  request: Request,
  clientIp: string,
  readCode: () => Promise<unknown>,
): Promise<{ user: User; secondFactor: SecondFactor; setCookies: string[] }> {
  await takeAttempt(app.limits.login, clientIp, loginLimitMessage);
  const trusted = trustedDeviceCheck(app, request);
  const { user, secondFactor } = await completePendingSignIn(
    app.db,
    twoFactorKey(app),
    readCookie(request, app.env, "two_factor"),
    await readCode(),
    { trustedDevice: trusted },
  );
  const setCookies = await startSession(app, request, user, await trusted(user._id));
  setCookies.push(clearCookieHeader(app.env, "two_factor"));
  return { user, secondFactor, setCookies };
}

/** Whether the browser has a sign-in waiting for its two-factor code. */
export async function hasPendingSignIn(request: Request, app: AppServices): Promise<boolean> {
  const token = readCookie(request, app.env, "two_factor");
  return token ? isPendingSignIn(app.db, token) : false;
}

/** Drops the browser's pending sign-in (to start again); returns the header clearing it. */
export async function cancelPendingSignIn(app: AppServices, request: Request): Promise<string> {
  const token = readCookie(request, app.env, "two_factor");
  if (token) await endPendingSignIn(app.db, token);
  return clearCookieHeader(app.env, "two_factor");
}

/**
 * Whether the browser signed in to an account before (decision 018); asked by the backoff
 * for the account being signed into, then again when the session starts: looked up once.
 */
function trustedDeviceCheck(app: AppServices, request: Request) {
  const deviceToken = readCookie(request, app.env, "device");
  let known: Promise<boolean> | undefined;
  return (userId: string) =>
    (known ??= deviceToken ? isTrustedDevice(app.db, deviceToken, userId) : Promise.resolve(false));
}

/**
 * Starts a session for `user` (just signed in) and
 * ends any the browser brought along (perhaps planted): a sign-in always starts a new one. An
 * untrusted browser is remembered as one the account uses. Returns the Set-Cookie headers.
 */
export async function startSession(
  app: AppServices,
  request: Request,
  user: User,
  trusted = false,
): Promise<string[]> {
  const presented = readCookie(request, app.env, "session");
  if (presented) await deleteSession(app.db, presented);
  const session = await createSession(app.db, user._id);
  const setCookies = [setCookieHeader(app.env, "session", session.token, session.expiresAt)];
  if (!trusted) {
    const device = await trustDevice(app.db, user._id);
    setCookies.push(setCookieHeader(app.env, "device", device.token, device.expiresAt));
  }
  return setCookies;
}

/** Ends the browser's session, if any; returns the Set-Cookie header that clears the cookie. */
export async function signOut(app: AppServices, request: Request): Promise<string> {
  const token = readCookie(request, app.env, "session");
  if (token) await deleteSession(app.db, token);
  return clearCookieHeader(app.env, "session");
}

/** Headers carrying each Set-Cookie of a sign-in. */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

const adminUserContext = createContext<User | null>(null);

/**
 * The admin area's guard, run before any of its loaders or actions: without a signed-in
 * administrator the answer is a redirect to the login page, never admin markup or data. While
 * two-factor sign-in is required for everyone and the account has not set it up, every page
 * but the one that sets it up redirects there.
 */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async (
  { request, context, pattern },
  next,
) => {
  const app = appServices(context);
  let user: User | null;
  let enrolFirst = false;
  try {
    user = await getSignedInUser(request, app);
    if (user && `/${pattern.replace(/^\/+/, "")}` !== TWO_FACTOR_PAGE) {
      enrolFirst = await mustEnrol(app.db, user._id);
    }
  } catch (error) {
    // Say what is wrong (the database is away), rather than a bare error page.
    pageFailure(error, context);
  }
  if (user?.role !== "admin") throw redirect(href("/admin/login"));
  if (enrolFirst) throw redirect(TWO_FACTOR_PAGE);
  context.set(adminUserContext, user);
  return next();
};

/** The administrator the guard let in; admin loaders and actions start with this. */
export function adminUser(context: Readonly<RouterContextProvider>): User {
  const user = context.get(adminUserContext);
  if (!user) throw redirect(href("/admin/login"));
  return user;
}
