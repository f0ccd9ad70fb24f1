import type { User } from "../domain/users.schema.ts";
import { handleAdminAction } from "./admin-routes.server.ts";
import type { AppServices } from "./context.server.ts";
import { restoreIntent } from "./revisions.server.ts";

/** How an editor's `save` stores what was typed, and what it tells the member. */
interface RevisionedSave {
  /** The screen's own failure text. */
  failed: string;
  /** The domain's update, which keeps the version it replaces. */
  update: (db: AppServices["db"], input: unknown, actor: User) => Promise<unknown>;
  /** The confirmation after a save. */
  saved: string;
}

/**
 * The action of an editor of one record kept with its history (the hero, the about page, the
 * contact information): `save` stores what was typed, `restore` brings back a kept version.
 */
export function saveOrRestore(
  args: Parameters<typeof handleAdminAction>[0],
  { failed, update, saved }: RevisionedSave,
) {
  return handleAdminAction(args, {
    restore: restoreIntent,
    save: {
      failed,
      run: async ({ app, user, input }) => {
        await update(app.db, input, user);
        return saved;
      },
    },
  });
}
