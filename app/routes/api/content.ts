import { listContentPages } from "../../domain/page-content.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/content";

const handle = api<Route.LoaderArgs>({
  GET: publicEndpoint(async ({ app }) => ok({ content: await listContentPages(app.db) })),
});

export const loader = handle;
export const action = handle;
