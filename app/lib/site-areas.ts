// The site's areas, by the route that answers (React Router route ids). Whether an answer is
// private is not decided here but by each route's declaration (app/lib/route-handle.ts).

/** The content manager's routes: the only pages that load React, with a nonce for its scripts. */
export function isAdminRoute(routeId: string | undefined): boolean {
  return routeId?.startsWith("routes/admin/") ?? false;
}

/** The API's routes: their refusals are JSON in the API's shape. */
export function isApiRoute(routeId: string | undefined): boolean {
  return routeId?.startsWith("routes/api/") ?? false;
}
