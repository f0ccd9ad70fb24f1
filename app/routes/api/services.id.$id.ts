import { getServiceById } from "../../domain/services.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import { seesDrafts } from "../../http/auth.server.ts";
import type { Route } from "./+types/services.id.$id";

const handle = api<Route.LoaderArgs>({
  GET: publicEndpoint(async ({ app, params, request }) => {
    const includeDrafts = await seesDrafts(request, app);
    return ok({ service: await getServiceById(app.db, params.id, { includeDrafts }) });
  }),
});

export const loader = handle;
export const action = handle;
