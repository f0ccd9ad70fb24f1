import { ArrowLeft } from "lucide-react";
import { href, isRouteErrorResponse, Link } from "react-router";
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
 * sidebar still leads elsewhere; export it as the page's ErrorBoundary.
 */
export function AdminPageError({
  error,
  back = { to: href("/admin/dashboard"), label: "Back to the dashboard" },
}: {
  error: unknown;
  back?: { to: string; label: string };
}) {
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
