import { reorderTeamMembers } from "../../domain/team.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/team/order", {
  PUT: memberEndpoint(async ({ app, json, user }) => {
    const teamMembers = await reorderTeamMembers(app.db, await json(), user);
    return ok({ teamMembers, message: "Team order updated successfully!" });
  }),
});

export const loader = answer;
export const action = answer;
