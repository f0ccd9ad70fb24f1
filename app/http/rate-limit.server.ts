import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { Env } from "../config/env.server.ts";
import type { DatabaseHandle } from "../db/connection.server.ts";
import { pleaseWait, RateLimitedError } from "../domain/errors.ts";
import { createBatchedRateLimitStore } from "./rate-limit-store.server.ts";

export interface RateLimits {
  login: RateLimiterAbstract;
  contact: RateLimiterAbstract;
  /** Forgotten-password links asked for, per client address. */
  passwordReset: RateLimiterAbstract;
  /** Forgotten-password links asked for, per e-mail address asked about (by anyone). */
  passwordResetAddress: RateLimiterAbstract;
  /**
   * Forgets the counts kept under an e-mail address, wherever they are (the database's
   * `rate_limits` and the memory that stands in for it): an erasure's part (decision 059).
   */
  forgetAddress: (email: string) => Promise<void>;
}

/** Links to one e-mail address per hour, so nobody can fill someone's inbox with them. */
const RESETS_PER_ADDRESS_PER_HOUR = 3;

/**
 * Limits per client address per minute (and forgotten-password links per e-mail address per
 * hour). Never keyed by account, so a limit tells nothing of which accounts exist. On
 * PostgreSQL the counts live in the database (table `rate_limits`), so every instance sees the
 * same count, counted in batches (see rate-limit-store.server.ts); should the database fail,
 * each instance counts in memory meanwhile. On SQLite they live in this process's memory.
 */
export function createRateLimits(env: Env, database: DatabaseHandle): RateLimits {
  const store =
    database.engine === "postgres" ? createBatchedRateLimitStore(database.pool) : undefined;
  /** The limiter and the memory that counts for it (alone on SQLite, meanwhile on PostgreSQL). */
  const limiter = (keyPrefix: string, points: number, duration = 60) => {
    const options = { keyPrefix, points, duration };
    const memory = new RateLimiterMemory(options);
    if (!store) return { limiter: memory, memory };
    const database = new RateLimiterPostgres({
      ...options,
      storeClient: store,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      insuranceLimiter: memory,
    });
    return { limiter: database, memory };
  };
  const byAddress = limiter("password-reset-address", RESETS_PER_ADDRESS_PER_HOUR, 3600);
  return {
    login: limiter("login", env.RATE_LIMIT_LOGIN).limiter,
    contact: limiter("contact", env.RATE_LIMIT_CONTACT).limiter,
    passwordReset: limiter("password-reset", env.RATE_LIMIT_PASSWORD_RESET).limiter,
    passwordResetAddress: byAddress.limiter,
    forgetAddress: async (email) => {
      // Keyed as askForPasswordReset counts it: the address trimmed and lower-cased.
      const key = email.trim().toLowerCase();
      await byAddress.limiter.delete(key);
      // The database's delete leaves what the memory counted while the database was away.
      if (byAddress.memory !== byAddress.limiter) await byAddress.memory.delete(key);
    },
  };
}

/** Counts one attempt from `key`; past the limit it throws, saying how long to wait. */
export async function takeAttempt(
  limiter: RateLimiterAbstract,
  key: string,
  messageFor: (seconds: number) => string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new RateLimitedError(messageFor(seconds), seconds);
  }
}

export const loginLimitMessage = (seconds: number) =>
  `Too many sign-in attempts. ${pleaseWait(seconds)}`;

export const contactLimitMessage = (seconds: number) =>
  `You have sent several messages in a short time. ${pleaseWait(seconds)}`;

export const passwordResetLimitMessage = (seconds: number) =>
  `Several links were asked for in a short time. ${pleaseWait(seconds)}`;
