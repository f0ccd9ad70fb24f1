import {
  Download,
  Inbox,
  Mail,
  MailCheck,
  MailWarning,
  Phone,
  Reply,
  ShieldAlert,
  Trash2,
} from "lucide-react";
import { useId, useState } from "react";
import { Form, href, useSubmit } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { ConfirmButton } from "../../components/admin/ConfirmButton.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { inputClass } from "../../components/fields.tsx";
import { type ContactMessage, type MailState, SPAM_REASONS } from "../../domain/messages.model.ts";
import {
  deleteMessage,
  markMessageRead,
  restoreFromSpam,
  viewInbox,
} from "../../domain/messages.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import { formatDate } from "../../lib/dates.ts";
import { mailtoHref } from "../../lib/links.ts";
import { sendReply } from "../../mail/replies.server.ts";
import type { Route } from "./+types/messages";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Contact Messages" };

const FILTERS = [
  { value: "all", label: "All messages" },
  { value: "unread", label: "Unread" },
  { value: "read", label: "Read" },
  { value: "replied", label: "Replied" },
  { value: "spam", label: "Spam" },
] as const;

export const loader = adminLoader(
  async ({ app, url }: AdminCall<Route.LoaderArgs>) => ({
    ...(await viewInbox(app.db, url.searchParams.get("status"))),
    mailConfigured: app.mailConfigured,
  }),
  { failed: "Failed to load messages" },
);

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    read: {
      failed: "Failed to mark message as read",
      run: async ({ app, input }) => {
        await markMessageRead(app.db, String(input.id));
        return "Message marked as read";
      },
    },
    reply: {
      failed: "Failed to send reply.",
      run: async ({ app, input }) => {
        const { message, tone } = await sendReply(app, String(input.id), input);
        return { message, tone };
      },
    },
    restore: {
      failed: "Failed to move the message to the inbox.",
      run: async ({ app, input }) => {
        await restoreFromSpam(app.db, String(input.id));
        return "The message is back in the inbox.";
      },
    },
    delete: {
      failed: "Failed to delete message",
      run: async ({ app, input }) => {
        await deleteMessage(app.db, String(input.id));
        return "Message deleted successfully";
      },
    },
  });
}

export { AdminPageError as ErrorBoundary };

function MailNote({ label, state }: { label: string; state: MailState }) {
  if (state.state === "sent") {
    return (
      <p className="flex items-center gap-2 text-sm text-green-800">
        <MailCheck aria-hidden="true" className="size-4" />
        {label} e-mailed {formatDate(state.at)}
      </p>
    );
  }
  if (state.state === "pending") {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Mail aria-hidden="true" className="size-4" />
        {label} waiting to be e-mailed
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-red-800">
      <MailWarning aria-hidden="true" className="size-4" />
      {label} could not be e-mailed yet ({state.attempts} {state.attempts === 1 ? "try" : "tries"}
      ); next try {formatDate(state.nextAttemptAt)}
    </p>
  );
}

/** The card's badge: the spec's status, except that a reply nobody was sent says so. */
function badgeOf(message: ContactMessage): { label: string; className: string } {
  if (message.spam) return { label: "Spam", className: "bg-amber-100 text-amber-950" };
  if (message.reply && message.replyEmail?.state !== "sent") {
    return { label: "Reply not e-mailed", className: "bg-amber-100 text-amber-950" };
  }
  const classes = {
    unread: "bg-blue-100 text-blue-900",
    read: "bg-slate-200 text-slate-800",
    replied: "bg-green-100 text-green-900",
  } as const;
  return { label: message.status, className: classes[message.status] };
}

/** A reply this website could not e-mail, ready to send from the office's own mail program. */
function sendByHandHref(message: ContactMessage): string {
  const subject = encodeURIComponent(`Re: ${message.subject}`);
  const body = encodeURIComponent(message.reply ?? "");
  return `${mailtoHref(message.email)}?subject=${subject}&body=${body}`;
}

/** What a card asks the page to do; the page's fetcher outlives a card the filter hides. */
type MessageAction =
  | { intent: "read" }
  | { intent: "reply"; reply: string }
  | { intent: "restore" }
  | { intent: "delete" };

