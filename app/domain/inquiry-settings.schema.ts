import { z } from "zod";
import { lineList, minorEdit, optionalEmailAddress } from "./fields.ts";
import type { QuoteLine } from "./inquiries.model.ts";

/** The site's time zone until the office picks another: Liberia's (UTC all year). */
export const DEFAULT_TIME_ZONE = "Africa/Monrovia";

/** The zones the office may pick from: those this engine knows, and plain UTC. */
export const TIME_ZONES: readonly string[] = ["UTC", ...Intl.supportedValuesOf("timeZone")];

export const InquirySettingsInputSchema = z.object({
  /** Where each line's new quote requests are announced; empty means the notification address. */
  notify: z.object({
    "health-tourism": optionalEmailAddress,
    logistics: optionalEmailAddress,
    "building-materials": optionalEmailAddress,
  }),
  treatments: lineList(z.string().max(100, "Keep each treatment to 100 characters or fewer."), {
    max: 40,
    required: "Enter at least one treatment or specialty.",
  }),
  retentionMonths: z.coerce
    .number({ error: "Enter the number of months." })
    .int("Enter a whole number of months.")
    .min(1, "Keep attachments at least 1 month.")
    .max(120, "Keep attachments at most 120 months."),
  /** The zone the exports write their times in. */
  timeZone: z
    .string()
    .refine((zone) => TIME_ZONES.includes(zone), "Choose a time zone from the list.")
    .default(DEFAULT_TIME_ZONE),
  /** The version the editor loaded; 0 while nothing is stored (the built-in settings). */
  version: z.coerce.number().int().min(0).optional(),
  /** A minor edit leaves the treatments' translations up to date (decision 074). */
  minor: minorEdit,
});

export interface InquirySettings {
  notify: Record<QuoteLine, string>;
  treatments: string[];
  retentionMonths: number;
  timeZone: string;
  version: number;
}
