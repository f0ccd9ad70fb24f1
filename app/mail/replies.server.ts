import type { Db } from "../db/schema.ts";
import type { Actor } from "../domain/audit.model.ts";
import type { ContactMessage } from "../domain/messages.model.ts";
import { getMessage, replyToMessage } from "../domain/messages.server.ts";
import type { Flash } from "../lib/flash.ts";
import type { OutboxWorker } from "./outbox.server.ts";

interface ReplyOutcome {
  contactMessage: ContactMessage;
  /** What the office is told, and in which tone: only a reply that left (e-mailed) is a success. */
  message: string;
  tone: Flash["tone"];
}

/**
 * Replies to a message: stores the reply (the message counts as read), then tries to e-mail it
 * at once and says truly what happened: sent, saved and waiting for the mail server, or saved
 * and not e-mailed because this website has no mail server to send with.
 */
export async function sendReply(
  services: { db: Db; outbox: OutboxWorker; mailConfigured: boolean },
  id: string,
  input: unknown,
  actor: Actor,
): Promise<ReplyOutcome> {
  await replyToMessage(services.db, id, input, actor);
  await services.outbox.deliverFor({ messageId: id });
  const contactMessage = await getMessage(services.db, id);
  if (!services.mailConfigured) {
    return {
      contactMessage,
      tone: "warning",
      message:
        "Your reply is saved, but it was not e-mailed: this website cannot send e-mail yet. Send it from your own e-mail, or ask whoever runs the website to set up sending.",
    };
  }
  if (contactMessage.replyEmail?.state === "sent") {
    return { contactMessage, tone: "success", message: "Reply sent successfully!" };
  }
  return {
    contactMessage,
    tone: "warning",
    message:
      "Your reply is saved, but the e-mail could not be sent yet. It will be tried again automatically.",
  };
}
