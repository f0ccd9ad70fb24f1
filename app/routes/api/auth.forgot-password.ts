import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import { askForPasswordReset } from "../../http/password-reset.server.ts";
import type { Route } from "./+types/auth.forgot-password";

const handle = api<Route.ActionArgs>({
  POST: publicEndpoint(async ({ app, clientIp, json }) =>
    ok({ message: await askForPasswordReset(app, clientIp, await json()) }),
  ),
});

export const loader = handle;
export const action = handle;
