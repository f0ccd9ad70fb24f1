import { trashContents } from "../../domain/history.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/trash";

// Deleted services and team members, restorable for 30 days (decision 054).
const handle = api<Route.LoaderArgs>({
  GET: staffEndpoint("content", async ({ app }) => ok({ items: await trashContents(app.db) })),
});

export const loader = handle;
export const action = handle;
