import type { Db } from "../db/schema.ts";
import { fromJson } from "../db/values.ts";
import { NotFoundError } from "./errors.ts";
import { setMediaUses } from "./media.server.ts";
import type { FieldChange } from "./revisions.model.ts";

/** The settings records whose earlier versions are kept (decision 053). */
export const REVISED_PAGES = ["hero", "about", "contact"] as const;
export type RevisedPage = (typeof REVISED_PAGES)[number];

export function isRevisedPage(page: string): page is RevisedPage {
  return (REVISED_PAGES as readonly string[]).includes(page);
}

/** How many earlier versions of one record are kept; older ones go, with images only they used. */
export const REVISIONS_KEPT = 50;

/** A record as stored: what a revision keeps and what a restore writes back. */
export interface Snapshot {
  title: string;
  content: unknown;
  images: unknown;
}

export interface Revision extends Snapshot {
  id: number;
  page: RevisedPage;
  version: number;
  savedBy: string | null;
  savedAt: string;
}

/** Every image address in a stored record's `images` (a list of addresses or empty slots). */
function imagesOf(images: unknown): string[] {
  return Array.isArray(images)
    ? images.filter((value): value is string => typeof value === "string")
    : [];
}

/**
 * Keeps `replaced`, the stored version a save is about to overwrite, as a revision, and lets
 * the oldest go beyond {@link REVISIONS_KEPT}. Call it inside the save's transaction, before
 * the record's own images are released, so an image only the old version showed survives.
 */
export async function keepRevision(
  trx: Db,
  page: RevisedPage,
  replaced: {
    version: number;
    title: string;
    content: string;
    images: string;
    updated_by: string | null;
    updated_at: string;
  },
): Promise<void> {
  const { id } = await trx
    .insertInto("revisions")
    .values({
      item_type: "content",
      item_id: page,
      version: replaced.version,
      title: replaced.title,
      content: replaced.content,
      images: replaced.images,
      saved_by: replaced.updated_by,
      saved_at: replaced.updated_at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await setMediaUses(trx, `revision:${id}`, imagesOf(fromJson<unknown>(replaced.images, [])));
  const expired = await trx
    .selectFrom("revisions")
    .select("id")
    .where("item_type", "=", "content")
    .where("item_id", "=", page)
    .orderBy("id", "desc")
    .offset(REVISIONS_KEPT)
    .limit(1_000)
    .execute();
  for (const old of expired) {
    await trx.deleteFrom("revisions").where("id", "=", old.id).execute();
    await setMediaUses(trx, `revision:${old.id}`, []);
  }
}

type RevisionRow = {
  id: number;
  item_id: string;
  version: number;
  title: string;
  content: string;
  images: string;
  saved_by: string | null;
  saved_at: string;
};

function revisionOf(row: RevisionRow): Revision {
  return {
    id: row.id,
    page: row.item_id as RevisedPage,
    version: row.version,
    title: row.title,
    content: fromJson<unknown>(row.content, null),
    images: fromJson<unknown>(row.images, []),
    savedBy: row.saved_by,
    savedAt: row.saved_at,
  };
}

/** A record's earlier versions, newest first. */
export async function listRevisions(db: Db, page: RevisedPage): Promise<Revision[]> {
  const rows = await db
    .selectFrom("revisions")
    .select(["id", "item_id", "version", "title", "content", "images", "saved_by", "saved_at"])
    .where("item_type", "=", "content")
    .where("item_id", "=", page)
    .orderBy("id", "desc")
    .execute();
  return rows.map(revisionOf);
}

const GONE = "That version is no longer kept.";

export async function getRevision(db: Db, id: number): Promise<Revision> {
  if (!Number.isSafeInteger(id)) throw new NotFoundError(GONE);
  const row = await db
    .selectFrom("revisions")
    .select(["id", "item_id", "version", "title", "content", "images", "saved_by", "saved_at"])
    .where("id", "=", id)
    .where("item_type", "=", "content")
    .executeTakeFirst();
  if (!row || !isRevisedPage(row.item_id)) {
    throw new NotFoundError(GONE);
  }
  return revisionOf(row);
}

/** Each leaf of a stored record under a readable name; lists are numbered from 1. */
function fieldsOf(value: unknown, name: string, into: Map<string, string>): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      fieldsOf(item, `${name} ${index + 1}`.trim(), into);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      // "buttonText" reads "button text".
      const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
      fieldsOf(item, `${name} ${words}`.trim(), into);
    }
  } else if (value !== null && value !== undefined && value !== "") {
    into.set(name, String(value));
  }
}

/**
 * What differs between two versions of a record, field by field, in the order the newer one
 * lists its fields; a field one of them does not have reads as empty.
 */
export function compareSnapshots(older: Snapshot, newer: Snapshot): FieldChange[] {
  const before = new Map<string, string>();
  const after = new Map<string, string>();
  for (const [snapshot, into] of [
    [older, before],
    [newer, after],
  ] as const) {
    into.set("title", snapshot.title);
    fieldsOf(snapshot.content, "", into);
    fieldsOf(snapshot.images, "images", into);
  }
  const names = [...new Set([...after.keys(), ...before.keys()])];
  return names
    .map((field) => ({ field, before: before.get(field) ?? "", after: after.get(field) ?? "" }))
    .filter((change) => change.before !== change.after);
}
