import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Runs `npm run site:launch`'s script as an operator would, on the database `env` points at
 * (DATA_DIR or DATABASE_URL); what it printed. It fails as the command does.
 */
export async function runSiteLaunch(env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/ops/site-launch.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
  });
  return stdout;
}
