import { restoreVersion } from "../domain/history.server.ts";
import type { AdminIntent } from "./admin-routes.server.ts";

/** The `restore` intent of the editors that show a HistoryPanel: `id` the kept version. */
export const restoreIntent: AdminIntent = {
  failed: "Failed to restore the version.",
  run: async ({ app, user, input }) => {
    const { restoredVersion } = await restoreVersion(app.db, Number(input.id), input, user);
    return `Version ${restoredVersion} restored.`;
  },
};
