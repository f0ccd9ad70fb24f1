import { createContext, use } from "react";
import { SOURCE_LANGUAGE } from "./languages.ts";
import { WORDS, type Words } from "./words.ts";

/**
 * The words of the page's language. Every public page speaks the source language until the
 * language addresses arrive (docs/decisions/074) and with them a provider of this context.
 */
const WordsContext = createContext<Words>(WORDS[SOURCE_LANGUAGE]);

export function useWords(): Words {
  return use(WordsContext);
}
