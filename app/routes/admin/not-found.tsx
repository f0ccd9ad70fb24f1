import { data } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import type { AdminHandle } from "./layout.tsx";

// An address under /admin that no screen takes: the content manager's own "This page does not
// exist." in its frame, after the sign-in check (the public site's 404 would take it otherwise).

export const handle: AdminHandle = { title: "Page not found" };

export function loader() {
  throw data(null, { status: 404 });
}

export { AdminPageError as ErrorBoundary };

// Never rendered (the loader always throws); without a component the route would be a bare
// resource instead of a page.
export default function AdminNotFound() {
  return null;
}
