import { setPrimaryImage } from "../../domain/services.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/services.$id.images.$imageId.primary";

const handle = api<Route.ActionArgs>({
  PUT: staffEndpoint("content", async ({ app, params, user }) => {
    const service = await setPrimaryImage(app.db, params.id, params.imageId, user);
    return ok({ service, message: "Primary image updated successfully!" });
  }),
});

export const loader = handle;
export const action = handle;
