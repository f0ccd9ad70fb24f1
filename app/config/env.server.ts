import proxyAddr from "proxy-addr";
import { z } from "zod";

const positiveInt = z.coerce.number().int().positive();

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  DATABASE_POOL_MAX: positiveInt.default(10),
  SITE_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  NOTIFY_EMAIL: z.email().optional(),
  MAIL_RETRY_SECONDS: positiveInt.default(60),
  RATE_LIMIT_CONTACT: positiveInt.default(5),
  RATE_LIMIT_LOGIN: positiveInt.default(10),
  RATE_LIMIT_PASSWORD_RESET: positiveInt.default(5),
  TRUST_PROXY: z.string().default("false").transform(parseTrustProxy),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TOTP_ENCRYPTION_KEY: z.string().transform(parseEncryptionKey).optional(),
});

/**
 * The key that encrypts each account's two-factor secret (AES-256-GCM): exactly 32 bytes,
 * written as 64 hexadecimal digits or in base64 (or base64url). Anything else stops the server
 * rather than leaving the secrets weakly protected.
 */
function parseEncryptionKey(value: string, context: z.RefinementCtx): Buffer {
  const text = value.trim();
  let key: Buffer | undefined;
  if (/^[0-9a-f]{64}$/i.test(text)) key = Buffer.from(text, "hex");
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) key = Buffer.from(text, "base64");
  if (key?.length !== 32) {
    context.addIssue({
      code: "custom",
      message:
        "is not a key of 32 bytes. Write 32 random bytes as 64 hexadecimal digits or in base64 (openssl rand -base64 32 makes one).",
    });
    return z.NEVER;
  }
  return key;
}

/**
 * Which proxies may tell the client's address in X-Forwarded-For, in the forms Express's
 * `trust proxy` takes: `false` (none), a hop count, or a comma-separated list of addresses, CIDR
 * ranges and the names loopback, linklocal and uniquelocal. `true` is refused: it would believe
 * the left-most address, which any client can write, so one client could pose as many (and
 * dodge the sign-in limit) or as someone else (and lock them out).
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  const text = value.trim();
  if (text === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === "true") {
    context.addIssue({
      code: "custom",
      message:
        "true would let any client choose its own address. Write the number of proxies in front of the server (TRUST_PROXY=1 for one nginx or load balancer), or their addresses (TRUST_PROXY=loopback, TRUST_PROXY=10.0.0.0/8).",
    });
    return z.NEVER;
  }
  const list = text.split(",").map((item) => item.trim());
  try {
    proxyAddr.compile(list);
  } catch (error) {
    context.addIssue({
      code: "custom",
      message: `${error instanceof Error ? error.message : String(error)}. Write a number of proxies, or addresses and CIDR ranges separated by commas.`,
    });
    return z.NEVER;
  }
  return list;
}

export type Env = z.infer<typeof EnvSchema> & {
  siteUrl: URL;
  isProduction: boolean;
};

/** Parses the environment once at start; a bad value stops the server with a readable message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blanksRemoved = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = EnvSchema.safeParse(blanksRemoved);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const siteUrl = new URL(env.SITE_URL ?? `http://localhost:${env.PORT || 3000}`);
  return { ...env, siteUrl, isProduction: siteUrl.protocol === "https:" };
}
