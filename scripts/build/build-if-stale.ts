// Builds the app when the build is missing or older than any source file.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const builtServer = path.join(root, "build/server/index.js");
const SOURCES = [
  "app",
  "server",
  "public",
  "server.ts",
  "scripts/build",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))),
  );
}

export function buildIfStale(): void {
  const builtAt = existsSync(builtServer) ? statSync(builtServer).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
  if (changedAt <= builtAt) return;
  process.stdout.write("Building groupsite (the sources changed since the last build)...\n");
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
    // Always the production build: Vitest sets NODE_ENV=test, which would otherwise bundle
    // React's development build (twice the JavaScript, and hydration warnings in the console).
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("The build failed; see the output above.");
}
