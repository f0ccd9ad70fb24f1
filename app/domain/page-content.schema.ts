import { z } from "zod";
import { expectedVersion, lineList, linkTarget, requiredText } from "./fields.ts";
import { imageReference, optionalImageReference } from "./media.schema.ts";

export const HERO_IMAGE_SLOTS = 4;

export const HeroContentSchema = z.object({
  subtitle: z.string().trim().max(200, "Keep the subtitle to 200 characters or fewer.").default(""),
  description: requiredText("a description", 1000),
  buttonText: requiredText("the button text", 40),
  buttonLink: linkTarget("the button link"),
});

export const HeroInputSchema = z.object({
  title: requiredText("a title", 150),
  content: HeroContentSchema,
  images: z
    .array(imageReference.nullable())
    .length(HERO_IMAGE_SLOTS, `Send exactly ${HERO_IMAGE_SLOTS} image slots.`)
    .optional(),
  version: expectedVersion,
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

export const AboutContentSchema = z.object({
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
  version: expectedVersion,
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
  images: string[];
  version: number;
  updatedAt: string;
}

/** Parses about content read back from storage; anything unreadable counts as empty. */
export function readAboutContent(value: unknown): AboutContent | null {
  const result = aboutContent.safeParse(value);
  return result.success ? result.data : null;
}
