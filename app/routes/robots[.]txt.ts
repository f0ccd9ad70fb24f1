import { isLaunched } from "../domain/launch.server.ts";
import { appServices } from "../http/context.server.ts";
import { readPublicContent } from "../http/public-content.server.ts";
import { PUBLIC_PAGE } from "../lib/route-handle.ts";
import type { Route } from "./+types/robots[.]txt";

export const handle = PUBLIC_PAGE;

// Before the launch the pages stay open to crawlers, which must read their noindex to obey it;
// only the sitemap is not offered.
export async function loader({ context }: Route.LoaderArgs) {
  const sitemap = new URL("/sitemap.xml", appServices(context).env.siteUrl).toString();
  const launched = await readPublicContent(context, isLaunched, () => false);
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    ...(launched ? [`Sitemap: ${sitemap}`, ""] : []),
  ];
  return new Response(body.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
