import type { Plugin } from "vite";
import { checkWords, WORDS } from "../../app/i18n/words.ts";

/**
 * Stops the build (and the dev server) when a language lacks one of the site's words: a page
 * must never show a key, or English in the middle of French. The typecheck says the same for
 * a key left out; this also catches a word left empty.
 */
export function wordsComplete(words: Parameters<typeof checkWords>[0] = WORDS): Plugin {
  return {
    name: "groupsite-words-complete",
    buildStart() {
      checkWords(words);
    },
  };
}
