import { defaultSiteTexts } from "../content/default-content.ts";
import type { Db } from "../db/schema.ts";
import { inTransaction } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { readRecord, writeEntry } from "./content-entries.server.ts";
import { parseInput } from "./errors.ts";
import { setMediaUses } from "./media.server.ts";
import { type SiteTexts, SiteTextsInputSchema } from "./site-texts.schema.ts";
import { noteSourceTexts } from "./translation-store.server.ts";

const StoredSiteTextsSchema = SiteTextsInputSchema.omit({ version: true, minor: true });

export function getSiteTexts(db: Db): Promise<SiteTexts> {
  return readRecord(db, "site-texts", StoredSiteTextsSchema, defaultSiteTexts);
}

/** The photographs the banners show. */
function bannerImagesOf(texts: Pick<SiteTexts, "banners">): string[] {
  return Object.values(texts.banners)
    .map((banner) => banner?.image)
    .filter((image): image is string => Boolean(image));
}

export async function updateSiteTexts(db: Db, input: unknown, actor: Actor): Promise<SiteTexts> {
  const { version, minor, ...content } = parseInput(SiteTextsInputSchema, input, {
    invalid: "The site texts were not saved. Check the fields marked below.",
  });
  const images = bannerImagesOf(content);
  return inTransaction(db, async (trx) => {
    await writeEntry(
      trx,
      "site-texts",
      { title: "Site texts", content, images },
      {
        expectedVersion: version,
        actor,
        conflictMessage:
          "Someone else saved the site texts after you opened them. Reload to see their changes, then make yours again.",
      },
    );
    // A photograph replaced or removed is deleted once nothing else shows it.
    await setMediaUses(trx, "page:site-texts", images);
    const texts = await getSiteTexts(trx);
    // Unless the edit is minor, the site texts' translations are outdated from now on.
    await noteSourceTexts(trx, "page", "site-texts", texts, { minor });
    return texts;
  });
}
