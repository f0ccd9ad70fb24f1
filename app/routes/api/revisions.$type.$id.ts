import { itemHistory } from "../../domain/history.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/revisions.$type.$id";

// The kept versions of the hero, about page, contact information, a service or a team member
// (decisions 053 and 054).
const handle = api<Route.LoaderArgs>({
  GET: staffEndpoint("content", async ({ app, params }) => {
    const { current, versions } = await itemHistory(app.db, params.type, params.id);
    return ok({ current, versions });
  }),
});

export const loader = handle;
export const action = handle;
