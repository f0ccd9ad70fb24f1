import { defaultSiteTexts } from "../content/default-content.ts";
import type { Db } from "../db/schema.ts";
import type { Actor } from "./audit.model.ts";
import { readSettings, writeEntry } from "./content-entries.server.ts";
import { parseInput } from "./errors.ts";
import { type SiteTexts, SiteTextsInputSchema } from "./site-texts.schema.ts";

const StoredSiteTextsSchema = SiteTextsInputSchema.omit({ version: true });

export function getSiteTexts(db: Db): Promise<SiteTexts> {
  return readSettings(db, "site-texts", StoredSiteTextsSchema, defaultSiteTexts);
}

export async function updateSiteTexts(db: Db, input: unknown, actor: Actor): Promise<SiteTexts> {
  const { version, ...content } = parseInput(SiteTextsInputSchema, input, {
    invalid: "The site texts were not saved. Check the fields marked below.",
  });
  await writeEntry(
    db,
    "site-texts",
    { title: "Site texts", content, images: [] },
    {
      expectedVersion: version,
      actor,
      conflictMessage:
        "Someone else saved the site texts after you opened them. Reload to see their changes, then make yours again.",
    },
  );
  return getSiteTexts(db);
}
