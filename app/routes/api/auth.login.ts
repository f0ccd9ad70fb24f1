import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import { cookieHeaders, LOGIN_SUCCEEDED, signIn } from "../../http/auth.server.ts";
import type { Route } from "./+types/auth.login";

const handle = api<Route.ActionArgs>({
  POST: publicEndpoint(async ({ request, app, clientIp, json }) => {
    const { user, setCookies } = await signIn(app, request, clientIp, json);
    return ok({ user, message: LOGIN_SUCCEEDED }, { headers: cookieHeaders(setCookies) });
  }),
});

export const loader = handle;
export const action = handle;
