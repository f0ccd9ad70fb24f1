import { test as base, expect } from "@playwright/test";
import { COMMAND_LINE } from "../../app/domain/audit.model.ts";
import { launchSite } from "../../app/domain/launch.server.ts";
import { createUser } from "../../app/domain/users.server.ts";
import { createSeededDatabase, type TestDatabase } from "../support/databases.ts";
import { ADMIN } from "../support/fixtures.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp.ts";

export interface WorkerSite {
  url: string;
  database: TestDatabase;
  server: RunningServer;
  /** The mail server the site sends through, when the file asked for one (`withMail`). */
  smtp: TestSmtpServer | null;
}

/**
 * Each Playwright worker runs its own server on its own SQLite database with an administrator,
 * so tests that edit content never see each other's changes. A file that needs mail to leave
 * says `test.use({ withMail: true })`: its site sends through a mail server on loopback. The
 * site is launched, as the office runs it; a file about the time before says
 * `test.use({ launched: false })`.
 */
export const test = base.extend<
  { consoleErrors: string[] },
  { site: WorkerSite; withMail: boolean; launched: boolean }
>({
  withMail: [false, { scope: "worker", option: true }],
  launched: [true, { scope: "worker", option: true }],
  site: [
    async ({ withMail, launched }, use) => {
      const database = await createSeededDatabase("sqlite");
      if (launched) await launchSite(database.db, COMMAND_LINE);
      await createUser(database.db, { ...ADMIN, email: "office@example.com" }, COMMAND_LINE);
      const smtp = withMail ? await startSmtpServer() : null;
      const server = await startServer({
        ...database.env,
        RATE_LIMIT_LOGIN: "1000",
        RATE_LIMIT_CONTACT: "1000",
        ...(smtp ? { SMTP_URL: smtp.url } : {}),
      });
      await use({ url: server.url, database, server, smtp });
      await server.stop();
      await smtp?.stop();
      await database.drop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  // Any console error (a CSP violation, a failed hydration, a 404 asset) fails the test.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
