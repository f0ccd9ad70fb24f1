import { changeOwnDetails, getOwnAccount } from "../../domain/account.server.ts";
import { countPasswordTry } from "../../http/account.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/account", {
  GET: memberEndpoint(async ({ app, user }) =>
    ok({ account: await getOwnAccount(app.db, user._id) }),
  ),
  PATCH: memberEndpoint(async ({ app, user, clientIp, json }) => {
    const input = await json();
    if (input && typeof input === "object" && "currentPassword" in input) {
      await countPasswordTry(app, clientIp);
    }
    return ok({ account: await changeOwnDetails(app.db, user, input) });
  }),
});

export const loader = answer;
export const action = answer;
