import { exportPersonalData } from "../../domain/privacy.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

// A POST, so the person's address travels in the body, not in an address that logs keep.
const answer = api("/api/privacy-requests/export", {
  POST: memberEndpoint(async ({ app, json, user }) =>
    ok({ export: await exportPersonalData(app.db, await json(), user) }),
  ),
});

export const loader = answer;
export const action = answer;
