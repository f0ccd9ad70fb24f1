import { parseCookie, stringifySetCookie } from "cookie";
import type { Env } from "../config/env.server.ts";

/**
 * The site's cookies: the sign-in session, the browser's device token, a one-time flash, and
 * a sign-in waiting for its two-factor code.
 */
type CookieKind = "session" | "device" | "flash" | "two_factor";

/** In production (an https SITE_URL) the `__Host-` prefix pins a cookie to this exact origin. */
function cookieName(env: Env, kind: CookieKind): string {
  return `${env.isProduction ? "__Host-" : ""}groupsite_${kind}`;
}

export function readCookie(request: Request, env: Env, kind: CookieKind): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  return parseCookie(header)[cookieName(env, kind)] || null;
}

/**
 * A cookie only this site's server sees (HttpOnly) and browsers send only with same-site
 * requests and top-level navigations (Lax); Secure in production. An empty value that expired
 * at the epoch clears it.
 */
export function setCookieHeader(
  env: Env,
  kind: CookieKind,
  value: string,
  expiresAt: Date,
): string {
  return stringifySetCookie({
    name: cookieName(env, kind),
    value,
    httpOnly: true,
    sameSite: "lax",
    secure: env.isProduction,
    path: "/",
    expires: expiresAt,
  });
}

export function clearCookieHeader(env: Env, kind: CookieKind): string {
  return setCookieHeader(env, kind, "", new Date(0));
}

/**
 * Whether a request's Cookie header carries a sign-in session: a page rendered for such a
 * request is that person's, never stored or shared (server/answers.ts).
 */
export function carriesSessionCookie(header: string | undefined, env: Env): boolean {
  if (!header) return false;
  return Boolean(parseCookie(header)[cookieName(env, "session")]);
}
