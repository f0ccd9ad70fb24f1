import { data } from "react-router";
import { PUBLIC_PAGE } from "../../lib/route-handle.ts";

// Any address no other route takes. Its loader answers 404, so the public layout's error
// boundary shows the site's Page Not Found in the header and footer. It is the same for
// everyone (an error, so kept by no cache all the same).

export const handle = PUBLIC_PAGE;

export function loader() {
  throw data(null, { status: 404 });
}

// Never rendered (the loader always throws); a route with no component would be answered as a
// bare resource instead of a page.
export default function NotFound() {
  return null;
}
