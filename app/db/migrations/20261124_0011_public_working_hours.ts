import { type Kysely, sql } from "kysely";

// The public pages now show the business hours stored in the contact information (decision
// 041). A database seeded before that holds the old built-in value, which no page showed: the
// pages showed the spec's hours. Where nobody has saved the contact information since the
// seed, it gets the hours the pages have always shown, so the site does not change by itself.
const SEEDED = "Monday - Friday 8:00 AM - 6:00 PM";
const SHOWN = "Mon-Fri 8 AM-5 PM\nSat 9 AM-1 PM";

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ content: string }>`
    select content from content_entries where page = 'contact' and updated_by is null
  `.execute(db);
  const row = rows[0];
  if (!row) return;
  const content = JSON.parse(row.content) as Record<string, unknown>;
  if (content.workingHours !== SEEDED) return;
  const updated = JSON.stringify({ ...content, workingHours: SHOWN });
  await sql`
    update content_entries set content = ${updated}
    where page = 'contact' and updated_by is null
  `.execute(db);
}

// The hours shown before are what the pages showed; nothing to undo.
export async function down(): Promise<void> {}
