import { MailCheck, Paperclip, Reply } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { type InboxItem, LEAD_STATUSES, lineLabel } from "../../../domain/inquiries.model.ts";
import { ageOf, formatDate } from "../../../lib/dates.ts";
import { inputClass } from "../../fields.tsx";
import { lineTone } from "../../site/business-lines.ts";
import { buttonClass } from "../buttons.tsx";
import { ConfirmButton } from "../ConfirmButton.tsx";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { useToast } from "../Toast.tsx";
import { LanguageBadge, LEAD_BADGES, statusBadge } from "./badges.tsx";
import { PostButton } from "./PostButton.tsx";

type Post = (fields: Record<string, string> | FormData) => void;

/** What every line needs besides its inquiry: the clock, where it leads, the page's fetcher. */
interface LineContext {
  /** The server's time, which each item's age is counted to. */
  now: string;
  detailHref: (id: string, reply?: boolean) => string;
  busy: boolean;
  post: Post;
}

const iconButton =
  "inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:opacity-50";

/** The inbox as a list, one line an inquiry, to tick several and change them together. */
export function InboxList({
  items,
  staff,
  ...line
}: {
  items: InboxItem[];
  staff: { _id: string; username: string }[];
} & LineContext) {
  const formId = useId();
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm">
      <BulkActions formId={formId} staff={staff} busy={line.busy} post={line.post} />
      <ul className="divide-y divide-slate-200">
        {items.map((item, index) => (
          <li key={item._id}>
            <InboxRow item={item} index={index} formId={formId} line={line} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One inquiry on one line (three on a phone); the whole line opens it. */
function InboxRow({
  item,
  index,
  formId,
  line,
}: {
  item: InboxItem;
  index: number;
  formId: string;
  line: LineContext;
}) {
  const unread = item.status === "unread" && !item.spam;
  const badge = statusBadge(item);
  const leadLabel = LEAD_STATUSES.find((status) => status.value === item.leadStatus)?.label;
  return (
    <article
      aria-label={`${item.name}: ${item.subject}`}
      className={`relative grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 py-1.5 pr-2 pl-3 [grid-template-areas:'check_who_actions''._text_text''._badges_age'] hover:bg-slate-50 lg:grid-cols-[auto_10rem_minmax(0,1fr)_auto_4.5rem_auto] lg:gap-y-0 lg:[grid-template-areas:'check_who_text_badges_age_actions'] ${unread ? "border-l-4 border-primary-600" : "border-l-4 border-transparent"}`}
    >
      <input
        type="checkbox"
        form={formId}
        name={`ids[${index}]`}
        value={item._id}
        aria-label={`Tick the message from ${item.name}`}
        className="relative z-10 size-5 [grid-area:check]"
      />
      <Link
        to={line.detailHref(item._id)}
        className={`truncate leading-tight text-slate-900 [grid-area:who] after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-primary-700 ${unread ? "font-bold" : ""}`}
      >
        {item.name}
        <span className="sr-only">
          {unread ? ", unread" : ""}: {item.subject}
        </span>
      </Link>
      <p className="truncate text-sm text-slate-700 [grid-area:text]">
        <span className={unread ? "font-bold text-slate-900" : "font-medium text-slate-900"}>
          {item.subject}
        </span>{" "}
        — {item.firstWords}
      </p>
      <p className="flex min-w-0 items-center gap-1.5 overflow-hidden text-xs whitespace-nowrap [grid-area:badges]">
        {/* On a phone an unread line says so by its bold and its bar, to leave room for the rest. */}
        <span
          className={`rounded-full px-1.5 py-0.5 font-semibold capitalize ${badge.className} ${unread ? "max-lg:hidden" : ""}`}
        >
          {badge.label}
        </span>
        {/* A quote's subject names its line: on a phone its reference has the room instead. */}
        <span
          className={`rounded-full px-1.5 py-0.5 font-semibold ${lineTone(item.line).badge} ${item.reference ? "max-lg:hidden" : ""}`}
        >
          {lineLabel(item.line)}
        </span>
        <LanguageBadge language={item.language} className="px-1.5 py-0.5" />
        {item.reference ? (
          <span className="font-mono font-semibold text-slate-900">{item.reference}</span>
        ) : null}
        <span
          className={`hidden rounded-full px-1.5 py-0.5 font-semibold 2xl:inline ${LEAD_BADGES[item.leadStatus]}`}
        >
          {leadLabel}
        </span>
        {item.files > 0 ? (
          <span className="inline-flex items-center text-slate-700">
            <Paperclip aria-hidden="true" className="size-4" />
            <span className="sr-only">
              {item.files} {item.files === 1 ? "file" : "files"}
            </span>
          </span>
        ) : null}
      </p>
      <time
        dateTime={item.createdAt}
        title={formatDate(item.createdAt)}
        className="text-right text-xs whitespace-nowrap text-slate-700 [grid-area:age] lg:text-sm"
      >
        {ageOf(item.createdAt, line.now)}
      </time>
      <RowActions item={item} line={line} />
    </article>
  );
}

/** The spec's Mark as Read, Reply and Delete, as icons on the line. */
function RowActions({
  item,
  line: { detailHref, busy, post },
}: {
  item: InboxItem;
  line: LineContext;
}) {
  return (
    <div className="relative z-10 flex justify-end [grid-area:actions]">
      {item.status === "unread" && !item.spam ? (
        <PostButton
          fields={{ intent: "read", id: item._id }}
          onPost={post}
          disabled={busy}
          className={iconButton}
          label="Mark as Read"
        >
          <MailCheck aria-hidden="true" className="size-5" />
        </PostButton>
      ) : (
        <span className="size-8" />
      )}
      {item.status !== "replied" && !item.spam && item.repliable ? (
        <Link
          to={detailHref(item._id, true)}
          className={iconButton}
          aria-label="Reply"
          title="Reply"
        >
          <Reply aria-hidden="true" className="size-5" />
        </Link>
      ) : (
        <span className="size-8" />
      )}
      <ConfirmButton
        posts={{ intent: "delete", id: item._id }}
        onConfirm={post}
        disabled={busy}
        className={`${iconButton} text-red-800 hover:bg-red-50`}
        label="Delete"
        title="Delete this message?"
        message={`The message from ${item.name} will be deleted for good.`}
        confirmLabel="Delete message"
      />
    </div>
  );
}

/** The ticked messages' action: read, a status, an assignee, spam or delete (which asks). */
function BulkActions({
  formId,
  staff,
  busy,
  post,
}: {
  formId: string;
  staff: { _id: string; username: string }[];
  busy: boolean;
  post: Post;
}) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [toDelete, setToDelete] = useState<FormData | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const ticked = (form: HTMLFormElement) =>
    [...form.elements].filter(
      (field): field is HTMLInputElement =>
        field instanceof HTMLInputElement && field.type === "checkbox" && field.name !== "",
    );
  const send = (fields: FormData) => {
    post(fields);
    formRef.current?.reset();
  };
  return (
    <form
      id={formId}
      ref={formRef}
      method="post"
      aria-label="Change the ticked messages"
      className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        if (!ticked(event.currentTarget).some((box) => box.checked)) {
          toast.error("Tick the messages to change first.");
        } else if (fields.get("action") === "delete") {
          setToDelete(fields);
        } else {
          send(fields);
        }
      }}
    >
      <input type="hidden" name="intent" value="bulk" />
      {hydrated ? (
        <label className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-5"
            onChange={(event) => {
              const form = event.currentTarget.form;
              if (!form) return;
              for (const box of ticked(form)) box.checked = event.currentTarget.checked;
            }}
          />
          <span className="sr-only">Tick every message on this page</span>
        </label>
      ) : null}
      <label
        htmlFor={`${formId}-action`}
        className="sr-only text-sm font-medium text-slate-800 sm:not-sr-only"
      >
        With the ticked:
      </label>
      <select
        id={`${formId}-action`}
        name="action"
        required
        defaultValue=""
        className={`${inputClass} w-auto min-w-0 flex-1 py-1.5 sm:max-w-xs`}
      >
        <option value="" disabled>
          Choose an action
        </option>
        <option value="read">Mark as Read</option>
        <optgroup label="Set the status">
          {LEAD_STATUSES.filter((status) => status.value !== "spam").map((status) => (
            <option key={status.value} value={`status:${status.value}`}>
              {status.label}
            </option>
          ))}
        </optgroup>
        <optgroup label="Assign to">
          <option value="assign:">Nobody</option>
          {staff.map((user) => (
            <option key={user._id} value={`assign:${user._id}`}>
              {user.username}
            </option>
          ))}
        </optgroup>
        <option value="spam">Move to spam</option>
        <option value="delete">Delete</option>
      </select>
      <button type="submit" disabled={busy} className={`${buttonClass("secondary")} py-1.5`}>
        Apply
      </button>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete the ticked messages?"
        message={`The ${[...(toDelete?.keys() ?? [])].filter((name) => name.startsWith("ids")).length} ticked messages will be deleted for good.`}
        confirmLabel="Delete messages"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) {
            toDelete.set("confirmed", "yes");
            send(toDelete);
          }
          setToDelete(null);
        }}
      />
    </form>
  );
}
