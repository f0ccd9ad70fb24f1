import { isRouteErrorResponse } from "react-router";

/** What an error page says, and the status it was answered with. */
export interface ErrorDescription {
  status: number;
  heading: string;
  text: string;
}

/**
 * The one reading of a thrown error for every error page (the site's, and the root's last
 * resort): a 404 is a missing page; a 503 carries the server's own explanation (the database is
 * away); anything else is our failure, said without detail.
 */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return {
        status: 404,
        heading: "Page Not Found",
        text: "Sorry, we could not find that page. It may have moved, or the address may be mistyped.",
      };
    }
    const explanation: unknown = error.data?.message;
    if (error.status === 503 && typeof explanation === "string") {
      return { status: 503, heading: "Temporarily Unavailable", text: explanation };
    }
  }
  return {
    status: isRouteErrorResponse(error) ? error.status : 500,
    heading: "Something Went Wrong",
    text: "We could not show this page. Please try again in a moment.",
  };
}
