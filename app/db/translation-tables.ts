import type { Generated } from "kysely";

// The tables of stored translations (decision 074), kept apart from schema.ts, which lists them
// with every other table in `Database`.

/**
 * One item's translation into one language (decision 074): English stays in the item's own
 * table, the source of every translation. A missing row is a missing translation.
 */
export interface TranslationsTable {
  /** "service", "team" or "page" (then `item_id` is a content key: "hero", "about"). */
  kind: string;
  item_id: string;
  language: string;
  /** "draft" or "published". */
  state: string;
  /** The translated texts as JSON; images, order, numbers and links stay on the item. */
  fields: string;
  /** A service's address in this language, unique per kind and language; null for the rest. */
  slug: string | null;
  /** The English fingerprint the translation was made from (see `TranslationSourcesTable`). */
  source_fingerprint: string;
  version: Generated<number>;
  updated_at: string;
  updated_by: string | null;
}

/**
 * The fingerprint of an English item's translatable texts, as its last edit that was not
 * marked minor left them: a translation made from another one is outdated.
 */
export interface TranslationSourcesTable {
  kind: string;
  item_id: string;
  fingerprint: string;
  updated_at: string;
}

/** A slug a translated service had before in a language: it redirects to the current one. */
export interface TranslationSlugRedirectsTable {
  kind: string;
  language: string;
  old_slug: string;
  item_id: string;
  created_at: string;
}
