import { defineConfig } from "vitest/config";

// `npm run test:faults`: crashes, shutdowns, database outages, several instances, backups.
// Each file starts and kills its own servers; one file at a time keeps the timings honest.
export default defineConfig({
  test: {
    include: ["tests/faults/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: "forks",
    fileParallelism: false,
  },
});
