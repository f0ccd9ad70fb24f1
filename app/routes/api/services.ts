import { createService, listServices } from "../../domain/services.server.ts";
import { api, memberEndpoint, ok, publicEndpoint } from "../../http/api.server.ts";
import { seesDrafts } from "../../http/auth.server.ts";

const answer = api("/api/services", {
  GET: publicEndpoint(async ({ app, request }) => {
    const category = new URL(request.url).searchParams.get("category") || undefined;
    const includeDrafts = await seesDrafts(request, app);
    return ok({ services: await listServices(app.db, { category, includeDrafts }) });
  }),
  POST: memberEndpoint(async ({ app, json, user }) => {
    const service = await createService(app.db, await json(), user);
    return ok({ service, message: "Service created successfully!" }, { status: 201 });
  }),
});

export const loader = answer;
export const action = answer;
