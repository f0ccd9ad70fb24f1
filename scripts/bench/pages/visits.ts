// `/` visited twice in Chromium on the phone, counted on the wire: the first visit, what its
// service worker fetched after, and a repeat visit.
import { chromium, type Page } from "@playwright/test";
import { HOME } from "./budgets.ts";
import { type Phase, startCountingProxy } from "./counting-proxy.ts";
import { atCleanUp, sleep } from "./processes.ts";
import { CHROME_FLAGS, CHROMIUM_PATH, PHONE } from "./tools.ts";

export interface Visits {
  /** The first visit until `load`, then what followed (the service worker's work). */
  untilLoad: Phase;
  afterLoad: Phase;
  repeat: Phase;
  workerReady: boolean;
}

function mobileUserAgent(version: string) {
  return `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Mobile Safari/537.36`;
}

async function workerReady(page: Page): Promise<boolean> {
  const ready = page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  return Promise.race([ready.catch(() => false), sleep(10_000).then(() => false)]);
}

/**
 * `/` opened on the phone with an empty cache; once its service worker is ready and the network
 * quiet, a repeat visit in the same browser (cache and service worker kept).
 */
export async function visitHomeTwice(origin: string): Promise<Visits> {
  const proxy = await startCountingProxy(Number(new URL(origin).port));
  const url = `http://127.0.0.1:${proxy.port}${HOME}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROME_FLAGS.filter((flag) => flag !== "--headless"),
    timeout: 30_000,
  });
  atCleanUp(() => browser.close());
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    screen: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: mobileUserAgent(browser.version()),
  });
  const page = await context.newPage();
  proxy.next();
  await page.goto(url, { waitUntil: "load", timeout: 30_000 });
  const untilLoad = proxy.next();
  const ready = await workerReady(page);
  await proxy.quiet(15_000);
  const afterLoad = proxy.next();
  await page.goto("about:blank");
  proxy.next();
  await page.goto(url, { waitUntil: "load", timeout: 30_000 });
  await proxy.quiet(15_000);
  const repeat = proxy.next();
  await browser.close();
  return { untilLoad, afterLoad, repeat, workerReady: ready };
}
