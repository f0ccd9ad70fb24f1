import { z } from "zod";
import { ContactInfoInputSchema } from "./contact-info.schema.ts";
import { lineList, optionalText, requiredText, rowsOf } from "./fields.ts";
import { ABOUT_CARDS_MAX } from "./page-content.schema.ts";
import { PrivacyNoticeInputSchema } from "./privacy-notice.schema.ts";
import { SHORT_DESCRIPTION_MAX, slugify } from "./services.model.ts";
import {
  BannerSchema,
  heading,
  SearchTextsSchema,
  SiteTextsInputSchema,
} from "./site-texts.schema.ts";
import {
  BANNER_ALT_FIELDS,
  HOME_HEADING_FIELDS,
  SEARCH_TEXT_FIELDS,
  TRANSLATED_LANGUAGES,
  type TranslatedSubject,
} from "./translations.model.ts";

// A translation's form per subject: its texts, as long as the English ones may be. No text
// defaults to anything (an English default would be English saved into a translation); which
// texts must be filled follows the English item (translations.server.ts). Where the English
// editor's rules have no English default, a translation takes them from its schema.

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

const ContactTextsSchema = ContactInfoInputSchema.pick({
  country: true,
  workingHours: true,
  description: true,
});

const bannerAlt = BannerSchema.shape.alt;

const searchTitle = SearchTextsSchema.shape.title;
const searchDescription = SearchTextsSchema.shape.description;

const SiteTextsTextsSchema = z.object({
  footerBlurb: SiteTextsInputSchema.shape.footerBlurb,
  ...(Object.fromEntries(
    Object.values(SEARCH_TEXT_FIELDS).flatMap(({ title, description }) => [
      [title, searchTitle],
      [description, searchDescription],
    ]),
  ) as {
    [Field in (typeof SEARCH_TEXT_FIELDS)[keyof typeof SEARCH_TEXT_FIELDS]["title"]]: typeof searchTitle;
  } & {
    [Field in (typeof SEARCH_TEXT_FIELDS)[keyof typeof SEARCH_TEXT_FIELDS]["description"]]: typeof searchDescription;
  }),
  ...(Object.fromEntries(Object.values(BANNER_ALT_FIELDS).map((field) => [field, bannerAlt])) as {
    [Field in (typeof BANNER_ALT_FIELDS)[keyof typeof BANNER_ALT_FIELDS]]: typeof bannerAlt;
  }),
  ...(Object.fromEntries(
    Object.values(HOME_HEADING_FIELDS).map((field) => [field, heading("the heading")]),
  ) as {
    [Field in (typeof HOME_HEADING_FIELDS)[keyof typeof HOME_HEADING_FIELDS]]: ReturnType<
      typeof heading
    >;
  }),
});

const PrivacyTextsSchema = PrivacyNoticeInputSchema.pick({ title: true, body: true });

/**
 * A list translated row by row: each row's texts beside the English that finds it (its group
 * and key), which the form sends back as it showed them; a row left blank shows the English.
 */
function rowTexts(fields: Record<string, z.ZodType>, max: number) {
  return z.object({
    rows: z.preprocess(
      rowsOf,
      z
        .array(z.object({ group: z.string().max(100), key: z.string().max(2000), ...fields }))
        .max(max, `Enter at most ${max} rows.`)
        .optional()
        .default([]),
    ),
  });
}

const TreatmentTextsSchema = rowTexts({ label: optionalText("the treatment's name", 100) }, 40);

// As long as the trust sections' English may be (trust.schema.ts).
const TRUST_ROWS = 200;
const StepTextsSchema = rowTexts(
  { title: optionalText("the step's title", 80), text: optionalText("the step's text", 300) },
  TRUST_ROWS,
);

/** What an editor sends for each subject: the texts, the version it started from, a slug. */
export const TRANSLATION_INPUT_SCHEMAS = {
  service: ServiceTextsSchema.extend({ slug: translatedSlug, version }),
  team: TeamTextsSchema.extend({ version }),
  hero: HeroTextsSchema.extend({ version }),
  about: AboutTextsSchema.extend({ version }),
  contact: ContactTextsSchema.extend({ version }),
  "site-texts": SiteTextsTextsSchema.extend({ version }),
  privacy: PrivacyTextsSchema.extend({ version }),
  treatments: TreatmentTextsSchema.extend({ version }),
  "trust-figures": rowTexts({ label: optionalText("the label", 80) }, TRUST_ROWS).extend({
    version,
  }),
  "trust-steps": StepTextsSchema.extend({ version }),
  "trust-partners": rowTexts(
    { name: optionalText("the name", 100), note: optionalText("the note", 160) },
    TRUST_ROWS,
  ).extend({ version }),
  "trust-testimonials": rowTexts(
    { quote: optionalText("the quote", 600), place: optionalText("the place", 80) },
    TRUST_ROWS,
  ).extend({ version }),
  "trust-questions": rowTexts(
    { question: optionalText("the question", 200), answer: optionalText("the answer", 2000) },
    TRUST_ROWS,
  ).extend({ version }),
} satisfies Record<TranslatedSubject, z.ZodType>;

export type TranslationInput<S extends TranslatedSubject> = z.input<
  (typeof TRANSLATION_INPUT_SCHEMAS)[S]
>;
