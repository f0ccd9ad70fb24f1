import { CODE_NEEDED } from "../../domain/two-factor.schema.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import { cookieHeaders, LOGIN_SUCCEEDED, signIn } from "../../http/auth.server.ts";

const answer = api("/api/auth/login", {
  POST: publicEndpoint(async ({ request, app, clientIp, json }) => {
    const outcome = await signIn(app, request, clientIp, json);
    const headers = cookieHeaders(outcome.setCookies);
    // Two-factor: no session yet; POST /api/auth/login/code with the code finishes it.
    if (!outcome.done) return ok({ twoFactorRequired: true, message: CODE_NEEDED }, { headers });
    return ok({ user: outcome.user, message: LOGIN_SUCCEEDED }, { headers });
  }),
});

export const loader = answer;
export const action = answer;
