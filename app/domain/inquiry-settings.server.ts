import type { Db } from "../db/schema.ts";
import { inTransaction } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { readRecord, writeEntry } from "./content-entries.server.ts";
import { parseInput } from "./errors.ts";
import { DEFAULT_TREATMENTS } from "./inquiries.model.ts";
import {
  DEFAULT_TIME_ZONE,
  type InquirySettings,
  InquirySettingsInputSchema,
} from "./inquiry-settings.schema.ts";
import { noteSourceTexts } from "./translation-store.server.ts";
import type { TreatmentChoices } from "./translations.model.ts";

/** How long the attachments of a closed inquiry are kept when the office has not said. */
export const DEFAULT_RETENTION_MONTHS = 12;

export const DEFAULT_INQUIRY_SETTINGS: InquirySettings = {
  notify: { "health-tourism": "", logistics: "", "building-materials": "" },
  treatments: [...DEFAULT_TREATMENTS],
  retentionMonths: DEFAULT_RETENTION_MONTHS,
  timeZone: DEFAULT_TIME_ZONE,
  version: 0,
};

const StoredSettingsSchema = InquirySettingsInputSchema.omit({ version: true, minor: true });

export function getInquirySettings(db: Db): Promise<InquirySettings> {
  return readRecord(db, "inquiry-settings", StoredSettingsSchema, DEFAULT_INQUIRY_SETTINGS);
}

export async function updateInquirySettings(
  db: Db,
  input: unknown,
  actor: Actor,
): Promise<InquirySettings> {
  const { version, minor, ...content } = parseInput(InquirySettingsInputSchema, input, {
    invalid: "The inquiry settings were not saved. Check the fields marked below.",
  });
  return inTransaction(db, async (trx) => {
    await writeEntry(
      trx,
      "inquiry-settings",
      { title: "Inquiry settings", content, images: [] },
      {
        expectedVersion: version,
        actor,
        conflictMessage:
          "Someone else saved the inquiry settings after you opened them. Reload to see their changes, then make yours again.",
      },
    );
    const settings = await getInquirySettings(trx);
    // Unless the edit is minor, the treatments' translations are outdated from now on.
    await noteSourceTexts(trx, "page", "treatments", treatmentChoices(settings), { minor });
    return settings;
  });
}

/** The health form's treatments as it offers them in English: each named by its value. */
export function treatmentChoices({ treatments }: Pick<InquirySettings, "treatments">) {
  return { choices: treatments.map((value) => ({ value, label: value })) } as TreatmentChoices;
}

/** The treatments as the translations see them: the English list as the form offers it. */
export async function getTreatmentChoices(db: Db): Promise<TreatmentChoices> {
  return treatmentChoices(await getInquirySettings(db));
}
