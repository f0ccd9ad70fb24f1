// `npm test`: the whole suite. Unit and API tests run on SQLite and, when a PostgreSQL server
// answers, again on a fresh PostgreSQL database made for this run; then the fault tests
// (crashes, outages, several instances, backups); browser tests run in Debian's Chromium
// headless shell. `npm run test:faults` (`--faults`) runs the fault tests alone. What cannot run
// here is skipped with a note on how to enable it, except in CI (CI=true), where a missing
// PostgreSQL or Chromium fails the run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createScratchDatabase } from "../../tests/support/postgres-server.ts";
import { buildIfStale } from "../build/build-if-stale.ts";

const root = path.resolve(import.meta.dirname, "../..");
const inCi = ["true", "1"].includes(process.env.CI ?? "");
const faultsOnly = process.argv.includes("--faults");
const extraArgs = process.argv.slice(2).filter((arg) => arg !== "--faults");
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

const skipped: string[] = [];
const failures: string[] = [];

function say(line: string) {
  process.stdout.write(`${line}\n`);
}

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  say(`\n▶ ${label}`);
  const result = spawnSync(path.join(root, "node_modules/.bin", command), args, {
    cwd: root,
    stdio: "inherit",
    env,
  });
  if (result.status !== 0) failures.push(label);
}

const env: NodeJS.ProcessEnv = { ...process.env };
let runDatabase: Awaited<ReturnType<typeof createScratchDatabase>> = null;

if (env.TEST_DATABASE_URL) {
  say(`PostgreSQL: using TEST_DATABASE_URL`);
} else {
  runDatabase = await createScratchDatabase("groupsite_test");
  if (runDatabase) {
    env.TEST_DATABASE_URL = runDatabase.url;
    say(`PostgreSQL: created ${new URL(runDatabase.url).pathname.slice(1)} for this run`);
  } else {
    const note =
      "PostgreSQL tests: no server answered at 127.0.0.1:5432 (user postgres). Start one, or set TEST_POSTGRES_URL=postgres://user@host:port/db (a server where the user may create databases) or TEST_DATABASE_URL (a database to use as it is).";
    if (inCi) failures.push(note);
    else skipped.push(note);
  }
}

const hasChromium = existsSync(CHROMIUM_PATH);
if (!hasChromium && !faultsOnly) {
  const note = `Browser tests: no Chromium at ${CHROMIUM_PATH}. Install Debian's chromium-headless-shell (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`;
  if (inCi) failures.push(note);
  else skipped.push(note);
}

try {
  if (failures.length === 0) {
    buildIfStale();
    if (!faultsOnly) run("Unit and API tests (Vitest)", "vitest", ["run", ...extraArgs], env);
    run(
      "Fault tests (crashes, outages, several instances, backups)",
      "vitest",
      ["run", "--config", "vitest.faults.config.ts"],
      env,
    );
    if (hasChromium && !faultsOnly) {
      run("Browser tests (Playwright, Chromium headless shell)", "playwright", ["test"], {
        ...env,
        CHROMIUM_PATH,
      });
    }
  }
} finally {
  await runDatabase?.drop();
}

say("");
for (const note of skipped) say(`SKIPPED  ${note}`);
for (const failure of failures) say(`FAILED   ${failure}`);
if (failures.length === 0)
  say(skipped.length ? "Passed, with the skips above." : "All tests passed.");
process.exit(failures.length === 0 ? 0 : 1);
