import { createContext, use } from "react";
import { WORDS, type Words } from "./words.ts";

/**
 * The words of the page's language. Every public page is English until the language addresses
 * arrive (docs/decisions/074), so that is what a page without a provider speaks.
 */
export const WordsContext = createContext<Words>(WORDS.en);

export function useWords(): Words {
  return use(WordsContext);
}
