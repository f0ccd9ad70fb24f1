import { href, redirect } from "react-router";
import { handleSignInAction, MAIN_FORM } from "../../http/admin-routes.server.ts";
import { signOut } from "../../http/auth.server.ts";
import type { Route } from "./+types/logout";

export async function action(args: Route.ActionArgs) {
  return handleSignInAction(args, {
    [MAIN_FORM]: {
      failed: "You were not signed out.",
      run: async ({ app, request }) =>
        redirect(href("/admin/login"), { headers: { "Set-Cookie": await signOut(app, request) } }),
    },
  });
}

export function loader() {
  throw redirect(href("/admin/login"));
}
