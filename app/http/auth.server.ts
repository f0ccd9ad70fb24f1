import {
  createContext,
  href,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { parseInput, UnauthorizedError } from "../domain/errors.ts";
import {
  deleteSession,
  getSessionUser,
  isTrustedDevice,
  startSession,
  trustDevice,
} from "../domain/sessions.server.ts";
import { LoginInputSchema, type User } from "../domain/users.schema.ts";
import { authenticate } from "../domain/users.server.ts";
import { type AppServices, appServices } from "./context.server.ts";
import { clearCookieHeader, readCookie, setCookieHeader } from "./cookies.server.ts";
import { pageFailure } from "./failures.server.ts";
import { loginLimitMessage, takeAttempt } from "./rate-limit.server.ts";

export const SIGN_IN_REQUIRED = "Please sign in to continue.";
export const LOGIN_FAILED = "Login failed. Please check your credentials.";
export const LOGIN_SUCCEEDED = "Login successful! Redirecting...";

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

/** For the API: the signed-in administrator, or a 401. */
export async function requireAdmin(request: Request, app: AppServices): Promise<User> {
  const user = await getSignedInUser(request, app);
  if (user?.role !== "admin") throw new UnauthorizedError(SIGN_IN_REQUIRED);
  return user;
}

/**
 * Signs in with a username or e-mail and a password. The client's address is counted against
 * the sign-in limit before the credentials are even read (`readCredentials`); the account's
 * own backoff applies after (see `authenticate`). Any session the browser brought along
 * (perhaps planted) is ended: a sign-in always starts a new one. Both a sign-in and a failed
 * one are in the audit log with the client's address. The browser is remembered as one the
 * account uses. Returns the user and the Set-Cookie headers to send.
 */
export async function signIn(
  app: AppServices,
  request: Request,
  clientIp: string,
  readCredentials: () => Promise<unknown>,
) {
  await takeAttempt(app.limits.login, clientIp, loginLimitMessage);
  const { username, password } = parseInput(LoginInputSchema, await readCredentials(), {
    invalid: LOGIN_FAILED,
  });
  const deviceToken = readCookie(request, app.env, "device");
  // Asked by the backoff for the account being signed into, then again below: looked up once.
  let known: Promise<boolean> | undefined;
  const trusted = (userId: string) =>
    (known ??= deviceToken ? isTrustedDevice(app.db, deviceToken, userId) : Promise.resolve(false));
  const user = await authenticate(app.db, username, password, {
    trustedDevice: trusted,
    address: clientIp,
  });
  if (!user) throw new UnauthorizedError(LOGIN_FAILED);
  const session = await startSession(app.db, user, {
    replacing: readCookie(request, app.env, "session"),
    address: clientIp,
  });
  const setCookies = [setCookieHeader(app.env, "session", session.token, session.expiresAt)];
  if (!(await trusted(user._id))) {
    const device = await trustDevice(app.db, user._id);
    setCookies.push(setCookieHeader(app.env, "device", device.token, device.expiresAt));
  }
  return { user, setCookies };
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
 * administrator the answer is a redirect to the login page, never admin markup or data.
 */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  let user: User | null;
  try {
    user = await getSignedInUser(request, appServices(context));
  } catch (error) {
    // Say what is wrong (the database is away), rather than a bare error page.
    pageFailure(error, context);
  }
  if (user?.role !== "admin") throw redirect(href("/admin/login"));
  context.set(adminUserContext, user);
  return next();
};

/** The administrator the guard let in; admin loaders and actions start with this. */
export function adminUser(context: Readonly<RouterContextProvider>): User {
  const user = context.get(adminUserContext);
  if (!user) throw redirect(href("/admin/login"));
  return user;
}
