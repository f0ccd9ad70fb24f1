import { sql, type Updateable } from "kysely";
import type { Database, Db } from "../db/schema.ts";
import { nowIso } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { ConflictError } from "./errors.ts";

type OrderedTable = "services" | "team_members";
type VersionedTable = OrderedTable | "content_entries" | "site_settings";

/** The position after the last record of an ordered list: new records join at the end. */
export async function nextPosition(db: Db, table: OrderedTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max("sort_order").as("max"))
    .executeTakeFirst();
  return Number(row?.max ?? -1) + 1;
}

/**
 * Saves an edited record only if nobody saved it since the editor loaded it: refused when the
 * editor started from an older version than `current`, or when another save lands between our
 * read and our write. Either way the other person's work is kept and `conflict` explains.
 */
export async function updateUnlessChanged<T extends VersionedTable>(
  db: Db,
  table: T,
  key: { column: "id" | "page" | "key"; value: string },
  versions: { current: number; expected: number | undefined },
  values: Updateable<Database[T]>,
  conflict: string,
): Promise<void> {
  if (versions.expected !== undefined && versions.expected !== versions.current) {
    throw new ConflictError(conflict);
  }
  // Kysely cannot type an update over a union of tables; the callers' values are typed per table.
  const result = await db
    .updateTable(table as "services")
    .set({ ...(values as Updateable<Database["services"]>), version: sql`version + 1` })
    .where(sql.ref(key.column), "=", key.value)
    .where("version", "=", versions.current)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ConflictError(conflict);
}

/** The ids of an ordered list, in the order the content manager shows it (drafts included). */
export async function idsInOrder(db: Db, table: OrderedTable): Promise<string[]> {
  const rows = await db
    .selectFrom(table as "services")
    .select("id")
    .orderBy("sort_order")
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Numbers the records in the given order. The version guards what an editor types; the place in
 * the list is not part of it, so moving a record never turns someone's open edit into a conflict.
 * Returns the ids that matched no record.
 */
export async function writeOrder(
  db: Db,
  table: OrderedTable,
  ids: string[],
  actor: Actor,
): Promise<string[]> {
  const now = nowIso();
  const missing: string[] = [];
  for (const [index, id] of ids.entries()) {
    const result = await db
      .updateTable(table as "services")
      .set({ sort_order: index, updated_at: now, updated_by: actor.username })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) missing.push(id);
  }
  return missing;
}

/**
 * Moves a record one place `up` or `down`, swapping it with its neighbour as the order stands
 * now; at either end nothing moves ("at-end"). "missing" when there is no such record.
 */
export async function moveInOrder(
  db: Db,
  table: OrderedTable,
  move: { id: string; direction: "up" | "down" },
  actor: Actor,
): Promise<"moved" | "at-end" | "missing"> {
  const ids = await idsInOrder(db, table);
  const from = ids.indexOf(move.id);
  if (from === -1) return "missing";
  const to = from + (move.direction === "up" ? -1 : 1);
  const neighbour = ids[to];
  if (neighbour === undefined) return "at-end";
  ids[to] = move.id;
  ids[from] = neighbour;
  await writeOrder(db, table, ids, actor);
  return "moved";
}
