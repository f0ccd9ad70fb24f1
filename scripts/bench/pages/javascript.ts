// The JavaScript each page runs, gzipped: its inline scripts, its script requests and the
// service worker it registers.
import { get, LOAD_HEADERS } from "./http.ts";
import { gzipSize, inlineScripts } from "./inline-scripts.ts";
import { isScriptRequest, medianWeightRun, type PageRuns } from "./lighthouse-report.ts";

/** Every public page registers it after `load` (app/enhance/site.ts). */
export const SERVICE_WORKER = "/sw.js";

export interface PageScripts {
  path: string;
  /** Gzip sizes. */
  inline: number;
  requests: number;
  serviceWorker: number;
  total: number;
  urls: string[];
  /** False when no Lighthouse run of the page listed its requests. */
  requestsKnown: boolean;
}

/**
 * The gzip size of every script a page runs: its inline scripts, each script request
 * Lighthouse saw, and the service worker it registers (after Lighthouse stops looking).
 */
export async function measureScripts(
  origin: string,
  lighthouse: PageRuns[],
): Promise<PageScripts[]> {
  const pages: PageScripts[] = [];
  for (const page of lighthouse) {
    const html = (await get(`${origin}${page.path}`, LOAD_HEADERS)).body.toString("utf8");
    const inline = inlineScripts(html).reduce((total, code) => total + gzipSize(code), 0);
    const weighed = medianWeightRun(page.runs);
    const urls = (weighed?.requests ?? [])
      .filter(isScriptRequest)
      .map((request) => request.url)
      .filter((url) => new URL(url).pathname !== SERVICE_WORKER);
    let requests = 0;
    for (const url of urls) requests += gzipSize((await get(url, LOAD_HEADERS)).body);
    const worker = await get(`${origin}${SERVICE_WORKER}`, LOAD_HEADERS);
    if (worker.status !== 200) throw new Error(`${SERVICE_WORKER} answered ${worker.status}`);
    const serviceWorker = gzipSize(worker.body);
    pages.push({
      path: page.path,
      inline,
      requests,
      serviceWorker,
      total: inline + requests + serviceWorker,
      urls,
      requestsKnown: weighed !== null,
    });
  }
  return pages;
}
