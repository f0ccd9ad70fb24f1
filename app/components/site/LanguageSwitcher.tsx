import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { LANGUAGE_CODES, LANGUAGES, type Language } from "../../i18n/languages.ts";
import { pathIn, sourcePath } from "../../i18n/paths.ts";
import { useLanguage, useWords } from "../../i18n/useWords.ts";
import { WORDS } from "../../i18n/words.ts";
import type { loader as rootLoader } from "../../root.tsx";

/**
 * Where a page's loader says it lives in each language, when its address differs by more than
 * the prefix (a service's translated slug): `{ en: "/services/x", fr: "/services/y" }`, without
 * the languages it is not published in.
 */
export interface LanguagePaths {
  languagePaths?: Partial<Record<Language, string>>;
}

interface LanguageVersion {
  language: Language;
  /** The language's name in itself. */
  name: string;
  href: string;
  /** Whether `href` is this page (else it is the language's home page). */
  samePage: boolean;
}

/** The languages the site offers: an administrator may have switched some off (root loader). */
function useLanguagesOn(): readonly Language[] {
  return useRouteLoaderData<typeof rootLoader>("root")?.languages ?? LANGUAGE_CODES;
}

/**
 * The address of the page being shown in each language the site offers: the same page where
 * it is published in that language, else that language's home page.
 */
export function useLanguageVersions(): LanguageVersion[] {
  const { pathname } = useLocation();
  const on = useLanguagesOn();
  const given = useMatches()
    .map((match) => (match.loaderData as LanguagePaths | undefined)?.languagePaths)
    .findLast(Boolean);
  return LANGUAGES.filter(({ code }) => on.includes(code)).map(({ code, name }) => {
    const path = given ? given[code] : sourcePath(pathname);
    return { language: code, name, href: pathIn(code, path ?? "/"), samePage: path !== undefined };
  });
}

const LOOKS = {
  // On the header's top bar and the footer.
  // Where room is short, each language shows its code; its name is what is read out.
  dark: {
    short: true,
    list: "flex items-center gap-1",
    link: "relative inline-block rounded px-2 py-1 hover:bg-white/15 hover:underline",
    current: "relative inline-block rounded bg-white px-2 py-1 font-semibold text-primary-900",
  },
  // In the phone menu.
  light: {
    short: false,
    list: "flex flex-wrap items-center gap-2",
    link: "relative inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 font-medium text-primary-800 hover:bg-slate-100",
    current:
      "relative inline-flex min-h-11 items-center rounded-md border border-primary-700 bg-primary-50 px-3 font-semibold text-primary-900",
  },
} as const;

function LanguageName({
  language,
  name,
  short,
}: {
  language: Language;
  name: string;
  short: boolean;
}) {
  if (!short) return name;
  return (
    <>
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="sr-only">{name}</span>
    </>
  );
}

/**
 * The page in the site's other languages, each named in its own language. The address alone
 * decides a page's language, so this is a plain list of links (decision 074).
 */
export function LanguageSwitcher({ look }: { look: keyof typeof LOOKS }) {
  const current = useLanguage();
  const { frame } = useWords();
  const classes = LOOKS[look];
  return (
    <nav aria-label={frame.language}>
      <ul className={classes.list}>
        {useLanguageVersions().map(({ language, name, href }) => (
          <li key={language}>
            {language === current ? (
              <span aria-current="page" lang={language} className={classes.current}>
                <LanguageName language={language} name={name} short={classes.short} />
              </span>
            ) : (
              <a href={href} hrefLang={language} lang={language} className={classes.link}>
                <LanguageName language={language} name={name} short={classes.short} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * For a visitor whose browser prefers another of the site's languages, the offer to read the
 * page in it, hidden until the enhancement script finds that language first in the browser's
 * list (app/enhance/language-offer.ts). Never a redirect: the address decides the language.
 * Fixed to the bottom of the window, so showing it moves nothing on the page.
 */
export function LanguageOffers() {
  const current = useLanguage();
  const offers = useLanguageVersions().filter(
    ({ language, samePage }) => samePage && language !== current,
  );
  return offers.map(({ language, href }) => {
    const { frame } = WORDS[language];
    return (
      <aside
        key={language}
        data-language-offer={language}
        lang={language}
        aria-label={frame.language}
        hidden
        className="fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-4 border-t border-slate-300 bg-white px-4 py-2 shadow-[0_-2px_8px_rgb(0_0_0/0.1)]"
      >
        <p className="text-sm sm:text-base">
          {frame.languageOffer}{" "}
          <a href={href} hrefLang={language} className="font-semibold text-primary-800 underline">
            {frame.readInLanguage}
          </a>
        </p>
        <button
          type="button"
          data-dismiss
          className="min-h-11 shrink-0 rounded-md border border-slate-300 px-4 font-medium text-slate-800 hover:bg-slate-100"
        >
          {frame.dismiss}
        </button>
      </aside>
    );
  });
}
