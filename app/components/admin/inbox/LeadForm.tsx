import { Save } from "lucide-react";
import { type Inquiry, LEAD_STATUSES } from "../../../domain/inquiries.model.ts";
import { InquiryUpdateSchema } from "../../../domain/inquiries.schema.ts";
import { requiredAs, SelectField } from "../../fields.tsx";
import { buttonClass } from "../buttons.tsx";
import { INQUIRY_NOT_UPDATED, useCardForm } from "./useCardForm.tsx";

/** The office's own handling of an inquiry: its lead status and who looks after it. */
export function LeadForm({
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
  const { formProps, fields } = useCardForm({
    schema: InquiryUpdateSchema,
    defaultValue: { status: message.leadStatus, assigneeId: message.assignee?._id ?? "" },
    invalidMessage: INQUIRY_NOT_UPDATED,
    onValid: onSubmit,
  });
  return (
    <form {...formProps} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="lead" />
      <input type="hidden" name="id" value={message._id} />
      <SelectField
        label="Lead status"
        field={fields.status}
        markOptional={false}
        className="w-full sm:w-44"
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status.value} value={status.value}>
            {status.label}
          </option>
        ))}
      </SelectField>
      {/* "Nobody yet" is a choice, not a field left empty. */}
      <SelectField
        label="Looked after by"
        field={requiredAs(fields.assigneeId, false)}
        markOptional={false}
        className="w-full sm:w-52"
      >
        <option value="">Nobody yet</option>
        {staff.map((user) => (
          <option key={user._id} value={user._id}>
            {user.username}
          </option>
        ))}
      </SelectField>
      <button type="submit" disabled={busy} className={buttonClass()}>
        <Save aria-hidden="true" className="size-4" />
        Save
      </button>
    </form>
  );
}
