// The server measured: the built one, on a fresh seeded and launched SQLite database on
// loopback, watched for errors and for an end before the run's.
import { createSeededDatabase } from "../../../tests/support/databases.ts";
import { freeLoopbackPort, startServer } from "../../../tests/support/server.ts";
import { runSiteLaunch } from "../../../tests/support/site-launch.ts";
import { atCleanUp } from "./processes.ts";

/** What the run reports of the server at its end. */
export const serverHealth: {
  /** Error lines (pino level 50) the server has logged since it started. */
  errors: number;
  /** How the server ended, if it did before the results were printed, with its last words. */
  end: string | null;
} = { errors: 0, end: null };

/**
 * The built server on a fresh seeded SQLite database, launched as an operator launches it (so
 * its pages are measured as search engines are let to see them, decision 069); its origin.
 */
export async function startBenchServer(): Promise<string> {
  const database = await createSeededDatabase("sqlite");
  atCleanUp(() => database.drop());
  await runSiteLaunch(database.env);
  const port = await freeLoopbackPort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer({
    ...database.env,
    PORT: String(port),
    SITE_URL: origin,
    RATE_LIMIT_CONTACT: "1000000",
    RATE_LIMIT_LOGIN: "1000000",
  });
  atCleanUp(async () => {
    await server.stop();
  });
  // It logs every request, as in production; only errors are counted here, so that reading
  // the log takes little of the CPU the server needs under load.
  server.process.stdout?.removeAllListeners("data");
  server.process.stdout?.on("data", (chunk: Buffer) => {
    serverHealth.errors += chunk.toString().split('"level":50').length - 1;
  });
  let stderr = "";
  server.process.stderr?.on("data", (chunk: Buffer) => {
    stderr = `${stderr}${chunk}`.slice(-400);
  });
  server.process.once("exit", (code, signal) => {
    serverHealth.end = `${signal ?? `code ${code}`}${stderr.trim() ? `: ${stderr.trim()}` : ""}`;
  });
  return origin;
}
