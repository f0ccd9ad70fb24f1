import { setTeamMemberImage } from "../../domain/team.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/team.$id.upload";

const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("content", async ({ app, params, upload, user }) => {
    const teamMember = await setTeamMemberImage(app.db, params.id, await upload("image"), user);
    return ok({ teamMember, message: "Team member updated successfully!" });
  }),
});

export const loader = handle;
export const action = handle;
