import { RotateCw } from "lucide-react";
import { ROLE_LABELS } from "../../../domain/roles.model.ts";
import type { Invitation } from "../../../domain/users.schema.ts";
import { formatDate } from "../../../lib/dates.ts";
import { ConfirmButton } from "../ConfirmButton.tsx";
import { ItemActionButton } from "../ItemActionButton.tsx";
import { StaffBadge } from "./StaffBadge.tsx";

/** Where an invitation's mail and link stand, in the office's words. */
function invitationState(invitation: Invitation, mailConfigured: boolean): string {
  const { mail } = invitation;
  if (mail.state === "sent") {
    if (invitation.expired || !invitation.expiresAt) {
      return `The link expired on ${invitation.expiresAt ? formatDate(invitation.expiresAt) : "its date"}. Send it again for a new one.`;
    }
    return `E-mailed ${formatDate(mail.at)}. The link works until ${formatDate(invitation.expiresAt)}.`;
  }
  if (!mailConfigured) return "Not e-mailed: this website cannot send e-mail.";
  if (mail.state === "failed") {
    return `Not e-mailed yet (${mail.error}). Trying again automatically.`;
  }
  return "Waiting to be e-mailed.";
}

/** An invitation not yet accepted: where its mail stands; send it again or withdraw it. */
export function InvitationRow({
  invitation,
  mailConfigured,
  busy,
  post,
}: {
  invitation: Invitation;
  mailConfigured: boolean;
  busy: boolean;
  post: (fields: Record<string, string>) => void;
}) {
  const warn = invitation.expired || invitation.mail.state !== "sent";
  return (
    <li className="flex flex-col gap-3 p-4 sm:p-5 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-all text-slate-900">
            {invitation.name || invitation.email}
          </span>
          <StaffBadge tone={invitation.role === "admin" ? "blue" : "slate"}>
            {ROLE_LABELS[invitation.role]}
          </StaffBadge>
        </p>
        {invitation.name ? (
          <p className="mt-1 text-sm break-all text-slate-700">{invitation.email}</p>
        ) : null}
        <p className={`text-sm ${warn ? "font-medium text-amber-900" : "text-slate-600"}`}>
          {invitationState(invitation, mailConfigured)}
        </p>
        {invitation.invitedBy ? (
          <p className="text-sm text-slate-600">Invited by {invitation.invitedBy}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {mailConfigured ? (
          <ItemActionButton
            icon={RotateCw}
            label="Send Again"
            item={` to ${invitation.email}`}
            disabled={busy}
            onClick={() => post({ intent: "resend", id: invitation._id })}
          />
        ) : null}
        <ConfirmButton
          disabled={busy}
          title={`Withdraw the invitation to ${invitation.email}?`}
          message="Its link stops working at once. You can invite them again later."
          confirmLabel="Withdraw invitation"
          onConfirm={() => post({ intent: "withdraw", id: invitation._id })}
        >
          Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
        </ConfirmButton>
      </div>
    </li>
  );
}
