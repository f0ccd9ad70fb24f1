// `npm run site:launch`: lets search engines list the site, as an administrator does on the
// dashboard (decision 069). Use the same DATA_DIR or DATABASE_URL as the server. It prints what
// is still built-in, so whoever launches from a terminal sees what the dashboard would show.
import { sql } from "kysely";
import { parseEnv } from "../../app/config/env.server.ts";
import { openDatabase } from "../../app/db/connection.server.ts";
import { migrateToLatest } from "../../app/db/migrate.server.ts";
import { seedDefaultContent } from "../../app/db/seed.server.ts";
import { COMMAND_LINE } from "../../app/domain/audit.model.ts";
import { launchSite, launchState } from "../../app/domain/launch.server.ts";
import { CONTENT_CHANNEL } from "../../server/content-sync.ts";

const env = parseEnv();
const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const { db, location } = handle;
try {
  await migrateToLatest(db);
  await seedDefaultContent(db);
  const launched = await launchSite(db, COMMAND_LINE);
  if (handle.engine === "postgres") {
    // Running instances drop the pages they stored without the launch.
    await sql.raw(`NOTIFY ${CONTENT_CHANNEL}`).execute(db);
  }
  process.stdout.write(
    launched
      ? `The site in ${location} is launched: search engines may list it.\n`
      : `The site in ${location} was already launched.\n`,
  );
  const left = (await launchState(db)).checklist.filter((item) => item.remaining.length > 0);
  for (const item of left) {
    process.stdout.write(`Still built-in: ${item.label} (${item.remaining.length})\n`);
  }
  if (launched && handle.engine === "sqlite") {
    process.stdout.write("A server already running on it shows the change once restarted.\n");
  }
} finally {
  await db.destroy();
}
