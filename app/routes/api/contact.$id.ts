import { deleteMessage, getMessage } from "../../domain/messages.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/contact.$id";

const handle = api<Route.ActionArgs>({
  GET: staffEndpoint("inquiries", async ({ app, params }) =>
    ok({ contactMessage: await getMessage(app.db, params.id) }),
  ),
  DELETE: staffEndpoint("inquiries", async ({ app, params, user }) => {
    await deleteMessage(app.db, params.id, user);
    return ok({ message: "Message deleted successfully" });
  }),
});

export const loader = handle;
export const action = handle;
