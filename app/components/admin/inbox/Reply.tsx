import { MailWarning, Reply } from "lucide-react";
import { useEffect, useId } from "react";
import { href, Link } from "react-router";
import type { ContactMessage } from "../../../domain/messages.model.ts";
import { ReplyInputSchema } from "../../../domain/messages.schema.ts";
import { composeReply, composeSentReply, type ReplyKit } from "../../../domain/replies.model.ts";
import type { ReplyTemplate } from "../../../domain/reply-templates.schema.ts";
import { formatDate } from "../../../lib/dates.ts";
import { mailtoHref } from "../../../lib/links.ts";
import { TextArea } from "../../fields.tsx";
import { buttonClass } from "../buttons.tsx";
import type { AdminFetcher } from "../useAdminFetcher.ts";
import { MailNote } from "./MailNote.tsx";
import { TemplatePicker, useTemplateFromAddress } from "./TemplatePicker.tsx";
import { useCardForm } from "./useCardForm.tsx";

/** A reply this website could not e-mail, ready to send from the office's own mail program. */
function sendByHandHref(message: ContactMessage): string {
  const subject = encodeURIComponent(`Re: ${message.subject}`);
  const body = encodeURIComponent(composeSentReply(message).text);
  return `${mailtoHref(message.email)}?subject=${subject}&body=${body}`;
}

/** The reply given, and whether it was e-mailed or is still to be sent by hand. */
export function SentReply({
  message,
  mailConfigured,
}: {
  message: ContactMessage;
  mailConfigured: boolean;
}) {
  return (
    <div className="mt-4 rounded-lg bg-green-50 p-4">
      <p className="text-sm font-semibold text-green-900">
        Your reply{message.repliedAt ? `, ${formatDate(message.repliedAt)}` : ""}
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">
        {composeSentReply(message).text}
      </p>
      {mailConfigured && message.replyEmail ? (
        <div className="mt-2">
          <MailNote label="Reply" state={message.replyEmail} />
        </div>
      ) : (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm font-medium text-amber-950">
          <MailWarning aria-hidden="true" className="size-4" />
          Not e-mailed: this website cannot send e-mail yet.
          <a href={sendByHandHref(message)} className="text-primary-700 underline">
            Send it from your own e-mail
          </a>
        </p>
      )}
    </div>
  );
}

/** What the mail adds around the text typed: shown where it will stand, read-only. */
function AddedPart({
  id,
  text,
  omitted,
}: {
  id: string;
  text: string | null;
  /** Said instead when the typed text already carries it. */
  omitted: string;
}) {
  return text === null ? (
    <p id={id} className="text-sm text-slate-600">
      {omitted}
    </p>
  ) : (
    <p id={id} className="whitespace-pre-line break-words text-slate-900">
      {text}
    </p>
  );
}

/**
 * The box to write a reply in, between the greeting and the signature the mail will carry
 * (one composition makes both, decision 067); the card keeps the text, so a cancelled reply is
 * not lost. A template fills the box (or, from the address, starts it).
 */
export function ReplyForm({
  senderName,
  mailConfigured,
  kit: { signature, templates },
  draft: [reply, onReplyChange],
  inbox,
  onCancel,
}: {
  senderName: string;
  mailConfigured: boolean;
  kit: ReplyKit;
  /** The text, kept by the card. */
  draft: [string, (reply: string) => void];
  /** The card's fetcher, which sends the reply. */
  inbox: AdminFetcher;
  onCancel: () => void;
}) {
  const sending = inbox.fetcher.formData?.get("intent") === "reply";
  const busy = inbox.busy;
  const fromAddress = useTemplateFromAddress(templates);
  const startText = reply || fromAddress?.text || "";
  const { form, formProps, fields } = useCardForm({
    schema: ReplyInputSchema,
    defaultValue: { reply: startText },
    invalidMessage: "Failed to send reply.",
    onValid: () => inbox.post({ intent: "reply", reply }),
  });
  // The card learns of a template the address started the box from.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the text the box started with.
  useEffect(() => {
    if (startText !== reply) onReplyChange(startText);
  }, []);
  const composed = composeReply({ name: senderName, body: reply, signature });
  const partsId = useId();
  const use = (template: ReplyTemplate) => {
    form.update({ name: fields.reply.name, value: template.text });
    onReplyChange(template.text);
  };
  return (
    <div className="mt-4 space-y-3">
      <TemplatePicker templates={templates} onUse={use} />
      <form {...formProps}>
        <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4">
          <AddedPart
            id={`${partsId}-greeting`}
            text={composed.greeting}
            omitted="Your text begins with its own greeting, so none is added."
          />
          <TextArea
            label={`Your reply to ${senderName}`}
            field={fields.reply}
            rows={6}
            onChange={(event) => onReplyChange(event.target.value)}
            aria-describedby={`${partsId}-greeting ${partsId}-signature`}
            hint={
              mailConfigured
                ? "The greeting above and your signature below are added to the e-mail for you."
                : "The greeting above and your signature below are added for you. This website cannot send e-mail yet: your reply will be saved here, and you can then send it from your own e-mail."
            }
          />
          <div>
            <AddedPart
              id={`${partsId}-signature`}
              text={composed.signature}
              omitted="Your text ends with your signature, so it is not added again."
            />
            <p className="mt-1 text-sm text-slate-600">
              Your signature:{" "}
              <Link to={href("/admin/account")} className="font-medium text-primary-700 underline">
                change it under My Account
              </Link>
            </p>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="submit" disabled={reply.trim() === "" || busy} className={buttonClass()}>
            <Reply aria-hidden="true" className="size-4" />
            {sending ? "Sending..." : "Send Reply"}
          </button>
          <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}
