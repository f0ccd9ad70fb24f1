import { uploadImage } from "../../domain/media.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/media";

const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("content", async ({ app, upload, user }) => {
    const media = await uploadImage(app.db, await upload("imageData"), user);
    return ok({ media, message: "Image added successfully!" }, { status: 201 });
  }),
});

export const loader = handle;
export const action = handle;
