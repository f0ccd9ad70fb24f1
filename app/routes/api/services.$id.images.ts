import { addServiceImage } from "../../domain/services.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";
import { IMAGE_BODY } from "../../http/body-limits.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";

/** The call carries an image. */
export const handle: RouteHandle = { body: IMAGE_BODY };

const answer = api("/api/services/:id/images", {
  POST: memberEndpoint(async ({ app, params, upload, user }) => {
    const service = await addServiceImage(app.db, params.id, await upload("imageData"), user);
    return ok({ service, message: "Image added successfully!" }, { status: 201 });
  }),
});

export const loader = answer;
export const action = answer;
