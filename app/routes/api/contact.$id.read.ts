import { markMessageRead } from "../../domain/messages.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/contact.$id.read";

const handle = api<Route.ActionArgs>({
  PUT: staffEndpoint("inquiries", async ({ app, params, user }) => {
    const contactMessage = await markMessageRead(app.db, params.id, user);
    return ok({ contactMessage, message: "Message marked as read" });
  }),
});

export const loader = handle;
export const action = handle;
