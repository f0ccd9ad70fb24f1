import type { Selectable } from "kysely";
import type { Db, RevisionsTable } from "../db/schema.ts";
import { fromJson, inTransaction, nowIso, toJson } from "../db/values.ts";
import { type Actor, SCHEDULED_CLEAN_UP } from "./audit.model.ts";
import { recordEvent } from "./audit.server.ts";
import { NotFoundError } from "./errors.ts";
import { type MediaOwner, setMediaUses } from "./media.server.ts";
import {
  type ContentHistory,
  type FieldChange,
  type RevisedType,
  TRASH_DAYS,
  type TrashedItem,
} from "./revisions.model.ts";
import { forgetTranslations } from "./translation-store.server.ts";
import type { TranslationKind } from "./translations.model.ts";

/** What the translations call each kind of item the trash holds. */
const TRANSLATED_AS: Record<TrashedItem["type"], TranslationKind> = {
  service: "service",
  "team-member": "team",
};

/** The page records whose earlier versions are kept (decision 053). */
export const REVISED_PAGES = ["hero", "about", "contact"] as const;
export type RevisedPage = (typeof REVISED_PAGES)[number];

export function isRevisedPage(page: string): page is RevisedPage {
  return (REVISED_PAGES as readonly string[]).includes(page);
}

/** How many earlier versions of one record are kept; older ones go, with images only they used. */
export const REVISIONS_KEPT = 50;

/** The item a revision is a version of: its kind and its id (a page key for `content`). */
export interface RevisedItem {
  type: RevisedType;
  id: string;
}

/** A record as its history keeps it: what a revision holds and what a restore writes back. */
export interface Snapshot {
  title: string;
  content: unknown;
  images: unknown;
}

/** A snapshot as a table stores it, its content and images as JSON. */
export function storedSnapshot(row: { title: string; content: string; images: string }): Snapshot {
  return {
    title: row.title,
    content: fromJson<unknown>(row.content, null),
    images: fromJson<unknown>(row.images, []),
  };
}

/** A version as it is about to be kept: its snapshot, its number and who saved it when. */
export interface KeptVersion extends Snapshot {
  version: number;
  savedBy: string | null;
  savedAt: string;
}

export interface Revision extends KeptVersion {
  id: number;
  item: RevisedItem;
}

/**
 * A service or team member as it stands, as the version a change is about to replace. Who saved
 * it is read from its row: the models leave it out, as the public API answers with them.
 */
export async function standingVersion(
  db: Db,
  table: "services" | "team_members",
  record: { _id: string; version: number; updatedAt: string },
  snapshot: Snapshot,
): Promise<KeptVersion> {
  const row = await db
    .selectFrom(table as "services")
    .select("updated_by")
    .where("id", "=", record._id)
    .executeTakeFirstOrThrow();
  return {
    ...snapshot,
    version: record.version,
    savedBy: row.updated_by,
    savedAt: record.updatedAt,
  };
}

/** Whether two snapshots hold the same title, content and images. */
export function sameSnapshot(one: Snapshot, other: Snapshot): boolean {
  return (
    one.title === other.title &&
    toJson(one.content) === toJson(other.content) &&
    toJson(one.images) === toJson(other.images)
  );
}

/**
 * Every image address in a snapshot's `images`: a list of addresses or empty slots (a page's
 * record, a team member's photo) or of images with their `url` (a service's).
 */
function imagesOf(images: unknown): string[] {
  if (!Array.isArray(images)) return [];
  return images.flatMap((image: unknown) => {
    if (typeof image === "string") return [image];
    const url = (image as { url?: unknown } | null)?.url;
    return typeof url === "string" ? [url] : [];
  });
}

const owner = (id: number): MediaOwner => `revision:${id}`;

