import { exportPersonalData } from "../../domain/privacy.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/privacy-requests.export";

// A POST, so the person's address travels in the body, not in an address that logs keep.
const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("personal-data", async ({ app, json, user }) =>
    ok({ export: await exportPersonalData(app.db, await json(), user) }),
  ),
});

export const loader = handle;
export const action = handle;
