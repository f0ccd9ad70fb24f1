import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The two-factor secrets' key of every test server (a test may set TOTP_ENCRYPTION_KEY to ""
 * for a server without one), so a test can seal and open them as the server does.
 */
export const TEST_TOTP_KEY = Buffer.alloc(32, 7);

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Every log line so far, parsed. */
  logs: () => Record<string, unknown>[];
  /**
   * The first log line from index `from` on that `matches`, as soon as the server writes it: an
   * event to wait for, instead of asking again until something has happened.
   */
  logLine: (
    matches: (line: Record<string, unknown>) => boolean,
    from?: number,
  ) => Promise<Record<string, unknown>>;
  /** Sends the signal and waits for the process to exit; resolves to its exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts the built server (`node server.ts`, as `npm start` does) on a free loopback port.
 * `npm test` builds first; the test's own environment points it at its database.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY.toString("base64"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Record<string, unknown>[] = [];
  const lineListeners = new Set<(line: Record<string, unknown>) => void>();
  let stderr = "";
  let pending = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${stderr}`)), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const complete = pending.split("\n");
      pending = complete.pop() ?? "";
      for (const line of complete) {
        if (!line.trim()) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        lines.push(entry);
        for (const listener of lineListeners) listener(entry);
        if (entry.msg === "listening") {
          clearTimeout(timer);
          resolve(entry.port as number);
        }
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before listening:\n${stderr}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    logs: () => lines,
    logLine: (matches, from = 0) => {
      const written = lines.slice(from).find(matches);
      if (written) return Promise.resolve(written);
      return new Promise((resolve) => {
        const listener = (line: Record<string, unknown>) => {
          if (!matches(line)) return;
          lineListeners.delete(listener);
          resolve(line);
        };
        lineListeners.add(listener);
      });
    },
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode !== null) return child.exitCode;
      const exited = once(child, "exit");
      child.kill(signal);
      const [code] = await exited;
      return code as number | null;
    },
  };
}

/** A loopback port nothing listens on now, for a server that must come back on the same one. */
export async function freeLoopbackPort(): Promise<number> {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (typeof address !== "object" || !address) throw new Error("no free port");
  return address.port;
}
