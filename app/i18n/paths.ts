import { isTranslatedLanguage, type Language, SOURCE_LANGUAGE } from "./languages.ts";

// A public page's address says its language (decision 074): the source language at the site's
// root, every other under its code (`/fr/about`). The path words after the prefix are the
// site's own and stay the same in every language.

/** The language of the page at `pathname`: its first segment's, else the source language. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1]?.toLowerCase();
  return isTranslatedLanguage(first) ? first : SOURCE_LANGUAGE;
}

/** `pathname` without its language prefix: the same page's address in the source language. */
export function sourcePath(pathname: string): string {
  const segments = pathname.split("/");
  if (!isTranslatedLanguage(segments[1]?.toLowerCase())) return pathname;
  return `/${segments.slice(2).join("/")}`;
}

/**
 * A site path (`/about`, `/services/x`, `/`) in `language`. Anything else is left as it is:
 * another site, a phone link, a file (`/uploads/…`), an in-page anchor.
 */
export function pathIn(language: Language, path: string): string {
  if (language === SOURCE_LANGUAGE || !isPagePath(path) || sourcePath(path) !== path) return path;
  return path === "/" || path.startsWith("/?") || path.startsWith("/#")
    ? `/${language}${path.slice(1)}`
    : `/${language}${path}`;
}

/** Where the site keeps files and its own areas, which have no language. */
const UNTRANSLATED_AREAS = ["/uploads/", "/images/", "/api/", "/admin", "/sitemap.xml", "/og-"];

function isPagePath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !UNTRANSLATED_AREAS.some((area) => path.startsWith(area)) &&
    !/\.\w+(?:[?#]|$)/.test(path.split("/").at(-1) ?? "")
  );
}

/** The language of the page a request is for. */
export function languageOfRequest(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}
