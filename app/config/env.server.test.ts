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
