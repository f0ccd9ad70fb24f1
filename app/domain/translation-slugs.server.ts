// A translated service's address (decision 074), as service-slugs.server.ts keeps the English
// one (decision 042), but per language: a slug is unique among the services of its language,
// and a renamed one redirects, in that language, to the current one.

import type { Db } from "../db/schema.ts";
import { nowIso } from "../db/values.ts";
import type { Language } from "../i18n/languages.ts";
import { ValidationError } from "./errors.ts";
import { languageName } from "./translations.model.ts";

/** The service, other than `itemId`, whose translation in `language` has the slug. */
async function holderOf(db: Db, language: Language, slug: string, itemId: string) {
  const row = await db
    .selectFrom("translations")
    .leftJoin("services", "services.id", "translations.item_id")
    .select(["translations.item_id", "services.id as standing"])
    .where("translations.kind", "=", "service")
    .where("translations.language", "=", language)
    .where("translations.slug", "=", slug)
    .where("translations.item_id", "!=", itemId)
    .executeTakeFirst();
  return row && { inTrash: row.standing === null };
}

/** Refuses a slug another service has in this language (one in the trash keeps its own). */
export async function requireFreeSlug(db: Db, language: Language, slug: string, itemId: string) {
  const holder = await holderOf(db, language, slug, itemId);
  if (!holder) return;
  const message = holder.inTrash
    ? `A service in the trash keeps this ${languageName(language)} slug until the trash is emptied. Choose a different one.`
    : `Another service already uses this slug in ${languageName(language)}. Choose a different one.`;
  throw new ValidationError(message, { slug: [message] });
}

/** `slug` if no other service has it in this language, else the first free `slug-2`, `slug-3`… */
export async function freeSlugFrom(db: Db, language: Language, slug: string, itemId: string) {
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? slug : `${slug.slice(0, 76)}-${suffix}`;
    if (!(await holderOf(db, language, candidate, itemId))) return candidate;
  }
}

/**
 * A service's translation takes `slug` in its language: an old address that was the slug gives
 * its redirect up (a live address wins over an old one), and the previous slug, if it changed,
 * now redirects to the service.
 */
export async function takeTranslatedSlug(
  db: Db,
  language: Language,
  itemId: string,
  slug: string,
  previous: string | null | undefined,
): Promise<void> {
  await db
    .deleteFrom("translation_slug_redirects")
    .where("kind", "=", "service")
    .where("language", "=", language)
    .where("old_slug", "=", slug)
    .execute();
  if (previous && previous !== slug) {
    await db
      .insertInto("translation_slug_redirects")
      .values({
        kind: "service",
        language,
        old_slug: previous,
        item_id: itemId,
        created_at: nowIso(),
      })
      .execute();
  }
}

/** The service an old slug of this language leads to, if any. */
export async function redirectedService(
  db: Db,
  language: Language,
  oldSlug: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("translation_slug_redirects")
    .select("item_id")
    .where("kind", "=", "service")
    .where("language", "=", language)
    .where("old_slug", "=", oldSlug)
    .executeTakeFirst();
  return row?.item_id;
}
