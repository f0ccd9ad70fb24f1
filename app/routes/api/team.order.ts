import { reorderTeamMembers } from "../../domain/team.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/team.order";

const handle = api<Route.ActionArgs>({
  PUT: staffEndpoint("content", async ({ app, json, user }) => {
    const teamMembers = await reorderTeamMembers(app.db, await json(), user);
    return ok({ teamMembers, message: "Team order updated successfully!" });
  }),
});

export const loader = handle;
export const action = handle;
