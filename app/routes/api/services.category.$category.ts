import { listServices } from "../../domain/services.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import { seesDrafts } from "../../http/auth.server.ts";
import type { Route } from "./+types/services.category.$category";

const handle = api<Route.LoaderArgs>({
  GET: publicEndpoint(async ({ app, params, request }) => {
    const includeDrafts = await seesDrafts(request, app);
    return ok({
      services: await listServices(app.db, { category: params.category, includeDrafts }),
    });
  }),
});

export const loader = handle;
export const action = handle;
