import { Mail, MailCheck, MailWarning } from "lucide-react";
import type { MailState } from "../../../domain/messages.model.ts";
import { formatDate } from "../../../lib/dates.ts";

/** Whether a mail about an inquiry (the staff's notification, the reply) has left, and when. */
export function MailNote({ label, state }: { label: string; state: MailState }) {
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
