import { listSessionsOf } from "../../domain/sessions.server.ts";
import { currentSession } from "../../http/account.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/account/sessions", {
  GET: memberEndpoint(async ({ app, request, user }) =>
    ok({ sessions: await listSessionsOf(app.db, user._id, currentSession(app, request)) }),
  ),
});

export const loader = answer;
export const action = answer;
