import { setPrimaryImage } from "../../domain/services.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/services/:id/images/:imageId/primary", {
  PUT: memberEndpoint(async ({ app, params, user }) => {
    const service = await setPrimaryImage(app.db, params.id, params.imageId, user);
    return ok({ service, message: "Primary image updated successfully!" });
  }),
});

export const loader = answer;
export const action = answer;
