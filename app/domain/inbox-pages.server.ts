import type { Selectable, SelectQueryBuilder } from "kysely";
import type { Database, Db, InquiriesTable } from "../db/schema.ts";
import { NotFoundError } from "./errors.ts";
import type { InboxPosition } from "./inbox-pages.model.ts";

// How the inbox's lists (the spec's `GET /api/contact`, the lead inbox, its exports) read any
// number of messages: a page at a time, newest first, each page with the parts it shows (mail,
// files, notes, consents, assignees) fetched by a condition, never by a list of the page's ids:
// a statement with one parameter per row fails past SQLite's 32,766 (decision 057).

/** The messages a view selects (a status, a line, a search...), not yet read. */
export type InboxSelection = SelectQueryBuilder<Database, "inquiries", object>;

/** The ids of the messages of a page, as a subquery for the statements that read their parts. */
export type PageIds = SelectQueryBuilder<Database, "inquiries", { id: string }>;

export type MessageRow = Selectable<InquiriesTable>;

function positionOf(row: MessageRow): InboxPosition {
  return { createdAt: row.created_at, id: row.id };
}

/**
 * Runs `read` in one snapshot of the database, so a page's messages and the parts read after
 * them agree even while the office changes them. Short: a list that streams takes a new one for
 * each page (on SQLite a transaction holds the one connection).
 */
export function inSnapshot<T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return read(db);
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(read);
}

/** Older than `position` in the inbox's order; `created_at` alone first, so its index serves. */
function olderThan(selection: InboxSelection, position: InboxPosition): InboxSelection {
  return selection
    .where("created_at", "<=", position.createdAt)
    .where((eb) =>
      eb(eb.refTuple("created_at", "id"), "<", eb.tuple(position.createdAt, position.id)),
    );
}

/** From `first` to `last` (inclusive) in the inbox's order. */
function between(
  selection: InboxSelection,
  first: InboxPosition,
  last: InboxPosition,
): InboxSelection {
  return selection
    .where("created_at", "<=", first.createdAt)
    .where("created_at", ">=", last.createdAt)
    .where((eb) =>
      eb.and([
        eb(eb.refTuple("created_at", "id"), "<=", eb.tuple(first.createdAt, first.id)),
        eb(eb.refTuple("created_at", "id"), ">=", eb.tuple(last.createdAt, last.id)),
      ]),
    );
}

/**
 * The messages just before and just after `position` in the order `selection` lists them,
 * newest first: the detail's Previous (newer) and Next (older), by id, or null at either end.
 */
export async function neighbours(
  selection: InboxSelection,
  position: InboxPosition,
): Promise<{ previous: string | null; next: string | null }> {
  const [newer, older] = await Promise.all([
    selection
      .where("created_at", ">=", position.createdAt)
      .where((eb) =>
        eb(eb.refTuple("created_at", "id"), ">", eb.tuple(position.createdAt, position.id)),
      )
      .select("id")
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .limit(1)
      .executeTakeFirst(),
    olderThan(selection, position)
      .select("id")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { previous: newer?.id ?? null, next: older?.id ?? null };
}

/** Reads what a list shows of `rows` beside their columns; `ids` selects the same messages. */
export type WithParts<Item> = (db: Db, rows: MessageRow[], ids: PageIds) => Promise<Item[]>;

/**
 * The message `id`, read as a page of one: with the parts `withParts` reads for a page. Not
 * found, saying `notFound`, when there is no such message.
 */
export async function readOne<Item>(
  db: Db,
  id: string,
  withParts: WithParts<Item>,
  notFound: string,
): Promise<Item> {
  const ids = db.selectFrom("inquiries").select("id").where("id", "=", id);
  const row = await db.selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirst();
  const [item] = row ? await withParts(db, [row], ids) : [];
  if (!item) throw new NotFoundError(notFound);
  return item;
}

/** Which page: at most `limit` messages, after `before` (a keyset) or after `offset` others. */
export interface PageRequest {
  limit: number;
  before?: InboxPosition | null | undefined;
  offset?: number;
}

/**
 * One page of the messages `selection` selects, newest first, with `ids`: the same messages as
 * a subquery (the view between the page's first and last message), for reading their parts,
 * and where the next page starts (null after the last). Call it inside `inSnapshot`, with
 * `selection` built on the snapshot's transaction.
 */
export async function readPage(
  selection: InboxSelection,
  page: PageRequest,
): Promise<{ rows: MessageRow[]; ids: PageIds; next: InboxPosition | null }> {
  let query = page.before ? olderThan(selection, page.before) : selection;
  if (page.offset) query = query.offset(page.offset);
  const read = await query
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit + 1)
    .execute();
  const rows = read.slice(0, page.limit);
  const first = rows[0];
  const last = rows.at(-1);
  const ids =
    first && last
      ? between(selection, positionOf(first), positionOf(last)).select("id")
      : selection.select("id").limit(0);
  const next = read.length > page.limit && last ? positionOf(last) : null;
  return { rows, ids, next };
}

/**
 * Every page of a list, one after the other, each read in a snapshot of its own by `readOne`
 * (given where to start, it answers the page's items and where the next starts, or null).
 * A message is listed at most once; one that arrives meanwhile is not, as it is newer than
 * the first page.
 */
export async function* eachPage<T>(
  readOne: (before: InboxPosition | null) => Promise<{ items: T[]; next: InboxPosition | null }>,
): AsyncGenerator<T[]> {
  let before: InboxPosition | null = null;
  do {
    const page = await readOne(before);
    if (page.items.length > 0) yield page.items;
    before = page.next;
  } while (before);
}
