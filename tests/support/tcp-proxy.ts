import { once } from "node:events";
import net from "node:net";

export interface TcpProxy {
  port: number;
  /** Closes every connection and refuses new ones, like a database host that went away. */
  cut: () => Promise<void>;
  /** Accepts connections again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

/** A loopback TCP proxy in front of a server, so a test can take that server away and back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
    const address = server.address();
    if (typeof address === "object" && address) port = address.port;
  };

  const cut = async () => {
    if (!server) return;
    const closing = server;
    server = undefined;
    const closed = new Promise((resolve) => closing.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: listen,
    close: cut,
  };
}

/** The same database URL, reached through the proxy instead of directly. */
export function throughProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  return url.toString();
}
