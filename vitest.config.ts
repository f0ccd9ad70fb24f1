import { defineConfig } from "vitest/config";

// Two projects: the domain and unit tests run against a database of their own and need no
// server; the API tests start the built server, so the build is brought up to date first.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // What tests wait for by polling (a page stored once Brotli has compressed it, a mail on
    // its way) takes longer than Vitest's 1 s default when the suite's files run side by side.
    expect: { poll: { timeout: 10_000 } },
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
    ],
  },
});
