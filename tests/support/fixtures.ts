import type { Kysely } from "kysely";
import type { Engine } from "../../app/db/engine.ts";
import type { Database } from "../../app/db/schema.ts";
import { COMMAND_LINE } from "../../app/domain/audit.model.ts";
import { issueFormProof } from "../../app/domain/form-proof.server.ts";
import { launchSite } from "../../app/domain/launch.server.ts";
import { MINIMUM_FILL_MS } from "../../app/domain/messages.model.ts";
import { createUser } from "../../app/domain/users.server.ts";
import { createSeededDatabase, type TestDatabase } from "./databases.ts";
import { call, cookieFrom } from "./http.ts";
import { type RunningServer, startServer } from "./server.ts";

export const ADMIN = { username: "office-admin", password: "a-long-test-password" };
export const EDITOR = { username: "office-editor", password: "another-long-test-password" };

export interface TestSite {
  database: TestDatabase;
  server: RunningServer;
  url: string;
  /** Creates the administrator (once) and signs in, returning the session cookie. */
  signIn: () => Promise<string>;
  /** Creates an editor (once) and signs in as them, returning the session cookie. */
  signInEditor: () => Promise<string>;
  /** A contact form's proof as a person filling it in would send it (see personProof). */
  formProof: () => Promise<string>;
  close: () => Promise<void>;
}

/**
 * A form proof the site issued long enough ago for a person to have filled in the form: what a
 * visitor's message carries. (The site's own key signs it, read from its database.)
 */
export function personProof(db: Kysely<Database>): Promise<string> {
  return issueFormProof(db, Date.now() - MINIMUM_FILL_MS - 5_000);
}

/** Signs in through the API as an administrator would; the session cookie to send back. */
export async function signIn(
  baseUrl: string,
  credentials: { username: string; password: string } = ADMIN,
): Promise<string> {
  const answer = await call(baseUrl, "POST", "/api/auth/login", { json: credentials });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return cookieFrom(answer);
}

/**
 * A seeded database of its own and a server on it; `env` adds or overrides variables. The site
 * is launched, as the office runs it, unless `launched` is false (decision 069).
 */
export async function startTestSite(
  engine: Engine,
  env: Record<string, string> = {},
  { launched = true }: { launched?: boolean } = {},
): Promise<TestSite> {
  const database = await createSeededDatabase(engine);
  if (launched) await launchSite(database.db, COMMAND_LINE);
  const server = await startServer({
    RATE_LIMIT_LOGIN: "1000",
    RATE_LIMIT_CONTACT: "1000",
    ...database.env,
    ...env,
  });
  let adminCreated = false;
  let editorCreated = false;
  return {
    database,
    server,
    url: server.url,
    signIn: async () => {
      if (!adminCreated) {
        await createUser(database.db, { ...ADMIN, email: "office@example.com" }, COMMAND_LINE);
        adminCreated = true;
      }
      return signIn(server.url);
    },
    signInEditor: async () => {
      if (!editorCreated) {
        await createUser(database.db, { ...EDITOR, role: "editor" }, COMMAND_LINE);
        editorCreated = true;
      }
      return signIn(server.url, EDITOR);
    },
    formProof: () => personProof(database.db),
    close: async () => {
      await server.stop();
      await database.drop();
    },
  };
}
