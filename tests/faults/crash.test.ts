import { once } from "node:events";
import { describe, expect, test } from "vitest";
import { checkStored, postContactMessages } from "../support/contact-load.ts";
import { createSeededDatabase, testEngines } from "../support/databases.ts";
import { freeLoopbackPort, type RunningServer, startServer } from "../support/server.ts";
import { waitFor } from "../support/wait.ts";

/** Messages and quote requests, every other one (see contact-load.ts). */
const SUBMISSIONS = 800;
const CONCURRENCY = 20;
/**
 * The server is killed once this many submissions were accepted, and again after this many:
 * counted in accepted submissions (not answers), so the refused connections while it restarts,
 * however long a busy machine takes, cannot bring the second kill forward.
 */
const KILL_AFTER = [150, 300];

describe.each(testEngines())("a crash under contact load on %s", (engine) => {
  test("every message and quote request answered 2xx is stored once after SIGKILL and restart", async () => {
    const database = await createSeededDatabase(engine);
    const port = await freeLoopbackPort();
    const env = { ...database.env, PORT: String(port), RATE_LIMIT_CONTACT: "100000" };
    const origin = `http://127.0.0.1:${port}`;
    let server: RunningServer = await startServer(env);
    try {
      let accepted = 0;
      const runId = `crash${engine}${Date.now()}`;
      const load = postContactMessages({
        origin: () => origin,
        count: SUBMISSIONS,
        quotes: true,
        concurrency: CONCURRENCY,
        runId,
        onProgress: (progress) => {
          accepted = progress.accepted;
        },
        // As a client retrying twice a second: a restart on a busy machine takes seconds, and
        // failing faster would spend the whole load on it.
        pauseAfterFailureMs: 500,
      });

      for (const after of KILL_AFTER) {
        await waitFor(() => accepted >= after, `${after} accepted submissions`, 60_000);
        const exited = once(server.process, "exit");
        server.process.kill("SIGKILL");
        const [, signal] = await exited;
        expect(signal).toBe("SIGKILL");
        server = await startServer(env);
      }
      const acceptedBeforeLastStart = accepted;
      const result = await load;

      expect(result.accepted.length + result.refused + result.failed).toBe(SUBMISSIONS);
      // The kills cost requests (those in flight, and those sent while it was down)...
      expect(result.failed).toBeGreaterThan(0);
      // The restarted server took submissions again, quote requests among them.
      expect(result.accepted.length).toBeGreaterThan(acceptedBeforeLastStart);
      expect(
        result.samples.filter((sample) => sample.kind !== "message" && sample.accepted).length,
      ).toBeGreaterThan(0);
      // ...but no submission the server had answered 2xx to.
      const check = await checkStored(database.db, runId, result.accepted);
      expect(check.missing).toEqual([]);
      expect(check.duplicated).toEqual([]);
    } finally {
      await server.stop("SIGKILL");
      await database.drop();
    }
  });
});