function MessageCard({
  message,
  mailConfigured,
  pendingIntent,
  busy,
  onAction,
}: {
  message: ContactMessage;
  mailConfigured: boolean;
  /** The action in flight for this message, if any. */
  pendingIntent: string | undefined;
  /** True while any message action is in flight. */
  busy: boolean;
  onAction: (action: MessageAction) => void;
}) {
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState("");
  const replyId = useId();
  const badge = badgeOf(message);

  return (
    <article
      aria-labelledby={`${replyId}-subject`}
      className={`rounded-xl bg-white p-5 shadow-sm ${message.status === "unread" && !message.spam ? "border-l-4 border-primary-600" : ""}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={`${replyId}-subject`}
            className="text-lg font-semibold break-words text-slate-900"
          >
            {message.subject}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-medium text-slate-900">{message.name}</span> ·{" "}
            <a href={mailtoHref(message.email)} className="text-primary-700 underline break-all">
              {message.email}
            </a>
            {message.phone ? (
              <>
                {" "}
                · <Phone aria-hidden="true" className="inline size-3.5" /> {message.phone}
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 sm:block sm:text-right">
          <span
            className={`inline-block rounded-full px-3 py-1 text-xs font-semibold capitalize ${badge.className}`}
          >
            {badge.label}
          </span>
          <p className="text-sm text-slate-600 sm:mt-1">
            <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
          </p>
        </div>
      </div>
      {message.spam ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Held as spam: {SPAM_REASONS[message.spam]} Nobody was notified.
        </p>
      ) : null}
      <p className="mt-4 whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
      {mailConfigured && !message.spam ? (
        <div className="mt-3">
          <MailNote label="Notification" state={message.notification} />
        </div>
      ) : null}
      {message.reply ? (
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
      ) : null}
      {replying && !message.reply ? (
        <form
          method="post"
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            onAction({ intent: "reply", reply });
          }}
        >
          <label htmlFor={replyId} className="text-sm font-medium text-slate-800">
            Your reply to {message.name}
          </label>
          <textarea
            id={replyId}
            name="reply"
            rows={5}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            className={`${inputClass} mt-1`}
          />
          {!mailConfigured ? (
            <p className="mt-1 text-sm text-slate-600">
              This website cannot send e-mail yet: your reply will be saved here, and you can then
              send it from your own e-mail.
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="submit" disabled={reply.trim() === "" || busy} className={buttonClass()}>
              <Reply aria-hidden="true" className="size-4" />
              {pendingIntent === "reply" ? "Sending..." : "Send Reply"}
            </button>
            <button
              type="button"
              onClick={() => setReplying(false)}
              className={buttonClass("secondary")}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3 border-t border-slate-100 pt-4">
        {message.spam ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onAction({ intent: "restore" })}
            className={buttonClass("secondary")}
          >
            <Inbox aria-hidden="true" className="size-4" />
            Not spam: move to the inbox
          </button>
        ) : null}
        {message.status === "unread" && !message.spam ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onAction({ intent: "read" })}
            className={buttonClass("secondary")}
          >
            <MailCheck aria-hidden="true" className="size-4" />
            Mark as Read
          </button>
        ) : null}
        {!message.reply && !message.spam && !replying ? (
          <button
            type="button"
            onClick={() => setReplying(true)}
            className={buttonClass("secondary")}
          >
            <Reply aria-hidden="true" className="size-4" />
            Reply
          </button>
        ) : null}
        <ConfirmButton
          disabled={busy}
          title="Delete this message?"
          message={`The message from ${message.name} will be deleted for good.`}
          confirmLabel="Delete message"
          onConfirm={() => onAction({ intent: "delete" })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </ConfirmButton>
      </div>
    </article>
  );
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { filter, messages, mailConfigured } = loaderData;
  const submit = useSubmit();
  // Actions live here, not in the cards: marked read, replied to or deleted, a message may leave
  // the filtered list before its outcome is shown.
  const { fetcher, busy, post } = useAdminFetcher<typeof action>();
  const filterId = useId();

  return (
    <div className="space-y-6">
      {!mailConfigured ? (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          This website cannot send e-mail yet, so nobody is e-mailed about new messages and your
          replies are saved here without being sent. Nothing is lost. Ask whoever runs the website
          to set up e-mail sending.
        </p>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Form
          method="get"
          className="flex items-end gap-3"
          onChange={(event) => submit(event.currentTarget)}
        >
          <div>
            <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
              Show
            </label>
            <select
              id={filterId}
              name="status"
              defaultValue={filter}
              className={`${inputClass} mt-1 w-48`}
            >
              {FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" className={buttonClass("secondary")}>
              Filter
            </button>
          </noscript>
        </Form>
        <div className="flex flex-wrap gap-2">
          <a
            href={`${href("/admin/messages/export.xlsx")}?status=${filter}`}
            download
            className={buttonClass("secondary")}
          >
            <Download aria-hidden="true" className="size-4" />
            Export Excel
          </a>
          <a
            href={`${href("/admin/messages/export.csv")}?status=${filter}`}
            download
            className={buttonClass("secondary")}
          >
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        </div>
      </div>
      {messages.length > 0 ? (
        <ul className="space-y-4">
          {messages.map((message) => (
            <li key={message._id}>
              <MessageCard
                message={message}
                mailConfigured={mailConfigured}
                busy={busy}
                pendingIntent={
                  fetcher.formData?.get("id") === message._id
                    ? String(fetcher.formData.get("intent"))
                    : undefined
                }
                onAction={(fields) => post({ id: message._id, ...fields })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          {filter === "spam" ? "No messages are held as spam." : "No messages here."}
        </p>
      )}
    </div>
  );
}
