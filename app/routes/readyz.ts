import { sql } from "kysely";
import { engineOf } from "../db/engine.ts";
import { appServices } from "../http/context.server.ts";
import { jsonResponse } from "../http/json.server.ts";
import type { Route } from "./+types/readyz";

const CHECK_TIMEOUT_MS = 2_000;

/** 200 only while the database answers and the server is not shutting down. */
export async function loader({ context }: Route.LoaderArgs) {
  const app = appServices(context);
  const headers = { "Cache-Control": "no-store" };
  if (!app.accepting()) {
    return jsonResponse({ status: "shutting down" }, { status: 503, headers });
  }
  if (!app.databaseReady()) {
    return jsonResponse({ status: "database unavailable" }, { status: 503, headers });
  }
  try {
    await Promise.race([
      sql`select 1`.execute(app.db),
      new Promise((_, reject) => setTimeout(reject, CHECK_TIMEOUT_MS, new Error("timeout"))),
    ]);
    return jsonResponse({ status: "ready", database: engineOf(app.db) }, { headers });
  } catch {
    return jsonResponse({ status: "database unavailable" }, { status: 503, headers });
  }
}
