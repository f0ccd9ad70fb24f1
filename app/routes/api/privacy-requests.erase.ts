import { erasePersonalData, erasureSummary } from "../../domain/privacy.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/privacy-requests.erase";

const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("personal-data", async ({ app, json, user }) => {
    const erased = await erasePersonalData(app.db, await json(), user);
    return ok({ erased, message: erasureSummary(erased) });
  }),
});

export const loader = handle;
export const action = handle;
