import { deleteService, getServiceBySlug, updateService } from "../../domain/services.server.ts";
import { api, ok, publicEndpoint, staffEndpoint } from "../../http/api.server.ts";
import { seesDrafts } from "../../http/auth.server.ts";
import type { Route } from "./+types/services.$slugOrId";

// The spec reads a service by slug here, and updates and deletes it by id on the same path.
const handle = api<Route.ActionArgs>({
  GET: publicEndpoint(async ({ app, params, request }) => {
    const includeDrafts = await seesDrafts(request, app);
    return ok({ service: await getServiceBySlug(app.db, params.slugOrId, { includeDrafts }) });
  }),
  PUT: staffEndpoint("content", async ({ app, params, json, user }) => {
    const service = await updateService(app.db, params.slugOrId, await json(), user);
    return ok({ service, message: "Service updated successfully!" });
  }),
  DELETE: staffEndpoint("content", async ({ app, params, user }) => {
    await deleteService(app.db, params.slugOrId, user);
    return ok({ message: "Service deleted successfully." });
  }),
});

export const loader = handle;
export const action = handle;
