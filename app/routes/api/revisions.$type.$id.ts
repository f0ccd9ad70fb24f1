import { itemHistory } from "../../domain/history.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

// The kept versions of the hero, about page, contact information, a service or a team member
// (decisions 053 and 054).
const answer = api("/api/revisions/:type/:id", {
  GET: memberEndpoint(async ({ app, params }) => {
    const { current, versions } = await itemHistory(app.db, params.type, params.id);
    return ok({ current, versions });
  }),
});

export const loader = answer;
export const action = answer;
