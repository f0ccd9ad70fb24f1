import { listSessionsOf } from "../../domain/sessions.server.ts";
import { currentSession } from "../../http/account.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/account.sessions";

const handle = api<Route.LoaderArgs>({
  GET: staffEndpoint("any", async ({ app, request, user }) =>
    ok({ sessions: await listSessionsOf(app.db, user._id, currentSession(app, request)) }),
  ),
});

export const loader = handle;
export const action = handle;
