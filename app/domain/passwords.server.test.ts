import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, test } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.server.ts";

describe("passwords", () => {
  test("a hash is stored as scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1 and a 16-byte salt", async () => {
    const stored = await hashPassword("correct horse battery");
    const [scheme, n, r, p, salt = "", hash = ""] = stored.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "32768", "8", "1"]);
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    expect(Buffer.from(hash, "base64")).toHaveLength(64);
    expect(stored).not.toContain("correct horse battery");
  });

  test("the right password verifies against its hash and a wrong one does not", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  test("the same password hashes differently each time, by its salt", async () => {
    const first = await hashPassword("same password");
    const second = await hashPassword("same password");
    expect(first).not.toBe(second);
    expect(await verifyPassword("same password", second)).toBe(true);
  });

  test("a password typed with composed or decomposed accents is the same password", async () => {
    const stored = await hashPassword("caf\u00e9 au lait");
    expect(await verifyPassword("cafe\u0301 au lait", stored)).toBe(true);
  });

  test("a hash made at another cost still verifies, so the cost can be raised later", async () => {
    const salt = randomBytes(16);
    const key = scryptSync("older password", salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const stored = ["scrypt", 2 ** 14, 8, 1, salt.toString("base64"), key.toString("base64")].join(
      "$",
    );
    expect(await verifyPassword("older password", stored)).toBe(true);
    expect(await verifyPassword("other password", stored)).toBe(false);
  });

  test("a stored value that is not an scrypt hash matches no password", async () => {
    for (const stored of ["", "plain text", "bcrypt$2b$10$abc", "scrypt$32768$8$1$$"]) {
      expect(await verifyPassword("plain text", stored), stored).toBe(false);
    }
  });
});
