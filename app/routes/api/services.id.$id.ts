import { getServiceById } from "../../domain/services.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import { seesDrafts } from "../../http/auth.server.ts";

const answer = api("/api/services/id/:id", {
  GET: publicEndpoint(async ({ app, params, request }) => {
    const includeDrafts = await seesDrafts(request, app);
    return ok({ service: await getServiceById(app.db, params.id, { includeDrafts }) });
  }),
});

export const loader = answer;
export const action = answer;
