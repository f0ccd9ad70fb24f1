import { z } from "zod";
import {
  expectedVersion,
  httpUrl,
  optionalEmailAddress,
  optionalText,
  requiredText,
} from "./fields.ts";
import { SOCIAL_NETWORKS } from "./team.model.ts";

// The spec's image forms: an inline data URL, an absolute URL, a path, or a bare file name.
const IMAGE_VALUE = /^(data:image\/[\w.+-]+;base64,|https?:\/\/|\/(?!\/)|[\w.-]+$)/i;

const socialLink = z.union([z.literal(""), httpUrl]);

export const TeamMemberInputSchema = z.object({
  name: requiredText("a name", 100),
  position: requiredText("a position", 100),
  bio: optionalText("the bio", 2000),
  email: optionalEmailAddress,
  phone: optionalText("the phone number", 40),
  /** A data URL to upload, a URL or /path to keep, or null to remove the photo. */
  image: z
    .string()
    .trim()
    .max(20_000_000)
    .refine((value) => value === "" || IMAGE_VALUE.test(value), {
      message: "The photo must be an uploaded image, a web address or a file name.",
    })
    .transform((value) => value || null)
    .nullable()
    .optional(),
  socialLinks: z
    .partialRecord(z.enum(SOCIAL_NETWORKS, { error: "Unknown social network." }), socialLink)
    .optional()
    .default({}),
  version: expectedVersion,
});
export type TeamMemberInput = z.input<typeof TeamMemberInputSchema>;

export const TeamOrderSchema = z.object({
  ids: z
    .array(z.string().min(1), { error: "Send the team member ids in their new order." })
    .min(1, "Send the team member ids in their new order."),
});
