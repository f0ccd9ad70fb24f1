import { api, memberEndpoint, ok } from "../../http/api.server.ts";
import { sendInvitationAgain } from "../../mail/invitations.server.ts";

const answer = api("/api/invitations/:id/resend", {
  POST: memberEndpoint(async ({ app, user, params }) => {
    const { invitation, message } = await sendInvitationAgain(app, user, params.id);
    return ok({ invitation, message });
  }),
});

export const loader = answer;
export const action = answer;
