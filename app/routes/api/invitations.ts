import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import { sendInvitation } from "../../mail/invitations.server.ts";
import type { Route } from "./+types/invitations";

const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("staff", async ({ app, json, user }) => {
    const { invitation, message } = await sendInvitation(app, user, await json());
    return ok({ invitation, message }, { status: 201 });
  }),
});

export const loader = handle;
export const action = handle;
