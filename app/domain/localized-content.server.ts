// What the public site shows in each language (decision 074). English is the items as they
// are; in another language an item exists once its translation there is published (and the
// item itself is), shown with the translated texts over the English item. The one exception
// is the team: a member is shown everywhere, their untranslated texts in English, named in
// `englishFields` so the page can mark them.
import type { Db } from "../db/schema.ts";
import { type Language, SOURCE_LANGUAGE } from "../i18n/languages.ts";
import type { ContactInfo } from "./contact-info.schema.ts";
import { NotFoundError } from "./errors.ts";
import type { AboutPage, HeroPage } from "./page-content.schema.ts";
import type { PrivacyNotice } from "./privacy-notice.schema.ts";
import type { Service } from "./services.model.ts";
import {
  findPublicService,
  getServiceById,
  listServices,
  SERVICE_NOT_FOUND,
} from "./services.server.ts";
import type { SiteTexts } from "./site-texts.schema.ts";
import { listTeamMembers } from "./team.server.ts";
import { TRANSLATED_PAGE_RECORDS } from "./translated-items.server.ts";
import type { RowTexts } from "./translated-rows.model.ts";
import { redirectedService } from "./translation-slugs.server.ts";
import {
  readItemTranslations,
  readTranslations,
  type StoredTranslation,
} from "./translation-store.server.ts";
import {
  type EnglishOf,
  isTranslatedLanguage,
  type LocalizedTeamMember,
  type ServiceTexts,
  type TeamField,
  type TeamTexts,
  TRANSLATABLE,
  TRANSLATED_LANGUAGES,
  type TranslatedPage,
  type TranslationKind,
  type TreatmentChoice,
  translatableOf,
} from "./translations.model.ts";
import { TRUST_SECTIONS, type TrustContent, type TrustPage } from "./trust.model.ts";
import { entryKey, getTrust } from "./trust.server.ts";

/** The published translations of a kind in `language` (of `itemIds` only, if named), by item id. */
async function publishedByItem(
  db: Db,
  language: Language,
  kind: TranslationKind,
  itemIds?: readonly string[],
) {
  const rows = await readTranslations(db, language, { kind, itemIds, published: true });
  return new Map(rows.map((row) => [row.itemId, row]));
}

/** A published translation of one item, if there is one. */
async function publishedTranslation(
  db: Db,
  language: Language,
  kind: TranslationKind,
  itemId: string,
): Promise<StoredTranslation | undefined> {
  const [row] = await readItemTranslations(db, kind, itemId, language);
  return row?.state === "published" ? row : undefined;
}

function localizedService(service: Service, translation: StoredTranslation): Service {
  const shown = TRANSLATABLE.service.apply(service, translation.texts as ServiceTexts);
  return { ...shown, slug: translation.slug ?? service.slug };
}

/** The public services in their order: in another language, only the translated ones. */
export async function listLocalizedServices(db: Db, language: Language): Promise<Service[]> {
  const services = await listServices(db);
  if (language === SOURCE_LANGUAGE) return services;
  const translations = await publishedByItem(db, language, "service");
  return services.flatMap((service) => {
    const translation = translations.get(service._id);
    return translation ? [localizedService(service, translation)] : [];
  });
}

/** The published service `itemId` as `language` shows it; not found unless both are public. */
async function publicTranslatedService(db: Db, language: Language, itemId: string) {
  const translation = await publishedTranslation(db, language, "service", itemId);
  if (!translation) throw new NotFoundError(SERVICE_NOT_FOUND);
  const service = await getServiceById(db, itemId, { includeDrafts: false });
  return localizedService(service, translation);
}

/**
 * What a visitor's `/<language>/services/<slug>` shows, as `findPublicService` does in
 * English: the service with that slug in that language, else the address to redirect to when
 * the slug is one its translation had before there; not found otherwise.
 */
export async function findLocalizedService(
  db: Db,
  language: Language,
  slug: string,
): Promise<{ service: Service } | { movedTo: string }> {
  if (language === SOURCE_LANGUAGE) return findPublicService(db, slug);
  const current = await db
    .selectFrom("translations")
    .select("item_id")
    .where("kind", "=", "service")
    .where("language", "=", language)
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (current) return { service: await publicTranslatedService(db, language, current.item_id) };
  const movedFrom = await redirectedService(db, language, slug);
  if (!movedFrom) throw new NotFoundError(SERVICE_NOT_FOUND);
  return { movedTo: (await publicTranslatedService(db, language, movedFrom)).slug };
}

/**
 * A published service's slug in every language it is shown in, English included (none when
 * it is a draft): for the language switcher and the alternate links.
 */
export async function serviceSlugs(
  db: Db,
  serviceId: string,
): Promise<Partial<Record<Language, string>>> {
  const service = await db
    .selectFrom("services")
    .select("slug")
    .where("id", "=", serviceId)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (!service) return {};
  const slugs: Partial<Record<Language, string>> = { [SOURCE_LANGUAGE]: service.slug };
  for (const translation of await readItemTranslations(db, "service", serviceId)) {
    const { state, slug, language } = translation;
    if (state === "published" && slug && isTranslatedLanguage(language)) {
      slugs[language] = slug;
    }
  }
  return slugs;
}

const TEAM_FIELDS: TeamField[] = ["position", "bio"];

/** The public team in its order, each member's texts in `language` where translated. */
export async function listLocalizedTeam(
  db: Db,
  language: Language,
): Promise<LocalizedTeamMember[]> {
  const members = await listTeamMembers(db);
  if (language === SOURCE_LANGUAGE)
    return members.map((member) => ({ ...member, englishFields: [] }));
  const translations = await publishedByItem(db, language, "team");
  return members.map((member) => {
    const texts = translations.get(member._id)?.texts as TeamTexts | undefined;
    return {
      ...(texts ? TRANSLATABLE.team.apply(member, texts) : member),
      englishFields: TEAM_FIELDS.filter((field) => member[field] && !texts?.[field]),
    };
  });
}

