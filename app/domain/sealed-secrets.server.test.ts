import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { openSecret, sealSecret, UnreadableSecretError } from "./sealed-secrets.server.ts";

const KEY = randomBytes(32);
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

describe("sealed secrets", () => {
  test("a sealed secret opens again with the same key, and the sealed text does not show it", () => {
    const sealed = sealSecret(KEY, SECRET, "totp:user-1");
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(sealed).not.toContain(SECRET);
    expect(openSecret(KEY, sealed, "totp:user-1")).toBe(SECRET);
  });

  test("each sealing is different (a fresh IV), so equal secrets are not seen to be equal", () => {
    expect(sealSecret(KEY, SECRET, "totp:user-1")).not.toBe(sealSecret(KEY, SECRET, "totp:user-1"));
  });

  test("another key is refused", () => {
    const sealed = sealSecret(KEY, SECRET, "totp:user-1");
    expect(() => openSecret(randomBytes(32), sealed, "totp:user-1")).toThrow(UnreadableSecretError);
  });

  test("a secret copied to another account's row does not open there", () => {
    const sealed = sealSecret(KEY, SECRET, "totp:user-1");
    expect(() => openSecret(KEY, sealed, "totp:user-2")).toThrow(UnreadableSecretError);
  });

  test("an altered or shortened value is refused, never opened to something else", () => {
    const sealed = sealSecret(KEY, SECRET, "totp:user-1");
    const [version, iv, ciphertext = "", tag = ""] = sealed.split(".");
    const flipped = `${ciphertext.charAt(0) === "A" ? "B" : "A"}${ciphertext.slice(1)}`;
    for (const altered of [
      [version, iv, flipped, tag].join("."),
      [version, iv, ciphertext, tag.slice(0, 6)].join("."),
      [version, iv, ciphertext].join("."),
      `v2${sealed.slice(2)}`,
      "",
    ]) {
      expect(() => openSecret(KEY, altered, "totp:user-1"), altered).toThrow(UnreadableSecretError);
    }
  });
});
