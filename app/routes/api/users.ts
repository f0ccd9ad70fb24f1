import { listInvitations } from "../../domain/invitations.server.ts";
import { createUser, getUser, listUsers } from "../../domain/users.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/users", {
  GET: memberEndpoint(async ({ app }) => {
    const [users, invitations] = await Promise.all([listUsers(app.db), listInvitations(app.db)]);
    return ok({ users, invitations });
  }),
  POST: memberEndpoint(async ({ app, json, user: actor }) => {
    const created = await createUser(app.db, await json(), actor);
    const user = await getUser(app.db, created._id);
    return ok({ user, message: `Account ${user.username} created.` }, { status: 201 });
  }),
});

export const loader = answer;
export const action = answer;
