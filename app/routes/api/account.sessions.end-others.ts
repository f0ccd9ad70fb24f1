import { endOtherSessions } from "../../domain/account.server.ts";
import { currentSession, endedMessage } from "../../http/account.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/account/sessions/end-others", {
  POST: memberEndpoint(async ({ app, request, user }) => {
    const ended = await endOtherSessions(app.db, user, currentSession(app, request));
    return ok({ ended, message: endedMessage(ended) });
  }),
});

export const loader = answer;
export const action = answer;
