import { restoreFromTrash } from "../../domain/history.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/trash.$id.restore";

const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("content", async ({ app, params, user }) => {
    const restored = await restoreFromTrash(app.db, Number(params.id), user);
    return ok({ ...restored, message: "Restored from the trash." });
  }),
});

export const loader = handle;
export const action = handle;
