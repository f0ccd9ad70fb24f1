import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import { cookieHeaders, finishSignIn, LOGIN_SUCCEEDED } from "../../http/auth.server.ts";

// The second step of a sign-in with two-factor: `{ code }`, the app's code or a recovery code.
const answer = api("/api/auth/login/code", {
  POST: publicEndpoint(async ({ request, app, clientIp, json }) => {
    const { user, secondFactor, setCookies } = await finishSignIn(app, request, clientIp, json);
    return ok(
      {
        user,
        message: LOGIN_SUCCEEDED,
        ...(secondFactor.method === "recovery"
          ? { recoveryCodesLeft: secondFactor.recoveryCodesLeft }
          : {}),
      },
      { headers: cookieHeaders(setCookies) },
    );
  }),
});

export const loader = answer;
export const action = answer;
