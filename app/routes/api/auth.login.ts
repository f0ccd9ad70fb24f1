import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import { LOGIN_SUCCEEDED, signIn } from "../../http/auth.server.ts";
import type { Route } from "./+types/auth.login";

const handle = api<Route.ActionArgs>({
  POST: publicEndpoint(async ({ request, app, clientIp, json }) => {
    const { user, setCookie } = await signIn(app, request, clientIp, await json());
    return ok({ user, message: LOGIN_SUCCEEDED }, { headers: { "Set-Cookie": setCookie } });
  }),
});

export const loader = handle;
export const action = handle;
