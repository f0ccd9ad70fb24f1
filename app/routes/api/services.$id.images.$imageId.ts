import { removeServiceImage } from "../../domain/services.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/services/:id/images/:imageId", {
  DELETE: memberEndpoint(async ({ app, params, user }) => {
    const service = await removeServiceImage(app.db, params.id, params.imageId, user);
    return ok({ service, message: "Image deleted successfully!" });
  }),
});

export const loader = answer;
export const action = answer;
