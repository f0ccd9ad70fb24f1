import { restoreVersion } from "../../domain/history.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/revisions/:id/restore", {
  POST: memberEndpoint(async ({ app, json, params, user }) => {
    const { restoredVersion, ...restored } = await restoreVersion(
      app.db,
      Number(params.id),
      await json(),
      user,
    );
    return ok({ ...restored, message: `Version ${restoredVersion} restored.` });
  }),
});

export const loader = answer;
export const action = answer;
