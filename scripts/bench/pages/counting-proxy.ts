// A loopback proxy that counts what the server sends a browser, request by request.
import { once } from "node:events";
import net from "node:net";
import { requestLines, responseStatus } from "./http-heads.ts";
import { atCleanUp, sleep } from "./processes.ts";

/** The network counts as quiet after this long without a byte either way. */
export const QUIET_MS = 1000;

interface Exchange {
  request: string;
  status: number | null;
}

export interface Phase {
  /** What the server sent: response heads and bodies. */
  bytes: number;
  exchanges: Exchange[];
}

interface CountingProxy {
  port: number;
  /** Starts counting afresh; returns what was counted since the last call. */
  next: () => Phase;
  /** Resolves once nothing has crossed for QUIET_MS (or after `limitMs`). */
  quiet: (limitMs: number) => Promise<void>;
  close: () => void;
}

/**
 * A loopback TCP proxy in front of the server that counts every byte the server sends the
 * browser: the page's requests, the service worker's, and the browser's own (its update check
 * of the worker), which the page's DevTools events do not all show.
 */
export async function startCountingProxy(targetPort: number): Promise<CountingProxy> {
  let phase: Phase = { bytes: 0, exchanges: [] };
  let lastActivity = performance.now();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, "127.0.0.1");
    const waiting: Exchange[] = [];
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on("data", (chunk: Buffer) => {
      lastActivity = performance.now();
      for (const request of requestLines(chunk.toString("latin1"))) {
        const exchange = { request, status: null };
        phase.exchanges.push(exchange);
        waiting.push(exchange);
      }
    });
    upstream.on("data", (chunk: Buffer) => {
      lastActivity = performance.now();
      phase.bytes += chunk.length;
      const status = responseStatus(chunk.subarray(0, 16).toString("latin1"));
      const exchange = status === null ? undefined : waiting.shift();
      if (exchange) exchange.status = status;
    });
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address() as net.AddressInfo;
  const proxy: CountingProxy = {
    port: address.port,
    next: () => {
      const done = phase;
      phase = { bytes: 0, exchanges: [] };
      return done;
    },
    quiet: async (limitMs) => {
      const until = performance.now() + limitMs;
      while (performance.now() - lastActivity < QUIET_MS && performance.now() < until) {
        await sleep(100);
      }
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
  atCleanUp(proxy.close);
  return proxy;
}
