// The time to the first byte of the stored `/`, one request after another on one connection.
import { once } from "node:events";
import http from "node:http";
import { HOME } from "./budgets.ts";
import { LOAD_HEADERS } from "./http.ts";

export const TTFB = { warmup: 200, requests: 2000 };

export interface FirstBytes {
  samplesMs: number[];
  /** Requests that did not reuse the connection or were not answered from the store. */
  irregular: number;
}

/**
 * Sequential GETs of the stored `/` over one keep-alive connection: the time from just before
 * each request is written to its response head being read (it comes in the first packet).
 */
export async function timeFirstBytes(origin: string): Promise<FirstBytes> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samplesMs: number[] = [];
  let irregular = 0;
  try {
    for (let index = 0; index < TTFB.warmup + TTFB.requests; index++) {
      const started = performance.now();
      const request = http.get(`${origin}${HOME}`, { agent, headers: LOAD_HEADERS });
      const [response] = (await once(request, "response")) as [http.IncomingMessage];
      const elapsed = performance.now() - started;
      response.resume();
      await once(response, "end");
      if (index < TTFB.warmup) continue;
      samplesMs.push(elapsed);
      if (!request.reusedSocket || response.headers["x-page-cache"] !== "hit") irregular++;
    }
  } finally {
    agent.destroy();
  }
  return { samplesMs, irregular };
}
