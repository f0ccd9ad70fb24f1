import { createTeamMember, listTeamMembers } from "../../domain/team.server.ts";
import { api, memberEndpoint, ok, publicEndpoint } from "../../http/api.server.ts";
import { seesDrafts } from "../../http/auth.server.ts";
import { IMAGE_BODY } from "../../http/body-limits.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";

/** The call carries an image. */
export const handle: RouteHandle = { body: IMAGE_BODY };

const answer = api("/api/team", {
  GET: publicEndpoint(async ({ app, request }) => {
    const includeDrafts = await seesDrafts(request, app);
    return ok({ teamMembers: await listTeamMembers(app.db, { includeDrafts }) });
  }),
  POST: memberEndpoint(async ({ app, json, user }) => {
    const teamMember = await createTeamMember(app.db, await json(), user);
    return ok({ teamMember, message: "Team member added successfully!" }, { status: 201 });
  }),
});

export const loader = answer;
export const action = answer;
