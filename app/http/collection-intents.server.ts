import type { Db } from "../db/schema.ts";
import type { Actor } from "../domain/audit.model.ts";
import type { AdminIntent } from "./admin-routes.server.ts";

/** A domain call of a collection, and what the screen says when it fails or succeeds. */
interface CollectionCall<Call> {
  call: Call;
  failed: string;
  done: string;
}

/**
 * The intents every collection's screen answers (see CollectionScreen): `create` and `update`
 * from its dialog, `move` and `delete` from its cards. Each calls the kind's own domain function.
 */
export function collectionIntents(calls: {
  create: CollectionCall<(db: Db, input: unknown, actor: Actor) => Promise<unknown>>;
  update: CollectionCall<(db: Db, id: string, input: unknown, actor: Actor) => Promise<unknown>>;
  move: CollectionCall<(db: Db, input: unknown, actor: Actor) => Promise<unknown>>;
  delete: CollectionCall<(db: Db, id: string, actor: Actor) => Promise<unknown>>;
}): Record<"create" | "update" | "move" | "delete", AdminIntent> {
  const { create, update, move } = calls;
  const trash = calls.delete;
  return {
    create: {
      failed: create.failed,
      run: async ({ app, user, input }) => {
        await create.call(app.db, input, user);
        return create.done;
      },
    },
    update: {
      failed: update.failed,
      run: async ({ app, user, input }) => {
        await update.call(app.db, String(input.id), input, user);
        return update.done;
      },
    },
    move: {
      failed: move.failed,
      run: async ({ app, user, input }) => {
        await move.call(app.db, input, user);
        return move.done;
      },
    },
    delete: {
      failed: trash.failed,
      run: async ({ app, user, input }) => {
        await trash.call(app.db, String(input.id), user);
        return trash.done;
      },
    },
  };
}
