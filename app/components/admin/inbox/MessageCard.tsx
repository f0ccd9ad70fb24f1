import { Inbox, MailCheck, Reply, ShieldAlert } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { type Inquiry, LEAD_STATUSES, lineLabel } from "../../../domain/inquiries.model.ts";
import { SPAM_REASONS } from "../../../domain/messages.model.ts";
import type { ReplyKit } from "../../../domain/replies.model.ts";
import { formatDate } from "../../../lib/dates.ts";
import { lineTone } from "../../site/business-lines.ts";
import { buttonClass } from "../buttons.tsx";
import { ConfirmButton } from "../ConfirmButton.tsx";
import { type AdminFetcher, useAdminFetcher } from "../useAdminFetcher.ts";
import { LanguageBadge, LEAD_BADGES, statusBadge } from "./badges.tsx";
import { ContactLinks } from "./ContactLinks.tsx";
import { Attachments, Consents, InquiryDetails } from "./InquiryContent.tsx";
import { LeadForm } from "./LeadForm.tsx";
import { MailNote } from "./MailNote.tsx";
import { Notes } from "./Notes.tsx";
import { PostButton } from "./PostButton.tsx";
import { ReplyForm, SentReply } from "./Reply.tsx";

type Post = AdminFetcher["post"];

/**
 * The card's top line: business line, language (when not English), reference, lead status,
 * message status and date.
 */
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
      <LanguageBadge language={message.language} className="px-3 py-1 text-xs" />
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
  post,
}: {
  message: Inquiry;
  busy: boolean;
  /** Opens the reply box; null while it is open. */
  replyHref: string | null;
  post: Post;
}) {
  // Spam is restored before anything else; a message in the inbox may be marked read.
  const oneClick = message.spam
    ? { intent: "restore", Icon: Inbox, label: "Not spam: move to the inbox" }
    : message.status === "unread"
      ? { intent: "read", Icon: MailCheck, label: "Mark as Read" }
      : null;
  return (
    <div className="mt-4 flex flex-wrap gap-3 border-t border-slate-100 pt-4">
      {oneClick ? (
        <PostButton
          fields={{ intent: oneClick.intent }}
          onPost={post}
          disabled={busy}
          className={buttonClass("secondary")}
        >
          <oneClick.Icon aria-hidden="true" className="size-4" />
          {oneClick.label}
        </PostButton>
      ) : null}
      {/* A health request may come with a phone number only: it is answered by phone. */}
      {!message.reply && !message.spam && replyHref && message.email ? (
        <Link to={replyHref} replace preventScrollReset className={buttonClass("secondary")}>
          <Reply aria-hidden="true" className="size-4" />
          Reply
        </Link>
      ) : null}
      <ConfirmButton
        posts={{ intent: "delete" }}
        onConfirm={post}
        disabled={busy}
        title="Delete this message?"
        message={`The message from ${message.name} will be deleted for good.`}
        confirmLabel="Delete message"
      >
        Delete
      </ConfirmButton>
    </div>
  );
}

/** One inquiry on its own screen: what was sent, the office's follow-up, the reply, the actions. */
export function MessageCard({
  inquiry: message,
  staff,
  mailConfigured,
  replyKit,
  replying,
  replyHref,
  onCancelReply,
}: {
  inquiry: Inquiry;
  staff: { _id: string; username: string }[];
  mailConfigured: boolean;
  /** The signature and templates the reply box offers. */
  replyKit: ReplyKit;
  /** The reply box is open (the address says `?reply`, so it opens without JavaScript too). */
  replying: boolean;
  /** The address that opens the reply box. */
  replyHref: string;
  onCancelReply: () => void;
}) {
  const inbox = useAdminFetcher();
  const { busy, post } = inbox;
  // The card keeps the reply's text, so a cancelled reply is not lost.
  const draft = useState("");
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
            kit={replyKit}
            draft={draft}
            inbox={inbox}
            onCancel={onCancelReply}
          />
        </section>
      ) : null}
      <MessageActions
        message={message}
        busy={busy}
        replyHref={replying ? null : replyHref}
        post={post}
      />
      <div className="mt-4 space-y-4 rounded-lg border border-slate-200 p-3 sm:p-4">
        <h3 className="font-semibold text-slate-900">Follow-up (only staff see this)</h3>
        <LeadForm
          key={`${message.leadStatus}-${message.assignee?._id ?? ""}`}
          message={message}
          staff={staff}
          busy={busy}
          onSubmit={post}
        />
        <Notes message={message} busy={busy} onSubmit={post} />
      </div>
    </article>
  );
}
