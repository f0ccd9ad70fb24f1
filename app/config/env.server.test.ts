import { describe, expect, test } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("TRUST_PROXY", () => {
  test.each([
    [undefined, false],
    ["false", false],
    ["0", 0],
    ["1", 1],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["10.0.0.0/8, 192.168.1.7", ["10.0.0.0/8", "192.168.1.7"]],
    ["loopback,uniquelocal,::1", ["loopback", "uniquelocal", "::1"]],
  ])("%j is taken as Express takes it: %j", (value, expected) => {
    expect(parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(
      expected,
    );
  });

  test("true is refused with what to write instead", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: true would let any client choose its own address\. Write the number of proxies/,
    );
  });

  test.each(["yes", "10.0.0.0/99", "example.com", "1.2.3"])("%j is refused", (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /);
  });
});

describe("TOTP_ENCRYPTION_KEY", () => {
  const bytes = Buffer.from(Array.from({ length: 32 }, (_, index) => index));

  test.each([
    ["hex", bytes.toString("hex")],
    ["base64", bytes.toString("base64")],
    ["base64url", bytes.toString("base64url")],
  ])("32 bytes in %s are the key", (_, value) => {
    expect(parseEnv({ TOTP_ENCRYPTION_KEY: value }).TOTP_ENCRYPTION_KEY).toEqual(bytes);
  });

  test("unset (or empty) leaves two-factor sign-in without a key", () => {
    expect(parseEnv({}).TOTP_ENCRYPTION_KEY).toBeUndefined();
    expect(parseEnv({ TOTP_ENCRYPTION_KEY: "" }).TOTP_ENCRYPTION_KEY).toBeUndefined();
  });

  test.each([
    ["too short", bytes.subarray(0, 16).toString("base64")],
    ["too long", Buffer.concat([bytes, bytes]).toString("hex")],
    ["a passphrase", "correct horse battery staple"],
    ["not base64", `${"!".repeat(43)}=`],
  ])("%s is refused with how to make one, and the value is not repeated", (_, value) => {
    const parse = () => parseEnv({ TOTP_ENCRYPTION_KEY: value });
    expect(parse).toThrow(
      /TOTP_ENCRYPTION_KEY: is not a key of 32 bytes\. Write 32 random bytes as 64 hexadecimal digits or in base64 \(openssl rand -base64 32 makes one\)\./,
    );
    expect(parse).not.toThrow(value);
  });
});
