import { type Kysely, sql } from "kysely";

// The privacy log names a person by a keyed hash of their address from now on (decision 059).
// Entries written before named them by a plain SHA-256, which anyone with a guess can check;
// it cannot be turned into the keyed one (the addresses are not known), so it is replaced by a
// marker that matches no address. What was done, when and by whom stays. The audit log's
// entries of those requests name no one any more, as new ones do not.

/** The subject of a request logged before keyed hashes: the address is not kept in any form. */
const NOT_KEPT = "address not kept";

/** How the audit log names the person of an export or erasure (PERSON_LABEL in privacy.server.ts). */
const PERSON_LABEL = "a person";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("privacy_log").addColumn("notes_to_review", "text").execute();
  await sql`update privacy_log set subject = ${NOT_KEPT} where subject like 'sha256:%'`.execute(db);
  await sql`update audit_log set item_label = ${PERSON_LABEL}
    where item_type = 'personal-data' and item_label like 'sha256:%'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The plain digests are gone for good; only the column goes back.
  await db.schema.alterTable("privacy_log").dropColumn("notes_to_review").execute();
}
