// Lighthouse run on every public page, on the phone, a few times each.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PUBLIC_PAGES } from "./budgets.ts";
import {
  CATEGORIES,
  type LighthouseReport,
  type LighthouseRun,
  type PageRuns,
  readLighthouseRun,
} from "./lighthouse-report.ts";
import { atCleanUp, runBounded } from "./processes.ts";
import { CHROME_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_PATH, PHONE } from "./tools.ts";

export const LIGHTHOUSE_RUNS = 3;

async function runLighthouseOnce(url: string, outputPath: string): Promise<LighthouseRun> {
  rmSync(outputPath, { force: true });
  const result = await runBounded(
    LIGHTHOUSE_PATH,
    [
      url,
      "--output=json",
      `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      "--form-factor=mobile",
      // Lighthouse's mobile preset (throttling, user agent) on the benchmark's phone screen.
      "--screenEmulation.mobile",
      `--screenEmulation.width=${PHONE.width}`,
      `--screenEmulation.height=${PHONE.height}`,
      `--screenEmulation.deviceScaleFactor=${PHONE.deviceScaleFactor}`,
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      "--quiet",
    ],
    { timeoutMs: 120_000, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  if (result.code !== 0 || !existsSync(outputPath)) {
    const why = result.timedOut ? "timed out after 120 s" : `exited with ${result.code}`;
    throw new Error(`lighthouse ${why}: ${result.stderr.trim().slice(-400)}`);
  }
  return readLighthouseRun(JSON.parse(readFileSync(outputPath, "utf8")) as LighthouseReport);
}

/** Lighthouse runs of every page, a round of all pages at a time; a failed run is tried again. */
export async function lighthousePages(origin: string): Promise<PageRuns[]> {
  const outputDir = mkdtempSync(path.join(tmpdir(), "groupsite-lighthouse-"));
  atCleanUp(() => rmSync(outputDir, { recursive: true, force: true }));
  const pages: PageRuns[] = PUBLIC_PAGES.map((pagePath) => ({
    path: pagePath,
    runs: [],
    errors: [],
  }));
  for (let round = 0; round < LIGHTHOUSE_RUNS; round++) {
    for (const [index, page] of pages.entries()) {
      const outputPath = path.join(outputDir, `${index}.json`);
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          page.runs.push(await runLighthouseOnce(`${origin}${page.path}`, outputPath));
          break;
        } catch (error) {
          page.errors.push((error as Error).message);
        }
      }
    }
  }
  return pages;
}
