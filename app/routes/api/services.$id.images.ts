import { addServiceImage } from "../../domain/services.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/services.$id.images";

const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("content", async ({ app, params, upload, user }) => {
    const service = await addServiceImage(app.db, params.id, await upload("imageData"), user);
    return ok({ service, message: "Image added successfully!" }, { status: 201 });
  }),
});

export const loader = handle;
export const action = handle;
