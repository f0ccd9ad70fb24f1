import { changePasswordFrom, PASSWORD_CHANGED } from "../../http/account.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/account/password", {
  POST: memberEndpoint(async ({ app, request, user, clientIp, json }) => {
    await changePasswordFrom(app, request, { user, clientIp, input: await json() });
    return ok({ message: PASSWORD_CHANGED });
  }),
});

export const loader = answer;
export const action = answer;
