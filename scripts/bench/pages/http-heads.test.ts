import { describe, expect, test } from "vitest";
import { requestLines, responseStatus } from "./http-heads.ts";

describe("bytes on a socket", () => {
  test("finds the request lines a browser sent", () => {
    const chunk =
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nIf-None-Match: "x"\r\n\r\n' +
      "GET /sw.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    expect(requestLines(chunk)).toEqual(["GET /", "GET /sw.js"]);
    expect(requestLines("Host: 127.0.0.1\r\n\r\n")).toEqual([]);
  });

  test("reads the status of a response that starts a chunk, and only then", () => {
    expect(responseStatus('HTTP/1.1 304 Not Modified\r\nETag: "x"\r\n')).toBe(304);
    expect(responseStatus("HTTP/1.1 200 OK\r\n")).toBe(200);
    expect(responseStatus("<p>HTTP/1.1 200 OK</p>")).toBeNull();
  });
});
