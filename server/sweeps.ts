import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../app/db/schema.ts";
import { deleteExpiredAuditEntries } from "../app/domain/audit.server.ts";
import { deleteExpiredProofUses } from "../app/domain/form-proof.server.ts";
import { sweepUnusedMedia } from "../app/domain/media.server.ts";
import { deleteExpiredAttachments } from "../app/domain/privacy.server.ts";
import { purgeTrash } from "../app/domain/revisions.server.ts";
import { deleteOldConfirmationCounts } from "../app/mail/confirmation-quota.server.ts";

/** An upload nothing uses is deleted after a day (its editor may still save it until then). */
const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

export interface Sweeps {
  /** Sweeps now (once the database is ready), besides every six hours. */
  run: () => Promise<unknown>;
  stop: () => void;
}

/** Deletes, every six hours, what the site keeps no longer; a failed sweep is logged, not thrown. */
export function startSweeps(db: Kysely<Database>, log: Logger): Sweeps {
  const run = () => sweepOnce(db, log);
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}

function sweepOnce(db: Kysely<Database>, log: Logger) {
  return Promise.all([
    sweepUnusedMedia(db, UNUSED_UPLOAD_GRACE_MS)
      .then((removed) => removed > 0 && log.info({ removed }, "deleted unused uploads"))
      .catch((error) => log.warn({ err: error }, "the sweep of unused uploads failed")),
    // Medical reports of closed inquiries, past the office's retention (decision 038).
    deleteExpiredAttachments(db)
      .then(
        (removed) =>
          removed > 0 && log.info({ removed }, "deleted attachments of closed inquiries"),
      )
      .catch((error) => log.warn({ err: error }, "the retention sweep of attachments failed")),
    // The audit log keeps two years (decision 049).
    deleteExpiredAuditEntries(db)
      .then(
        (removed) =>
          removed > 0 && log.info({ removed }, "deleted audit log entries older than two years"),
      )
      .catch((error) => log.warn({ err: error }, "the retention sweep of the audit log failed")),
    // Form proofs past their day, and confirmations counted on days gone (decision 058).
    Promise.all([deleteExpiredProofUses(db), deleteOldConfirmationCounts(db)])
      .then(
        ([proofs, counts]) =>
          proofs + counts > 0 && log.info({ proofs, counts }, "forgot used proofs and counts"),
      )
      .catch((error) => log.warn({ err: error }, "the sweep of used proofs failed")),
    // Deleted services and team members, 30 days on (decision 054).
    purgeTrash(db)
      .then(
        (removed) => removed > 0 && log.info({ removed }, "emptied expired items from the trash"),
      )
      .catch((error) => log.warn({ err: error }, "the sweep of the trash failed")),
  ]);
}
