import { endOtherSessions } from "../../domain/account.server.ts";
import { currentSession, endedMessage } from "../../http/account.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/account.sessions.end-others";

const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("any", async ({ app, request, user }) => {
    const ended = await endOtherSessions(app.db, user, currentSession(app, request));
    return ok({ ended, message: endedMessage(ended) });
  }),
});

export const loader = handle;
export const action = handle;
