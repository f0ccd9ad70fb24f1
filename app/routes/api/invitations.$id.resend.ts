import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import { sendInvitationAgain } from "../../mail/invitations.server.ts";
import type { Route } from "./+types/invitations.$id.resend";

const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("staff", async ({ app, params }) => {
    const { invitation, message } = await sendInvitationAgain(app, params.id);
    return ok({ invitation, message });
  }),
});

export const loader = handle;
export const action = handle;
