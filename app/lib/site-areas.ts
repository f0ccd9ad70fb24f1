import { type Language, SOURCE_LANGUAGE } from "../i18n/languages.ts";

// The site's areas, by the route that answers (React Router route ids). Whether an answer is
// private is not decided here but by each route's declaration (app/lib/route-handle.ts).

/**
 * The id of a public page's route in `language`: the source language's routes have React
 * Router's own (the file without its extension), every other language's are prefixed by its
 * code, as its addresses are (app/routes.ts).
 */
export function publicRouteId(language: Language, file: string): string {
  const own = file.replace(/\.tsx?$/, "");
  return language === SOURCE_LANGUAGE ? own : `${language}/${own}`;
}

/** The content manager's routes: the only pages that load React, with a nonce for its scripts. */
export function isAdminRoute(routeId: string | undefined): boolean {
  return routeId?.startsWith("routes/admin/") ?? false;
}

/** The API's routes: their refusals are JSON in the API's shape. */
export function isApiRoute(routeId: string | undefined): boolean {
  return routeId?.startsWith("routes/api/") ?? false;
}
