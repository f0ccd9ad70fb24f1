import { Download, Mail, MailCheck, MailWarning, Phone, Reply, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { data, Form, useFetcher, useSubmit } from "react-router";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog.tsx";
import { buttonClass, inputClass } from "../../components/admin/fields.tsx";
import { useToast } from "../../components/admin/Toast.tsx";
import { useFetcherToast } from "../../components/admin/useFetcherToast.ts";
import { DomainError, ValidationError } from "../../domain/errors.ts";
import type { ContactMessage, MailState } from "../../domain/messages.model.ts";
import { MessageFilterSchema } from "../../domain/messages.schema.ts";
import {
  deleteMessage,
  getMessage,
  listMessages,
  markMessageRead,
  replyOutcome,
  replyToMessage,
} from "../../domain/messages.server.ts";
import { adminUser } from "../../http/auth.server.ts";
import { appServices, requestInfo } from "../../http/context.server.ts";
import { formatDate } from "../../lib/dates.ts";
import type { Route } from "./+types/messages";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Contact Messages" };

const FILTERS = [
  { value: "all", label: "All messages" },
  { value: "unread", label: "Unread" },
  { value: "read", label: "Read" },
  { value: "replied", label: "Replied" },
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  adminUser(context);
  const app = appServices(context);
  const filter = MessageFilterSchema.parse(
    new URL(request.url).searchParams.get("status") ?? "all",
  );
  try {
    return {
      filter,
      messages: await listMessages(app.db, filter),
      mailConfigured: app.mailConfigured,
      loadFailed: false,
    };
  } catch (error) {
    requestInfo(context).log.error({ err: error }, "messages could not be read");
    return { filter, messages: [], mailConfigured: app.mailConfigured, loadFailed: true };
  }
}

type MessageActionResult = { ok: boolean; message: string; errors?: Record<string, string[]> };

const FAILURES = {
  read: "Failed to mark message as read",
  reply: "Failed to send reply.",
  delete: "Failed to delete message",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  adminUser(context);
  const app = appServices(context);
  const form = await request.formData();
  const intent = String(form.get("intent")) as keyof typeof FAILURES;
  const id = String(form.get("id") ?? "");
  const answer = (result: MessageActionResult, status = 200) => data(result, { status });
  try {
    if (intent === "read") {
      await markMessageRead(app.db, id);
      return answer({ ok: true, message: "Message marked as read" });
    }
    if (intent === "reply") {
      await replyToMessage(app.db, id, { reply: form.get("reply") });
      await app.outbox.deliverFor(id);
      const outcome = replyOutcome(await getMessage(app.db, id), app.mailConfigured);
      return answer({ ok: true, message: outcome.message });
    }
    if (intent === "delete") {
      await deleteMessage(app.db, id);
      return answer({ ok: true, message: "Message deleted successfully" });
    }
    return answer({ ok: false, message: "Unknown action." }, 400);
  } catch (error) {
    const failure = FAILURES[intent] ?? "Something went wrong.";
    if (error instanceof ValidationError) {
      return answer({ ok: false, message: failure, errors: error.fieldErrors }, 400);
    }
    if (error instanceof DomainError)
      return answer({ ok: false, message: `${failure}: ${error.message}` }, 404);
    requestInfo(context).log.error({ err: error, intent }, "message action failed");
    return answer({ ok: false, message: failure }, 500);
  }
}

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

const STATUS_BADGES = {
  unread: "bg-blue-100 text-blue-900",
  read: "bg-slate-200 text-slate-800",
  replied: "bg-green-100 text-green-900",
} as const;

/** What a card asks the page to do; the page's fetcher outlives a card the filter hides. */
type MessageAction = { intent: "read" } | { intent: "reply"; reply: string } | { intent: "delete" };

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
  const [confirmDelete, setConfirmDelete] = useState(false);
  const replyId = useId();

  return (
    <article
      aria-labelledby={`${replyId}-subject`}
      className={`rounded-xl bg-white p-5 shadow-sm ${message.status === "unread" ? "border-l-4 border-primary-600" : ""}`}
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
            <a href={`mailto:${message.email}`} className="text-primary-700 underline break-all">
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
            className={`inline-block rounded-full px-3 py-1 text-xs font-semibold capitalize ${STATUS_BADGES[message.status]}`}
          >
            {message.status}
          </span>
          <p className="text-sm text-slate-600 sm:mt-1">
            <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
          </p>
        </div>
      </div>
      <p className="mt-4 whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
      {mailConfigured ? (
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
          ) : null}
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
          <input type="hidden" name="id" value={message._id} />
          <input type="hidden" name="intent" value="reply" />
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
              E-mail is not set up: the reply will be saved, not e-mailed.
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
        {message.status === "unread" ? (
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
        {!message.reply && !replying ? (
          <button
            type="button"
            onClick={() => setReplying(true)}
            className={buttonClass("secondary")}
          >
            <Reply aria-hidden="true" className="size-4" />
            Reply
          </button>
        ) : null}
        <button
          type="button"
          disabled={busy}
          onClick={() => setConfirmDelete(true)}
          className={buttonClass("secondary")}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this message?"
        message={`The message from ${message.name} will be deleted for good.`}
        confirmLabel="Delete message"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          onAction({ intent: "delete" });
        }}
      />
    </article>
  );
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { filter, messages, mailConfigured, loadFailed } = loaderData;
  const submit = useSubmit();
  const toast = useToast();
  // Actions live here, not in the cards: marked read, replied to or deleted, a message may leave
  // the filtered list before its outcome is shown.
  const action = useFetcher<MessageActionResult>();
  useFetcherToast(action);
  const busy = action.state !== "idle";
  const filterId = useId();

  useEffect(() => {
    if (loadFailed) toast.error("Failed to load messages");
  }, [loadFailed, toast]);

  return (
    <div className="space-y-6">
      {!mailConfigured ? (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          E-mail is not set up on this server (SMTP_URL), so new messages are not announced by
          e-mail and replies are saved here but not e-mailed. Nothing is lost.
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
        <a
          href={`/admin/messages/export.csv?status=${filter}`}
          download
          className={buttonClass("secondary")}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
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
                  action.formData?.get("id") === message._id
                    ? String(action.formData.get("intent"))
                    : undefined
                }
                onAction={(fields) =>
                  action.submit({ id: message._id, ...fields }, { method: "post" })
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          {loadFailed ? "Failed to load messages" : "No messages here."}
        </p>
      )}
    </div>
  );
}
