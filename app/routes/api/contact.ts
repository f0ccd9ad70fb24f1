import { CONTACT_SUCCESS, viewInbox } from "../../domain/messages.server.ts";
import { adminEndpoint, api, ok, publicEndpoint } from "../../http/api.server.ts";
import { acceptContactMessage } from "../../http/contact-form.server.ts";
import type { Route } from "./+types/contact";

const handle = api<Route.ActionArgs>({
  GET: adminEndpoint(async ({ app, request }) => {
    const { messages } = await viewInbox(app.db, new URL(request.url).searchParams.get("status"));
    return ok({ messages });
  }),
  POST: publicEndpoint(async ({ app, clientIp, json }) => {
    const stored = await acceptContactMessage(
      app,
      clientIp,
      async () => ((await json()) ?? {}) as Record<string, unknown>,
    );
    return ok({ message: CONTACT_SUCCESS, contactMessage: { _id: stored._id } }, { status: 201 });
  }),
});

export const loader = handle;
export const action = handle;
