import { z } from "zod";
import { lineList, optionalText, requiredText, rowsOf } from "./fields.ts";
import { ABOUT_CARDS_MAX } from "./page-content.schema.ts";
import { SHORT_DESCRIPTION_MAX, slugify } from "./services.model.ts";
import { TRANSLATED_LANGUAGES, type TranslatedSubject } from "./translations.model.ts";

// A translation's form per subject: its texts, as long as the English ones may be. No text
// defaults to anything (an English default would be English saved into a translation); which
// texts must be filled follows the English item (translations.server.ts).

export const TranslationLanguageSchema = z.enum(TRANSLATED_LANGUAGES, {
  error: `Choose a language to translate into: ${TRANSLATED_LANGUAGES.join(", ")}.`,
});

/** A translated address: the form `slugify` makes (ASCII), typed in since no title makes one. */
const translatedSlug = z
  .string({ error: "Enter the address (slug) in this language." })
  .trim()
  .min(1, "Enter the address (slug) in this language.")
  .max(80, "Keep the slug to 80 characters or fewer.")
  .refine((value) => slugify(value) === value, {
    message: "Use lowercase letters a to z, digits and single hyphens in the slug.",
  });

/** The version the editor started from; 0 when it saw no translation yet (the first save). */
const version = z.coerce.number().int().min(0).optional();

const textList = (label: string) =>
  lineList(z.string().max(500, `Keep each ${label} to 500 characters or fewer.`), { max: 40 });

const ServiceTextsSchema = z.object({
  title: requiredText("the title", 120),
  shortDescription: requiredText("the short description", SHORT_DESCRIPTION_MAX),
  fullDescription: requiredText("the full description", 20_000),
  features: textList("feature"),
});

const TeamTextsSchema = z.object({
  position: optionalText("the position", 100),
  bio: optionalText("the bio", 2000),
});

const HeroTextsSchema = z.object({
  title: requiredText("the title", 150),
  subtitle: optionalText("the subtitle", 200),
  description: requiredText("the description", 1000),
  buttonText: requiredText("the button text", 40),
  secondButtonText: optionalText("the second button's text", 40),
});

const AboutCardTextsSchema = z.object({
  title: requiredText("the card's title", 80),
  text: requiredText("the card's text", 400),
});

const AboutTextsSchema = z.object({
  title: requiredText("the title", 150),
  intro: optionalText("the introduction", 300),
  homeSummary: optionalText("the short about", 1000),
  vision: requiredText("the vision", 2000),
  mission: requiredText("the mission", 2000),
  goals: textList("goal"),
  whyChooseUs: textList("reason"),
  companyHistory: optionalText("the history", 10_000),
  coreValues: textList("value"),
  cards: z.preprocess(
    rowsOf,
    z
      .array(AboutCardTextsSchema)
      .max(ABOUT_CARDS_MAX, `Enter at most ${ABOUT_CARDS_MAX} cards.`)
      .optional()
      .default([]),
  ),
  imageAlt: optionalText("the picture's description", 200),
});

/** What an editor sends for each subject: the texts, the version it started from, a slug. */
export const TRANSLATION_INPUT_SCHEMAS = {
  service: ServiceTextsSchema.extend({ slug: translatedSlug, version }),
  team: TeamTextsSchema.extend({ version }),
  hero: HeroTextsSchema.extend({ version }),
  about: AboutTextsSchema.extend({ version }),
} satisfies Record<TranslatedSubject, z.ZodType>;

export type TranslationInput<S extends TranslatedSubject> = z.input<
  (typeof TRANSLATION_INPUT_SCHEMAS)[S]
>;
