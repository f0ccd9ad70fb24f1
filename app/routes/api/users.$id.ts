import { changeUser, removeUser } from "../../domain/users.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/users/:id", {
  PATCH: memberEndpoint(async ({ app, params, json, user }) =>
    ok({ user: await changeUser(app.db, user, params.id, await json()) }),
  ),
  DELETE: memberEndpoint(async ({ app, params, user }) => {
    const removed = await removeUser(app.db, user, params.id);
    return ok({ message: `Account ${removed.username} removed.` });
  }),
});

export const loader = answer;
export const action = answer;
