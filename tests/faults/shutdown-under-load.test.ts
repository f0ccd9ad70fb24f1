import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, test } from "vitest";
import { createSeededDatabase, testEngines } from "../support/databases.ts";
import { startServer } from "../support/server.ts";

const PAGES = ["/", "/about", "/services", "/services/logistics-services", "/team", "/contact"];
const CONCURRENCY = 10;
const WARMED_UP = 50;

describe.each(testEngines())("SIGTERM under a load of public pages on %s", (engine) => {
  test("every request sent before the signal is answered in full; the process exits 0", async () => {
    const database = await createSeededDatabase(engine);
    const server = await startServer(database.env);
    try {
      let sending = true;
      let inFlight = 0;
      let answered = 0;
      const failures: string[] = [];

      // Like a load balancer: requests go out until the instance is told to stop, then no more.
      const worker = async (offset: number) => {
        for (let index = offset; sending; index += CONCURRENCY) {
          const path = PAGES[index % PAGES.length] ?? "/";
          inFlight += 1;
          try {
            const response = await fetch(`${server.url}${path}`);
            const html = await response.text();
            if (response.status === 200 && html.includes("</html>")) answered += 1;
            else failures.push(`${path}: ${response.status}`);
          } catch (error) {
            failures.push(`${path}: ${(error as Error).message}`);
          }
          inFlight -= 1;
        }
      };
      const workers = Array.from({ length: CONCURRENCY }, (_, offset) => worker(offset));

      // The signal comes once the load is well under way, however busy the machine is.
      while (answered < WARMED_UP && failures.length === 0) await sleep(50);
      const exited = once(server.process, "exit");
      sending = false;
      const inFlightAtSignal = inFlight;
      server.process.kill("SIGTERM");
      await Promise.all(workers);
      const [code] = await exited;

      expect(inFlightAtSignal).toBeGreaterThan(0);
      expect(failures).toEqual([]);
      expect(code).toBe(0);
    } finally {
      await server.stop("SIGKILL");
      await database.drop();
    }
  });
});
