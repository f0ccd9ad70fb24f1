// `npm run backup [-- --out FILE]`: a consistent copy of the whole site (content, media, users,
// messages) while it runs. SQLite: the online backup API; PostgreSQL: pg_dump (custom format).
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import { parseEnv } from "../../app/config/env.server.ts";
import { SQLITE_FILE_NAME } from "../../app/db/connection.server.ts";
import { fail, hasCommand, timestamp } from "./backup-tools.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const env = parseEnv();
const postgres = Boolean(env.DATABASE_URL);
const out = path.resolve(
  values.out ??
    path.join(
      env.DATA_DIR,
      "backups",
      `groupsite-${timestamp()}.${postgres ? "pgdump" : "sqlite"}`,
    ),
);
mkdirSync(path.dirname(out), { recursive: true });

if (postgres) {
  if (!hasCommand("pg_dump")) {
    fail(
      "pg_dump is not installed, so PostgreSQL cannot be backed up from here. Install the PostgreSQL client tools of the server's version (Debian: apt-get install postgresql-client), then run this again.",
    );
  }
  const result = spawnSync(
    "pg_dump",
    ["--format=custom", "--no-owner", `--file=${out}`, env.DATABASE_URL ?? ""],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  if (result.status !== 0) fail("pg_dump failed; see its message above. No backup was written.");
} else {
  const source = new SQLite(path.resolve(env.DATA_DIR, SQLITE_FILE_NAME), { fileMustExist: true });
  // The backup API copies page by page under SQLite's own locks: the site keeps running.
  await source.backup(out);
  source.close();
}
process.stdout.write(`Backup written to ${out}\n`);
