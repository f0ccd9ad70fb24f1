import type { Engine } from "../../app/db/connection.server.ts";
import { createUser } from "../../app/domain/users.server.ts";
import { createSeededDatabase, type TestDatabase } from "./databases.ts";
import { call, cookieFrom } from "./http.ts";
import { type RunningServer, startServer } from "./server.ts";

export const ADMIN = { username: "office-admin", password: "a-long-test-password" };

export interface TestSite {
  database: TestDatabase;
  server: RunningServer;
  url: string;
  /** Creates the administrator (once) and signs in, returning the session cookie. */
  signIn: () => Promise<string>;
  close: () => Promise<void>;
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

/** A seeded database of its own and a server on it; `env` adds or overrides variables. */
export async function startTestSite(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<TestSite> {
  const database = await createSeededDatabase(engine);
  const server = await startServer({
    RATE_LIMIT_LOGIN: "1000",
    RATE_LIMIT_CONTACT: "1000",
    ...database.env,
    ...env,
  });
  let adminCreated = false;
  return {
    database,
    server,
    url: server.url,
    signIn: async () => {
      if (!adminCreated) {
        await createUser(database.db, { ...ADMIN, email: "office@example.com" });
        adminCreated = true;
      }
      return signIn(server.url);
    },
    close: async () => {
      await server.stop();
      await database.drop();
    },
  };
}
