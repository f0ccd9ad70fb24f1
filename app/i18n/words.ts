import { type Language, SOURCE_LANGUAGE } from "./languages.ts";
import { languageOfPath } from "./paths.ts";
import { en } from "./words/en.ts";
import { fr } from "./words/fr.ts";
import { tr } from "./words/tr.ts";

/** The site's own words (menus, buttons, labels, error pages), grouped by where they appear. */
export type Words = typeof en;

/** Every language's words; typed, so a word file missing a key does not typecheck. */
export const WORDS: Record<Language, Words> = { en, fr, tr };

/** The words of the page at `pathname`, for what is drawn outside the page's own components. */
export function wordsOfPath(pathname: string): Words {
  return WORDS[languageOfPath(pathname)];
}

interface WordTree {
  [key: string]: string | WordTree;
}

/** A word's places for values (`{count}`), sorted: a translation must keep the same ones. */
function placesOf(word: string): string {
  return [...word.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join();
}

/**
 * The keys of `source` that `translation` lacks, leaves empty or words with other places for
 * values, as dotted paths.
 */
export function missingWords(source: WordTree, translation: WordTree, path = ""): string[] {
  return Object.entries(source).flatMap(([key, word]) => {
    const at = `${path}${key}`;
    const translated = translation[key];
    if (typeof word === "string") {
      const complete =
        typeof translated === "string" &&
        translated.trim() !== "" &&
        placesOf(translated) === placesOf(word);
      return complete ? [] : [at];
    }
    return typeof translated === "object" ? missingWords(word, translated, `${at}.`) : [at];
  });
}

/**
 * Throws, naming each gap, when a language lacks a word the source has: the build runs it
 * (scripts/build/vite-words-check.ts), so a site with a missing word is never built.
 */
export function checkWords(
  words: Record<string, WordTree>,
  source: Language = SOURCE_LANGUAGE,
): void {
  const gaps = Object.entries(words).flatMap(([language, translation]) =>
    missingWords(words[source] as WordTree, translation).map((key) => `${language}: ${key}`),
  );
  if (gaps.length > 0) throw new Error(`Words missing from a language: ${gaps.join(", ")}`);
}
