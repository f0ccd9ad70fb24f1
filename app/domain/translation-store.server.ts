// The stored side of translations (decision 074): the rows of `translations`, and the
// fingerprint of each English item's texts they are compared with. The English items' own
// saves note their fingerprint here, so this module knows nothing of services or pages.
import { createHash } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "../db/schema.ts";
import type { TranslationsTable } from "../db/translation-tables.ts";
import { fromJson, nowIso } from "../db/values.ts";
import type { Language } from "../i18n/languages.ts";
import {
  type EnglishItem,
  subjectOf,
  type TranslatedTexts,
  type TranslationKind,
  translatableOf,
} from "./translations.model.ts";

/** JSON with every object's keys in order, so equal texts always give one string. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The fingerprint of an English item's translatable texts. */
export function fingerprintOf(kind: TranslationKind, itemId: string, english: EnglishItem) {
  const subject = subjectOf(kind, itemId);
  const texts = subject ? translatableOf(subject).textsOf(english) : {};
  return createHash("sha256").update(canonicalJson(texts)).digest("hex");
}

/**
 * Called by an English item's create and update, in their transaction: its translations are
 * outdated from now on, unless the edit is `minor` (a typo fixed), which leaves the
 * fingerprint as it was.
 */
export async function noteSourceTexts(
  db: Db,
  kind: TranslationKind,
  itemId: string,
  english: EnglishItem,
  { minor }: { minor: boolean },
): Promise<void> {
  if (minor) return;
  const fingerprint = fingerprintOf(kind, itemId, english);
  await db
    .insertInto("translation_sources")
    .values({ kind, item_id: itemId, fingerprint, updated_at: nowIso() })
    .onConflict((conflict) =>
      conflict.columns(["kind", "item_id"]).doUpdateSet({ fingerprint, updated_at: nowIso() }),
    )
    .execute();
}

/**
 * The fingerprint a translation is made from: the noted one, else (an item not saved since
 * this table came, or seeded) its texts' now, noted first so that a later minor edit keeps it.
 * Every item with a translation therefore has a noted fingerprint.
 */
export async function sourceFingerprint(
  db: Db,
  kind: TranslationKind,
  itemId: string,
  english: EnglishItem,
): Promise<string> {
  const noted = await notedFingerprint(db, kind, itemId);
  if (noted) return noted;
  await noteSourceTexts(db, kind, itemId, english, { minor: false });
  return fingerprintOf(kind, itemId, english);
}

/** The fingerprint an item's English saves noted; none before its first since this table came. */
export async function notedFingerprint(
  db: Db,
  kind: TranslationKind,
  itemId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("translation_sources")
    .select("fingerprint")
    .where("kind", "=", kind)
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  return row?.fingerprint;
}

/** Every noted fingerprint, by `kind:itemId`. */
export async function notedFingerprints(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom("translation_sources").selectAll().execute();
  return new Map(rows.map((row) => [`${row.kind}:${row.item_id}`, row.fingerprint]));
}

/** A stored translation. */
export interface StoredTranslation {
  kind: TranslationKind;
  itemId: string;
  language: Language;
  state: "draft" | "published";
  texts: TranslatedTexts;
  slug: string | null;
  sourceFingerprint: string;
  version: number;
  updatedAt: string;
}

function rowToTranslation(row: Selectable<TranslationsTable>): StoredTranslation {
  return {
    kind: row.kind as TranslationKind,
    itemId: row.item_id,
    language: row.language as Language,
    state: row.state === "published" ? "published" : "draft",
    texts: fromJson<TranslatedTexts>(row.fields, {} as TranslatedTexts),
    slug: row.slug,
    sourceFingerprint: row.source_fingerprint,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/** The translations of one kind (every kind if not given), in one language, published only if asked. */
export async function readTranslations(
  db: Db,
  language: Language,
  {
    kind,
    itemIds,
    published = false,
  }: { kind?: TranslationKind; itemIds?: readonly string[]; published?: boolean } = {},
): Promise<StoredTranslation[]> {
  let query = db.selectFrom("translations").selectAll().where("language", "=", language);
  if (kind) query = query.where("kind", "=", kind);
  if (itemIds) query = query.where("item_id", "in", [...itemIds]);
  if (published) query = query.where("state", "=", "published");
  return (await query.execute()).map(rowToTranslation);
}

/** One item's translations: in `language`, or in every language. */
export async function readItemTranslations(
  db: Db,
  kind: TranslationKind,
  itemId: string,
  language?: Language,
): Promise<StoredTranslation[]> {
  let query = db
    .selectFrom("translations")
    .selectAll()
    .where("kind", "=", kind)
    .where("item_id", "=", itemId);
  if (language) query = query.where("language", "=", language);
  return (await query.execute()).map(rowToTranslation);
}

/**
 * Forgets an item's translations for good, with their old addresses and its fingerprint:
 * called when the trash is emptied of it. Until then a trashed item keeps them, hidden with
 * it, and gets them back when restored (its id is kept).
 */
export async function forgetTranslations(db: Db, kind: TranslationKind, itemId: string) {
  for (const table of ["translations", "translation_sources", "translation_slug_redirects"]) {
    await db
      .deleteFrom(table as "translations")
      .where("kind", "=", kind)
      .where("item_id", "=", itemId)
      .execute();
  }
}
