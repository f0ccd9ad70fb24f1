import { ROLE_LABELS } from "../../domain/roles.model.ts";
import { createUser } from "../../domain/users.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/auth.register";

const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("staff", async ({ app, json, user: actor }) => {
    const user = await createUser(app.db, await json(), actor);
    return ok(
      { user, message: `${ROLE_LABELS[user.role]} ${user.username} created.` },
      { status: 201 },
    );
  }),
});

export const loader = handle;
export const action = handle;
