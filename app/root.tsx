import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./components/nonce.tsx";
import { appServices } from "./http/context.server.ts";
import "./app.css";

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: appServices(context).env.siteUrl.origin };
}

// The site URL is fixed for the life of the process: never worth a request to read again.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** What the error page says: its heading and its one line of explanation. */
function describeError(error: unknown): [heading: string, text: string] {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return ["Page not found", "The page you were looking for does not exist."];
    }
    // A 503 carries the server's own explanation (the database is away).
    const explanation: unknown = error.data?.message;
    if (error.status === 503 && typeof explanation === "string") {
      return ["Temporarily unavailable", explanation];
    }
  }
  return ["Something went wrong", "We could not show this page. Please try again in a moment."];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const [heading, text] = describeError(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <p className="mt-6">
        <a href="/" className="text-blue-800 underline">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
