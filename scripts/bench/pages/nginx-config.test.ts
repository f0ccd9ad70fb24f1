import { describe, expect, test } from "vitest";
import { nginxConfig } from "./nginx-config.ts";

describe("nginx", () => {
  const headers: [string, string][] = [
    ["content-security-policy", "default-src 'self';script-src 'sha256-MW4=';"],
    ["X-Page-Cache", "hit"],
    ["content-type", "text/html; charset=utf-8"],
    ["Content-Length", "48597"],
    ["ETag", '"7l1N24-yvYU7cnoG4OCSKkSPN_v"'],
    ["Date", "Tue, 24 Nov 2026 08:43:26 GMT"],
    ["Connection", "keep-alive"],
    ["X-Quoted", 'a "b" \\ c'],
  ];
  const config = nginxConfig("/tmp/groupsite-nginx-x", 47002, headers);

  test("one worker in the foreground, on loopback, with its files in its own directory", () => {
    expect(config).toContain("daemon off;");
    expect(config).toContain("worker_processes 1;");
    expect(config).toContain("listen 127.0.0.1:47002;");
    expect(config).toContain('pid "/tmp/groupsite-nginx-x/nginx.pid";');
    expect(config).toContain('error_log "/tmp/groupsite-nginx-x/error.log" warn;');
    expect(config).toContain('root "/tmp/groupsite-nginx-x";');
    expect(config).toContain("access_log off;");
  });

  test("adds our page's headers, except those nginx writes itself, quoted", () => {
    const added = config.split("\n").filter((line) => line.includes("add_header"));
    expect(added).toEqual([
      `    add_header "content-security-policy" "default-src 'self';script-src 'sha256-MW4=';" always;`,
      '    add_header "X-Page-Cache" "hit" always;',
      '    add_header "X-Quoted" "a \\"b\\" \\\\ c" always;',
    ]);
  });

  test("a header with a `$` is refused, since nginx would read a variable", () => {
    expect(() => nginxConfig("/tmp/x", 1, [["X-Price", "$5"]])).toThrow("variable");
  });
});
