import {
  defaultAbout,
  defaultContactInfo,
  defaultHero,
  defaultServices,
  defaultSiteTexts,
  defaultTeamMembers,
} from "../content/default-content.ts";
import { defaultTrust } from "../content/default-trust.ts";
import { DEFAULT_PRIVACY_NOTICE } from "../content/privacy-notice.ts";
import { builtInFr } from "../content/translations/fr.ts";
import { builtInTr } from "../content/translations/tr.ts";
import type { BuiltInTranslation, TrustTranslation } from "../content/translations/types.ts";
import { DEFAULT_INQUIRY_SETTINGS, treatmentChoices } from "../domain/inquiry-settings.server.ts";
import { fingerprintOf } from "../domain/translation-store.server.ts";
import {
  type EnglishItem,
  TRANSLATABLE,
  type TranslatedTexts,
  type TranslationKind,
} from "../domain/translations.model.ts";
import type { Language } from "../i18n/languages.ts";
import type { Db } from "./schema.ts";
import { toJson } from "./values.ts";

/** The built-in content's translations, shipped with the code (app/content/translations/). */
const BUILT_IN: [Language, BuiltInTranslation][] = [
  ["fr", builtInFr],
  ["tr", builtInTr],
];

interface SeededTranslation {
  kind: TranslationKind;
  itemId: string;
  english: EnglishItem;
  texts: TranslatedTexts;
  slug?: string;
}

/**
 * The built-in trust sections' rows beside their translations, which are aligned with the
 * English lists by index, as rows found by their English (translated-rows.model.ts).
 */
function trustRowsOf(trust: TrustTranslation) {
  const rows = <English, Texts extends Record<string, string>>(
    group: string,
    english: readonly English[],
    translated: readonly Texts[],
    key: (row: English) => string,
  ) =>
    english.flatMap((row, index) => {
      const texts = translated[index];
      return texts ? [{ group, key: key(row), ...texts }] : [];
    });
  const grouped = <English, Texts extends Record<string, string>>(
    english: Record<string, readonly English[]>,
    translated: Record<string, readonly Texts[]>,
    key: (row: English) => string,
  ) =>
    Object.entries(english).flatMap(([group, list]) =>
      rows(group, list, translated[group] ?? [], key),
    );
  return {
    "trust-figures": rows("", defaultTrust.figures, trust.figures, (row) => row.label),
    "trust-steps": grouped(defaultTrust.steps, trust.steps, (row) => row.title),
    "trust-partners": rows("", defaultTrust.partners, trust.partners, (row) => row.name),
    "trust-testimonials": rows(
      "",
      defaultTrust.testimonials,
      trust.testimonials,
      (row) => row.quote,
    ),
    "trust-questions": grouped(defaultTrust.questions, trust.questions, (row) => row.question),
  };
}

/** The translated texts of every built-in item, as the translations table keeps them. */
function translationsOf(built: BuiltInTranslation): SeededTranslation[] {
  return [
    {
      kind: "page",
      itemId: "hero",
      english: defaultHero,
      texts: { title: built.hero.title, ...built.hero.content },
    },
    {
      kind: "page",
      itemId: "about",
      english: defaultAbout,
      texts: { title: built.about.title, ...built.about.content },
    },
    { kind: "page", itemId: "contact", english: defaultContactInfo, texts: built.contactInfo },
    {
      kind: "page",
      itemId: "site-texts",
      english: defaultSiteTexts,
      // The built-in banners are the plain band, with no picture to describe, and the built-in
      // headings and search words are the site's own, in each language: the footer's words are
      // all there is to translate.
      texts: {
        ...TRANSLATABLE["site-texts"].textsOf(defaultSiteTexts),
        footerBlurb: built.siteTexts.footerBlurb,
      },
    },
    {
      kind: "page",
      itemId: "privacy",
      english: { ...DEFAULT_PRIVACY_NOTICE, version: 1, updatedAt: null },
      texts: built.privacyNotice,
    },
    {
      kind: "page",
      itemId: "treatments",
      english: treatmentChoices(DEFAULT_INQUIRY_SETTINGS),
      texts: {
        rows: DEFAULT_INQUIRY_SETTINGS.treatments.flatMap((english) => {
          const label = built.treatments[english as keyof typeof built.treatments];
          return label ? [{ group: "", key: english, label }] : [];
        }),
      },
    },
    ...Object.entries(trustRowsOf(built.trust)).map(([itemId, rows]) => ({
      kind: "page" as const,
      itemId,
      english: defaultTrust,
      texts: { rows },
    })),
    ...defaultServices.flatMap((service) => {
      const translated = built.services[service.slug];
      if (!translated) return [];
      const { slug, title, shortDescription, fullDescription, features } = translated;
      return [
        {
          kind: "service" as const,
          itemId: service._id,
          english: service,
          texts: { title, shortDescription, fullDescription, features },
          slug,
        },
      ];
    }),
    ...defaultTeamMembers.flatMap((member) => {
      const translated = built.teamMembers[member._id];
      if (!translated) return [];
      return [
        {
          kind: "team" as const,
          itemId: member._id,
          english: member,
          texts: { position: translated.position, bio: translated.bio },
        },
      ];
    }),
  ];
}

/**
 * The built-in content in every other language, published, and the English fingerprints it
 * was made from: a fresh install shows the site in all its languages, and an English edit
 * marks these translations outdated as it would the office's own.
 */
export async function seedTranslations(trx: Db, now: string): Promise<void> {
  const fingerprints = new Map<string, { kind: TranslationKind; itemId: string; value: string }>();
  const rows = BUILT_IN.flatMap(([language, built]) =>
    translationsOf(built).map(({ kind, itemId, english, texts, slug }) => {
      const fingerprint = fingerprintOf(kind, itemId, english);
      fingerprints.set(`${kind}:${itemId}`, { kind, itemId, value: fingerprint });
      return {
        kind,
        item_id: itemId,
        language,
        state: "published",
        fields: toJson(texts),
        slug: slug ?? null,
        source_fingerprint: fingerprint,
        updated_at: now,
        updated_by: null,
      };
    }),
  );
  await trx.insertInto("translations").values(rows).execute();
  await trx
    .insertInto("translation_sources")
    .values(
      [...fingerprints.values()].map(({ kind, itemId, value }) => ({
        kind,
        item_id: itemId,
        fingerprint: value,
        updated_at: now,
      })),
    )
    .execute();
}
