import { z } from "zod";
import { type Language, TRANSLATED_LANGUAGES } from "../i18n/languages.ts";

/** The Translations overview's switch: a translated language, and whether it is to be on. */
export const LanguageSwitchSchema = z.object({
  language: z.enum(TRANSLATED_LANGUAGES as [Language, ...Language[]], {
    error: "Only a translated language can be switched off.",
  }),
  on: z.enum(["true", "false"]).transform((value) => value === "true"),
});
