import { parseInput } from "../../domain/errors.ts";
import { MediaInputSchema } from "../../domain/media.schema.ts";
import { storeImage } from "../../domain/media.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/media";

const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("content", async ({ app, upload }) => {
    const { imageData } = parseInput(MediaInputSchema, await upload("imageData"), {
      invalid: "Failed to add image.",
      missing: "Please select an image file.",
    });
    const media = await storeImage(app.db, imageData);
    return ok({ media, message: "Image added successfully!" }, { status: 201 });
  }),
});

export const loader = handle;
export const action = handle;
