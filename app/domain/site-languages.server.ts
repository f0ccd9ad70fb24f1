import { z } from "zod";
import type { Db } from "../db/schema.ts";
import { inTransaction } from "../db/values.ts";
import {
  isTranslatedLanguage,
  LANGUAGES,
  type Language,
  SOURCE_LANGUAGE,
} from "../i18n/languages.ts";
import type { Actor } from "./audit.model.ts";
import { readRecord, writeEntry } from "./content-entries.server.ts";
import { ValidationError } from "./errors.ts";
import { languageName } from "./translations.model.ts";

// Which of the site's languages it offers (decision 074). An administrator can switch a
// translated language off: its pages answer 404 and it leaves every switcher, alternate link
// and the sitemap; its translations stay. Like the launch, it is content (decision 061): every
// public page shows it, so it is a `content_entries` record and saving it clears the stored
// pages. Nothing stored means every language is on.

const KEY = "languages";
const SwitchesSchema = z.object({ off: z.array(z.string()) });
const ALL_ON = { off: [] as string[] };

/** The languages the site offers, in the table's order: the source language always. */
export async function languagesOn(db: Db): Promise<Language[]> {
  const { off } = await readRecord(db, KEY, SwitchesSchema, ALL_ON);
  return LANGUAGES.map(({ code }) => code).filter((code) => !off.includes(code));
}

/** Whether the site offers `language`. */
export async function isLanguageOn(db: Db, language: Language): Promise<boolean> {
  return (await languagesOn(db)).includes(language);
}

/**
 * The language a visitor's message is kept and answered in: the one it came in while the site
 * offers it, else the source language, so nothing sent back (the reference page, the
 * confirmation mail) leads to pages that are not there.
 */
export async function offeredLanguage(db: Db, language: Language): Promise<Language> {
  return (await isLanguageOn(db, language)) ? language : SOURCE_LANGUAGE;
}

/**
 * Switches a translated language on or off, in the audit log; false when it already was so
 * (nothing is written then). The source language cannot be switched off: every other one is
 * made from it.
 */
export async function switchLanguage(
  db: Db,
  actor: Actor,
  language: Language,
  on: boolean,
): Promise<boolean> {
  if (language === SOURCE_LANGUAGE || !isTranslatedLanguage(language)) {
    throw new ValidationError(`${languageName(language)} cannot be switched off.`);
  }
  return inTransaction(db, async (trx) => {
    const current = await readRecord(trx, KEY, SwitchesSchema, ALL_ON);
    if (current.off.includes(language) !== on) return false;
    const off = on ? current.off.filter((code) => code !== language) : [...current.off, language];
    await writeEntry(
      trx,
      KEY,
      { title: "Site languages", content: { off }, images: [] },
      {
        expectedVersion: current.version,
        actor,
        conflictMessage: "Someone else switched a language at the same moment.",
        detail: `${languageName(language)} switched ${on ? "on" : "off"}`,
      },
    );
    return true;
  });
}
