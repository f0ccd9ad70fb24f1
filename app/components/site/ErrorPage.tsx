import { ArrowLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { SOURCE_LANGUAGE } from "../../i18n/languages.ts";
import { usePathIn, useWords } from "../../i18n/useWords.ts";
import type { ServiceLink } from "./Header.tsx";
import { SITE_PAGES, type SitePage } from "./site-pages.ts";

interface ErrorPageProps {
  heading: string;
  text: string;
  /** The one way back the page offers first. */
  back: { to: string; label: string };
  /** The same page in English, where it exists but not in the page's language. */
  englishPath?: string | undefined;
  services: ServiceLink[];
}

/** The main pages but Services, which the page lists service by service below them. */
const MAIN_PAGES = SITE_PAGES.filter(
  (page): page is Exclude<SitePage, { name: "services" }> => page.name !== "services",
);

const linkClass =
  "group flex h-full items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:border-primary-300 hover:bg-primary-50";

/**
 * A page the site could not show, inside the site's own header and footer: what happened, one
 * way back, and the main pages (each service among them), so a visitor who followed an old link
 * is one tap from what they came for.
 */
export function ErrorPage({ heading, text, back, englishPath, services }: ErrorPageProps) {
  const pathIn = usePathIn();
  const { footer, errors } = useWords();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link
          to={pathIn(back.to)}
          className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
        {englishPath ? (
          <a
            href={englishPath}
            hrefLang={SOURCE_LANGUAGE}
            className="inline-flex items-center rounded-md border-2 border-primary-700 px-6 py-2.5 font-semibold text-primary-800 hover:bg-primary-50"
          >
            {errors.inEnglish}
          </a>
        ) : null}
      </p>
      <nav aria-labelledby="error-page-links" className="mt-12">
        <h2 id="error-page-links" className="text-xl font-semibold text-slate-900">
          {errors.pagesThatHelp}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {MAIN_PAGES.map((page) => (
            <li key={page.to}>
              <Link to={pathIn(page.to)} className={linkClass}>
                <span>
                  <span className="block font-semibold text-primary-800 group-hover:underline">
                    {footer.links[page.name]}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {errors.pageAbout[page.name]}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
        <h3 className="mt-8 font-semibold text-slate-900">
          <Link to={pathIn("/services")} className="text-primary-800 hover:underline">
            {footer.ourServices}
          </Link>
        </h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {services.map((service) => (
            <li key={service.slug}>
              <Link to={pathIn(`/services/${service.slug}`)} className={linkClass}>
                <span className="font-semibold text-primary-800 group-hover:underline">
                  {service.title}
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
