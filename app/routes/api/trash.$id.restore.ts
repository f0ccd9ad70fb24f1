import { restoreFromTrash } from "../../domain/history.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/trash/:id/restore", {
  POST: memberEndpoint(async ({ app, params, user }) => {
    const restored = await restoreFromTrash(app.db, Number(params.id), user);
    return ok({ ...restored, message: "Restored from the trash." });
  }),
});

export const loader = answer;
export const action = answer;
