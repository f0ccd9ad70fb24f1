import { changeOwnDetails, getOwnAccount } from "../../domain/account.server.ts";
import { countPasswordTry } from "../../http/account.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/account";

const handle = api<Route.LoaderArgs>({
  GET: staffEndpoint("any", async ({ app, user }) =>
    ok({ account: await getOwnAccount(app.db, user._id) }),
  ),
  PATCH: staffEndpoint("any", async ({ app, user, clientIp, json }) => {
    const input = await json();
    if (input && typeof input === "object" && "currentPassword" in input) {
      await countPasswordTry(app, clientIp);
    }
    return ok({ account: await changeOwnDetails(app.db, user, input) });
  }),
});

export const loader = handle;
export const action = handle;
