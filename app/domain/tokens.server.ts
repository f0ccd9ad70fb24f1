import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/schema.ts";

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

/** A token just issued, and when it stops being taken. */
export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/**
 * A new random token for `userId`, kept as its hash in `table` until `ttlMs` after `now` (with
 * where a session was started from, for a session); rows already expired are swept away while
 * we are here.
 */
export async function issueToken(
  db: Db,
  table: "sessions" | "trusted_devices" | "pending_sign_ins",
  userId: string,
  ttlMs: number,
  {
    now = Date.now(),
    origin = {},
  }: { now?: number; origin?: { address?: string | null; browser?: string | null } } = {},
): Promise<IssuedToken> {
  const token = newToken();
  const expiresAt = new Date(now + ttlMs);
  await db.deleteFrom(table).where("expires_at", "<=", new Date(now).toISOString()).execute();
  const row = {
    id: hashToken(token),
    user_id: userId,
    created_at: new Date(now).toISOString(),
    expires_at: expiresAt.toISOString(),
  };
  if (table === "sessions") {
    await db
      .insertInto(table)
      .values({ ...row, address: origin.address ?? null, browser: origin.browser ?? null })
      .execute();
  } else {
    await db.insertInto(table).values(row).execute();
  }
  return { token, expiresAt };
}
