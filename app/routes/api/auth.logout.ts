import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import { signOut } from "../../http/auth.server.ts";
import type { Route } from "./+types/auth.logout";

const handle = api<Route.ActionArgs>({
  POST: publicEndpoint(async ({ request, app }) =>
    ok(
      { message: "You have been signed out." },
      { headers: { "Set-Cookie": await signOut(app, request) } },
    ),
  ),
});

export const loader = handle;
export const action = handle;
