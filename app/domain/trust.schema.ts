import { z } from "zod";
import { httpUrl, minorEdit, optionalText, requiredText, rowsOf, singleLine } from "./fields.ts";
import { QUOTE_LINES, type QuoteLine } from "./inquiries.model.ts";
import { optionalSiteImage } from "./media.schema.ts";
import { TRUST_LIMITS, type TrustSection } from "./trust.model.ts";

/** A list of rows (see `rowsOf`), at most `max`; a list left out is an empty one. */
function positionalList<Item extends z.ZodType>(item: Item, max: number, what: string) {
  return z.preprocess(
    (value) => rowsOf(value) ?? [],
    z.array(item).max(max, `Keep to ${max} ${what} or fewer.`),
  );
}

const lineValues = QUOTE_LINES.map((line) => line.value) as [QuoteLine, ...QuoteLine[]];
const businessLine = z.enum(lineValues, { error: "Choose a business line." });

const FigureSchema = z.object({
  value: singleLine("the figure", 20),
  label: singleLine("what it counts", 60),
});

const StepSchema = z.object({
  title: singleLine("the step's title", 80),
  text: requiredText("what happens in this step", 300),
});

const stepList = positionalList(StepSchema, TRUST_LIMITS.stepsMax, "steps").refine(
  (steps) => steps.length === 0 || steps.length >= TRUST_LIMITS.stepsMin,
  {
    message: `Give ${TRUST_LIMITS.stepsMin} to ${TRUST_LIMITS.stepsMax} steps, or remove them all to hide the section.`,
  },
);

const PartnerSchema = z.object({
  name: singleLine("the name", 100),
  note: optionalText("the description", 150).transform((value) => value.replace(/\s+/g, " ")),
  line: z
    .enum(["", ...lineValues], { error: "Choose a business line." })
    .nullish()
    .transform((value) => value || null),
  logo: optionalSiteImage,
  url: z
    .union([z.literal(""), httpUrl])
    .optional()
    .default(""),
});

const TestimonialSchema = z.object({
  quote: requiredText("the quote", 600),
  name: singleLine("the name", 80),
  place: optionalText("the place", 80),
  line: businessLine,
  photo: optionalSiteImage,
});

const QuestionSchema = z.object({
  question: singleLine("the question", 200),
  answer: requiredText("the answer", 1500),
});

/** The version a section's editor started from. */
const version = z.coerce.number().int().min(0).optional();

/** What each section's screen saves: its list (or lists), with the version it started from. */
export const TrustFiguresSchema = z.object({
  figures: positionalList(FigureSchema, TRUST_LIMITS.figures, "figures"),
  version,
  minor: minorEdit,
});

export const TrustStepsSchema = z.object({
  // Every step of every line removed leaves no field at all: no steps.
  steps: z.preprocess(
    (value) => value ?? {},
    z.object({ "health-tourism": stepList, logistics: stepList, "building-materials": stepList }),
  ),
  version,
  minor: minorEdit,
});

export const TrustPartnersSchema = z.object({
  partners: positionalList(PartnerSchema, TRUST_LIMITS.partners, "partners"),
  version,
  minor: minorEdit,
});

export const TrustTestimonialsSchema = z.object({
  testimonials: positionalList(TestimonialSchema, TRUST_LIMITS.testimonials, "testimonials"),
  version,
  minor: minorEdit,
});

export const TrustQuestionsSchema = z.object({
  /** Per service id (letters, digits and dashes, as ids are made). */
  questions: z
    .record(
      z.string().regex(/^[\w-]+$/),
      positionalList(QuestionSchema, TRUST_LIMITS.questions, "questions"),
    )
    .optional()
    .default({}),
  version,
  minor: minorEdit,
});

/** Each section's schema, by section. */
export const TRUST_SECTION_SCHEMAS = {
  figures: TrustFiguresSchema,
  steps: TrustStepsSchema,
  partners: TrustPartnersSchema,
  testimonials: TrustTestimonialsSchema,
  questions: TrustQuestionsSchema,
} as const satisfies Record<TrustSection, z.ZodObject>;
