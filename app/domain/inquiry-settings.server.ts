import { z } from "zod";
import type { Db } from "../db/schema.ts";
import { readEntry, writeEntry } from "./content-entries.server.ts";
import { parseInput } from "./errors.ts";
import { expectedVersion, lineList, optionalEmailAddress } from "./fields.ts";
import { DEFAULT_TREATMENTS, type QuoteLine } from "./inquiries.model.ts";

/** How long the attachments of a closed inquiry are kept when the office has not said. */
export const DEFAULT_RETENTION_MONTHS = 12;

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
  version: expectedVersion,
});

export interface InquirySettings {
  notify: Record<QuoteLine, string>;
  treatments: string[];
  retentionMonths: number;
  version: number;
}

export const DEFAULT_INQUIRY_SETTINGS: InquirySettings = {
  notify: { "health-tourism": "", logistics: "", "building-materials": "" },
  treatments: [...DEFAULT_TREATMENTS],
  retentionMonths: DEFAULT_RETENTION_MONTHS,
  version: 0,
};

const StoredSettingsSchema = InquirySettingsInputSchema.omit({ version: true });

export async function getInquirySettings(db: Db): Promise<InquirySettings> {
  const entry = await readEntry(db, "inquiry-settings");
  if (!entry) return DEFAULT_INQUIRY_SETTINGS;
  const stored = StoredSettingsSchema.safeParse(entry.content);
  return stored.success
    ? { ...stored.data, version: entry.version }
    : { ...DEFAULT_INQUIRY_SETTINGS, version: entry.version };
}

export async function updateInquirySettings(
  db: Db,
  input: unknown,
  actor: string | null,
): Promise<InquirySettings> {
  const { version, ...content } = parseInput(InquirySettingsInputSchema, input, {
    invalid: "The inquiry settings were not saved. Check the fields marked below.",
  });
  await writeEntry(
    db,
    "inquiry-settings",
    { title: "Inquiry settings", content, images: [] },
    {
      expectedVersion: version,
      actor,
      conflictMessage:
        "Someone else saved the inquiry settings after you opened them. Reload to see their changes, then make yours again.",
    },
  );
  return getInquirySettings(db);
}
