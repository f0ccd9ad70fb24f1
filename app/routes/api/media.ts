import { uploadImage } from "../../domain/media.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";
import { IMAGE_BODY } from "../../http/body-limits.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";

/** The call carries an image. */
export const handle: RouteHandle = { body: IMAGE_BODY };

const answer = api("/api/media", {
  POST: memberEndpoint(async ({ app, upload, user }) => {
    const media = await uploadImage(app.db, await upload("imageData"), user);
    return ok({ media, message: "Image added successfully!" }, { status: 201 });
  }),
});

export const loader = answer;
export const action = answer;
