import { withdrawInvitation } from "../../domain/invitations.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/invitations/:id", {
  DELETE: memberEndpoint(async ({ app, user, params }) => {
    const invitation = await withdrawInvitation(app.db, user, params.id);
    return ok({ message: `The invitation to ${invitation.email} is withdrawn.` });
  }),
});

export const loader = answer;
export const action = answer;
