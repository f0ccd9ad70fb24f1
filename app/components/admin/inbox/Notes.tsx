import { StickyNote } from "lucide-react";
import type { Inquiry } from "../../../domain/inquiries.model.ts";
import { InquiryUpdateSchema } from "../../../domain/inquiries.schema.ts";
import { formatDate } from "../../../lib/dates.ts";
import { requiredAs, TextArea } from "../../fields.tsx";
import { buttonClass } from "../buttons.tsx";
import { INQUIRY_NOT_UPDATED, useCardForm } from "./useCardForm.tsx";

/** The box to add a note in: required here, though the schema also takes other edits. */
function AddNote({
  messageId,
  busy,
  onSubmit,
}: {
  messageId: string;
  busy: boolean;
  onSubmit: (form: HTMLFormElement) => void;
}) {
  const { formProps, fields } = useCardForm({
    schema: InquiryUpdateSchema,
    defaultValue: { note: "" },
    invalidMessage: INQUIRY_NOT_UPDATED,
    onValid: onSubmit,
  });
  return (
    <form {...formProps} className="mt-3">
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="id" value={messageId} />
      <TextArea label="Add a note" field={requiredAs(fields.note, true)} rows={2} />
      <button type="submit" disabled={busy} className={`${buttonClass("secondary")} mt-2`}>
        <StickyNote aria-hidden="true" className="size-4" />
        Add note
      </button>
    </form>
  );
}

/** Notes only the staff see, each with who wrote it and when, and a box to add one. */
export function Notes({
  message,
  busy,
  onSubmit,
}: {
  message: Inquiry;
  busy: boolean;
  onSubmit: (form: HTMLFormElement) => void;
}) {
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
      <AddNote key={message.notes.length} messageId={message._id} busy={busy} onSubmit={onSubmit} />
    </div>
  );
}