/** Stores a version, its images in use as long as it is kept; `deleted` puts it in the trash. */
async function insertRevision(
  trx: Db,
  item: RevisedItem,
  kept: KeptVersion,
  deleted?: { at: string; by: string },
): Promise<number> {
  const { id } = await trx
    .insertInto("revisions")
    .values({
      item_type: item.type,
      item_id: item.id,
      version: kept.version,
      title: kept.title,
      content: toJson(kept.content),
      images: toJson(kept.images),
      saved_by: kept.savedBy,
      saved_at: kept.savedAt,
      deleted_at: deleted?.at ?? null,
      deleted_by: deleted?.by ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await setMediaUses(trx, owner(id), imagesOf(kept.images));
  return id;
}

/** Deletes kept versions, and each image that nothing else shows with them. */
async function deleteRevisions(trx: Db, ids: number[]): Promise<void> {
  for (const id of ids) {
    await trx.deleteFrom("revisions").where("id", "=", id).execute();
    await setMediaUses(trx, owner(id), []);
  }
}

/**
 * Keeps `replaced`, the version a save is about to overwrite, and lets the oldest go beyond
 * {@link REVISIONS_KEPT}. Call it inside the save's transaction, before the record's own images
 * are released, so an image only the old version showed survives.
 */
export async function keepRevision(
  trx: Db,
  item: RevisedItem,
  replaced: KeptVersion,
): Promise<void> {
  await insertRevision(trx, item, replaced);
  const expired = await trx
    .selectFrom("revisions")
    .select("id")
    .where("item_type", "=", item.type)
    .where("item_id", "=", item.id)
    .where("deleted_at", "is", null)
    .orderBy("id", "desc")
    .offset(REVISIONS_KEPT)
    .limit(1_000)
    .execute();
  await deleteRevisions(
    trx,
    expired.map((row) => row.id),
  );
}

type RevisionRow = Selectable<RevisionsTable>;

function revisionOf(row: RevisionRow): Revision {
  return {
    id: row.id,
    item: { type: row.item_type as RevisedType, id: row.item_id },
    ...storedSnapshot(row),
    version: row.version,
    savedBy: row.saved_by,
    savedAt: row.saved_at,
  };
}

/** An item's earlier versions, newest first. */
export async function listRevisions(db: Db, type: RevisedType, id: string): Promise<Revision[]> {
  const rows = await db
    .selectFrom("revisions")
    .selectAll()
    .where("item_type", "=", type)
    .where("item_id", "=", id)
    .where("deleted_at", "is", null)
    .orderBy("id", "desc")
    .execute();
  return rows.map(revisionOf);
}

/** Version `id`'s row, kept or in the trash as asked; not found (with `missing`) otherwise. */
async function findRow(
  db: Db,
  id: number,
  where: "kept" | "in the trash",
  missing: string,
): Promise<RevisionRow> {
  if (!Number.isSafeInteger(id)) throw new NotFoundError(missing);
  const row = await db
    .selectFrom("revisions")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", where === "kept" ? "is" : "is not", null)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(missing);
  return row;
}

/** A kept earlier version (not one in the trash). */
export async function getRevision(db: Db, id: number): Promise<Revision> {
  return revisionOf(await findRow(db, id, "kept", "That version is no longer kept."));
}

/**
 * An item's history for its editor: the version it is at now, and each kept one, newest first,
 * with what it changed from the version before it (when that one is still kept) and how it
 * differs from the current one.
 */
export async function historyOf(
  db: Db,
  item: RevisedItem,
  current: KeptVersion,
): Promise<ContentHistory> {
  const revisions = await listRevisions(db, item.type, item.id);
  const changesFrom = (index: number, newer: Snapshot) => {
    const previous = revisions[index];
    return previous ? compareSnapshots(previous, newer) : null;
  };
  return {
    current: {
      version: current.version,
      savedBy: current.savedBy,
      savedAt: current.savedAt,
      changesFromPrevious: changesFrom(0, current),
    },
    versions: revisions.map((revision, index) => ({
      _id: revision.id,
      version: revision.version,
      savedBy: revision.savedBy,
      savedAt: revision.savedAt,
      changesFromPrevious: changesFrom(index + 1, revision),
      changesFromCurrent: compareSnapshots(revision, current),
      removedByRestore: imagesRemovedBy(revision, current),
    })),
  };
}

/**
 * Puts a deleted item's last version in the trash (decision 054), its images kept with it.
 * Call it in the delete's transaction, before the item's own images are released.
 */
export async function moveToTrash(
  trx: Db,
  item: RevisedItem,
  last: KeptVersion,
  actor: Actor,
): Promise<void> {
  await insertRevision(trx, item, last, { at: nowIso(), by: actor.username });
}

/** An item in the trash, as it was when it was deleted. */
export interface TrashedRevision extends Revision {
  deletedAt: string;
  deletedBy: string | null;
}

function trashedOf(row: RevisionRow): TrashedRevision {
  return { ...revisionOf(row), deletedAt: row.deleted_at ?? "", deletedBy: row.deleted_by };
}

/** Everything in the trash, the most recently deleted first. */
export async function listTrash(db: Db): Promise<TrashedRevision[]> {
  const rows = await db
    .selectFrom("revisions")
    .selectAll()
    .where("deleted_at", "is not", null)
    .orderBy("deleted_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(trashedOf);
}

const NOT_IN_TRASH = "This item is no longer in the trash.";

export async function getTrashed(db: Db, id: number): Promise<TrashedRevision> {
  return trashedOf(await findRow(db, id, "in the trash", NOT_IN_TRASH));
}

/**
 * Takes a restored item out of the trash. Call it in the restore's transaction after the item
 * shows its images again, so none is unused in between. Its earlier versions stay its history.
 */
export async function leaveTrash(trx: Db, trashed: TrashedRevision): Promise<void> {
  const result = await trx
    .deleteFrom("revisions")
    .where("id", "=", trashed.id)
    .where("deleted_at", "is not", null)
    .executeTakeFirst();
  // Two restores at once: the other one took it out first.
  if (Number(result.numDeletedRows) === 0) throw new NotFoundError(NOT_IN_TRASH);
  await setMediaUses(trx, owner(trashed.id), []);
}

/**
 * Removes for good what has been in the trash longer than {@link TRASH_DAYS} days, with every
 * earlier version of it and each image only they showed; says how many items went.
 */
export async function purgeTrash(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const expired = await db
    .selectFrom("revisions")
    .select(["item_type", "item_id", "title"])
    .where("deleted_at", "<", cutoff)
    .execute();
  for (const item of expired) {
    await inTransaction(db, async (trx) => {
      const versions = await trx
        .selectFrom("revisions")
        .select("id")
        .where("item_type", "=", item.item_type)
        .where("item_id", "=", item.item_id)
        .execute();
      await deleteRevisions(
        trx,
        versions.map((row) => row.id),
      );
      const kind = TRANSLATED_AS[item.item_type as TrashedItem["type"]];
      if (kind) await forgetTranslations(trx, kind, item.item_id);
      await recordEvent(trx, SCHEDULED_CLEAN_UP, {
        kind: "delete",
        item: { type: item.item_type as TrashedItem["type"], id: item.item_id, label: item.title },
        detail: `removed for good, ${TRASH_DAYS} days in the trash`,
      });
    });
  }
  return expired.length;
}

/** A leaf holding an image's address: a slot of `images`, an image's `url`, a banner's `image`. */
const IMAGE_FIELD = /^images \d+$|(^| )image$/;

/**
 * Each leaf of a stored record under a readable name; lists are numbered from 1. An image's
 * `url` is named by its place alone ("images 2"), and ids, which say nothing to a reader, are
 * left out.
 */
function fieldsOf(value: unknown, name: string, into: Map<string, string>): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      fieldsOf(item, `${name} ${index + 1}`.trim(), into);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "_id") continue;
      // "buttonText" reads "button text".
      const words = key === "url" ? "" : key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
      fieldsOf(item, `${name} ${words}`.trim(), into);
    }
  } else if (typeof value === "boolean") {
    into.set(name, value ? "yes" : "no");
  } else if (value !== null && value !== undefined && value !== "") {
    into.set(name, String(value));
  }
}

/**
 * What differs between two versions of a record, field by field, in the order the newer one
 * lists its fields; a field one of them does not have reads as empty. A field holding an image's
 * address says so, for the history to show the image.
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
    .map((field): FieldChange => {
      const change = { field, before: before.get(field) ?? "", after: after.get(field) ?? "" };
      return IMAGE_FIELD.test(field) ? { ...change, image: true } : change;
    })
    .filter((change) => change.before !== change.after);
}

/** The images a restore of `older` takes off the record: those `newer` shows and it does not. */
export function imagesRemovedBy(older: Snapshot, newer: Snapshot): string[] {
  const kept = new Set(imagesOf(older.images));
  return [...new Set(imagesOf(newer.images))].filter((image) => !kept.has(image));
}
