import { MailWarning, Reply } from "lucide-react";
import type { ContactMessage } from "../../../domain/messages.model.ts";
import { ReplyInputSchema } from "../../../domain/messages.schema.ts";
import { formatDate } from "../../../lib/dates.ts";
import { mailtoHref } from "../../../lib/links.ts";
import { TextArea } from "../../fields.tsx";
import { buttonClass } from "../buttons.tsx";
import { MailNote } from "./MailNote.tsx";
import { useCardForm } from "./useCardForm.tsx";

/** A reply this website could not e-mail, ready to send from the office's own mail program. */
function sendByHandHref(message: ContactMessage): string {
  const subject = encodeURIComponent(`Re: ${message.subject}`);
  const body = encodeURIComponent(message.reply ?? "");
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
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{message.reply}</p>
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

/** The box to write a reply in; the card keeps the text, so a cancelled reply is not lost. */
export function ReplyForm({
  senderName,
  mailConfigured,
  reply,
  onReplyChange,
  busy,
  sending,
  onSend,
  onCancel,
}: {
  senderName: string;
  mailConfigured: boolean;
  reply: string;
  onReplyChange: (reply: string) => void;
  busy: boolean;
  sending: boolean;
  onSend: () => void;
  onCancel: () => void;
}) {
  // The box starts from the text the card kept; the card follows the typing.
  const { formProps, fields } = useCardForm({
    schema: ReplyInputSchema,
    defaultValue: { reply },
    invalidMessage: "Failed to send reply.",
    onValid: onSend,
  });
  return (
    <form {...formProps} className="mt-4">
      <TextArea
        label={`Your reply to ${senderName}`}
        field={fields.reply}
        rows={5}
        onChange={(event) => onReplyChange(event.target.value)}
        hint={
          mailConfigured
            ? undefined
            : "This website cannot send e-mail yet: your reply will be saved here, and you can then send it from your own e-mail."
        }
      />
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
  );
}
