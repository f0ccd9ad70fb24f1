import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../app/db/schema.ts";

/**
 * The forms of an address that must not survive its erasure anywhere: the address itself and
 * its plain SHA-256 (hex, base64, base64url), which anyone with a guess could check; all
 * lower-cased, for a search through everyRowAsText.
 */
export function plainForms(address: string): string[] {
  const normal = address.trim().toLowerCase();
  const digest = createHash("sha256").update(normal).digest();
  return [
    normal,
    digest.toString("hex"),
    digest.toString("base64").toLowerCase(),
    digest.toString("base64url").toLowerCase(),
  ];
}

/** Every table's every row, as lower-cased text: where an erased address must not be found. */
export async function everyRowAsText(db: Kysely<Database>): Promise<string> {
  const tables = await db.introspection.getTables();
  const dumps: string[] = [];
  for (const table of tables) {
    const { rows } = await sql`select * from ${sql.table(table.name)}`.execute(db);
    dumps.push(
      JSON.stringify(rows, (_key, value) =>
        value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : value,
      ),
    );
  }
  return dumps.join("\n").toLowerCase();
}
