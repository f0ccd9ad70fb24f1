import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Secrets kept encrypted in the database with AES-256-GCM under a key from the environment
 * (TOTP_ENCRYPTION_KEY), so a copy of the database alone reveals none of them. Each is stored
 * as `v1.<iv>.<ciphertext>.<tag>` (base64url), sealed to what it belongs to (`boundTo`, e.g.
 * the account's id): a sealed value copied to another account's row does not open there.
 */
const VERSION = "v1";
const IV_BYTES = 12;
// Fixed, so a shortened tag (easier to forge) is refused rather than checked as it is.
const TAG_BYTES = 16;

/** The key is not the one the secret was sealed with, or the stored value was altered. */
export class UnreadableSecretError extends Error {
  override name = "UnreadableSecretError";
}

export function sealSecret(key: Buffer, secret: string, boundTo: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(boundTo, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The secret `sealSecret` sealed; throws UnreadableSecretError for any other key or value. */
export function openSecret(key: Buffer, sealed: string, boundTo: string): string {
  const [version, iv = "", ciphertext = "", tag = ""] = sealed.split(".");
  if (version !== VERSION) throw new UnreadableSecretError("unknown sealed secret format");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(boundTo, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw new UnreadableSecretError("the secret cannot be opened with this key");
  }
}
