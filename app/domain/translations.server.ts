// The content manager's side of stored translations (decision 074): each item's translation
// per language, written only by the office. Nothing here ever puts English into a
// translation, except `copyFromEnglish`, which the office asks for and which makes a draft.
import { sql } from "kysely";
import { isUniqueViolation } from "../db/errors.ts";
import type { Db } from "../db/schema.ts";
import { inTransaction, nowIso, toJson } from "../db/values.ts";
import type { Language } from "../i18n/languages.ts";
import type { Actor } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import {
  ConflictError,
  type FieldErrors,
  NotFoundError,
  parseInput,
  ValidationError,
} from "./errors.ts";
import { QUOTE_LINES } from "./inquiries.model.ts";
import type { Service } from "./services.model.ts";
import { listServices } from "./services.server.ts";
import { type TranslatedItem, translatedItem, translatedItems } from "./translated-items.server.ts";
import { freeSlugFrom, requireFreeSlug, takeTranslatedSlug } from "./translation-slugs.server.ts";
import {
  fingerprintOf,
  notedFingerprint,
  notedFingerprints,
  readItemTranslations,
  readTranslations,
  type StoredTranslation,
  sourceFingerprint,
} from "./translation-store.server.ts";
import {
  type LanguageState,
  languageName,
  TRANSLATED_LANGUAGES,
  type TranslatedTexts,
  type TranslationKind,
  type TranslationSummary,
  type TranslationView,
  translatableOf,
} from "./translations.model.ts";
import { TRANSLATION_INPUT_SCHEMAS, TranslationLanguageSchema } from "./translations.schema.ts";

const CONFLICT =
  "Someone else saved this translation after you opened it. Reload to see their changes, then make yours again.";

/** The language a translation is in: one of the site's, not the source. */
export function translationLanguage(language: unknown): Language {
  return parseInput(TranslationLanguageSchema, language, {
    invalid: "Choose a language to translate into.",
  });
}

/** Whether the translation was made from other English than the item's now. */
function isOutdated(stored: StoredTranslation, noted: string | undefined, item: TranslatedItem) {
  return (
    stored.sourceFingerprint !== (noted ?? fingerprintOf(item.kind, item.itemId, item.english))
  );
}

async function viewOf(db: Db, item: TranslatedItem, language: Language): Promise<TranslationView> {
  const [stored] = await readItemTranslations(db, item.kind, item.itemId, language);
  const noted = await notedFingerprint(db, item.kind, item.itemId);
  return {
    kind: item.kind,
    itemId: item.itemId,
    name: item.name,
    language,
    english: translatableOf(item.subject).textsOf(item.english),
    texts: stored?.texts ?? null,
    state: stored?.state ?? "missing",
    outdated: stored ? isOutdated(stored, noted, item) : false,
    slug: stored?.slug ?? null,
    version: stored?.version ?? 0,
  };
}

/** An item's translation into `language` beside its English texts, for its editor. */
export async function getTranslation(
  db: Db,
  kind: TranslationKind,
  itemId: string,
  language: string,
): Promise<TranslationView> {
  const into = translationLanguage(language);
  return viewOf(db, await translatedItem(db, kind, itemId), into);
}

const isBlank = (text: unknown) => (Array.isArray(text) ? text.length === 0 : !text);

/**
 * The texts the English has that the translation leaves blank: each must be translated,
 * except where the subject shows a blank one in English (`partial`).
 */
function untranslated(item: TranslatedItem, texts: TranslatedTexts): FieldErrors {
  const entry = translatableOf(item.subject);
  if (entry.partial) return {};
  const english: Record<string, unknown> = entry.textsOf(item.english);
  const translated: Record<string, unknown> = texts;
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(english)) {
    if (!isBlank(value) && isBlank(translated[field])) {
      errors[field] = ["Translate this too: the English has it."];
    }
  }
  return errors;
}

/** The texts and slug sent for the item, checked by its form's rules and against its English. */
function parseTexts(item: TranslatedItem, input: unknown) {
  const { version, slug, ...texts } = parseInput(TRANSLATION_INPUT_SCHEMAS[item.subject], input, {
    invalid: "Failed to save the translation.",
    missing: "Please fill in all required fields.",
  }) as { version?: number; slug?: string } & Record<string, unknown>;
  const errors = untranslated(item, texts as TranslatedTexts);
  if (Object.keys(errors).length > 0) {
    throw new ValidationError("Please translate every text the English has.", errors);
  }
  return { version, slug: slug ?? null, texts: texts as TranslatedTexts };
}

