import { Inbox, MailCheck, Reply, ShieldAlert } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { type Inquiry, LEAD_STATUSES, lineLabel } from "../../../domain/inquiries.model.ts";
import { SPAM_REASONS } from "../../../domain/messages.model.ts";
import { formatDate } from "../../../lib/dates.ts";
import { lineTone } from "../../site/business-lines.ts";
import { buttonClass } from "../buttons.tsx";
import { DeleteButton, PostButton } from "./ActionForms.tsx";
import { LEAD_BADGES, statusBadge } from "./badges.tsx";
import { ContactLinks } from "./ContactLinks.tsx";
import { Attachments, Consents, InquiryDetails } from "./InquiryContent.tsx";
import { LeadForm } from "./LeadForm.tsx";
import { MailNote } from "./MailNote.tsx";
import { Notes } from "./Notes.tsx";
import { ReplyForm, SentReply } from "./Reply.tsx";

/** What a card asks the page to do; the page's fetcher outlives a card the filter hides. */
export type MessageAction =
  | { intent: "read" }
  | { intent: "reply"; reply: string }
  | { intent: "restore" }
  | { intent: "delete"; confirmed: "yes" };

/** The card's top line: business line, reference, lead status, message status and date. */
function MessageBadges({ message }: { message: Inquiry }) {
  const badge = statusBadge({
    spam: message.spam !== null,
    replyNotSent: message.reply !== null && message.replyEmail?.state !== "sent",
    status: message.status,
  });
  const leadLabel = LEAD_STATUSES.find((status) => status.value === message.leadStatus)?.label;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span
        className={`rounded-full px-3 py-1 text-xs font-semibold ${lineTone(message.line).badge}`}
      >
        {lineLabel(message.line)}
      </span>
      {message.reference ? (
        <span className="font-mono font-semibold text-slate-900">{message.reference}</span>
      ) : null}
      <span
        className={`rounded-full px-3 py-1 text-xs font-semibold ${LEAD_BADGES[message.leadStatus]}`}
      >
        {leadLabel}
      </span>
      <span className="flex flex-wrap items-center gap-2 sm:ml-auto">
        <span
          className={`inline-block rounded-full px-3 py-1 text-xs font-semibold capitalize ${badge.className}`}
        >
          {badge.label}
        </span>
        <time dateTime={message.createdAt} className="text-slate-600">
          {formatDate(message.createdAt)}
        </time>
      </span>
    </div>
  );
}

/** What can be done with a message: restore it from spam, mark it read, reply, delete it. */
function MessageActions({
  message,
  busy,
  replyHref,
  onAction,
}: {
  message: Inquiry;
  busy: boolean;
  /** Opens the reply box; null while it is open. */
  replyHref: string | null;
  onAction: (action: MessageAction) => void;
}) {
  const post = (fields: Record<string, string>) => onAction(fields as MessageAction);
  return (
    <div className="mt-4 flex flex-wrap gap-3 border-t border-slate-100 pt-4">
      {message.spam ? (
        <PostButton
          fields={{ intent: "restore" }}
          onPost={post}
          disabled={busy}
          className={buttonClass("secondary")}
        >
          <Inbox aria-hidden="true" className="size-4" />
          Not spam: move to the inbox
        </PostButton>
      ) : null}
      {message.status === "unread" && !message.spam ? (
        <PostButton
          fields={{ intent: "read" }}
          onPost={post}
          disabled={busy}
          className={buttonClass("secondary")}
        >
          <MailCheck aria-hidden="true" className="size-4" />
          Mark as Read
        </PostButton>
      ) : null}
      {/* A health request may come with a phone number only: it is answered by phone. */}
      {!message.reply && !message.spam && replyHref && message.email ? (
        <Link to={replyHref} replace preventScrollReset className={buttonClass("secondary")}>
          <Reply aria-hidden="true" className="size-4" />
          Reply
        </Link>
      ) : null}
      <DeleteButton
        fields={{ intent: "delete" }}
        onPost={post}
        disabled={busy}
        className={buttonClass("destructive")}
        title="Delete this message?"
        message={`The message from ${message.name} will be deleted for good.`}
        confirmLabel="Delete message"
      >
        Delete
      </DeleteButton>
    </div>
  );
}

/** One inquiry on its own screen: what was sent, the office's follow-up, the reply, the actions. */
export function MessageCard({
  message,
  staff,
  mailConfigured,
  pendingIntent,
  busy,
  replying,
  replyHref,
  onCancelReply,
  onAction,
  onForm,
}: {
  message: Inquiry;
  staff: { _id: string; username: string }[];
  mailConfigured: boolean;
  /** The action in flight for this message, if any. */
  pendingIntent: string | undefined;
  /** True while any message action is in flight. */
  busy: boolean;
  /** The reply box is open (the address says `?reply`, so it opens without JavaScript too). */
  replying: boolean;
  /** The address that opens the reply box. */
  replyHref: string;
  onCancelReply: () => void;
  onAction: (action: MessageAction) => void;
  onForm: (form: HTMLFormElement) => void;
}) {
  const [reply, setReply] = useState("");
  const cardId = useId();

  return (
    <article
      aria-labelledby={`${cardId}-subject`}
      className={`rounded-xl bg-white p-4 shadow-sm sm:p-5 ${message.status === "unread" && !message.spam ? "border-l-4 border-primary-600" : ""}`}
    >
      <MessageBadges message={message} />
      <h2
        id={`${cardId}-subject`}
        className="mt-2 text-lg font-semibold break-words text-slate-900"
      >
        {message.subject}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        From <span className="font-medium text-slate-900">{message.name}</span>
        {message.assignee ? <> · looked after by {message.assignee.username}</> : null}
      </p>
      <ContactLinks message={message} />
      {message.spam ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Held as spam: {SPAM_REASONS[message.spam]} Nobody was notified.
        </p>
      ) : null}
      <InquiryDetails message={message} />
      <Attachments message={message} />
      <Consents consents={message.consents} />
      {mailConfigured && !message.spam ? (
        <div className="mt-3">
          <MailNote label="Notification" state={message.notification} />
        </div>
      ) : null}
      {message.reply ? <SentReply message={message} mailConfigured={mailConfigured} /> : null}
      {replying && !message.reply && !message.spam ? (
        <section id="reply" aria-label="Reply">
          <ReplyForm
            senderName={message.name}
            mailConfigured={mailConfigured}
            reply={reply}
            onReplyChange={setReply}
            busy={busy}
            sending={pendingIntent === "reply"}
            onSend={() => onAction({ intent: "reply", reply })}
            onCancel={onCancelReply}
          />
        </section>
      ) : null}
      <MessageActions
        message={message}
        busy={busy}
        replyHref={replying ? null : replyHref}
        onAction={onAction}
      />
      <div className="mt-4 space-y-4 rounded-lg border border-slate-200 p-3 sm:p-4">
        <h3 className="font-semibold text-slate-900">Follow-up (only staff see this)</h3>
        <LeadForm
          key={`${message.leadStatus}-${message.assignee?._id ?? ""}`}
          message={message}
          staff={staff}
          busy={busy}
          onSubmit={onForm}
        />
        <Notes message={message} busy={busy} onSubmit={onForm} />
      </div>
    </article>
  );
}
