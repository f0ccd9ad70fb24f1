import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../app/db/connection.server.ts";
import type { Engine } from "../../app/db/engine.ts";
import { createScratchDatabase } from "../../tests/support/postgres-server.ts";

/** A scratch database for one benchmark run: a temporary SQLite folder, or a PostgreSQL one. */
export interface BenchDatabase {
  /** The server's environment for it. */
  env: Record<string, string>;
  /** PostgreSQL's database name, whose backends' CPU is the database's share. */
  name?: string;
  /** A connection of the bench's own, to arrange and count rows. */
  open: () => ReturnType<typeof openDatabase>;
  drop: () => Promise<void>;
}

/** A scratch database of `engine`; null when no PostgreSQL server answers. */
export async function benchDatabase(engine: Engine): Promise<BenchDatabase | null> {
  if (engine === "sqlite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "groupsite-bench-"));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase("groupsite_bench");
  if (!scratch) return null;
  return {
    env: { DATABASE_URL: scratch.url },
    name: new URL(scratch.url).pathname.slice(1),
    open: () => openDatabase({ databaseUrl: scratch.url, dataDir: "", poolMax: 2 }),
    drop: scratch.drop,
  };
}
