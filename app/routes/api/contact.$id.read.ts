import { markMessageRead } from "../../domain/messages.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/contact/:id/read", {
  PUT: memberEndpoint(async ({ app, params, user }) => {
    const contactMessage = await markMessageRead(app.db, params.id, user);
    return ok({ contactMessage, message: "Message marked as read" });
  }),
});

export const loader = answer;
export const action = answer;
