import { href, redirect } from "react-router";
import { getSignedInUser } from "../../http/auth.server.ts";
import { appServices } from "../../http/context.server.ts";
import type { Route } from "./+types/index";

// The header's Admin Login link lands here: signed in, the dashboard; otherwise the login.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSignedInUser(request, appServices(context));
  throw redirect(user ? href("/admin/dashboard") : href("/admin/login"));
}
