import { changePasswordFrom, PASSWORD_CHANGED } from "../../http/account.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/account.password";

const handle = api<Route.ActionArgs>({
  POST: staffEndpoint("any", async ({ app, request, user, clientIp, json }) => {
    await changePasswordFrom(app, request, { user, clientIp, input: await json() });
    return ok({ message: PASSWORD_CHANGED });
  }),
});

export const loader = handle;
export const action = handle;
