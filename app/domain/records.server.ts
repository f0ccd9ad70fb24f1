import { sql, type Updateable } from "kysely";
import type { Database, Db } from "../db/schema.ts";
import { ConflictError } from "./errors.ts";

type OrderedTable = "services" | "team_members";
type VersionedTable = OrderedTable | "content_entries";

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
  key: { column: "id" | "page"; value: string },
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
