import { type BodyLimits, FORM_BODY } from "../http/body-limits.ts";

// What a route declares about its answers, in its module's `handle` export. The server's edge
// (the stored-page cache, the caching headers, the request log) and the service worker read
// these declarations instead of guessing from the URL. A route that declares nothing is private:
// its answers are `no-store`, never stored, never kept by the service worker.

type Params = Readonly<Record<string, string | undefined>>;

/** A value of the query that a public page shows, each visitor their own (see `PageSlot`). */
export interface PageSlot {
  /** The query parameter that carries the value. */
  parameter: string;
  /** Whether the value belongs on the page of these path parameters (checked before serving). */
  accepts: (params: Params, value: string) => boolean;
}

/** A page that is the same for every visitor without a session, kept by every cache. */
export interface PublicPage {
  kind: "page";
  /** The query parameters the page reads, with the values it knows; any other is ignored. */
  query?: Readonly<Record<string, readonly string[]>>;
  /** The one value of the query that differs between visitors, put back as the page is served. */
  slot?: PageSlot;
}

/**
 * A file the same for everyone (an uploaded image, the sitemap's picture): the route sets its
 * own caching headers; the stored-page cache does not keep it.
 */
export interface PublicFile {
  kind: "file";
}

export interface RouteHandle {
  /** Set only on a route whose answers are the same for everyone. */
  publicAnswer?: PublicPage | PublicFile;
  /** Path parameters that are secrets (a link that signs its holder in): never logged. */
  secretParams?: readonly string[];
  /** What a request body may hold (FORM_BODY unless said), for some routes by their parameters. */
  body?: BodyLimits | ((params: Params) => BodyLimits);
}

export const PUBLIC_PAGE = { publicAnswer: { kind: "page" } } as const satisfies RouteHandle;
export const PUBLIC_FILE = { publicAnswer: { kind: "file" } } as const satisfies RouteHandle;

/** The limits on the body of a request to a route with this declaration and these parameters. */
export function bodyLimitsOf(handle: RouteHandle | undefined, params: Params): BodyLimits {
  const body = handle?.body ?? FORM_BODY;
  return typeof body === "function" ? body(params) : body;
}

/** A route module's `handle`, read as this app's declaration (anything else declares nothing). */
export function routeHandleOf(module: { handle?: unknown }): RouteHandle {
  const { handle } = module;
  return handle && typeof handle === "object" ? (handle as RouteHandle) : {};
}
