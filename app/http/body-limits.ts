import { ATTACHMENT_LIMITS } from "../domain/inquiries.model.ts";

/** Every request body, page form or API call, is at most this large unless listed below. */
const DEFAULT_BODY_LIMIT = 100 * 1024;
/** Calls that carry an image (10 MB as a file, a third more as a data URL), with room around it. */
export const IMAGE_BODY_LIMIT = 15 * 1024 * 1024;
/** The health quote form: five medical reports of 10 MB each, with room for the form around them. */
export const QUOTE_BODY_LIMIT = 55 * 1024 * 1024;

// The only routes that take more than the default: the API calls that carry an image, and the
// one form that carries files.
const IMAGE_ROUTES = [
  "/api/media",
  "/api/team",
  "/api/team/:id",
  "/api/team/:id/upload",
  "/api/pagecontent/:page",
  "/api/services/:id/images",
];
const QUOTE_ROUTES = ["/quote/health-tourism"];

/**
 * One expression for a list of route patterns (`:name` is one path segment, a trailing slash is
 * allowed), made once: every request's limit is looked up, and matching each pattern afresh
 * with React Router's matchPath compiled it anew each time (7% of the server's time under load).
 */
function routesExpression(patterns: string[]): RegExp {
  const alternatives = patterns.map((pattern) => pattern.replace(/:\w+/g, "[^/]+"));
  return new RegExp(`^(?:${alternatives.join("|")})/?$`, "i");
}

const IMAGE_ROUTE = routesExpression(IMAGE_ROUTES);
const QUOTE_ROUTE = routesExpression(QUOTE_ROUTES);

const FILES_ALLOWED = `Attach at most ${ATTACHMENT_LIMITS.files} files of up to ${ATTACHMENT_LIMITS.bytesPerFile / (1024 * 1024)} MB each`;

/** The largest body a request to `pathname` may carry, in bytes. */
export function bodyLimitFor(pathname: string): number {
  if (QUOTE_ROUTE.test(pathname)) return QUOTE_BODY_LIMIT;
  return IMAGE_ROUTE.test(pathname) ? IMAGE_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}

/** What a person is told when a body is over its limit. */
export function tooLargeMessage(limit: number): string {
  if (limit >= QUOTE_BODY_LIMIT) return `This request is too large. ${FILES_ALLOWED}.`;
  return limit >= IMAGE_BODY_LIMIT
    ? "This request is too large. Images can be up to 10 MB."
    : "This request is too large.";
}

/** The same, on the page a browser shows instead of the form's answer. */
export function tooLargePageMessage(limit: number): string {
  return limit >= QUOTE_BODY_LIMIT
    ? `Your files are too large to send. ${FILES_ALLOWED}, then send the form again.`
    : "What you sent is more than this form takes. Please shorten it and send it again.";
}
