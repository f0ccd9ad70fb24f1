import { once } from "node:events";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { VisitorConnection } from "./visitor-connection.ts";

// The load generator's HTTP client against a real Node server on loopback, answering in each
// way it may: with a length, in chunks that arrive in pieces, closing the connection, or not
// at all.

let server: http.Server | undefined;
let connection: VisitorConnection | undefined;

afterEach(async () => {
  connection?.close();
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

async function serve(handler: http.RequestListener) {
  const connections: unknown[] = [];
  server = http.createServer(handler);
  server.on("connection", (socket) => connections.push(socket));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  connection = new VisitorConnection();
  return { origin: new URL(`http://127.0.0.1:${port}`), connections };
}

describe("VisitorConnection", () => {
  it("reads a status and Location, and sends the next request on the same connection", async () => {
    const { origin, connections } = await serve((req, res) => {
      res.writeHead(303, { Location: `/after${req.url}`, "Content-Length": "4" });
      res.end("seen");
    });
    const first = await connection?.send(origin, { method: "GET", path: "/a", headers: {} });
    const second = await connection?.send(origin, { method: "GET", path: "/b", headers: {} });
    expect(first).toEqual({ status: 303, location: "/after/a" });
    expect(second).toEqual({ status: 303, location: "/after/b" });
    expect(connections).toHaveLength(1);
  });

  it("waits for the whole of a chunked answer that arrives in pieces", async () => {
    const { origin, connections } = await serve(async (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/plain" });
      for (const piece of ["first piece ", "x".repeat(70_000), " last piece"]) {
        res.write(piece);
        await sleep(5);
      }
      res.end();
    });
    const answers = [];
    for (const path of ["/one", "/two"]) {
      answers.push(await connection?.send(origin, { method: "GET", path, headers: {} }));
    }
    expect(answers).toEqual([
      { status: 200, location: undefined },
      { status: 200, location: undefined },
    ]);
    expect(connections).toHaveLength(1);
  });

  it("posts a large body whole, with its headers", async () => {
    let received = { length: 0, type: "", visitor: "" };
    const { origin } = await serve(async (req, res) => {
      let length = 0;
      for await (const chunk of req) length += (chunk as Buffer).length;
      received = {
        length,
        type: req.headers["content-type"] ?? "",
        visitor: String(req.headers["x-forwarded-for"]),
      };
      res.writeHead(201, { "Content-Length": "0" });
      res.end();
    });
    const body = Buffer.alloc(1024 * 1024, 1);
    const answer = await connection?.send(origin, {
      method: "POST",
      path: "/upload",
      headers: { "Content-Type": "application/pdf", "X-Forwarded-For": "203.0.113.7" },
      body,
    });
    expect(answer?.status).toBe(201);
    expect(received).toEqual({
      length: body.length,
      type: "application/pdf",
      visitor: "203.0.113.7",
    });
  });

  it("opens a new connection after an answer that closes its own", async () => {
    const { origin, connections } = await serve((_req, res) => {
      res.writeHead(200, { Connection: "close", "Content-Length": "2" });
      res.end("ok");
    });
    await connection?.send(origin, { method: "GET", path: "/", headers: {} });
    const again = await connection?.send(origin, { method: "GET", path: "/", headers: {} });
    expect(again?.status).toBe(200);
    expect(connections).toHaveLength(2);
  });

  it("does not use a connection again once it has been idle too long", async () => {
    const { origin, connections } = await serve((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    connection = new VisitorConnection({ reuseIdleMs: 100 });
    await connection.send(origin, { method: "GET", path: "/", headers: {} });
    await connection.send(origin, { method: "GET", path: "/", headers: {} });
    expect(connections).toHaveLength(1);
    await sleep(200);
    const answer = await connection.send(origin, { method: "GET", path: "/", headers: {} });
    expect(answer.status).toBe(204);
    expect(connections).toHaveLength(2);
  });

  it("fails a request whose connection is cut before the answer, and then connects again", async () => {
    let requests = 0;
    const { origin } = await serve((req, res) => {
      requests += 1;
      if (requests === 1) {
        req.socket.destroy();
        return;
      }
      res.writeHead(204);
      res.end();
    });
    await expect(
      connection?.send(origin, { method: "GET", path: "/", headers: {} }),
    ).rejects.toThrow();
    const retried = await connection?.send(origin, { method: "GET", path: "/", headers: {} });
    expect(retried?.status).toBe(204);
  });
});
