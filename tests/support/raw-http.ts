import http from "node:http";
import net from "node:net";
import type { Answer } from "./http.ts";

/** Reads a whole response of node:http into what a test sees of an answer. */
function readAnswer(response: http.IncomingMessage): Promise<Answer<unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.once("error", reject);
    response.once("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: the test sees the text.
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers.set(name, String(value));
      }
      resolve({ status: response.statusCode ?? 0, headers, body });
    });
  });
}

/** A request whose body the test sends piece by piece, on a connection of its own. */
export interface OpenRequest {
  /** Resolves once the connection is up and the headers have been sent. */
  connected: Promise<void>;
  /** The server's answer, whenever it comes (even before the body is complete). */
  answer: Promise<Answer<unknown>>;
  write: (chunk: string | Buffer) => Promise<void>;
  end: (chunk?: string | Buffer) => void;
  /** Drops the connection, for a request the test never means to finish. */
  destroy: () => void;
}

export function openRequest(
  baseUrl: string,
  method: string,
  pathname: string,
  headers: Record<string, string | number>,
): OpenRequest {
  const request = http.request(new URL(pathname, baseUrl), { method, headers, agent: false });
  const connected = new Promise<void>((resolve, reject) => {
    request.once("socket", (socket) => {
      if (!socket.connecting) resolve();
      else socket.once("connect", () => resolve());
    });
    request.once("error", reject);
  });
  const answer = new Promise<Answer<unknown>>((resolve, reject) => {
    request.once("response", (response) => resolve(readAnswer(response)));
    request.once("error", reject);
  });
  // Whoever awaits these sees a failure; an early answer may also cut a body still being sent.
  connected.catch(() => {});
  answer.catch(() => {});
  request.on("error", () => {});
  request.flushHeaders();
  return {
    connected,
    answer,
    write: (chunk) =>
      new Promise<void>((resolve, reject) =>
        request.write(chunk, (error) => (error ? reject(error) : resolve())),
      ),
    end: (chunk) => {
      request.end(chunk);
    },
    destroy: () => {
      request.destroy();
    },
  };
}

/** One whole request through `agent`, saying whether it went over a connection used before. */
export function sendThrough(
  agent: http.Agent,
  baseUrl: string,
  method: string,
  pathname: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer<unknown> & { reusedConnection: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(pathname, baseUrl), {
      method,
      agent,
      headers: {
        ...options.headers,
        ...(options.body === undefined
          ? {}
          : { "content-length": String(Buffer.byteLength(options.body)) }),
      },
    });
    request.once("error", reject);
    request.once("response", (response) => {
      readAnswer(response).then(
        (answer) => resolve({ ...answer, reusedConnection: request.reusedSocket }),
        reject,
      );
    });
    request.end(options.body);
  });
}

/** Resolves with the error code of a plain TCP connection attempt, or "connected". */
export function tryConnect(baseUrl: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * A request for exactly `target` as written: fetch and `new URL` resolve dot segments and take
 * `//x` for a host, but a client may send any of them, and the server must meet them as sent.
 */
export function requestExactly(
  baseUrl: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
  agent: http.Agent | false = false,
): Promise<Answer<unknown>> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, method, path: target, headers, agent },
      (response) => resolve(readAnswer(response)),
    );
    request.once("error", reject);
    request.end(body);
  });
}
