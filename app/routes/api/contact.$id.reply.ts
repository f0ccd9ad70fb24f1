import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import { sendReply } from "../../mail/replies.server.ts";
import type { Route } from "./+types/contact.$id.reply";

const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("inquiries", async ({ app, params, json, user }) => {
    const { contactMessage, tone, message } = await sendReply(app, params.id, await json(), user);
    return ok({ contactMessage, emailed: tone === "success", message });
  }),
});

export const loader = handle;
export const action = handle;
