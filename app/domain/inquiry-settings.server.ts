import type { Db } from "../db/schema.ts";
import type { Actor } from "./audit.model.ts";
import { readRecord, writeEntry } from "./content-entries.server.ts";
import { parseInput } from "./errors.ts";
import { DEFAULT_TREATMENTS } from "./inquiries.model.ts";
import {
  DEFAULT_TIME_ZONE,
  type InquirySettings,
  InquirySettingsInputSchema,
} from "./inquiry-settings.schema.ts";

/** How long the attachments of a closed inquiry are kept when the office has not said. */
export const DEFAULT_RETENTION_MONTHS = 12;

export const DEFAULT_INQUIRY_SETTINGS: InquirySettings = {
  notify: { "health-tourism": "", logistics: "", "building-materials": "" },
  treatments: [...DEFAULT_TREATMENTS],
  retentionMonths: DEFAULT_RETENTION_MONTHS,
  timeZone: DEFAULT_TIME_ZONE,
  version: 0,
};

const StoredSettingsSchema = InquirySettingsInputSchema.omit({ version: true });

export function getInquirySettings(db: Db): Promise<InquirySettings> {
  return readRecord(db, "inquiry-settings", StoredSettingsSchema, DEFAULT_INQUIRY_SETTINGS);
}

export async function updateInquirySettings(
  db: Db,
  input: unknown,
  actor: Actor,
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
