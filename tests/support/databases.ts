import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { openDatabase } from "../../app/db/connection.server.ts";
import type { Engine } from "../../app/db/engine.ts";
import { migrateToLatest } from "../../app/db/migrate.server.ts";
import type { Database } from "../../app/db/schema.ts";
import { seedDefaultContent } from "../../app/db/seed.server.ts";

/** SQLite always; PostgreSQL when `npm test` found one (TEST_DATABASE_URL). */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

export interface TestDatabase {
  engine: Engine;
  /** The variables that point a server at this database. */
  env: Record<string, string>;
  /** A connection of the test's own, to arrange and inspect data. */
  db: Kysely<Database>;
  drop: () => Promise<void>;
}

/**
 * A fresh, empty database for one test file: a temporary SQLite directory, or a schema of its
 * own inside the run's PostgreSQL database, so files can run side by side.
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "groupsite-test-"));
    const { db } = openDatabase({ dataDir });
    return {
      engine,
      env: { DATA_DIR: dataDir },
      db,
      drop: async () => {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `t_${crypto.randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const { db } = openDatabase({ databaseUrl: url.toString(), dataDir: "", poolMax: 2 });
  return {
    engine,
    env: { DATABASE_URL: url.toString() },
    db,
    drop: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** A fresh database with every migration applied and nothing in it. */
export async function createMigratedDatabase(engine: Engine): Promise<TestDatabase> {
  const database = await createTestDatabase(engine);
  await migrateToLatest(database.db);
  return database;
}

/** A database as the server leaves it after its first start: migrated and seeded. */
export async function createSeededDatabase(engine: Engine): Promise<TestDatabase> {
  const database = await createMigratedDatabase(engine);
  await seedDefaultContent(database.db);
  return database;
}
