import { createTeamMember, listTeamMembers } from "../../domain/team.server.ts";
import { api, ok, publicEndpoint, staffEndpoint } from "../../http/api.server.ts";
import { seesDrafts } from "../../http/auth.server.ts";
import type { Route } from "./+types/team";

const handle = api<Route.ActionArgs>({
  GET: publicEndpoint(async ({ app, request }) => {
    const includeDrafts = await seesDrafts(request, app);
    return ok({ teamMembers: await listTeamMembers(app.db, { includeDrafts }) });
  }),
  POST: staffEndpoint("content", async ({ app, json, user }) => {
    const teamMember = await createTeamMember(app.db, await json(), user);
    return ok({ teamMember, message: "Team member added successfully!" }, { status: 201 });
  }),
});

export const loader = handle;
export const action = handle;
