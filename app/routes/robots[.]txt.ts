import { appServices } from "../http/context.server.ts";
import { PUBLIC_PAGE } from "../lib/route-handle.ts";
import type { Route } from "./+types/robots[.]txt";

export const handle = PUBLIC_PAGE;

export function loader({ context }: Route.LoaderArgs) {
  const sitemap = new URL("/sitemap.xml", appServices(context).env.siteUrl).toString();
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${sitemap}`,
    "",
  ];
  return new Response(body.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
