import { trashContents } from "../../domain/history.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

// Deleted services and team members, restorable for 30 days (decision 054).
const answer = api("/api/trash", {
  GET: memberEndpoint(async ({ app }) => ok({ items: await trashContents(app.db) })),
});

export const loader = answer;
export const action = answer;
