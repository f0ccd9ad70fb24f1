import pg from "pg";

/** The machine's PostgreSQL, as `npm test` and the benchmarks look for it. */
export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A new database of its own on the PostgreSQL server at `serverUrl` (a user who may create
 * databases), or null when no server answers. `drop` removes it, even with connections open.
 */
export async function createScratchDatabase(
  prefix: string,
  serverUrl = process.env.TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL,
): Promise<ScratchDatabase | null> {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query(`create database ${name}`);
  } catch {
    await client.end().catch(() => {});
    return null;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
