// What services and team members share (decisions 053 and 054): an ordered list in which each
// item keeps its earlier versions, goes to the trash when deleted and comes back from it, and
// every change is recorded in the audit log. A kind describes itself once (`CollectionKind`);
// its `Collection` does the rest, so each kind's module says only what is its own.
import { type Insertable, type Selectable, sql, type Updateable } from "kysely";
import type { z } from "zod";
import type { CollectionColumns, Database, Db } from "../db/schema.ts";
import { inTransaction, nowIso } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { type AuditEvent, editDetail, recordEvent } from "./audit.server.ts";
import { NotFoundError, parseInput } from "./errors.ts";
import { moveInOrder, nextPosition, updateUnlessChanged } from "./records.server.ts";
import type { ContentHistory, TrashedItem } from "./revisions.model.ts";
import {
  historyOf,
  keepRevision,
  leaveTrash,
  moveToTrash,
  type RevisedItem,
  type Snapshot,
  sameSnapshot,
  standingVersion,
  type TrashedRevision,
} from "./revisions.server.ts";

export type CollectionTable = "services" | "team_members";

/** What every item of a collection has. */
export interface CollectionItem {
  _id: string;
  version: number;
  updatedAt: string;
  published: boolean;
}

/** The columns a kind's form fills; the collection writes the id, place, version and dates. */
export type ItemColumns<Table extends CollectionTable> = Omit<
  Insertable<Database[Table]>,
  Exclude<keyof CollectionColumns, "published">
>;

/** What one kind of item is: where it is stored, how it is read, named and kept. */
export interface CollectionKind<Item extends CollectionItem, Table extends CollectionTable> {
  table: Table;
  /** What its history, the trash and the audit log call the kind. */
  type: TrashedItem["type"];
  /** An item's name: the title its history keeps, and what the audit log calls it. */
  label: (item: Item) => string;
  /** What its editors change beside its name and whether it is on the site, as kept. */
  content: (item: Item) => Record<string, unknown>;
  /** The images it shows, as its history keeps them. */
  images: (item: Item) => unknown[];
  /** An item, draft or not; not found with `notFound` otherwise. */
  get: (db: Db, id: string) => Promise<Item>;
  /** Every item in its order, drafts included. */
  listAll: (db: Db) => Promise<Item[]>;
  notFound: string;
  /** Why a save made over someone else's was refused. */
  conflict: string;
  move: { schema: z.ZodType<{ id: string; direction: "up" | "down" }>; failed: string };
  /** Lets go of the media the item shows, as it leaves for the trash (which keeps them). */
  releaseMedia: (trx: Db, item: Item) => Promise<void>;
}

// Kysely cannot type a write over a union of tables; each kind's columns are typed per table.
type AnyColumns = Updateable<Database["services"]>;

