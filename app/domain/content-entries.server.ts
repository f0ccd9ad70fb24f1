import type { z } from "zod";
import { isUniqueViolation } from "../db/errors.ts";
import type { Db } from "../db/schema.ts";
import { fromJson, inTransaction, nowIso, toJson } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import { ConflictError } from "./errors.ts";
import { updateUnlessChanged } from "./records.server.ts";
import { isRevisedPage, keepRevision } from "./revisions.server.ts";

/** The singleton records kept in `content_entries`, one row per page key. */
export type PageKey =
  | "hero"
  | "about"
  | "contact"
  | "inquiry-settings"
  | "privacy"
  | "brand"
  | "trust"
  | "site-texts"
  | "security";

/** Each record as the audit log names it. */
const ENTRY_LABELS: Record<PageKey, string> = {
  hero: "the hero section",
  about: "the about page",
  contact: "the contact information",
  "inquiry-settings": "the inquiry settings",
  privacy: "the privacy notice",
  brand: "the logo",
  trust: "the trust and proof lists",
  "site-texts": "the site texts",
  security: "the sign-in security settings",
};

export interface StoredEntry {
  title: string;
  content: unknown;
  images: unknown;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

export async function readEntry(db: Db, page: PageKey): Promise<StoredEntry | null> {
  const row = await db
    .selectFrom("content_entries")
    .selectAll()
    .where("page", "=", page)
    .executeTakeFirst();
  if (!row) return null;
  return {
    title: row.title,
    content: fromJson<unknown>(row.content, null),
    images: fromJson<unknown>(row.images, []),
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/**
 * A settings record as `schema` reads it, with its version; `fallback` (version 0) until the
 * office saves one, and also for stored content the schema cannot read.
 */
export async function readSettings<T extends object>(
  db: Db,
  page: PageKey,
  schema: z.ZodType<T>,
  fallback: T,
): Promise<T & { version: number }> {
  const entry = await readEntry(db, page);
  if (!entry) return { ...fallback, version: 0 };
  const stored = schema.safeParse(entry.content);
  return { ...(stored.success ? stored.data : fallback), version: entry.version };
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
  page: PageKey,
  entry: { title: string; content: unknown; images: unknown },
  options: {
    expectedVersion: number | undefined;
    actor: Actor;
    conflictMessage: string;
    detail?: string;
  },
): Promise<void> {
  await inTransaction(db, async (trx) => {
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
    if (current) {
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
            version: current.version,
            title: current.title,
            content: fromJson<unknown>(current.content, null),
            images: fromJson<unknown>(current.images, []),
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
    } else if (options.expectedVersion !== undefined && options.expectedVersion !== 0) {
      throw new ConflictError(options.conflictMessage);
    } else {
      await trx
        .insertInto("content_entries")
        .values({ page, ...values })
        .execute();
    }
    await recordEvent(trx, options.actor, {
      kind: "update",
      item: { type: "content", id: page, label: ENTRY_LABELS[page] },
      detail: options.detail,
    });
  }).catch((error: unknown) => {
    // Two first saves at once: the later one finds the record the other stored.
    throw isUniqueViolation(error) ? new ConflictError(options.conflictMessage) : error;
  });
}