/** Inserts a new translation as a draft, or updates one unless someone saved it since. */
async function writeTranslation(
  trx: Db,
  item: TranslatedItem,
  language: Language,
  current: StoredTranslation | undefined,
  values: { texts: TranslatedTexts; slug: string | null; expected: number | undefined },
  actor: Actor,
): Promise<void> {
  const written = {
    fields: toJson(values.texts),
    slug: values.slug,
    source_fingerprint: await sourceFingerprint(trx, item.kind, item.itemId, item.english),
    updated_at: nowIso(),
    updated_by: actor.username,
  };
  if (!current) {
    if (values.expected !== undefined && values.expected !== 0) throw new ConflictError(CONFLICT);
    await trx
      .insertInto("translations")
      .values({ kind: item.kind, item_id: item.itemId, language, state: "draft", ...written })
      .execute();
    return;
  }
  if (values.expected !== undefined && values.expected !== current.version) {
    throw new ConflictError(CONFLICT);
  }
  const result = await trx
    .updateTable("translations")
    .set({ ...written, version: sql`version + 1` })
    .where("kind", "=", item.kind)
    .where("item_id", "=", item.itemId)
    .where("language", "=", language)
    .where("version", "=", current.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ConflictError(CONFLICT);
}

/**
 * Runs a change to one item's translation and records it in the audit log, in one
 * transaction; a first save racing another (the same row, or the same slug) is a conflict.
 */
async function changeTranslation(
  db: Db,
  target: { kind: TranslationKind; itemId: string; language: string },
  actor: Actor,
  change: (trx: Db, item: TranslatedItem, language: Language) => Promise<string | null>,
): Promise<TranslationView> {
  const language = translationLanguage(target.language);
  return inTransaction(db, async (trx) => {
    const item = await translatedItem(trx, target.kind, target.itemId);
    const detail = await change(trx, item, language);
    if (detail) {
      await recordEvent(trx, actor, {
        kind: "update",
        item: item.audit,
        detail: `${languageName(language)} translation ${detail}`,
      });
    }
    return viewOf(trx, item, language);
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? new ConflictError(CONFLICT) : error;
  });
}

/**
 * Saves an item's translation into `language`. A new one is a draft; a published one stays
 * published, as an edit to a live English page does: the office unpublishes to take it down.
 * A service's slug must be free in that language; the one it replaces redirects to it.
 */
export function saveTranslation(
  db: Db,
  kind: TranslationKind,
  itemId: string,
  language: string,
  input: unknown,
  actor: Actor,
): Promise<TranslationView> {
  return changeTranslation(db, { kind, itemId, language }, actor, async (trx, item, into) => {
    const { version, slug, texts } = parseTexts(item, input);
    const [current] = await readItemTranslations(trx, kind, itemId, into);
    if (slug !== null) await requireFreeSlug(trx, into, slug, itemId);
    await writeTranslation(trx, item, into, current, { texts, slug, expected: version }, actor);
    if (slug !== null) await takeTranslatedSlug(trx, into, itemId, slug, current?.slug);
    return current ? "saved" : "started";
  });
}

/**
 * Starts an item's translation from its English texts, as a draft for the office to edit;
 * refused once a translation exists, so no translation is ever overwritten with English. A
 * service's slug starts as its English one, numbered if another service has it here.
 */
export function copyFromEnglish(
  db: Db,
  kind: TranslationKind,
  itemId: string,
  language: string,
  actor: Actor,
): Promise<TranslationView> {
  return changeTranslation(db, { kind, itemId, language }, actor, async (trx, item, into) => {
    const [current] = await readItemTranslations(trx, kind, itemId, into);
    if (current) {
      throw new ConflictError(
        `This already has a ${languageName(into)} translation: edit it instead of copying the English.`,
      );
    }
    const englishSlug = item.subject === "service" ? (item.english as Service).slug : null;
    const slug = englishSlug && (await freeSlugFrom(trx, into, englishSlug, itemId));
    const texts = translatableOf(item.subject).textsOf(item.english);
    await writeTranslation(trx, item, into, undefined, { texts, slug, expected: 0 }, actor);
    if (slug) await takeTranslatedSlug(trx, into, itemId, slug, null);
    return "started from the English";
  });
}

/** Puts a translation on the site in its language, or takes it off (it stays, as a draft). */
function setState(state: StoredTranslation["state"]) {
  return (db: Db, kind: TranslationKind, itemId: string, language: string, actor: Actor) =>
    changeTranslation(db, { kind, itemId, language }, actor, async (trx, _item, into) => {
      const [current] = await readItemTranslations(trx, kind, itemId, into);
      if (!current) {
        throw new NotFoundError(`There is no ${languageName(into)} translation of this yet.`);
      }
      if (current.state === state) return null;
      // The version guards the texts an editor types: publishing leaves an open edit valid.
      await trx
        .updateTable("translations")
        .set({ state, updated_at: nowIso(), updated_by: actor.username })
        .where("kind", "=", kind)
        .where("item_id", "=", itemId)
        .where("language", "=", into)
        .execute();
      return state === "published" ? "published" : "made a draft";
    });
}

export const publishTranslation = setState("published");

export const unpublishTranslation = setState("draft");

/** Missing first, then outdated, then the rest. */
const urgency = (summary: TranslationSummary) =>
  summary.state === "missing" ? 0 : summary.outdated ? 1 : 2;

/** Each of `items` with its translation's state in `language`, in the items' order. */
async function summariesIn(
  db: Db,
  items: readonly TranslatedItem[],
  language: Language,
  noted: Map<string, string>,
): Promise<TranslationSummary[]> {
  const stored = new Map(
    (await readTranslations(db, language)).map((row) => [`${row.kind}:${row.itemId}`, row]),
  );
  return items.map((item): TranslationSummary => {
    const key = `${item.kind}:${item.itemId}`;
    const translation = stored.get(key);
    return {
      kind: item.kind,
      itemId: item.itemId,
      name: item.name,
      state: translation?.state ?? "missing",
      outdated: translation ? isOutdated(translation, noted.get(key), item) : false,
    };
  });
}

/**
 * Every translated item with its translation's state in `language`: the missing ones first,
 * then the outdated, then the rest, each group in the content manager's order.
 */
export async function translationOverview(db: Db, language: string): Promise<TranslationSummary[]> {
  const into = translationLanguage(language);
  const [items, noted] = await Promise.all([translatedItems(db), notedFingerprints(db)]);
  const summaries = await summariesIn(db, items, into, noted);
  return summaries.sort((a, b) => urgency(a) - urgency(b));
}

/**
 * Each item of `kind` with its translation's state in every language, by item id, for the line
 * on the item's English editor (an item with none anywhere is missing in each).
 */
export async function translationStates(
  db: Db,
  kind: TranslationKind,
): Promise<Record<string, LanguageState[]>> {
  const [items, noted] = await Promise.all([translatedItems(db), notedFingerprints(db)]);
  const ofKind = items.filter((item) => item.kind === kind);
  const states: Record<string, LanguageState[]> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    for (const { itemId, state, outdated } of await summariesIn(db, ofKind, language, noted)) {
      states[itemId] = [...(states[itemId] ?? []), { language, state, outdated }];
    }
  }
  return states;
}

/** One item's translation state in every language, for the line on its English editor. */
export async function itemTranslationStates(
  db: Db,
  kind: TranslationKind,
  itemId: string,
): Promise<LanguageState[]> {
  const item = await translatedItem(db, kind, itemId);
  const states: LanguageState[] = [];
  for (const language of TRANSLATED_LANGUAGES) {
    const { state, outdated } = await viewOf(db, item, language);
    states.push({ language, state, outdated });
  }
  return states;
}

/**
 * What the groups of a list translated row by row are called in its editor: the business lines
 * of the steps, the services of the questions (by id, drafts included); none for the rest.
 */
export async function translationGroupNames(
  db: Db,
  itemId: string,
): Promise<Record<string, string>> {
  if (itemId === "trust-steps") {
    return Object.fromEntries(QUOTE_LINES.map((line) => [line.value, line.label]));
  }
  if (itemId !== "trust-questions") return {};
  const services = await listServices(db, { includeDrafts: true });
  return Object.fromEntries(services.map((service) => [service._id, service.title]));
}
