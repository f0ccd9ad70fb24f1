import type { Selectable } from "kysely";
import type { z } from "zod";
import { isUniqueViolation } from "../db/errors.ts";
import type { ContentEntriesTable, Db } from "../db/schema.ts";
import { fromJson, inTransaction, nowIso, toJson } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import { ConflictError } from "./errors.ts";
import { updateUnlessChanged } from "./records.server.ts";
import { isRevisedPage, keepRevision, storedSnapshot } from "./revisions.server.ts";
import { TRUST_SECTION_NAMES, TRUST_SECTIONS, type TrustSection } from "./trust.model.ts";

/**
 * The singleton records public pages are made from, kept in `content_entries`, one row per
 * key: saving one clears the stored public pages (server/content-writes.ts).
 */
export type ContentKey =
  | "hero"
  | "about"
  | "contact"
  | "inquiry-settings"
  | "privacy"
  | "brand"
  | `trust-${TrustSection}`
  | "site-texts"
  | "launch"
  | "languages";

/**
 * The settings no public page shows, kept in `site_settings`: saving one leaves the stored
 * public pages in place (decision 061).
 */
const SETTING_KEYS = ["security", "reply-templates"] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** Each record as the audit log names it. */
const ENTRY_LABELS: Record<ContentKey | SettingKey, string> = {
  hero: "the hero section",
  about: "the about page",
  contact: "the contact information",
  "inquiry-settings": "the inquiry settings",
  privacy: "the privacy notice",
  brand: "the logo",
  ...(Object.fromEntries(
    TRUST_SECTIONS.map((section) => [`trust-${section}`, TRUST_SECTION_NAMES[section]]),
  ) as Record<`trust-${TrustSection}`, string>),
  "site-texts": "the site texts",
  launch: "the site's visibility to search engines",
  languages: "the site's languages",
  security: "the sign-in security settings",
  "reply-templates": "the reply templates",
};

function isSettingKey(key: ContentKey | SettingKey): key is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(key);
}

export interface StoredEntry {
  title: string;
  content: unknown;
  images: unknown;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

function entryOf(row: Selectable<ContentEntriesTable>): StoredEntry {
  return {
    ...storedSnapshot(row),
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

export async function readEntry(db: Db, page: ContentKey): Promise<StoredEntry | null> {
  const row = await db
    .selectFrom("content_entries")
    .selectAll()
    .where("page", "=", page)
    .executeTakeFirst();
  return row ? entryOf(row) : null;
}

/** Several pages' records in one read, by key; a key with nothing stored is left out. */
export async function readEntries(
  db: Db,
  pages: readonly ContentKey[],
): Promise<Map<ContentKey, StoredEntry>> {
  const rows = await db
    .selectFrom("content_entries")
    .selectAll()
    .where("page", "in", pages)
    .execute();
  return new Map(rows.map((row) => [row.page as ContentKey, entryOf(row)]));
}

/** A setting's stored value and version, or null while none is stored. */
async function readSetting(
  db: Db,
  key: SettingKey,
): Promise<{ content: unknown; version: number } | null> {
  const row = await db
    .selectFrom("site_settings")
    .select(["content", "version"])
    .where("key", "=", key)
    .executeTakeFirst();
  return row ? { content: fromJson<unknown>(row.content, null), version: row.version } : null;
}

/**
 * A page's record or a setting as `schema` reads it, with its version; `fallback` (version 0)
 * until the office saves one, and also for stored content the schema cannot read.
 */
export async function readRecord<T extends object>(
  db: Db,
  key: ContentKey | SettingKey,
  schema: z.ZodType<T>,
  fallback: T,
): Promise<T & { version: number }> {
  const entry = isSettingKey(key) ? await readSetting(db, key) : await readEntry(db, key);
  if (!entry) return { ...fallback, version: 0 };
  const stored = schema.safeParse(entry.content);
  return { ...(stored.success ? stored.data : fallback), version: entry.version };
}

interface SaveOptions {
  expectedVersion: number | undefined;
  actor: Actor;
  conflictMessage: string;
  detail?: string;
}

/**
 * Saves a page's record, and records the save in the audit log (`detail` says what in it
 * changed, when not all of it); the hero, about and contact records keep the version replaced
 * as a revision (decision 053). With `expectedVersion`, the save only happens if nobody saved
 * in between; otherwise it fails with `conflictMessage` instead of overwriting their work.
 * `expectedVersion` 0 is an editor that saw nothing stored yet (the built-in record).
 */
export async function writeEntry(
  db: Db,
  page: ContentKey,
  entry: { title: string; content: unknown; images: unknown },
  options: SaveOptions,
): Promise<void> {
  await saveRecord(db, page, options, async (trx) => {
    const current = await trx
      .selectFrom("content_entries")
      .selectAll()
      .where("page", "=", page)
      .executeTakeFirst();
    const values = {
      title: entry.title,
      content: toJson(entry.content),
      images: toJson(entry.images),
      updated_at: nowIso(),
      updated_by: options.actor.username,
    };
    if (!current) {
      requireFirstSave(options);
      await trx
        .insertInto("content_entries")
        .values({ page, ...values })
        .execute();
      return;
    }
    // A save that changes nothing leaves no earlier version to keep: the current one is it.
    const changed =
      current.title !== values.title ||
      current.content !== values.content ||
      current.images !== values.images;
    if (isRevisedPage(page) && changed) {
      await keepRevision(
        trx,
        { type: "content", id: page },
        {
          ...storedSnapshot(current),
          version: current.version,
          savedBy: current.updated_by,
          savedAt: current.updated_at,
        },
      );
    }
    await updateUnlessChanged(
      trx,
      "content_entries",
      { column: "page", value: page },
      { current: current.version, expected: options.expectedVersion },
      values,
      options.conflictMessage,
    );
  });
}

/** Saves a setting as `writeEntry` saves a page's record: versioned, in the audit log. */
export async function writeSetting(
  db: Db,
  key: SettingKey,
  content: unknown,
  options: SaveOptions,
): Promise<void> {
  await saveRecord(db, key, options, async (trx) => {
    const current = await trx
      .selectFrom("site_settings")
      .select("version")
      .where("key", "=", key)
      .executeTakeFirst();
    const values = {
      content: toJson(content),
      updated_at: nowIso(),
      updated_by: options.actor.username,
    };
    if (!current) {
      requireFirstSave(options);
      await trx
        .insertInto("site_settings")
        .values({ key, ...values })
        .execute();
      return;
    }
    await updateUnlessChanged(
      trx,
      "site_settings",
      { column: "key", value: key },
      { current: current.version, expected: options.expectedVersion },
      values,
      options.conflictMessage,
    );
  });
}

/** The first save of a record comes from an editor that saw none stored (version 0). */
function requireFirstSave(options: SaveOptions): void {
  if (options.expectedVersion !== undefined && options.expectedVersion !== 0) {
    throw new ConflictError(options.conflictMessage);
  }
}

/** Runs `save` and records it in the audit log, in one transaction. */
async function saveRecord(
  db: Db,
  key: ContentKey | SettingKey,
  options: SaveOptions,
  save: (trx: Db) => Promise<void>,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await save(trx);
    await recordEvent(trx, options.actor, {
      kind: "update",
      item: { type: "content", id: key, label: ENTRY_LABELS[key] },
      detail: options.detail,
    });
  }).catch((error: unknown) => {
    // Two first saves at once: the later one finds the record the other stored.
    throw isUniqueViolation(error) ? new ConflictError(options.conflictMessage) : error;
  });
}