/** A page as a visitor is shown it, and the language it is written in. */
export interface ShownPage<Page> {
  page: Page;
  language: Language;
}

/**
 * A fixed page's office-written part in `language`, or the English one, marked as English
 * (the page says so with `lang`), while no translation is published: the fixed pages are the
 * site's own and exist in every language (decision 074). With the translation it shows.
 */
async function pageShownIn<Page extends TranslatedPage>(
  db: Db,
  language: Language,
  page: Page,
): Promise<ShownPage<EnglishOf<Page>> & { translation?: StoredTranslation }> {
  const read = TRANSLATED_PAGE_RECORDS[page].read as (db: Db) => Promise<EnglishOf<Page>>;
  const [english, translation] = await Promise.all([
    read(db),
    language === SOURCE_LANGUAGE ? undefined : publishedTranslation(db, language, "page", page),
  ]);
  if (!translation) return { page: english, language: SOURCE_LANGUAGE };
  const entry = translatableOf(page);
  return {
    page: entry.apply(english, translation.texts) as EnglishOf<Page>,
    language,
    translation,
  };
}

/** A page in `language`: the English one, or its published translation; null without one. */
async function localizedPage<Page extends TranslatedPage>(
  db: Db,
  language: Language,
  page: Page,
): Promise<EnglishOf<Page> | null> {
  const shown = await pageShownIn(db, language, page);
  return shown.language === language ? shown.page : null;
}

export function localizedAbout(db: Db, language: Language): Promise<AboutPage | null> {
  return localizedPage(db, language, "about");
}

export function localizedHero(db: Db, language: Language): Promise<HeroPage | null> {
  return localizedPage(db, language, "hero");
}

const withoutTranslation = <Page>({ page, language }: ShownPage<Page>): ShownPage<Page> => ({
  page,
  language,
});

export function aboutShownIn(db: Db, language: Language): Promise<ShownPage<AboutPage>> {
  return pageShownIn(db, language, "about").then(withoutTranslation);
}

export function heroShownIn(db: Db, language: Language): Promise<ShownPage<HeroPage>> {
  return pageShownIn(db, language, "hero").then(withoutTranslation);
}

/** What the contact details say (country, hours, the note) in `language`, or in English. */
export function contactShownIn(db: Db, language: Language): Promise<ShownPage<ContactInfo>> {
  return pageShownIn(db, language, "contact").then(withoutTranslation);
}

/** The footer's words and the banners' pictures' descriptions in `language`, or in English. */
export function siteTextsShownIn(db: Db, language: Language): Promise<ShownPage<SiteTexts>> {
  return pageShownIn(db, language, "site-texts").then(withoutTranslation);
}

/**
 * The privacy notice in `language`, or in English: numbered with the version of what is shown,
 * the translation's own, which a consent given under it records (decision 074).
 */
export async function privacyShownIn(
  db: Db,
  language: Language,
): Promise<ShownPage<PrivacyNotice>> {
  const { page, language: written, translation } = await pageShownIn(db, language, "privacy");
  if (!translation) return { page, language: written };
  return {
    page: { ...page, version: translation.version, updatedAt: translation.updatedAt },
    language: written,
  };
}

/**
 * The health form's treatments in `language`: each sends its English value, and shows its
 * published translated name, else the English one (`inEnglish`).
 */
export async function treatmentChoicesIn(db: Db, language: Language): Promise<TreatmentChoice[]> {
  const { page, language: written } = await pageShownIn(db, language, "treatments");
  // Without a translation, every name is the English one, and marked so.
  return written === language
    ? page.choices
    : TRANSLATABLE.treatments.apply(page, { rows: [] }).choices;
}

/**
 * The proof of trust in `language`: each section's rows translated where its translation is
 * published and the row wholly translated, else in English, marked `inEnglish`.
 */
export async function trustShownIn(db: Db, language: Language): Promise<TrustPage> {
  if (language === SOURCE_LANGUAGE) return getTrust(db);
  const [trust, translations] = await Promise.all([
    getTrust(db),
    publishedByItem(db, language, "page", TRUST_SECTIONS.map(entryKey)),
  ]);
  let shown: TrustContent = trust;
  for (const section of TRUST_SECTIONS) {
    const page = entryKey(section);
    const texts = (translations.get(page)?.texts as RowTexts | undefined) ?? { rows: [] };
    shown = TRANSLATABLE[page].apply(shown, texts);
  }
  return { ...shown, versions: trust.versions };
}

/**
 * The languages an item is shown in, the source first: where its translation is published,
 * once the item itself is public (a page always is). A team member is shown in every
 * language; for them this names where their texts are translated.
 */
export async function publishedLanguages(
  db: Db,
  kind: TranslationKind,
  itemId: string,
): Promise<Language[]> {
  if (kind !== "page") {
    const table = kind === "service" ? "services" : "team_members";
    const item = await db
      .selectFrom(table)
      .select("id")
      .where("id", "=", itemId)
      .where("published", "=", 1)
      .executeTakeFirst();
    if (!item) return [];
  }
  const translated = await readItemTranslations(db, kind, itemId);
  const published = new Set(
    translated.filter((t) => t.state === "published").map((t) => t.language),
  );
  return [SOURCE_LANGUAGE, ...TRANSLATED_LANGUAGES.filter((language) => published.has(language))];
}
