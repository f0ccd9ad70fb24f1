import { deleteTeamMember, getTeamMember, updateTeamMember } from "../../domain/team.server.ts";
import { api, memberEndpoint, ok, publicEndpoint } from "../../http/api.server.ts";
import { IMAGE_BODY } from "../../http/body-limits.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";

/** The call carries an image. */
export const handle: RouteHandle = { body: IMAGE_BODY };

const answer = api("/api/team/:id", {
  GET: publicEndpoint(async ({ app, params }) =>
    ok({ teamMember: await getTeamMember(app.db, params.id) }),
  ),
  PUT: memberEndpoint(async ({ app, params, json, user }) => {
    const teamMember = await updateTeamMember(app.db, params.id, await json(), user);
    return ok({ teamMember, message: "Team member updated successfully!" });
  }),
  DELETE: memberEndpoint(async ({ app, params, user }) => {
    await deleteTeamMember(app.db, params.id, user);
    return ok({ message: "Team member deleted successfully!" });
  }),
});

export const loader = answer;
export const action = answer;
