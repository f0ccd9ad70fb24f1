import { listServices } from "../../domain/services.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import { seesDrafts } from "../../http/auth.server.ts";

const answer = api("/api/services/category/:category", {
  GET: publicEndpoint(async ({ app, params, request }) => {
    const includeDrafts = await seesDrafts(request, app);
    return ok({
      services: await listServices(app.db, { category: params.category, includeDrafts }),
    });
  }),
});

export const loader = answer;
export const action = answer;
