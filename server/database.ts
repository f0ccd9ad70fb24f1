import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { migrateToLatest } from "../app/db/migrate.server.ts";
import type { Database } from "../app/db/schema.ts";
import { seedDefaultContent } from "../app/db/seed.server.ts";
import { countUsers } from "../app/domain/users.server.ts";

const RETRY_MS = 5_000;

export interface DatabasePreparation {
  /** True once migrations and the seed have run. */
  ready: () => boolean;
  stop: () => void;
}

/**
 * Migrates and seeds the database. When it cannot be reached at start, the server starts
 * anyway (public pages show the built-in content, /readyz says 503) and this keeps trying until
 * it can, then calls `onReady`, so the site recovers by itself.
 */
export async function prepareDatabase(
  db: Kysely<Database>,
  log: Logger,
  onReady: () => void,
): Promise<DatabasePreparation> {
  let ready = false;
  let timer: NodeJS.Timeout | undefined;
  let warned = false;

  const attempt = async () => {
    try {
      const applied = await migrateToLatest(db);
      const seeded = await seedDefaultContent(db);
      ready = true;
      log.info({ migrations: applied, seeded }, "database ready");
      if ((await countUsers(db)) === 0) {
        log.warn(
          "No administrator exists yet. Create one with: PASSWORD='a long password' npm run user:create -- --username NAME",
        );
      }
      onReady();
    } catch (error) {
      if (!warned) {
        log.error(
          { err: error },
          "database unavailable: serving the built-in content and retrying every 5 seconds",
        );
        warned = true;
      }
      timer = setTimeout(() => void attempt(), RETRY_MS);
      timer.unref();
    }
  };

  await attempt();
  return { ready: () => ready, stop: () => clearTimeout(timer) };
}
