import { defaultServices } from "../content/default-content.ts";
import { QUOTE_LINES } from "../domain/inquiries.model.ts";
import { isLaunched } from "../domain/launch.server.ts";
import { listLocalizedServices } from "../domain/localized-content.server.ts";
import type { Service } from "../domain/services.model.ts";
import { languagesOn } from "../domain/site-languages.server.ts";
import { appServices } from "../http/context.server.ts";
import { readPublicContent } from "../http/public-content.server.ts";
import { type Language, SOURCE_LANGUAGE } from "../i18n/languages.ts";
import { pathIn } from "../i18n/paths.ts";
import { PUBLIC_PAGE } from "../lib/route-handle.ts";
import type { Route } from "./+types/sitemap[.]xml";

export const handle = PUBLIC_PAGE;

const PAGES = [
  "/",
  "/about",
  "/services",
  "/team",
  "/contact",
  "/privacy",
  "/quote",
  ...QUOTE_LINES.map((line) => `/quote/${line.value}`),
];

function pagesIn(language: Language, services: Service[]): string[] {
  return [...PAGES, ...services.map((service) => `/services/${service.slug}`)].map((path) =>
    pathIn(language, path),
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Before the launch there is no sitemap: nothing is offered to search engines (decision 069). */
const NOT_LAUNCHED = "There is no sitemap until the site is launched.\n";

export async function loader({ context }: Route.LoaderArgs) {
  if (!(await readPublicContent(context, isLaunched, () => false))) {
    return new Response(NOT_LAUNCHED, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex" },
    });
  }
  const { siteUrl } = appServices(context).env;
  // Every offered language's fixed pages, and each service in the languages it is published in.
  const paths = await readPublicContent(
    context,
    async (db) => {
      const perLanguage = await Promise.all(
        (await languagesOn(db)).map(async (code) =>
          pagesIn(code, await listLocalizedServices(db, code)),
        ),
      );
      return perLanguage.flat();
    },
    () => pagesIn(SOURCE_LANGUAGE, defaultServices),
  );
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(new URL(path, siteUrl).toString())}</loc></url>`)
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
}
