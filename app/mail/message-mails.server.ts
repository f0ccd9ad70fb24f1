import { GENERAL_LINE, lineLabel } from "../domain/inquiries.model.ts";
import type { ContactMessage } from "../domain/messages.model.ts";
import { composeSentReply } from "../domain/replies.model.ts";
import { formatDate } from "../lib/dates.ts";
import type { Mail } from "./mailer.server.ts";

function quoted(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
}

/** Tells the office a visitor wrote; replying to it answers the visitor. */
export function notificationMail(
  message: ContactMessage,
  options: { to: string; inboxUrl: string },
): Mail {
  return {
    to: options.to,
    replyTo: message.email,
    subject: `New message from ${message.name}: ${message.subject}`,
    text: [
      `${message.name} sent a message through the website on ${formatDate(message.createdAt)}.`,
      "",
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Phone: ${message.phone || "(not given)"}`,
      `Subject: ${message.subject}`,
      ...(message.line === GENERAL_LINE ? [] : [`Business line: ${lineLabel(message.line)}`]),
      "",
      message.message,
      "",
      `Read and answer it in the inbox: ${options.inboxUrl}`,
    ].join("\n"),
  };
}

/**
 * The office's reply to a visitor, as the reply box showed it (greeting, text, the writer's
 * signature), quoting what they wrote; their answer reaches the office.
 */
export function replyMail(message: ContactMessage, options: { replyTo: string }): Mail {
  return {
    to: message.email,
    replyTo: options.replyTo,
    subject: `Re: ${message.subject}`,
    text: [
      composeSentReply(message).text,
      "",
      `On ${formatDate(message.createdAt)} you wrote:`,
      quoted(message.message),
    ].join("\n"),
  };
}
