import {
  defaultAbout,
  defaultHero,
  defaultServices,
  defaultTeamMembers,
} from "../content/default-content.ts";
import { builtInFr } from "../content/translations/fr.ts";
import { builtInTr } from "../content/translations/tr.ts";
import type { BuiltInTranslation } from "../content/translations/types.ts";
import { fingerprintOf } from "../domain/translation-store.server.ts";
import type {
  AboutTexts,
  EnglishItem,
  HeroTexts,
  ServiceTexts,
  TeamTexts,
  TranslationKind,
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
  texts: ServiceTexts | TeamTexts | HeroTexts | AboutTexts;
  slug?: string;
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
