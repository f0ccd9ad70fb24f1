import { defineConfig, devices } from "@playwright/test";

// Debian's headless shell of Chromium (the engine without the browser's own windows, as
// Playwright's default), never a downloaded browser; the flags keep it off the network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

// Tests tagged @postgres need a PostgreSQL server; `npm test` provides one and reports when not.
const withoutPostgres = process.env.TEST_DATABASE_URL ? [] : [/@postgres/];

export default defineConfig({
  grepInvert: withoutPostgres.length ? withoutPostgres : undefined,
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A flow of several screens (invite, accept, sign in, edit, check the audit log) takes 40-70 s
  // when both workers and their servers share two busy cores; a broken step still fails, later.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      // Desktop-only features (the Services dropdown) have mobile counterparts tested apart.
      grepInvert: [/@desktop-only/, ...withoutPostgres],
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 812 },
        screen: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
});
