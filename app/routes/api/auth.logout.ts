import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import { signOut } from "../../http/auth.server.ts";

const answer = api("/api/auth/logout", {
  POST: publicEndpoint(async ({ request, app }) =>
    ok(
      { message: "You have been signed out." },
      { headers: { "Set-Cookie": await signOut(app, request) } },
    ),
  ),
});

export const loader = answer;
export const action = answer;
