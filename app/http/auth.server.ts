import { parseCookie, stringifySetCookie } from "cookie";
import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import type { Env } from "../config/env.server.ts";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/errors.ts";
import { parseInput, UnauthorizedError } from "../domain/errors.ts";
import { createSession, deleteSession, getSessionUser } from "../domain/sessions.server.ts";
import { LoginInputSchema, type User } from "../domain/users.schema.ts";
import { authenticate } from "../domain/users.server.ts";
import { type AppServices, appServices } from "./context.server.ts";
import { loginLimitMessage, takeAttempt } from "./rate-limit.server.ts";

export const SIGN_IN_REQUIRED = "Please sign in to continue.";
export const LOGIN_FAILED = "Login failed. Please check your credentials.";
export const LOGIN_SUCCEEDED = "Login successful! Redirecting...";

/** In production (an https SITE_URL) the `__Host-` prefix pins the cookie to this exact origin. */
export function sessionCookieName(env: Env): string {
  return env.isProduction ? "__Host-groupsite_session" : "groupsite_session";
}

export function readSessionToken(request: Request, env: Env): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  return parseCookie(header)[sessionCookieName(env)] || null;
}

export function sessionCookie(env: Env, token: string, expiresAt: Date): string {
  return stringifySetCookie({
    name: sessionCookieName(env),
    value: token,
    httpOnly: true,
    sameSite: "lax",
    secure: env.isProduction,
    path: "/",
    expires: expiresAt,
  });
}

export function clearedSessionCookie(env: Env): string {
  return stringifySetCookie({
    name: sessionCookieName(env),
    value: "",
    httpOnly: true,
    sameSite: "lax",
    secure: env.isProduction,
    path: "/",
    expires: new Date(0),
  });
}

export async function getSignedInUser(request: Request, app: AppServices): Promise<User | null> {
  const token = readSessionToken(request, app.env);
  return token ? getSessionUser(app.db, token) : null;
}

/** For the API: the signed-in administrator, or a 401. */
export async function requireAdmin(request: Request, app: AppServices): Promise<User> {
  const user = await getSignedInUser(request, app);
  if (user?.role !== "admin") throw new UnauthorizedError(SIGN_IN_REQUIRED);
  return user;
}

/**
 * Signs in with a username or e-mail and a password, counted against the client's sign-in
 * limit. Any session the browser brought along (perhaps planted) is ended: a sign-in always
 * starts a new one. Returns the user and the Set-Cookie header of the new session.
 */
export async function signIn(app: AppServices, request: Request, clientIp: string, input: unknown) {
  await takeAttempt(app.limits.login, clientIp, loginLimitMessage);
  const { username, password } = parseInput(LoginInputSchema, input, { invalid: LOGIN_FAILED });
  const user = await authenticate(app.db, username, password);
  if (!user) throw new UnauthorizedError(LOGIN_FAILED);
  const presented = readSessionToken(request, app.env);
  if (presented) await deleteSession(app.db, presented);
  const session = await createSession(app.db, user._id);
  return { user, setCookie: sessionCookie(app.env, session.token, session.expiresAt) };
}

/** Ends the browser's session, if any; returns the Set-Cookie header that clears the cookie. */
export async function signOut(app: AppServices, request: Request): Promise<string> {
  const token = readSessionToken(request, app.env);
  if (token) await deleteSession(app.db, token);
  return clearedSessionCookie(app.env);
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
    // Say what is wrong, rather than a bare error page: nobody can be let in meanwhile.
    if (isDatabaseUnavailable(error)) {
      throw data({ message: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503 });
    }
    throw error;
  }
  if (user?.role !== "admin") throw redirect("/admin/login");
  context.set(adminUserContext, user);
  return next();
};

/** The administrator the guard let in; admin loaders and actions start with this. */
export function adminUser(context: Readonly<RouterContextProvider>): User {
  const user = context.get(adminUserContext);
  if (!user) throw redirect("/admin/login");
  return user;
}
