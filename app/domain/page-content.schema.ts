import { z } from "zod";
import { BUILT_IN_ABOUT_CARDS, BUILT_IN_ABOUT_INTRO } from "../content/default-content.ts";
import { OFFICE_WHATSAPP } from "../lib/links.ts";
import {
  expectedVersion,
  lineList,
  linkTarget,
  minorEdit,
  optionalLinkTarget,
  optionalText,
  requiredText,
  rowsOf,
} from "./fields.ts";
import { imageReference, optionalImageReference } from "./media.schema.ts";

export const HERO_IMAGE_SLOTS = 4;

export const HeroContentSchema = z
  .object({
    subtitle: z
      .string()
      .trim()
      .max(200, "Keep the subtitle to 200 characters or fewer.")
      .default(""),
    description: requiredText("a description", 1000),
    buttonText: requiredText("the button text", 40),
    buttonLink: linkTarget("the button link"),
    /** A second action beside the button: shown when both are set, so one alone is refused. */
    secondButtonText: optionalText("the second button's text", 40),
    secondButtonLink: optionalLinkTarget("the second button's link", [OFFICE_WHATSAPP]),
  })
  .superRefine((content, context) => {
    if (content.secondButtonText && !content.secondButtonLink)
      context.addIssue({
        code: "custom",
        path: ["secondButtonLink"],
        message: "Enter where the second button goes, or clear its text.",
      });
    if (content.secondButtonLink && !content.secondButtonText)
      context.addIssue({
        code: "custom",
        path: ["secondButtonText"],
        message: "Enter the second button's text, or clear its link.",
      });
  });

export const HeroInputSchema = z.object({
  title: requiredText("a title", 150),
  content: HeroContentSchema,
  images: z
    .array(imageReference.nullable())
    .length(HERO_IMAGE_SLOTS, `Send exactly ${HERO_IMAGE_SLOTS} image slots.`)
    .optional(),
  version: expectedVersion,
  minor: minorEdit,
});
export type HeroInput = z.input<typeof HeroInputSchema>;

/** One slot of the slideshow: its position, and its new image ("" or null to empty it). */
export const HeroSlotInputSchema = z.object({
  slot: z.coerce
    .number({ error: "Choose a slide." })
    .int()
    .min(0)
    .max(HERO_IMAGE_SLOTS - 1, "Choose a slide."),
  image: optionalImageReference,
  version: expectedVersion,
});

/** The most cards "What Sets Us Apart" shows. */
export const ABOUT_CARDS_MAX = 6;

const AboutCardSchema = z
  .object({
    title: optionalText("the card's title", 80),
    text: optionalText("the card's text", 400),
  })
  .superRefine((card, context) => {
    if (!card.title && !card.text) return;
    if (!card.title)
      context.addIssue({ code: "custom", path: ["title"], message: "Enter a title." });
    if (!card.text)
      context.addIssue({ code: "custom", path: ["text"], message: "Enter the text." });
  });
export type AboutCard = z.output<typeof AboutCardSchema>;

/**
 * The about page's cards, in the form's order: a blank row is left out, a started one must be
 * complete. Content saved before the cards were editable has none, and shows the built-in ones.
 */
const aboutCards = z.preprocess(
  rowsOf,
  z
    .array(AboutCardSchema)
    .max(ABOUT_CARDS_MAX, `Enter at most ${ABOUT_CARDS_MAX} cards.`)
    .transform((cards) => cards.filter((card) => card.title || card.text))
    .default(() => BUILT_IN_ABOUT_CARDS),
);

export const AboutContentSchema = z.object({
  /** The line under the page's title; content saved before it existed shows the built-in one. */
  intro: z
    .string()
    .trim()
    .max(300, "Keep the introduction to 300 characters or fewer.")
    .default(BUILT_IN_ABOUT_INTRO),
  /**
   * The home page's few words about the group, apart from the story the about page tells;
   * content saved before it existed has none, and the home page shows the story's beginning.
   */
  homeSummary: z
    .string()
    .trim()
    .max(1000, "Keep the short about to 1000 characters or fewer.")
    .default(""),
  vision: requiredText("the vision", 2000),
  mission: requiredText("the mission", 2000),
  goals: lineList(z.string().max(500), { max: 20, required: "Enter at least one goal." }),
  whyChooseUs: lineList(z.string().max(500), {
    max: 20,
    required: "Enter at least one reason to choose us.",
  }),
  companyHistory: z
    .string()
    .trim()
    .max(10_000, "Keep the history to 10000 characters or fewer.")
    .default(""),
  coreValues: lineList(z.string().max(500), { max: 20 }),
  cards: aboutCards,
  /** What the office picture shows, for screen readers. */
  imageAlt: z
    .string()
    .trim()
    .max(200, "Keep the description to 200 characters or fewer.")
    .default("Our office building in Paynesville"),
});

/** About content may arrive as a JSON string (the spec's editor sends it that way). */
const aboutContent = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return Symbol("invalid JSON");
  }
}, AboutContentSchema);

export const AboutInputSchema = z.object({
  title: requiredText("a title", 150).optional().default("About Us"),
  content: aboutContent,
  /** The office's picture: an upload or an address; empty for the built-in drawing; left out, kept. */
  officeImage: optionalImageReference.optional(),
  version: expectedVersion,
  minor: minorEdit,
});
export type AboutInput = z.input<typeof AboutInputSchema>;

export type HeroContent = z.output<typeof HeroContentSchema>;
export type AboutContent = z.output<typeof AboutContentSchema>;

export interface HeroPage {
  page: "hero";
  title: string;
  content: HeroContent;
  /** The four carousel slots in order; null is an empty slot. */
  images: (string | null)[];
  version: number;
  updatedAt: string;
}

export interface AboutPage {
  page: "about";
  title: string;
  content: AboutContent;
  /** The office's picture, if the office chose one (at most one). */
  images: string[];
  version: number;
  updatedAt: string;
}

/** Parses about content read back from storage; anything unreadable counts as empty. */
export function readAboutContent(value: unknown): AboutContent | null {
  const result = aboutContent.safeParse(value);
  return result.success ? result.data : null;
}
