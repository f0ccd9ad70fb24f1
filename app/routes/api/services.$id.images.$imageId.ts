import { removeServiceImage } from "../../domain/services.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/services.$id.images.$imageId";

const handle = api<Route.ActionArgs>({
  DELETE: staffEndpoint("content", async ({ app, params, user }) => {
    const service = await removeServiceImage(app.db, params.id, params.imageId, user);
    return ok({ service, message: "Image deleted successfully!" });
  }),
});

export const loader = handle;
export const action = handle;
