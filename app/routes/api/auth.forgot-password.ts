import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import { askForPasswordReset } from "../../http/password-reset.server.ts";

const answer = api("/api/auth/forgot-password", {
  POST: publicEndpoint(async ({ app, clientIp, json }) =>
    ok({ message: await askForPasswordReset(app, clientIp, await json()) }),
  ),
});

export const loader = answer;
export const action = answer;
