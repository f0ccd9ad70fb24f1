// `/` against Debian's nginx serving a byte-for-byte copy of it: both loaded with wrk in turn,
// in the same sitting.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freeLoopbackPort } from "../../../tests/support/server.ts";
import { HOME } from "./budgets.ts";
import { type Answer, get, headerOf, LOAD_HEADERS, responseBytes } from "./http.ts";
import { nginxConfig } from "./nginx-config.ts";
import { atCleanUp, killAtCleanUp, runBounded, sleep } from "./processes.ts";
import { NGINX_PATH, WRK_PATH } from "./tools.ts";
import { parseWrk, type WrkResult } from "./wrk-output.ts";

export const LOAD = { connections: 10, warmupSeconds: 3, seconds: 10, rounds: 3 };

async function startNginx(home: Answer): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), "groupsite-nginx-"));
  atCleanUp(() => rmSync(dir, { recursive: true, force: true }));
  // Run as root, nginx's worker is `nobody`: it must be able to read the page.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "index.html"), home.body);
  const port = await freeLoopbackPort();
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, port, home.headers));
  const child = spawn(NGINX_PATH, ["-p", dir, "-c", path.join(dir, "nginx.conf")], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  killAtCleanUp(child);
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) break;
    const answer = await get(`http://127.0.0.1:${port}/`, LOAD_HEADERS).catch(() => null);
    if (answer) {
      if (!answer.body.equals(home.body)) throw new Error("nginx does not send the page's bytes");
      return port;
    }
    await sleep(100);
  }
  throw new Error(`nginx did not start: ${stderr.trim().slice(-400)}`);
}

async function wrk(url: string, seconds: number): Promise<WrkResult> {
  const result = await runBounded(
    WRK_PATH,
    [
      "-t1",
      `-c${LOAD.connections}`,
      `-d${seconds}s`,
      "--latency",
      ...Object.entries(LOAD_HEADERS).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
      url,
    ],
    { timeoutMs: (seconds + 30) * 1000 },
  );
  if (result.code !== 0) throw new Error(`wrk failed: ${result.stderr.trim().slice(-400)}`);
  return parseWrk(result.stdout);
}

export type Server = "nginx" | "ours";

export interface Comparison {
  /** In the order they ran. */
  runs: { server: Server; round: number; result: WrkResult }[];
  /** One response, headers and body. */
  bytes: Record<Server, number>;
}

export const ratesOf = (comparison: Comparison, server: Server) =>
  comparison.runs.filter((run) => run.server === server).map((run) => run.result);

/** Warms both up, then measures them in turn (nginx, ours, nginx, ours…) in the same sitting. */
export async function compareWithNginx(origin: string, home: Answer): Promise<Comparison> {
  const nginxPort = await startNginx(home);
  const urls: Record<Server, string> = {
    nginx: `http://127.0.0.1:${nginxPort}/`,
    ours: `${origin}${HOME}`,
  };
  for (const url of Object.values(urls)) await wrk(url, LOAD.warmupSeconds);
  const comparison: Comparison = {
    runs: [],
    bytes: {
      nginx: await responseBytes(nginxPort),
      ours: await responseBytes(Number(new URL(origin).port)),
    },
  };
  for (let round = 1; round <= LOAD.rounds; round++) {
    for (const server of ["nginx", "ours"] as const) {
      comparison.runs.push({ server, round, result: await wrk(urls[server], LOAD.seconds) });
    }
  }
  const after = await get(urls.ours, LOAD_HEADERS);
  if (headerOf(after, "x-page-cache") !== "hit") throw new Error("/ was not stored under load");
  return comparison;
}
