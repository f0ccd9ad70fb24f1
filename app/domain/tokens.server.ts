import { createHash, randomBytes } from "node:crypto";

/** A random 256-bit secret for a cookie or a link. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What is stored of a token: its SHA-256, so a copy of the database cannot be used to sign
 * in or to accept an invitation. (The token is random, so no salt or slow hash is needed.)
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
