import { getMessage, replyOutcome, replyToMessage } from "../../domain/messages.server.ts";
import { adminEndpoint, api, ok } from "../../http/api.server.ts";
import type { Route } from "./+types/contact.$id.reply";

const handle = api<Route.ActionArgs>({
  POST: adminEndpoint(async ({ app, params, json }) => {
    await replyToMessage(app.db, params.id, await json());
    await app.outbox.deliverFor(params.id);
    const contactMessage = await getMessage(app.db, params.id);
    const { emailed, message } = replyOutcome(contactMessage, app.mailConfigured);
    return ok({ contactMessage, emailed, message });
  }),
});

export const loader = handle;
export const action = handle;
