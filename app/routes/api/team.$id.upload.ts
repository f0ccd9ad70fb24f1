import { setTeamMemberImage } from "../../domain/team.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";
import { IMAGE_BODY } from "../../http/body-limits.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";

/** The call carries an image. */
export const handle: RouteHandle = { body: IMAGE_BODY };

const answer = api("/api/team/:id/upload", {
  POST: memberEndpoint(async ({ app, params, upload, user }) => {
    const teamMember = await setTeamMemberImage(app.db, params.id, await upload("image"), user);
    return ok({ teamMember, message: "Team member updated successfully!" });
  }),
});

export const loader = answer;
export const action = answer;
