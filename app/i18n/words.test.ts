import path from "node:path";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { wordsComplete } from "../../scripts/build/vite-words-check.ts";
import { fill } from "./fill.ts";
import { LANGUAGES } from "./languages.ts";
import { missingWords, WORDS } from "./words.ts";

/** A real Vite build of one small module, with the words check given `words`. */
function buildWith(words: Parameters<typeof wordsComplete>[0]) {
  return build({
    configFile: false,
    logLevel: "silent",
    root: path.resolve(import.meta.dirname, "../.."),
    plugins: [wordsComplete(words)],
    build: { write: false, rollupOptions: { input: "app/i18n/languages.ts" } },
  });
}

describe("the site's own words", () => {
  it("are complete in every language", () => {
    for (const { code } of LANGUAGES) expect(missingWords(WORDS.en, WORDS[code])).toEqual([]);
  });

  it("differ from English where a language has words of its own", () => {
    expect(WORDS.fr.errors.notFound).not.toBe(WORDS.en.errors.notFound);
    expect(WORDS.tr.errors.notFound).not.toBe(WORDS.en.errors.notFound);
  });

  it("let the build through when every language has them", async () => {
    await expect(buildWith(WORDS)).resolves.toBeDefined();
  });

  it("stop the build when a language lacks one, leaves one empty or loses a value's place", async () => {
    const { frame: _left, ...trWithoutFrame } = WORDS.tr;
    const broken = {
      ...WORDS,
      fr: {
        ...WORDS.fr,
        footer: { ...WORDS.fr.footer, privacyNotice: " " },
        carousel: { ...WORDS.fr.carousel, slideOf: "{slide} sur {total}" },
      },
      tr: trWithoutFrame,
    };
    await expect(buildWith(broken)).rejects.toThrow(
      "Words missing from a language: fr: footer.privacyNotice, fr: carousel.slideOf, tr: frame",
    );
  });

  it("fill their places with values", () => {
    expect(fill(WORDS.en.carousel.slideOf, { slide: 2, count: 3 })).toBe("2 of 3");
    expect(fill(WORDS.tr.carousel.showSlide, { slide: 2 })).toBe("2. slaytı göster");
  });
});
