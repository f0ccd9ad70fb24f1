import { href, redirect } from "react-router";
import { signOut } from "../../http/auth.server.ts";
import { appServices } from "../../http/context.server.ts";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const setCookie = await signOut(appServices(context), request);
  throw redirect(href("/admin/login"), { headers: { "Set-Cookie": setCookie } });
}

export function loader() {
  throw redirect(href("/admin/login"));
}
