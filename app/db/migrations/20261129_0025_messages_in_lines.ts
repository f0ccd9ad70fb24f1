import { type Kysely, sql } from "kysely";

// Contact messages are filed in the business line they are about (decision 064): the messages
// that came before, all "general", are filed by their subject, once. The subjects and lines are
// SUBJECT_LINES's (app/domain/messages.model.ts) as they were when this was written, copied as
// data: a migration must not import domain code, which may change after it has run.
const SUBJECT_LINES: [subject: string, line: string][] = [
  ["Health Tourism Inquiry", "health-tourism"],
  ["Building Materials Quote", "building-materials"],
  ["Logistics Services", "logistics"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [subject, line] of SUBJECT_LINES) {
    await sql`update inquiries set line = ${line}
      where reference is null and line = 'general' and subject = ${subject}`.execute(db);
  }
}

// Before, every message was "general", and a line other than that meant a quote request.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update inquiries set line = 'general' where reference is null`.execute(db);
}
