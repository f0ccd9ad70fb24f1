import { type Kysely, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import { engineOf } from "./engine.ts";
import * as initial from "./migrations/20261122_0001_initial.ts";
import * as outbox from "./migrations/20261122_0002_outbox.ts";
import * as mediaVariants from "./migrations/20261122_0003_media_variants.ts";
import * as rateLimits from "./migrations/20261122_0004_rate_limits.ts";
import * as mediaUses from "./migrations/20261124_0005_media_uses.ts";
import * as messageStatus from "./migrations/20261124_0006_message_status.ts";
import * as signInProtection from "./migrations/20261124_0007_sign_in_protection.ts";
import * as submissionIds from "./migrations/20261124_0008_submission_ids.ts";
import * as inquiries from "./migrations/20261124_0009_inquiries.ts";
import * as unloggedRateLimits from "./migrations/20261124_0010_unlogged_rate_limits.ts";
import * as publicWorkingHours from "./migrations/20261124_0011_public_working_hours.ts";
import * as builtInPictures from "./migrations/20261124_0012_built_in_pictures.ts";
import * as serviceDraftsOrderAndRedirects from "./migrations/20261124_0013_service_drafts_order_and_redirects.ts";
import * as auditLog from "./migrations/20261124_0014_audit_log.ts";
import * as staffAccounts from "./migrations/20261124_0015_staff_accounts.ts";
import * as twoFactor from "./migrations/20261124_0016_two_factor.ts";
import * as revisions from "./migrations/20261124_0018_revisions.ts";
import * as ownAccounts from "./migrations/20261124_0019_own_accounts.ts";
import * as trash from "./migrations/20261124_0020_trash.ts";
import * as proofsUsedAndConfirmationsCounted from "./migrations/20261127_0021_proofs_used_and_confirmations_counted.ts";
import * as privacyKeyedHashes from "./migrations/20261127_0022_privacy_keyed_hashes.ts";
import * as siteSettings from "./migrations/20261128_0023_site_settings.ts";
import * as inquiriesTable from "./migrations/20261128_0024_inquiries_table.ts";
import * as messagesInLines from "./migrations/20261129_0025_messages_in_lines.ts";
import * as replySignatures from "./migrations/20261130_0027_reply_signatures.ts";
import * as sitesRunningStayLaunched from "./migrations/20261130_0029_sites_running_stay_launched.ts";
import * as trustSections from "./migrations/20261130_0031_trust_sections.ts";
import * as translations from "./migrations/20261201_0032_translations.ts";
import * as inquiryLanguages from "./migrations/20261202_0033_inquiry_languages.ts";
import * as consentNoticeLanguage from "./migrations/20261203_0034_consent_notice_language.ts";
import type { Database } from "./schema.ts";

// Listed explicitly (not read from disk) so the bundled server and the scripts run the same set.
const migrations: Record<string, Migration> = {
  "20261122_0001_initial": initial,
  "20261122_0002_outbox": outbox,
  "20261122_0003_media_variants": mediaVariants,
  "20261122_0004_rate_limits": rateLimits,
  "20261124_0005_media_uses": mediaUses,
  "20261124_0006_message_status": messageStatus,
  "20261124_0007_sign_in_protection": signInProtection,
  "20261124_0008_submission_ids": submissionIds,
  "20261124_0009_inquiries": inquiries,
  "20261124_0010_unlogged_rate_limits": unloggedRateLimits,
  "20261124_0011_public_working_hours": publicWorkingHours,
  "20261124_0012_built_in_pictures": builtInPictures,
  "20261124_0013_service_drafts_order_and_redirects": serviceDraftsOrderAndRedirects,
  "20261124_0014_audit_log": auditLog,
  "20261124_0015_staff_accounts": staffAccounts,
  "20261124_0016_two_factor": twoFactor,
  "20261124_0018_revisions": revisions,
  "20261124_0019_own_accounts": ownAccounts,
  "20261124_0020_trash": trash,
  "20261127_0021_proofs_used_and_confirmations_counted": proofsUsedAndConfirmationsCounted,
  "20261127_0022_privacy_keyed_hashes": privacyKeyedHashes,
  "20261128_0023_site_settings": siteSettings,
  "20261128_0024_inquiries_table": inquiriesTable,
  "20261129_0025_messages_in_lines": messagesInLines,
  "20261130_0027_reply_signatures": replySignatures,
  "20261130_0029_sites_running_stay_launched": sitesRunningStayLaunched,
  "20261130_0031_trust_sections": trustSections,
  "20261201_0032_translations": translations,
  "20261202_0033_inquiry_languages": inquiryLanguages,
  "20261203_0034_consent_notice_language": consentNoticeLanguage,
};

/**
 * Brings the schema up to date. Kysely's migrator takes a lock in the database, so instances
 * that start together run each migration once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // On PostgreSQL the migrator would otherwise take Kysely's tables in any schema of the
    // database (another app's, another test's) for ours; pin them to the schema we work in.
    ...(engineOf(db) === "postgres" ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("PostgreSQL has no current schema: check the search_path.");
  return schema;
}
