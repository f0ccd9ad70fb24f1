import { withdrawInvitation } from "../../domain/invitations.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/invitations.$id";

const handle = api<Route.ActionArgs>({
  DELETE: staffEndpoint("staff", async ({ app, params }) => {
    const invitation = await withdrawInvitation(app.db, params.id);
    return ok({ message: `The invitation to ${invitation.email} is withdrawn.` });
  }),
});

export const loader = handle;
export const action = handle;
