import { erasureSummary } from "../../domain/privacy.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";
import { eraseEverywhere } from "../../http/privacy-requests.server.ts";

const answer = api("/api/privacy-requests/erase", {
  POST: memberEndpoint(async ({ app, json, user }) => {
    const erased = await eraseEverywhere(app, await json(), user);
    return ok({ erased, message: erasureSummary(erased) });
  }),
});

export const loader = answer;
export const action = answer;
