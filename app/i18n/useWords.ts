import { createContext, createElement, use } from "react";
import type { Language } from "./languages.ts";
import { SOURCE_LANGUAGE } from "./languages.ts";
import { pathIn } from "./paths.ts";
import { WORDS, type Words } from "./words.ts";

/**
 * The language of the page being drawn. The public layout gives it, from the page's address;
 * outside it (the last-resort error page) the page speaks the source language.
 */
const LanguageContext = createContext<Language>(SOURCE_LANGUAGE);

export function PageLanguage({
  language,
  children,
}: {
  language: Language;
  children: React.ReactNode;
}) {
  return createElement(LanguageContext, { value: language }, children);
}

export function useLanguage(): Language {
  return use(LanguageContext);
}

/** The site's own words in the page's language. */
export function useWords(): Words {
  return WORDS[use(LanguageContext)];
}

/** Turns a site path into the same page's address in the page's language (`/about` → `/fr/about`). */
export function usePathIn(): (path: string) => string {
  const language = use(LanguageContext);
  return (path) => pathIn(language, path);
}
