import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { useRenderContext } from "./components/render-context.tsx";
import { SITE_NAME } from "./content/site.ts";
import { languagesOn } from "./domain/site-languages.server.ts";
import { appServices } from "./http/context.server.ts";
import { readPublicContent } from "./http/public-content.server.ts";
import { LANGUAGE_CODES, LANGUAGES } from "./i18n/languages.ts";
import { languageOfPath, languageOfRequest } from "./i18n/paths.ts";
import { wordsOfPath } from "./i18n/words.ts";
import { describeError } from "./lib/error-pages.ts";
import { isAdminRoute } from "./lib/site-areas.ts";
import "./app.css";

/**
 * The site's address, and the languages it offers: a page in a language an administrator
 * switched off is not found (decision 074), and the stored pages are cleared by the switch.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  // Without the database, every language: the built-in content speaks them all.
  const languages = await readPublicContent(context, languagesOn, () => [...LANGUAGE_CODES]);
  if (!languages.includes(languageOfRequest(request))) throw data(null, { status: 404 });
  return { siteUrl: appServices(context).env.siteUrl.origin, languages };
}

// Only public pages, which are never hydrated, use what it reads; the content manager's
// navigations need not ask again.
export function shouldRevalidate() {
  return false;
}

/**
 * Public pages are React on the server only: the browser gets HTML, CSS and one small inline
 * script of touches (app/enhance/), never React or the router's data. The content manager is a
 * hydrated React app. Between the two, links are plain page loads.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const { nonce, publicScript, publicStyles } = useRenderContext();
  const admin = useMatches().some((match) => isAdminRoute(match.id));
  // The address says the language; the content manager's are all the source language's.
  const language = languageOfPath(useLocation().pathname);
  const { dir } = LANGUAGES.find(({ code }) => code === language) ?? LANGUAGES[0];
  return (
    <html lang={language} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Browsers that draw SVG take favicon.svg; the rest the .ico (see docs/decisions/044). */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <meta name="theme-color" content="#1e3a8a" />
        <Meta />
        {admin ? (
          <Links nonce={nonce} />
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built styles; the CSP allows exactly their hash.
          <style dangerouslySetInnerHTML={{ __html: publicStyles }} />
        )}
      </head>
      <body className="bg-white text-slate-900 antialiased">
        {children}
        {admin ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built script; the CSP allows exactly its hash.
          <script dangerouslySetInnerHTML={{ __html: publicScript }} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The last resort, when even the site's frame could not be drawn (the public layout and the
 * content manager have their own error pages).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Before any page's frame, so in the words of the address's language, as `<html lang>` says.
  const { errors } = wordsOfPath(useLocation().pathname);
  const { heading, text } = describeError(error, errors);
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <title>{`${heading} | ${SITE_NAME}`}</title>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <p className="mt-6">
        <a href="/" className="text-blue-800 underline">
          {errors.toHome}
        </a>
      </p>
    </main>
  );
}
