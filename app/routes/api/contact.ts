import { MessageFilterSchema } from "../../domain/messages.schema.ts";
import {
  CONTACT_SUCCESS,
  listMessages,
  receiveMessage,
  submissionFrom,
} from "../../domain/messages.server.ts";
import { adminEndpoint, api, ok, publicEndpoint } from "../../http/api.server.ts";
import { contactLimitMessage, takeAttempt } from "../../http/rate-limit.server.ts";
import type { Route } from "./+types/contact";

const handle = api<Route.ActionArgs>({
  GET: adminEndpoint(async ({ app, request }) => {
    const filter = MessageFilterSchema.parse(
      new URL(request.url).searchParams.get("status") ?? "all",
    );
    return ok({ messages: await listMessages(app.db, filter) });
  }),
  POST: publicEndpoint(async ({ app, clientIp, json }) => {
    await takeAttempt(app.limits.contact, clientIp, contactLimitMessage);
    const body = ((await json()) ?? {}) as Record<string, unknown>;
    const stored = await receiveMessage(app.db, body, submissionFrom(body));
    app.outbox.kick();
    return ok({ message: CONTACT_SUCCESS, contactMessage: { _id: stored._id } }, { status: 201 });
  }),
});

export const loader = handle;
export const action = handle;
