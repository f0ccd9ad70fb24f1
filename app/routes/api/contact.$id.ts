import { deleteMessage, getMessage } from "../../domain/messages.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/contact/:id", {
  GET: memberEndpoint(async ({ app, params }) =>
    ok({ contactMessage: await getMessage(app.db, params.id) }),
  ),
  DELETE: memberEndpoint(async ({ app, params, user }) => {
    await deleteMessage(app.db, params.id, user);
    return ok({ message: "Message deleted successfully" });
  }),
});

export const loader = answer;
export const action = answer;
