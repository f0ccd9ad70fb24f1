import { matchPath } from "react-router";

/** Every request body, page form or API call, is at most this large unless listed below. */
const DEFAULT_BODY_LIMIT = 100 * 1024;
/** Calls that carry an image (10 MB as a file, a third more as a data URL), with room around it. */
export const IMAGE_BODY_LIMIT = 15 * 1024 * 1024;

// The only routes that take more than the default: the API calls that carry an image.
const IMAGE_ROUTES = [
  "/api/media",
  "/api/team",
  "/api/team/:id",
  "/api/team/:id/upload",
  "/api/pagecontent/:page",
  "/api/services/:id/images",
];

/** The largest body a request to `pathname` may carry, in bytes. */
export function bodyLimitFor(pathname: string): number {
  return IMAGE_ROUTES.some((pattern) => matchPath(pattern, pathname))
    ? IMAGE_BODY_LIMIT
    : DEFAULT_BODY_LIMIT;
}

/** What a person is told when a body is over its limit. */
export function tooLargeMessage(limit: number): string {
  return limit >= IMAGE_BODY_LIMIT
    ? "This request is too large. Images can be up to 10 MB."
    : "This request is too large.";
}
