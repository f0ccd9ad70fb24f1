import { listInvitations } from "../../domain/invitations.server.ts";
import { createUser, getUser, listUsers } from "../../domain/users.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/users";

const handle = api<Route.ActionArgs>({
  GET: staffEndpoint("staff", async ({ app }) => {
    const [users, invitations] = await Promise.all([listUsers(app.db), listInvitations(app.db)]);
    return ok({ users, invitations });
  }),
  POST: staffEndpoint("staff", async ({ app, json, user: actor }) => {
    const created = await createUser(app.db, await json(), actor);
    const user = await getUser(app.db, created._id);
    return ok({ user, message: `Account ${user.username} created.` }, { status: 201 });
  }),
});

export const loader = handle;
export const action = handle;
