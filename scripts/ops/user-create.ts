// `PASSWORD=… npm run user:create -- --username NAME [--email EMAIL]`: creates an administrator.
// Without PASSWORD it asks for the password on the terminal, without echoing it.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { parseEnv } from "../../app/config/env.server.ts";
import { openDatabase } from "../../app/db/connection.server.ts";
import { migrateToLatest } from "../../app/db/migrate.server.ts";
import { seedDefaultContent } from "../../app/db/seed.server.ts";
import { COMMAND_LINE } from "../../app/domain/audit.model.ts";
import { ValidationError } from "../../app/domain/errors.ts";
import { createUser } from "../../app/domain/users.server.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    fail("Set PASSWORD in the environment, or run this in a terminal to type the password.");
  }
  process.stdout.write(question);
  // The terminal echoes into a stream that drops everything, so the password is never shown.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  return new Promise((resolve) => {
    const terminal = createInterface({ input: process.stdin, output: silent, terminal: true });
    terminal.question("", (answer) => {
      terminal.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

const { values } = parseArgs({
  options: { username: { type: "string" }, email: { type: "string" } },
});
if (!values.username) fail("Usage: npm run user:create -- --username NAME [--email EMAIL]");

const password =
  process.env.PASSWORD ??
  (await (async () => {
    const first = await askHidden("Password: ");
    const second = await askHidden("Repeat the password: ");
    if (first !== second) fail("The two passwords differ; nothing was created.");
    return first;
  })());

const env = parseEnv();
const { db, location } = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateToLatest(db);
  await seedDefaultContent(db);
  const user = await createUser(
    db,
    { username: values.username, email: values.email, password },
    COMMAND_LINE,
  );
  process.stdout.write(`Administrator "${user.username}" created in ${location}.\n`);
} catch (error) {
  if (!(error instanceof ValidationError)) throw error;
  const details = Object.values(error.fieldErrors).flat().join(" ");
  fail(`${error.message} ${details}`.trim());
} finally {
  await db.destroy();
}
