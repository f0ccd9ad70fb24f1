import { isRouteErrorResponse } from "react-router";
import type { Words } from "../i18n/words.ts";

/** What an error page says, and the status it was answered with. */
export interface ErrorDescription {
  status: number;
  heading: string;
  text: string;
}

/**
 * The one reading of a thrown error for every error page (the site's, and the root's last
 * resort): a 404 is a missing page; a 503 carries the server's own explanation (the database is
 * away); anything else is our failure, said without detail. In the page's language's `words`.
 */
export function describeError(error: unknown, words: Words["errors"]): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return { status: 404, heading: words.notFound, text: words.notFoundText };
    }
    const explanation: unknown = error.data?.message;
    if (error.status === 503 && typeof explanation === "string") {
      return { status: 503, heading: words.unavailable, text: explanation };
    }
  }
  return {
    status: isRouteErrorResponse(error) ? error.status : 500,
    heading: words.failed,
    text: words.failedText,
  };
}
