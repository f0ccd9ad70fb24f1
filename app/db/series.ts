import type { Db } from "./schema.ts";

/**
 * Numbered series (`LG-2026`, ...) kept in `reference_counters`: advancing series by their
 * counts takes that many numbers of each in one statement and answers each series' last
 * number. Inside a transaction the counters' rows stay locked until it ends, so numbers are
 * given out once, in order, and a rolled-back transaction gives its numbers back: no gaps. The
 * rows are taken in the series' order, so two transactions never wait for each other crosswise.
 */
export async function advanceSeries(
  trx: Db,
  counts: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const rows = await trx
    .insertInto("reference_counters")
    .values([...counts].sort().map(([series, count]) => ({ series, last_number: count })))
    .onConflict((conflict) =>
      conflict.column("series").doUpdateSet((eb) => ({
        last_number: eb("reference_counters.last_number", "+", eb.ref("excluded.last_number")),
      })),
    )
    .returning(["series", "last_number"])
    .execute();
  return new Map(rows.map((row) => [row.series, row.last_number]));
}
