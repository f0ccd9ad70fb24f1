import { z } from "zod";
import {
  expectedVersion,
  httpUrl,
  minorEdit,
  moveInput,
  optionalEmailAddress,
  optionalText,
  published,
  requiredText,
} from "./fields.ts";
import { optionalImageReference } from "./media.schema.ts";
import { SOCIAL_NETWORKS } from "./team.model.ts";

const socialLink = z.union([z.literal(""), httpUrl]);

export const TeamMemberInputSchema = z.object({
  name: requiredText("a name", 100),
  position: requiredText("a position", 100),
  bio: optionalText("the bio", 2000),
  email: optionalEmailAddress,
  phone: optionalText("the phone number", 40),
  /** A data URL to upload, an image address to keep, or null (or empty) to remove the photo. */
  image: optionalImageReference.optional(),
  socialLinks: z
    .partialRecord(z.enum(SOCIAL_NETWORKS, { error: "Unknown social network." }), socialLink)
    .optional()
    .default({}),
  published,
  version: expectedVersion,
  minor: minorEdit,
});
export type TeamMemberInput = z.input<typeof TeamMemberInputSchema>;

export const TeamOrderSchema = z.object({
  ids: z
    .array(z.string().min(1), { error: "Send the team member ids in their new order." })
    .min(1, "Send the team member ids in their new order."),
});

export const TeamMoveSchema = moveInput("a team member");
