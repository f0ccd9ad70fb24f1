import { changeUser, removeUser } from "../../domain/users.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/users.$id";

const handle = api<Route.ActionArgs>({
  PATCH: staffEndpoint("staff", async ({ app, params, json, user }) =>
    ok({ user: await changeUser(app.db, user, params.id, await json()) }),
  ),
  DELETE: staffEndpoint("staff", async ({ app, params, user }) => {
    const removed = await removeUser(app.db, user, params.id);
    return ok({ message: `Account ${removed.username} removed.` });
  }),
});

export const loader = handle;
export const action = handle;
