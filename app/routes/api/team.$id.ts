import { deleteTeamMember, getTeamMember, updateTeamMember } from "../../domain/team.server.ts";
import { api, ok, publicEndpoint, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/team.$id";

const handle = api<Route.ActionArgs>({
  GET: publicEndpoint(async ({ app, params }) =>
    ok({ teamMember: await getTeamMember(app.db, params.id) }),
  ),
  PUT: staffEndpoint("content", async ({ app, params, json, user }) => {
    const teamMember = await updateTeamMember(app.db, params.id, await json(), user);
    return ok({ teamMember, message: "Team member updated successfully!" });
  }),
  DELETE: staffEndpoint("content", async ({ app, params, user }) => {
    await deleteTeamMember(app.db, params.id, user);
    return ok({ message: "Team member deleted successfully!" });
  }),
});

export const loader = handle;
export const action = handle;
