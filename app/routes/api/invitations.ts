import { api, memberEndpoint, ok } from "../../http/api.server.ts";
import { sendInvitation } from "../../mail/invitations.server.ts";

const answer = api("/api/invitations", {
  POST: memberEndpoint(async ({ app, json, user }) => {
    const { invitation, message } = await sendInvitation(app, user, await json());
    return ok({ invitation, message }, { status: 201 });
  }),
});

export const loader = answer;
export const action = answer;
