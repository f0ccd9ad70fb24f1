import { api, memberEndpoint, ok } from "../../http/api.server.ts";
import { sendReply } from "../../mail/replies.server.ts";

const answer = api("/api/contact/:id/reply", {
  POST: memberEndpoint(async ({ app, params, json, user }) => {
    const { contactMessage, tone, message } = await sendReply(app, params.id, await json(), user);
    return ok({ contactMessage, emailed: tone === "success", message });
  }),
});

export const loader = answer;
export const action = answer;