/** What every row of a collection holds beside the kind's own columns, as the item has it. */
export function collectionFields(
  row: Pick<Selectable<CollectionColumns>, "published" | "version" | "created_at" | "updated_at">,
): Omit<CollectionItem, "_id"> & { createdAt: string } {
  return {
    published: row.published === 1,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** How a save changes an item, beyond what every save does. */
export interface ItemSave<Item, Table extends CollectionTable> {
  /** The version the editor started from: a save by someone else since is a conflict. */
  expected: number | undefined;
  /** The columns to write, from the item as it stands. */
  columns: (current: Item) => Promise<ItemColumns<Table>>;
  /** Writes what the item keeps beside its row, once the row is saved (its address). */
  afterWrite?: (current: Item, written: ItemColumns<Table>) => Promise<void>;
  /**
   * Changes what may let go of media the replaced version showed (a photo, images): it runs once
   * that version is kept, which keeps them in use.
   */
  afterKeep?: (current: Item, written: ItemColumns<Table>) => Promise<void>;
  /**
   * Keep the replaced version even if the row's save left it as it was: a service's restore,
   * whose images change only once it is kept.
   */
  alwaysKeep?: boolean;
  /** What the audit log says; by default the name the item had, and going on or off the site. */
  detail?: string;
}

/** A change made outside the item's form: see `Collection.change`. */
export interface ItemChange<Table extends CollectionTable> {
  columns?: Partial<ItemColumns<Table>>;
  change: (trx: Db) => Promise<void>;
  detail: string;
}

/** The operations of one kind of item, written once for every kind. */
export class Collection<Item extends CollectionItem, Table extends CollectionTable> {
  readonly #kind: CollectionKind<Item, Table>;

  constructor(kind: CollectionKind<Item, Table>) {
    this.#kind = kind;
  }

  /** How many items there are, drafts included. */
  async count(db: Db): Promise<number> {
    const row = await db
      .selectFrom(this.#kind.table as "services")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** An item's history: the version it is at, and the earlier ones kept, compared with it. */
  async history(db: Db, item: Item): Promise<ContentHistory> {
    return historyOf(db, this.#revised(item._id), await this.#versionOf(db, item));
  }

  /**
   * Adds an item at the end of the list and records it; `afterInsert` writes what it keeps
   * beside its row (its images, its address). An item back from the trash carries on its
   * version numbers and says so.
   */
  async add(
    trx: Db,
    id: string,
    columns: ItemColumns<Table>,
    actor: Actor,
    {
      afterInsert,
      restoredVersion,
    }: { afterInsert: () => Promise<void>; restoredVersion?: number },
  ): Promise<Item> {
    const now = nowIso();
    await trx
      .insertInto(this.#kind.table as "services")
      .values({
        id,
        ...(columns as ItemColumns<"services">),
        sort_order: await nextPosition(trx, this.#kind.table),
        ...(restoredVersion === undefined ? {} : { version: restoredVersion }),
        created_at: now,
        updated_at: now,
        updated_by: actor.username,
      })
      .execute();
    await afterInsert();
    const item = await this.#kind.get(trx, id);
    const detail = restoredVersion === undefined ? undefined : "restored from the trash";
    await this.#record(trx, actor, item, "create", detail);
    return item;
  }

  /** Saves an item's columns and keeps the version it replaces, unless nothing changed. */
  async save(trx: Db, id: string, save: ItemSave<Item, Table>, actor: Actor): Promise<Item> {
    const kind = this.#kind;
    const current = await kind.get(trx, id);
    const replaced = await this.#versionOf(trx, current);
    const written = await save.columns(current);
    await updateUnlessChanged(
      trx,
      kind.table as "services",
      { column: "id", value: id },
      { current: current.version, expected: save.expected },
      {
        ...(written as AnyColumns),
        updated_at: nowIso(),
        updated_by: actor.username,
      },
      kind.conflict,
    );
    await save.afterWrite?.(current, written);
    let saved = await kind.get(trx, id);
    if (save.alwaysKeep || !sameSnapshot(replaced, this.#snapshot(saved))) {
      await keepRevision(trx, this.#revised(id), replaced);
    }
    if (save.afterKeep) {
      await save.afterKeep(current, written);
      saved = await kind.get(trx, id);
    }
    const detail =
      save.detail ??
      editDetail(
        { name: kind.label(current), published: current.published },
        { name: kind.label(saved), published: saved.published },
      );
    await this.#record(trx, actor, saved, "update", detail);
    return saved;
  }

  /**
   * A change made outside the item's form (an image, a photo), as a change to the item: the
   * version before is kept first, so it holds what was there; the item's version moves on,
   * with `columns` if given; then `change` runs, and the audit log says `detail`.
   */
  change(
    db: Db,
    id: string,
    actor: Actor,
    { columns, change, detail }: ItemChange<Table>,
  ): Promise<Item> {
    return inTransaction(db, async (trx) => {
      await this.#touch(trx, id, actor, columns);
      await change(trx);
      const item = await this.#kind.get(trx, id);
      await this.#record(trx, actor, item, "update", detail);
      return item;
    });
  }

  /** Moves an item one place up or down the list (drafts included; see `moveInOrder`). */
  async move(db: Db, input: unknown, actor: Actor): Promise<Item[]> {
    const kind = this.#kind;
    const move = parseInput(kind.move.schema, input, { invalid: kind.move.failed });
    return inTransaction(db, async (trx) => {
      const outcome = await moveInOrder(trx, kind.table, move, actor);
      if (outcome === "missing") throw new NotFoundError(kind.notFound);
      const items = await kind.listAll(trx);
      const moved = items.find((item) => item._id === move.id);
      if (outcome === "moved" && moved) {
        await this.#record(trx, actor, moved, "update", `moved ${move.direction}`);
      }
      return items;
    });
  }

  /**
   * Moves an item to the trash (decision 054): it leaves the site and the content manager's
   * list, and its last version, media included, can be restored for `TRASH_DAYS` days.
   */
  async trash(db: Db, id: string, actor: Actor): Promise<void> {
    await inTransaction(db, async (trx) => {
      const item = await this.#kind.get(trx, id);
      await moveToTrash(trx, this.#revised(id), await this.#versionOf(trx, item), actor);
      await trx
        .deleteFrom(this.#kind.table as "services")
        .where("id", "=", id)
        .execute();
      await this.#kind.releaseMedia(trx, item);
      await this.#record(trx, actor, item, "delete", "moved to the trash");
    });
  }

  /**
   * Brings an item back from the trash at the end of the list, under its old id and with the
   * next version number, then takes it out of the trash (once it shows its media again).
   */
  async bringBack(
    trx: Db,
    trashed: TrashedRevision,
    columns: ItemColumns<Table>,
    actor: Actor,
    afterInsert: () => Promise<void>,
  ): Promise<Item> {
    const item = await this.add(trx, trashed.item.id, columns, actor, {
      afterInsert,
      restoredVersion: trashed.version + 1,
    });
    await leaveTrash(trx, trashed);
    return item;
  }

  /** The item as its history keeps it: its name, what its editors change, its images. */
  #snapshot(item: Item): Snapshot {
    const kind = this.#kind;
    return {
      title: kind.label(item),
      content: { ...kind.content(item), published: item.published },
      images: kind.images(item),
    };
  }

  #revised(id: string): RevisedItem {
    return { type: this.#kind.type, id };
  }

  /** The item as it stands, as the version a change is about to replace. */
  #versionOf(db: Db, item: Item) {
    return standingVersion(db, this.#kind.table, item, this.#snapshot(item));
  }

  /** Records `change` to the item in the audit log; `detail` says what changed. */
  #record(db: Db, actor: Actor, item: Item, change: AuditEvent["kind"], detail?: string) {
    return recordEvent(db, actor, {
      kind: change,
      item: { type: this.#kind.type, id: item._id, label: this.#kind.label(item) },
      detail,
    });
  }

  /**
   * Marks an item changed, with `columns` if given, and keeps the version it had; not found if
   * it does not exist. The first update takes the row's lock on PostgreSQL: two such changes to
   * one item wait for each other there, so the later one reads what the first wrote (two
   * images never both primary, nor at one position).
   */
  async #touch(
    trx: Db,
    id: string,
    actor: Actor,
    columns: Partial<ItemColumns<Table>> = {},
  ): Promise<void> {
    const table = this.#kind.table as "services";
    const locked = await trx
      .updateTable(table)
      .set({ version: sql`version` })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) throw new NotFoundError(this.#kind.notFound);
    const kept = await this.#versionOf(trx, await this.#kind.get(trx, id));
    await keepRevision(trx, this.#revised(id), kept);
    await trx
      .updateTable(table)
      .set((eb) => ({
        ...(columns as AnyColumns),
        version: eb("version", "+", 1),
        updated_at: nowIso(),
        updated_by: actor.username,
      }))
      .where("id", "=", id)
      .execute();
  }
}
