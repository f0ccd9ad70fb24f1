import { viewInbox } from "../../domain/messages.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/contact";

// A visitor's POST of a message is received by the intake before React Router
// (server/intake.ts); the office's list is answered here.
const handle = api<Route.ActionArgs>(
  {
    GET: staffEndpoint("inquiries", async ({ app, request }) => {
      const { messages } = await viewInbox(app.db, new URL(request.url).searchParams.get("status"));
      return ok({ messages });
    }),
  },
  ["POST"],
);

export const loader = handle;
export const action = handle;
