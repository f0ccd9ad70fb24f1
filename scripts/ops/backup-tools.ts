import { spawnSync } from "node:child_process";

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

export function hasCommand(command: string): boolean {
  return spawnSync(command, ["--version"], { stdio: "ignore" }).status === 0;
}

/** `2026-11-22T14-05-00Z`: sortable, and safe in file names. */
export function timestamp(): string {
  return new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
}
