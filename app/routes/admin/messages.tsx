import {
  Download,
  Inbox,
  Mail,
  MailCheck,
  MailWarning,
  MessageCircle,
  Paperclip,
  Phone,
  Reply,
  Save,
  Search,
  ShieldAlert,
  ShieldCheck,
  StickyNote,
} from "lucide-react";
import { useId, useState } from "react";
import { Form, href, Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { ConfirmButton } from "../../components/admin/ConfirmButton.tsx";
import {
  FilterSelect,
  ListPager,
  listHref,
  useFilterSubmit,
} from "../../components/admin/ListFilters.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { useMayUse } from "../../components/admin/useMayUse.ts";
import { inputClass } from "../../components/fields.tsx";
import { lineTone } from "../../components/site/business-lines.ts";
import {
  CONSENT_LABELS,
  formatBytes,
  INQUIRY_LINES,
  type Inquiry,
  LEAD_STATUSES,
  type LeadStatus,
  lineLabel,
} from "../../domain/inquiries.model.ts";
import { listInquiries, updateInquiry } from "../../domain/inquiries.server.ts";
import { type ContactMessage, type MailState, SPAM_REASONS } from "../../domain/messages.model.ts";
import { deleteMessage, markMessageRead, restoreFromSpam } from "../../domain/messages.server.ts";
import { listStaff } from "../../domain/users.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import { formatDate } from "../../lib/dates.ts";
import { mailtoHref, telHref, whatsappHref } from "../../lib/links.ts";
import { sendReply } from "../../mail/replies.server.ts";
import type { Route } from "./+types/messages";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Inquiries" };

const FILTERS = [
  { value: "all", label: "All messages" },
  { value: "unread", label: "Unread" },
  { value: "read", label: "Read" },
  { value: "replied", label: "Replied" },
  { value: "spam", label: "Spam" },
] as const;

export const loader = adminLoader(
  async ({ app, url }: AdminCall<Route.LoaderArgs>) => {
    const [inbox, staff] = await Promise.all([
      listInquiries(app.db, Object.fromEntries(url.searchParams)),
      listStaff(app.db),
    ]);
    return { ...inbox, staff, mailConfigured: app.mailConfigured };
  },
  { failed: "Failed to load messages" },
);

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    lead: {
      failed: "The inquiry was not updated.",
      run: async ({ app, input, user }) => {
        const { leadStatus, assignee } = await updateInquiry(
          app.db,
          String(input.id),
          { status: input.status, assigneeId: input.assigneeId },
          user,
        );
        const label = LEAD_STATUSES.find((status) => status.value === leadStatus)?.label;
        return `Saved: ${label}, ${assignee ? `assigned to ${assignee.username}` : "not assigned"}.`;
      },
    },
    note: {
      failed: "The note was not added.",
      run: async ({ app, input, user }) => {
        await updateInquiry(app.db, String(input.id), { note: input.note }, user);
        return "Note added.";
      },
    },
    read: {
      failed: "Failed to mark message as read",
      run: async ({ app, input, user }) => {
        await markMessageRead(app.db, String(input.id), user);
        return "Message marked as read";
      },
    },
    reply: {
      failed: "Failed to send reply.",
      run: async ({ app, input, user }) => {
        const { message, tone } = await sendReply(app, String(input.id), input, user);
        return { message, tone };
      },
    },
    restore: {
      failed: "Failed to move the message to the inbox.",
      run: async ({ app, input, user }) => {
        await restoreFromSpam(app.db, String(input.id), user);
        return "The message is back in the inbox.";
      },
    },
    delete: {
      failed: "Failed to delete message",
      run: async ({ app, input, user }) => {
        await deleteMessage(app.db, String(input.id), user);
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

const LEAD_BADGES: Record<LeadStatus, string> = {
  new: "bg-blue-100 text-blue-900",
  "in-progress": "bg-violet-100 text-violet-900",
  quoted: "bg-amber-100 text-amber-950",
  won: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
  spam: "bg-red-100 text-red-900",
};

const contactLinkClass =
  "inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100";

/** Call, WhatsApp and e-mail the sender, each one tap. */
function ContactLinks({ message }: { message: Inquiry }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {message.phone ? (
        <>
          <li>
            <a href={telHref(message.phone)} className={contactLinkClass}>
              <Phone aria-hidden="true" className="size-4" />
              Call {message.phone}
            </a>
          </li>
          <li>
            <a
              href={whatsappHref(message.phone)}
              target="_blank"
              rel="noopener noreferrer"
              className={contactLinkClass}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              WhatsApp<span className="sr-only"> {message.name} (opens WhatsApp)</span>
            </a>
          </li>
        </>
      ) : null}
      <li className="min-w-0">
        <a href={mailtoHref(message.email)} className={`${contactLinkClass} break-all`}>
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {message.email}
        </a>
      </li>
    </ul>
  );
}

/** The office's own handling of an inquiry: its lead status and who looks after it. */
function LeadForm({
  message,
  staff,
  busy,
  onSubmit,
}: {
  message: Inquiry;
  staff: { _id: string; username: string }[];
  busy: boolean;
  onSubmit: (form: HTMLFormElement) => void;
}) {
  const id = useId();
  return (
    <form
      method="post"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
    >
      <input type="hidden" name="intent" value="lead" />
      <input type="hidden" name="id" value={message._id} />
      <div className="w-full sm:w-44">
        <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-800">
          Lead status
        </label>
        <select
          id={`${id}-status`}
          name="status"
          defaultValue={message.leadStatus}
          className={`${inputClass} mt-1`}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </div>
      <div className="w-full sm:w-52">
        <label htmlFor={`${id}-assignee`} className="block text-sm font-medium text-slate-800">
          Looked after by
        </label>
        <select
          id={`${id}-assignee`}
          name="assigneeId"
          defaultValue={message.assignee?._id ?? ""}
          className={`${inputClass} mt-1`}
        >
          <option value="">Nobody yet</option>
          {staff.map((user) => (
            <option key={user._id} value={user._id}>
              {user.username}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={busy} className={buttonClass()}>
        <Save aria-hidden="true" className="size-4" />
        Save
      </button>
    </form>
  );
}

/** Notes only the staff see, each with who wrote it and when, and a box to add one. */
function Notes({
  message,
  busy,
  onSubmit,
}: {
  message: Inquiry;
  busy: boolean;
  onSubmit: (form: HTMLFormElement) => void;
}) {
  const id = useId();
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">Notes</h4>
      {message.notes.length > 0 ? (
        <ul className="mt-2 space-y-2">
          {message.notes.map((note) => (
            <li key={note._id} className="rounded-lg bg-yellow-50 p-3">
              <p className="text-xs text-slate-700">
                <span className="font-semibold">{note.authorName}</span> ·{" "}
                <time dateTime={note.createdAt}>{formatDate(note.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">
                {note.text}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">No notes yet.</p>
      )}
      {/* Keyed by the number of notes: a saved note empties the box. */}
      <form
        key={message.notes.length}
        method="post"
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
      >
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="id" value={message._id} />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Add a note
        </label>
        <textarea id={id} name="note" rows={2} required className={`${inputClass} mt-1`} />
        <button type="submit" disabled={busy} className={`${buttonClass("secondary")} mt-2`}>
          <StickyNote aria-hidden="true" className="size-4" />
          Add note
        </button>
      </form>
    </div>
  );
}

function MessageCard({
  message,
  staff,
  mailConfigured,
  pendingIntent,
  busy,
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
  onAction: (action: MessageAction) => void;
  onForm: (form: HTMLFormElement) => void;
}) {
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState("");
  const replyId = useId();
  const badge = badgeOf(message);
  const leadLabel = LEAD_STATUSES.find((status) => status.value === message.leadStatus)?.label;

  return (
    <article
      aria-labelledby={`${replyId}-subject`}
      className={`rounded-xl bg-white p-4 shadow-sm sm:p-5 ${message.status === "unread" && !message.spam ? "border-l-4 border-primary-600" : ""}`}
    >
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
      <h2
        id={`${replyId}-subject`}
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
      {message.details.length > 0 ? (
        <dl className="mt-4 grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[minmax(8rem,14rem)_1fr]">
          {message.details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="pt-1 font-medium text-slate-700 sm:pt-0">{detail.label}</dt>
              <dd className="whitespace-pre-wrap break-words text-slate-900">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-4 whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
      )}
      {message.attachments.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">
            Files sent ({message.attachments.length})
          </h3>
          <ul className="mt-2 space-y-2">
            {message.attachments.map((file) => (
              <li key={file._id}>
                <a
                  href={href("/admin/inquiries/:id/attachments/:attachmentId", {
                    id: message._id,
                    attachmentId: file._id,
                  })}
                  download={file.fileName}
                  className="inline-flex min-h-10 max-w-full items-center gap-2 break-all text-primary-700 underline"
                >
                  <Paperclip aria-hidden="true" className="size-4 shrink-0" />
                  {file.fileName}
                </a>{" "}
                <span className="text-sm whitespace-nowrap text-slate-600">
                  ({formatBytes(file.byteSize)})
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {message.consents.length > 0 ? (
        <ul className="mt-4 space-y-1 text-sm text-slate-700">
          {message.consents.map((consent) => (
            <li key={consent.kind} className="flex items-start gap-2">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
              <span>
                Consented to {CONSENT_LABELS[consent.kind]} on {formatDate(consent.givenAt)}{" "}
                (privacy notice version {consent.noticeVersion})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
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
          Delete
        </ConfirmButton>
      </div>
    </article>
  );
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { filter, query, items, total, page, pages, staff, mailConfigured } = loaderData;
  const submitFilters = useFilterSubmit((name, value) => name === "status" && value === "all");
  const mayUse = useMayUse();
  // Actions live here, not in the cards: marked read, replied to or deleted, a message may leave
  // the filtered list before its outcome is shown.
  const { fetcher, busy, post } = useAdminFetcher<typeof action>();
  const searchId = useId();
  const current = new URLSearchParams();
  if (filter !== "all") current.set("status", filter);
  if (query.q) current.set("q", query.q);
  if (query.line) current.set("line", query.line);
  if (query.lead) current.set("lead", query.lead);
  if (query.assignee) current.set("assignee", query.assignee);
  const filtered = current.size > 0;

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
      <search className="block rounded-xl bg-white p-4 shadow-sm">
        {/* A choice in a list applies at once; the search text with its button or Enter. */}
        <Form
          method="get"
          className="space-y-3"
          onChange={(event) => {
            if (event.target instanceof HTMLSelectElement) submitFilters(event.currentTarget);
          }}
          onSubmit={(event) => {
            event.preventDefault();
            submitFilters(event.currentTarget);
          }}
        >
          <div>
            <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
              Search
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id={searchId}
                type="search"
                name="q"
                defaultValue={query.q}
                placeholder="Name, e-mail, phone, reference or words"
                className={inputClass}
              />
              <button type="submit" className={`${buttonClass()} shrink-0`}>
                <Search aria-hidden="true" className="size-4" />
                Search
              </button>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <FilterSelect label="Show" name="status" value={filter} options={FILTERS} />
            <FilterSelect
              label="Business line"
              name="line"
              value={query.line ?? ""}
              options={[{ value: "", label: "All lines" }, ...INQUIRY_LINES]}
            />
            <FilterSelect
              label="Lead status"
              name="lead"
              value={query.lead ?? ""}
              options={[{ value: "", label: "Any status" }, ...LEAD_STATUSES]}
            />
            <FilterSelect
              label="Looked after by"
              name="assignee"
              value={query.assignee ?? ""}
              options={[
                { value: "", label: "Anyone" },
                { value: "none", label: "Nobody yet" },
                ...staff.map((user) => ({ value: user._id, label: user.username })),
              ]}
            />
          </div>
        </Form>
      </search>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-800" aria-live="polite">
          <span className="font-semibold">{total}</span> {total === 1 ? "inquiry" : "inquiries"}
          {filtered ? (
            <>
              {" "}
              ·{" "}
              <Link to={href("/admin/messages")} className="text-primary-700 underline">
                Clear the search and filters
              </Link>
            </>
          ) : null}
        </p>
        {mayUse("personal-data") ? (
          <div className="flex flex-wrap gap-2">
            <a
              href={`${href("/admin/messages/export.xlsx")}?${current}`}
              download
              className={buttonClass("secondary")}
            >
              <Download aria-hidden="true" className="size-4" />
              Export Excel
            </a>
            <a
              href={`${href("/admin/messages/export.csv")}?${current}`}
              download
              className={buttonClass("secondary")}
            >
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </a>
          </div>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul className="space-y-4">
          {items.map((message) => (
            <li key={message._id}>
              <MessageCard
                message={message}
                staff={staff}
                mailConfigured={mailConfigured}
                busy={busy}
                pendingIntent={
                  fetcher.formData?.get("id") === message._id
                    ? String(fetcher.formData.get("intent"))
                    : undefined
                }
                onAction={(fields) => post({ id: message._id, ...fields })}
                onForm={post}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          {filter === "spam" && current.size === 1
            ? "No messages are held as spam."
            : filtered
              ? "Nothing matches this search. Try fewer words or other filters."
              : "No messages here."}
        </p>
      )}
      <ListPager
        page={page}
        pages={pages}
        hrefFor={(target) => listHref(href("/admin/messages"), current, { page: String(target) })}
      />
    </div>
  );
}
