// `npm run restore -- FILE [--yes]`: puts a backup back, replacing everything the site holds.
// Stop the server first (and every instance, on PostgreSQL); start it again afterwards.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, renameSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import { parseEnv } from "../../app/config/env.server.ts";
import { SQLITE_FILE_NAME } from "../../app/db/connection.server.ts";
import { fail, hasCommand, timestamp } from "./backup-tools.ts";

const { values, positionals } = parseArgs({
  options: { yes: { type: "boolean", default: false } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file) fail("Usage: npm run restore -- FILE [--yes]");
const backup = path.resolve(file);
if (!existsSync(backup)) fail(`There is no file ${backup}.`);

const env = parseEnv();
const target = env.DATABASE_URL
  ? `the PostgreSQL database ${new URL(env.DATABASE_URL).pathname.slice(1)}`
  : path.resolve(env.DATA_DIR, SQLITE_FILE_NAME);

/** True when the file is a backup of this site that the restore below can put back. */
function isSiteBackup(): boolean {
  if (env.DATABASE_URL) {
    // pg_restore reads the archive's table of contents without touching any database.
    const list = spawnSync("pg_restore", ["--list", backup], { encoding: "utf8" });
    return list.status === 0 && /\bTABLE\b.*\bservices\b/.test(list.stdout);
  }
  try {
    const check = new SQLite(backup, { readonly: true, fileMustExist: true });
    try {
      const found = check
        .prepare("select count(*) as n from sqlite_master where name = 'services'")
        .get() as { n: number };
      return found.n === 1;
    } finally {
      check.close();
    }
  } catch {
    return false;
  }
}

if (env.DATABASE_URL && !hasCommand("pg_restore")) {
  fail(
    "pg_restore is not installed. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client), then run this again.",
  );
}
if (!isSiteBackup()) fail(`${backup} is not a groupsite backup. Nothing was changed.`);

if (!values.yes) {
  if (!process.stdin.isTTY) fail("Add --yes to restore without a terminal to confirm on.");
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await terminal.question(
    `This replaces everything in ${target} with ${backup}.\nStop the server first. Type "restore" to go on: `,
  );
  terminal.close();
  if (answer.trim() !== "restore") fail("Nothing was changed.");
}

if (env.DATABASE_URL) {
  const result = spawnSync(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--single-transaction",
      `--dbname=${env.DATABASE_URL}`,
      backup,
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  if (result.status !== 0) fail("pg_restore failed; see its message above.");
} else {
  // Keep the current database beside the new one until the copy is in place.
  const keep = `${target}.before-restore-${timestamp()}`;
  for (const suffix of ["", "-wal", "-shm"]) {
    if (existsSync(`${target}${suffix}`)) renameSync(`${target}${suffix}`, `${keep}${suffix}`);
  }
  copyFileSync(backup, target);
  process.stdout.write(`The previous database was kept as ${keep}\n`);
}
process.stdout.write(`Restored ${backup} into ${target}. Start the server again.\n`);
