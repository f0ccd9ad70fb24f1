import type { Selectable } from "kysely";
import type { Logger } from "pino";
import { href } from "react-router";
import type { Env } from "../config/env.server.ts";
import type { Db, OutboxTable } from "../db/schema.ts";
import { getContactInfo } from "../domain/contact-info.server.ts";
import { isQuoteRequest } from "../domain/inquiries.model.ts";
import { getInquiry } from "../domain/inquiry-inbox.server.ts";
import { getInquirySettings } from "../domain/inquiry-settings.server.ts";
import { issueInvitationLink } from "../domain/invitations.server.ts";
import { issuePasswordResetLink } from "../domain/password-resets.server.ts";
import {
  countConfirmation,
  skipConfirmation,
  uncountConfirmation,
} from "./confirmation-quota.server.ts";
import { quoteConfirmationMail, quoteNotificationMail } from "./inquiry-mails.server.ts";
import type { Mail, Mailer } from "./mailer.server.ts";
import { notificationMail, replyMail } from "./message-mails.server.ts";
import { invitationMail, passwordResetMail } from "./staff-mails.server.ts";

/** While one instance sends a mail, the others leave it alone for this long. */
const LEASE_MS = 2 * 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;
const BATCH = 20;
const POLL_MS = 5_000;

export interface OutboxSettings {
  env: Env;
  mailer: Mailer;
  log: Logger;
}

/** Waits longer after each failure: the retry delay, doubled each time, at most an hour. */
function nextAttemptAfter(attempts: number, retrySeconds: number): number {
  return Math.min(retrySeconds * 1000 * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/** What an outbox row is about: a visitor's message, an invitation or a forgotten password. */
export type MailAbout =
  | { messageId: string }
  | { invitationId: string }
  | { passwordResetId: string };

async function composeMail(db: Db, row: Selectable<OutboxTable>, env: Env): Promise<Mail> {
  if (row.invitation_id) {
    const { invitation, token } = await issueInvitationLink(db, row.invitation_id);
    return invitationMail(
      invitation,
      new URL(href("/admin/invitation/:token", { token }), env.siteUrl),
    );
  }
  if (row.password_reset_id) {
    const { email, name, token } = await issuePasswordResetLink(db, row.password_reset_id);
    return passwordResetMail(
      { email, name },
      new URL(href("/admin/reset-password/:token", { token }), env.siteUrl),
    );
  }
  if (!row.message_id) throw new Error(`outbox row ${row.id} is about nothing`);
  const inquiry = await getInquiry(db, row.message_id);
  const contact = await getContactInfo(db);
  if (row.kind === "reply") return replyMail(inquiry, { replyTo: contact.email });
  const inboxUrl = new URL("/admin/messages", env.siteUrl);
  // A contact message, in a line or not, goes to the address for all messages.
  if (!isQuoteRequest(inquiry)) {
    return notificationMail(inquiry, {
      to: env.NOTIFY_EMAIL ?? contact.email,
      inboxUrl: inboxUrl.toString(),
    });
  }
  const settings = await getInquirySettings(db);
  if (row.kind === "confirm") return quoteConfirmationMail(inquiry, contact, settings.treatments);
  // The line's own address, else the one for all messages, else the office's public one.
  const to = settings.notify[inquiry.line] || env.NOTIFY_EMAIL || contact.email;
  inboxUrl.searchParams.set("q", inquiry.reference);
  return quoteNotificationMail(inquiry, { to, inboxUrl: inboxUrl.toString() });
}

/**
 * Sends one mail of the outbox; a confirmation (to an address a visitor typed) only while that
 * address has confirmations left today, else it is skipped with a note on its request, and
 * the answer is false.
 */
async function sendWithinLimits(
  db: Db,
  mailer: Mailer,
  row: Selectable<OutboxTable>,
  mail: Mail,
): Promise<boolean> {
  if (row.kind !== "confirm" || !row.message_id) {
    await mailer.send(mail);
    return true;
  }
  const counted = await countConfirmation(db, mail.to);
  if (!counted) {
    await skipConfirmation(db, row.id, row.message_id);
    return false;
  }
  try {
    await mailer.send(mail);
  } catch (error) {
    await uncountConfirmation(db, counted);
    throw error;
  }
  return true;
}

/**
 * Sends the mail that is due, optionally only a given message's. Each row is claimed first (its
 * next attempt moved past a lease), so instances sharing a database never send it twice.
 * Returns how many were sent.
 */
export async function deliverDueMail(
  db: Db,
  settings: OutboxSettings,
  only?: MailAbout,
): Promise<number> {
  const now = new Date();
  let query = db
    .selectFrom("outbox")
    .selectAll()
    .where("sent_at", "is", null)
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("next_attempt_at")
    .limit(BATCH);
  if (only) {
    if ("messageId" in only) query = query.where("message_id", "=", only.messageId);
    else if ("invitationId" in only) query = query.where("invitation_id", "=", only.invitationId);
    else query = query.where("password_reset_id", "=", only.passwordResetId);
  }
  let sent = 0;
  for (const row of await query.execute()) {
    const claimed = await db
      .updateTable("outbox")
      .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where("id", "=", row.id)
      .where("next_attempt_at", "=", row.next_attempt_at)
      .where("sent_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    try {
      const mail = await composeMail(db, row, settings.env);
      if (!(await sendWithinLimits(db, settings.mailer, row, mail))) continue;
      await db
        .updateTable("outbox")
        .set({ sent_at: new Date().toISOString(), last_error: null, attempts: row.attempts + 1 })
        .where("id", "=", row.id)
        .execute();
      sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      const wait = nextAttemptAfter(attempts, settings.env.MAIL_RETRY_SECONDS);
      settings.log.warn({ err: error, kind: row.kind, attempts }, "mail not sent; will retry");
      await db
        .updateTable("outbox")
        .set({
          attempts,
          last_error: error instanceof Error ? error.message : String(error),
          next_attempt_at: new Date(Date.now() + wait).toISOString(),
        })
        .where("id", "=", row.id)
        .execute();
    }
  }
  return sent;
}

export interface OutboxWorker {
  /** Sends what is due now instead of at the next poll (after a new message). */
  kick: () => void;
  /** Sends the due mail about one thing at once and waits for the outcome (after a reply). */
  deliverFor: (about: MailAbout) => Promise<void>;
  stop: () => Promise<void>;
}

/** Polls the outbox every few seconds; a failure here is logged and never stops the server. */
export function startOutboxWorker(db: Db, settings: OutboxSettings): OutboxWorker {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = (only?: MailAbout) => {
    running = running
      .then(() => deliverDueMail(db, settings, only))
      .catch((error) => settings.log.error({ err: error }, "outbox run failed"));
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) run();
  }, POLL_MS);
  timer.unref();
  run();
  return {
    kick: () => {
      if (!stopped) run();
    },
    deliverFor: async (about) => {
      if (!stopped) await run(about);
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** The outbox when mail is not set up: messages keep their mail queued, nothing is sent. */
export const idleOutbox: OutboxWorker = {
  kick: () => {},
  deliverFor: async () => {},
  stop: async () => {},
};
