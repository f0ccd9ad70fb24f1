import { getServiceById } from "../../domain/services.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/services.id.$id";

const handle = api<Route.LoaderArgs>({
  GET: publicEndpoint(async ({ app, params }) =>
    ok({ service: await getServiceById(app.db, params.id) }),
  ),
});

export const loader = handle;
export const action = handle;
