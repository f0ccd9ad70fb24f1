import { z } from "zod";
import {
  expectedVersion,
  flag,
  lineList,
  minorEdit,
  moveInput,
  published,
  requiredText,
} from "./fields.ts";
import { newImage, newImageText } from "./media.schema.ts";
import { SERVICE_CATEGORIES, SHORT_DESCRIPTION_MAX } from "./services.model.ts";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ServiceInputSchema = z.object({
  title: requiredText("a title", 120),
  slug: z
    .string()
    .trim()
    .max(80, "Keep the slug to 80 characters or fewer.")
    .refine((value) => value === "" || SLUG_PATTERN.test(value), {
      message: "Use lowercase letters, digits and single hyphens in the slug.",
    })
    .optional()
    .default(""),
  category: z
    .string({ error: "Choose a category." })
    .min(1, { message: "Choose a category.", abort: true })
    .refine((value) => SERVICE_CATEGORIES.includes(value), { message: "Choose a category." }),
  shortDescription: requiredText("a short description", SHORT_DESCRIPTION_MAX),
  fullDescription: requiredText("a full description", 20_000),
  features: lineList(z.string().max(200, "Keep each feature to 200 characters or fewer."), {
    max: 40,
  }),
  published,
  version: expectedVersion,
  minor: minorEdit,
});
export type ServiceInput = z.input<typeof ServiceInputSchema>;

export const MAX_IMAGES_ON_CREATE = 10;

/**
 * A new service may bring its images: uploaded addresses (or, through the API, data URLs), one
 * per line from a form; the first is the primary one.
 */
export const ServiceCreateSchema = ServiceInputSchema.extend({
  images: lineList(newImageText, { max: MAX_IMAGES_ON_CREATE }),
});

export const ServiceMoveSchema = moveInput("a service");

export const ServiceImageInputSchema = z.object({
  imageData: newImage,
  alt: z.string().trim().max(200, "Keep the alt text to 200 characters or fewer.").optional(),
  isPrimary: flag.optional().default(false),
});
