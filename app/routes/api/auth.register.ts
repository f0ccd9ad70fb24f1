import { ROLE_LABELS } from "../../domain/roles.model.ts";
import { createUser } from "../../domain/users.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/auth/register", {
  POST: memberEndpoint(async ({ app, json, user: actor }) => {
    const user = await createUser(app.db, await json(), actor);
    return ok(
      { user, message: `${ROLE_LABELS[user.role]} ${user.username} created.` },
      { status: 201 },
    );
  }),
});

export const loader = answer;
export const action = answer;
