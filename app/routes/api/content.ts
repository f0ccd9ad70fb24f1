import { listContentPages } from "../../domain/page-content.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";

const answer = api("/api/content", {
  GET: publicEndpoint(async ({ app }) => ok({ content: await listContentPages(app.db) })),
});

export const loader = answer;
export const action = answer;
