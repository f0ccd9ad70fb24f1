import nodemailer from "nodemailer";
import type { Env } from "../config/env.server.ts";
import { SITE_NAME } from "../content/site.ts";

export interface Mail {
  to: string;
  subject: string;
  /** Plain text only: what visitors typed is never interpreted as HTML. */
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** The sender's address, as mails show it. */
  from: string;
  send: (mail: Mail) => Promise<void>;
}

/** A mailer over SMTP_URL, or null when mail is not set up (then nothing is ever sent). */
export function createMailer(env: Env): Mailer | null {
  if (!env.SMTP_URL) return null;
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const from = env.MAIL_FROM ?? `"${SITE_NAME}" <no-reply@${env.siteUrl.hostname}>`;
  return {
    from,
    // nodemailer encodes every header itself, so a line break in a subject cannot add headers.
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  };
}
