import { restoreVersion } from "../../domain/history.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/revisions.$id.restore";

const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("content", async ({ app, json, params, user }) => {
    const { restoredVersion, ...restored } = await restoreVersion(
      app.db,
      Number(params.id),
      await json(),
      user,
    );
    return ok({ ...restored, message: `Version ${restoredVersion} restored.` });
  }),
});

export const loader = handle;
export const action = handle;
