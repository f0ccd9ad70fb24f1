// The outside tools the benchmark drives (nginx, wrk, Chromium, Lighthouse), where they are, and
// the phone it emulates.
import { existsSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const WRK_PATH = process.env.WRK_PATH ?? "/usr/bin/wrk";
export const LIGHTHOUSE_PATH = path.join(ROOT, "node_modules/.bin/lighthouse");
// The flags of ../shared/MACHINE.md: headless, and nothing that reaches the network by itself.
export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** The phone: the same profile as the Playwright tests' mobile project. */
export const PHONE = { width: 375, height: 812, deviceScaleFactor: 2 };

/** The tools the run needs, with how to install each; empty when all are there. */
export function missingTools(): string[] {
  return [
    { file: NGINX_PATH, name: "nginx", install: "apt-get install nginx" },
    { file: WRK_PATH, name: "wrk", install: "apt-get install wrk" },
    { file: CHROMIUM_PATH, name: "Chromium", install: "apt-get install chromium" },
  ]
    .filter(({ file }) => !existsSync(file))
    .map(
      ({ file, name, install }) =>
        `${name} is not at ${file}: install Debian's package (${install})`,
    );
}
