// The languages the public site speaks. Adding one is an entry here and a word file in words/
// (see the README); the content manager stays in English.

export const LANGUAGES = [
  // English is the source every translation is made from, and the one at the site's root.
  { code: "en", name: "English", locale: "en_GB", dir: "ltr" },
  { code: "fr", name: "Français", locale: "fr_FR", dir: "ltr" },
  { code: "tr", name: "Türkçe", locale: "tr_TR", dir: "ltr" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];

export const SOURCE_LANGUAGE: Language = "en";

/** Every language's code, the source first. */
export const LANGUAGE_CODES = LANGUAGES.map(({ code }) => code) as [Language, ...Language[]];

/** One of the site's languages, as stored with an inquiry or asked for in a filter. */
export function isLanguage(code: unknown): code is Language {
  return LANGUAGE_CODES.includes(code as Language);
}

/** Every language but the source: the ones translated into, each at its own prefix (`/fr/`). */
export const TRANSLATED_LANGUAGES: readonly Language[] = LANGUAGES.map(({ code }) => code).filter(
  (code) => code !== SOURCE_LANGUAGE,
);

export function isTranslatedLanguage(code: string | undefined): code is Language {
  return TRANSLATED_LANGUAGES.includes(code as Language);
}
