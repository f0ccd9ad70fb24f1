import { listServices } from "../../domain/services.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/services.category.$category";

const handle = api<Route.LoaderArgs>({
  GET: publicEndpoint(async ({ app, params }) =>
    ok({ services: await listServices(app.db, { category: params.category }) }),
  ),
});

export const loader = handle;
export const action = handle;
