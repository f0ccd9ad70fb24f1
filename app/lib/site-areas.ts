// The site's two areas. The public site: pages rendered on the server for everyone, cached,
// kept offline by the service worker. The private area, the content manager and the API:
// answers only for who asked, never cached anywhere, never touched by the service worker.

const PRIVATE_PATH = /^\/(admin|api)([/.]|$)/;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH.test(pathname);
}

/** The content manager's routes (by React Router route id): the only pages that load React. */
export function isAdminRoute(routeId: string): boolean {
  return routeId.startsWith("routes/admin/");
}
