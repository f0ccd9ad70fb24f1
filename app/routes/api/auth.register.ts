import { createUser } from "../../domain/users.server.ts";
import { adminEndpoint, api, ok } from "../../http/api.server.ts";
import type { Route } from "./+types/auth.register";

const handle = api<Route.ActionArgs>({
  POST: adminEndpoint(async ({ app, json, user: actor }) => {
    const user = await createUser(app.db, await json(), actor);
    return ok({ user, message: `Administrator ${user.username} created.` }, { status: 201 });
  }),
});

export const loader = handle;
export const action = handle;
