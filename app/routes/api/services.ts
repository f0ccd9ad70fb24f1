import { createService, listServices } from "../../domain/services.server.ts";
import { api, ok, publicEndpoint, staffEndpoint } from "../../http/api.server.ts";
import { seesDrafts } from "../../http/auth.server.ts";
import type { Route } from "./+types/services";

const handle = api<Route.ActionArgs>({
  GET: publicEndpoint(async ({ app, request }) => {
    const category = new URL(request.url).searchParams.get("category") || undefined;
    const includeDrafts = await seesDrafts(request, app);
    return ok({ services: await listServices(app.db, { category, includeDrafts }) });
  }),
  POST: staffEndpoint("content", async ({ app, json, user }) => {
    const service = await createService(app.db, await json(), user);
    return ok({ service, message: "Service created successfully!" }, { status: 201 });
  }),
});

export const loader = handle;
export const action = handle;
