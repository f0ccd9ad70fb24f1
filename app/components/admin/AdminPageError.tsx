import { ArrowLeft } from "lucide-react";
import { href, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "./buttons.tsx";

/** What the page could not show, in the server's words where it gave them. */
function explain(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const message: unknown = error.data?.message;
    if (typeof message === "string" && message) return message;
    if (error.status === 404) return "This page does not exist.";
  }
  return "Something went wrong on our side. Please try again.";
}

/**
 * An admin page that failed to load says why inside the content manager's frame, so the
 * sidebar still leads elsewhere; export it as the page's ErrorBoundary. It reads the error
 * itself: React Router hands an `error` prop only to a boundary the route module declares
 * (`export function ErrorBoundary`), not to one re-exported under that name.
 */
export function AdminPageError({
  back = { to: href("/admin/dashboard"), label: "Back to the dashboard" },
}: {
  back?: { to: string; label: string };
}) {
  const error = useRouteError();
  return (
    <div className="space-y-4 rounded-xl bg-white p-6 shadow-sm">
      <p role="alert" className="font-medium text-red-800">
        {explain(error)}
      </p>
      <Link to={back.to} className={buttonClass("secondary")}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
    </div>
  );
}
