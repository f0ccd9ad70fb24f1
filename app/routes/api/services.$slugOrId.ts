import { deleteService, getServiceBySlug, updateService } from "../../domain/services.server.ts";
import { api, memberEndpoint, ok, publicEndpoint } from "../../http/api.server.ts";
import { seesDrafts } from "../../http/auth.server.ts";

// The spec reads a service by slug here, and updates and deletes it by id on the same path.
const answer = api("/api/services/:slugOrId", {
  GET: publicEndpoint(async ({ app, params, request }) => {
    const includeDrafts = await seesDrafts(request, app);
    return ok({ service: await getServiceBySlug(app.db, params.slugOrId, { includeDrafts }) });
  }),
  PUT: memberEndpoint(async ({ app, params, json, user }) => {
    const service = await updateService(app.db, params.slugOrId, await json(), user);
    return ok({ service, message: "Service updated successfully!" });
  }),
  DELETE: memberEndpoint(async ({ app, params, user }) => {
    await deleteService(app.db, params.slugOrId, user);
    return ok({ message: "Service deleted successfully." });
  }),
});

export const loader = answer;
export const action = answer;
