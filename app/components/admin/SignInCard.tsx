import { href, isRouteErrorResponse, Link } from "react-router";
import { SITE_NAME } from "../../content/site.ts";

/**
 * The frame of the pages reached before signing in (signing in, an invitation, a forgotten
 * password): the site's name and the page's title on a card in the middle of the screen.
 */
export function SignInCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-900 to-primary-700 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <p className="text-center text-lg font-bold text-primary-800">{SITE_NAME}</p>
        <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/**
 * What the server answered a sign-in page's form: done, or refused (announced; the field a
 * refusal is about points to it by `id`).
 */
export function Notice({
  id,
  ok,
  children,
}: {
  id?: string;
  ok: boolean;
  children: React.ReactNode;
}) {
  return (
    <p
      id={id}
      role={ok ? "status" : "alert"}
      className={`mt-6 rounded-md border px-4 py-3 text-sm font-medium ${
        ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"
      }`}
    >
      {children}
    </p>
  );
}

const linkClass = "font-medium text-primary-700 hover:underline";

/**
 * The error page of an e-mailed link (an invitation, a forgotten password): the server's reason
 * when it gave one, else the page's own, then the way on: the page's own link, if it has one,
 * and the sign-in page.
 */
export function LinkNotWorking({
  error,
  fallback,
  otherLink,
}: {
  error: unknown;
  fallback: string;
  otherLink?: { to: string; text: string };
}) {
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : fallback;
  return (
    <SignInCard title="This link does not work">
      <p role="alert" className="mt-4 text-slate-700">
        {message}
      </p>
      <p className={otherLink ? "mt-6 flex flex-col items-center gap-3" : "mt-6 text-center"}>
        {otherLink ? (
          <Link to={otherLink.to} className={linkClass}>
            {otherLink.text}
          </Link>
        ) : null}
        <Link to={href("/admin/login")} className={linkClass}>
          Go to the sign-in page
        </Link>
      </p>
    </SignInCard>
  );
}
