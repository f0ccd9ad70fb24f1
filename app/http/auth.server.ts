import {
  createContext,
  data,
  href,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { ForbiddenError, parseInput, UnauthorizedError } from "../domain/errors.ts";
import {
  completePendingSignIn,
  endPendingSignIn,
  isPendingSignIn,
  type SecondFactor,
  startPendingSignIn,
} from "../domain/pending-sign-in.server.ts";
import { mayUse, NO_ACCESS } from "../domain/roles.model.ts";
import {
  deleteSession,
  getSessionUser,
  isTrustedDevice,
  startSession,
  trustDevice,
} from "../domain/sessions.server.ts";
import { hasTwoFactor, mustEnrol, type TwoFactorKey } from "../domain/two-factor.server.ts";
import { LoginInputSchema, type User } from "../domain/users.schema.ts";
import { authenticate } from "../domain/users.server.ts";
import { adminPageArea, type MemberAccess, UNLISTED_ACCESS } from "../lib/access.ts";
import { browserSummary } from "../lib/browsers.ts";
import { type AppServices, appServices } from "./context.server.ts";
import { clearCookieHeader, readCookie, setCookieHeader } from "./cookies.server.ts";
import { pageFailure } from "./failures.server.ts";
import { redirectWithFlash } from "./flash.server.ts";
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
 * Whether the caller is signed-in staff who may edit content, who see drafts in the public
 * lists of the API as the content manager does; everyone else sees what the site shows
 * (decision 042).
 */
export async function seesDrafts(request: Request, app: AppServices): Promise<boolean> {
  const user = await getSignedInUser(request, app);
  return user !== null && mayUse(user.role, "content");
}

/**
 * For the API: the signed-in member whose role may use `access` (any signed-in one for "any");
 * a 401 when nobody is signed in, a 403 when the role may not, or while two-factor sign-in is
 * required for everyone and the account has not set it up.
 */
export async function requireMember(
  request: Request,
  app: AppServices,
  access: MemberAccess,
): Promise<User> {
  const user = await getSignedInUser(request, app);
  if (!user) throw new UnauthorizedError(SIGN_IN_REQUIRED);
  if (access !== "any" && !mayUse(user.role, access)) throw new ForbiddenError(NO_ACCESS);
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
 * (`finishSignIn`). Otherwise a new session starts (`beginSession`). Both a sign-in and a
 * failed one are in the audit log with the client's address.
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
  const user = await authenticate(app.db, username, password, {
    trustedDevice: trusted,
    address: clientIp,
  });
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
  const setCookies = await beginSession(app, request, user, {
    address: clientIp,
    trusted: await trusted(user._id),
  });
  if (readCookie(request, app.env, "two_factor")) setCookies.push(ended);
  return { done: true, user, setCookies };
}

/**
 * The second step of a sign-in with two-factor: the code (or a recovery code) for the
 * sign-in this browser has pending. Counted against the sign-in limit like a password; see
 * `completePendingSignIn` for the account's own backoff and the audit log's record of a wrong
 * code. Returns the user, how the code matched, and the Set-Cookie headers of the new session,
 * which is in the audit log as a sign-in (saying so when a recovery code was used).
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
    { trustedDevice: trusted, address: clientIp },
  );
  const setCookies = await beginSession(app, request, user, {
    address: clientIp,
    trusted: await trusted(user._id),
    ...(secondFactor.method === "recovery" ? { detail: "with a recovery code" } : {}),
  });
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
 * Starts a session for `user` (just signed in, or just made by accepting an invitation), in the
 * audit log with the client's `address` (and a `detail`, as how a second step was passed), and
 * ends any the browser brought along (perhaps
 * planted): a sign-in always starts a new one. An untrusted browser is remembered as one the
 * account uses. Returns the Set-Cookie headers.
 */
export async function beginSession(
  app: AppServices,
  request: Request,
  user: User,
  options: { address: string; trusted?: boolean; detail?: string },
): Promise<string[]> {
  const session = await startSession(app.db, user, {
    replacing: readCookie(request, app.env, "session"),
    address: options.address,
    detail: options.detail,
    browser: browserSummary(request.headers.get("user-agent")),
  });
  const setCookies = [setCookieHeader(app.env, "session", session.token, session.expiresAt)];
  if (!options.trusted) {
    const device = await trustDevice(app.db, user._id);
    setCookies.push(setCookieHeader(app.env, "device", device.token, device.expiresAt));
  }
  return setCookies;
}

/**
 * The answer to a page that signs its visitor in (an invitation accepted, a password reset):
 * a new session for `user` on this browser, and the dashboard with `welcome` shown.
 */
export async function enterContentManager(
  app: AppServices,
  request: Request,
  user: User,
  address: string,
  welcome: string,
): Promise<Response> {
  const response = redirectWithFlash(app.env, href("/admin/dashboard"), {
    tone: "success",
    message: welcome,
  });
  for (const cookie of await beginSession(app, request, user, { address })) {
    response.headers.append("Set-Cookie", cookie);
  }
  return response;
}

/**
 * What an e-mailed link's token opens (an invitation, a password reset), for its page's
 * loader: a link that does not work is the page's error, which its ErrorBoundary explains.
 */
export async function openLink<Opened>(
  context: Readonly<RouterContextProvider>,
  open: (db: AppServices["db"]) => Promise<Opened>,
): Promise<Opened> {
  try {
    return await open(appServices(context).db);
  } catch (error) {
    pageFailure(error, context);
  }
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

/** Who the content manager's guard let in, and whether their role may use the page asked for. */
const staffContext = createContext<{ user: User; allowed: boolean } | null>(null);

/**
 * The content manager's guard, run before any of its loaders or actions: without a signed-in
 * member the answer is a redirect to the login page, never its markup or data. It also looks
 * up whether their role may use the page (in the permission table, app/lib/access.ts, by the
 * matched route pattern): a change (any method but GET) is refused here with a 403; a page's
 * loader refuses through `signedInMember`, so the refusal is drawn inside the content manager's
 * frame, whose sidebar leads to what they may use. While two-factor sign-in is required for
 * everyone and the account has not set it up, every page but the one that sets it up redirects
 * there.
 */
export const requireMemberMiddleware: MiddlewareFunction<Response> = async (
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
  if (!user) throw redirect(href("/admin/login"));
  if (enrolFirst) throw redirect(TWO_FACTOR_PAGE);
  const access = adminPageArea(pattern) ?? UNLISTED_ACCESS;
  const allowed = access === "any" || mayUse(user.role, access);
  // A change is refused here already, whatever the action would read first.
  if (!allowed && request.method !== "GET" && request.method !== "HEAD") {
    throw data({ message: NO_ACCESS }, { status: 403 });
  }
  context.set(staffContext, { user, allowed });
  return next();
};

function guarded(context: Readonly<RouterContextProvider>) {
  const guard = context.get(staffContext);
  if (!guard) throw redirect(href("/admin/login"));
  return guard;
}

/**
 * The member of staff the guard let in, whose role may use this page; admin loaders and
 * actions start with this. A role that may not gets a 403 with NO_ACCESS.
 */
export function signedInMember(context: Readonly<RouterContextProvider>): User {
  const { user, allowed } = guarded(context);
  if (!allowed) throw data({ message: NO_ACCESS }, { status: 403 });
  return user;
}

/** The signed-in member of staff, whatever the page: for the frame around every admin page. */
export function staffUser(context: Readonly<RouterContextProvider>): User {
  return guarded(context).user;
}
