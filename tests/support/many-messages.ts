import { type Kysely, sql } from "kysely";
import { engineOf } from "../../app/db/engine.ts";
import type { Database } from "../../app/db/schema.ts";

/** Rows per insert statement: 13 columns each stays far below SQLite's 32,766 parameters. */
const ROWS_PER_STATEMENT = 1_000;

export interface ManyMessages {
  /** Held as spam (no mail), as a load test without form proofs leaves them; else new. */
  spam?: boolean;
  /** The oldest message's arrival; each next one a millisecond later. */
  from?: number;
  /** Told apart from other sets by their subject. */
  subject?: string;
  /** One sender for all (a load test's), rather than `sender<n>@example.com` each. */
  email?: string;
}

/**
 * Stores `count` contact messages straight into the database, a thousand to a statement in one
 * transaction (the intake would take minutes for what this does in a second or two). Messages
 * that are not spam get their staff notification, already sent, as the outbox leaves it. On
 * PostgreSQL the tables are then analysed, as autovacuum does within a minute of such a change:
 * until it has, the planner knows nothing of the rows and reads the outbox whole for each page.
 */
export async function storeManyMessages(
  db: Kysely<Database>,
  count: number,
  {
    spam = false,
    from = Date.parse("2026-01-01T00:00:00.000Z"),
    subject = "Many",
    email,
  }: ManyMessages = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += ROWS_PER_STATEMENT) {
      const rows = Array.from({ length: Math.min(ROWS_PER_STATEMENT, count - start) }, (_, i) => {
        const n = start + i;
        return {
          id: crypto.randomUUID(),
          name: `Sender ${n}`,
          email: email ?? `sender${n}@example.com`,
          phone: "+231 77 000 0000",
          subject,
          message: `Message number ${n}.`,
          is_read: 0,
          reply: null,
          replied_at: null,
          created_at: new Date(from + n).toISOString(),
          status: spam ? "spam" : "new",
          spam_reason: spam ? "no-proof" : null,
          submission_id: null,
        };
      });
      await trx.insertInto("inquiries").values(rows).execute();
      if (spam) continue;
      await trx
        .insertInto("outbox")
        .values(
          rows.map((row) => ({
            id: crypto.randomUUID(),
            kind: "notify",
            message_id: row.id,
            attempts: 1,
            next_attempt_at: row.created_at,
            sent_at: row.created_at,
            created_at: row.created_at,
          })),
        )
        .execute();
    }
  });
  if (engineOf(db) !== "sqlite") {
    await sql`analyze inquiries, outbox`.execute(db);
  }
}
