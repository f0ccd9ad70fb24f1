import { redirect } from "react-router";
import type { Env } from "../config/env.server.ts";
import type { Flash } from "../lib/flash.ts";
import { clearCookieHeader, readCookie, setCookieHeader } from "./cookies.server.ts";

/** Long enough for the redirect to be followed; a flash nobody saw is not worth keeping. */
const FLASH_TTL_MS = 60_000;
const TONES = new Set<Flash["tone"]>(["success", "warning", "error"]);
const MAX_MESSAGE = 500;

/** Redirects to `to` with a confirmation the page there shows once (post, redirect, get). */
export function redirectWithFlash(env: Env, to: string, flash: Omit<Flash, "id">): Response {
  const value = Buffer.from(JSON.stringify({ ...flash, id: crypto.randomUUID() })).toString(
    "base64url",
  );
  return redirect(to, {
    headers: {
      "Set-Cookie": setCookieHeader(env, "flash", value, new Date(Date.now() + FLASH_TTL_MS)),
    },
  });
}

/**
 * The flash the browser brought, if any, and the Set-Cookie header that clears it. A cookie
 * that is not a flash of ours (edited, or left from an older version) is ignored.
 */
export function takeFlash(request: Request, env: Env): { flash: Flash | null; clear?: string } {
  const value = readCookie(request, env, "flash");
  if (!value) return { flash: null };
  const clear = clearCookieHeader(env, "flash");
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<Flash>;
    const { id, tone, message } = parsed;
    if (typeof id !== "string" || typeof message !== "string" || !tone || !TONES.has(tone)) {
      return { flash: null, clear };
    }
    return { flash: { id, tone, message: message.slice(0, MAX_MESSAGE) }, clear };
  } catch {
    return { flash: null, clear };
  }
}
