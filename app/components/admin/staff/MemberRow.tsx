import { Ban, CheckCircle2, Pencil } from "lucide-react";
import { useState } from "react";
import { ROLE_LABELS } from "../../../domain/roles.model.ts";
import type { StaffMember } from "../../../domain/users.schema.ts";
import { formatDate } from "../../../lib/dates.ts";
import { ConfirmButton } from "../ConfirmButton.tsx";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { ItemActionButton } from "../ItemActionButton.tsx";
import { StaffBadge } from "./StaffBadge.tsx";

/** One account: who it is, its role and state, and what another administrator may change. */
export function MemberRow({
  member,
  isMe,
  busy,
  onEditRole,
  post,
}: {
  member: StaffMember;
  isMe: boolean;
  busy: boolean;
  onEditRole: () => void;
  post: (fields: Record<string, string>) => void;
}) {
  const [disabling, setDisabling] = useState(false);
  const who = member.name || member.username;
  const disabled = member.status === "disabled";
  return (
    <li className="flex flex-col gap-3 p-4 sm:p-5 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{who}</span>
          <StaffBadge tone={member.role === "admin" ? "blue" : "slate"}>
            {ROLE_LABELS[member.role]}
          </StaffBadge>
          {disabled ? <StaffBadge tone="red">Disabled</StaffBadge> : null}
          {isMe ? <StaffBadge tone="amber">You</StaffBadge> : null}
        </p>
        <p className="mt-1 text-sm break-all text-slate-700">
          {member.name ? `${member.username} · ` : ""}
          {member.email ?? "no e-mail address"}
        </p>
        <p className="text-sm text-slate-600">
          {member.lastSignInAt
            ? `Last signed in ${formatDate(member.lastSignInAt)}`
            : "Has not signed in yet"}
        </p>
      </div>
      {isMe ? (
        <p className="text-sm text-slate-600 lg:max-w-56 lg:text-right">
          Another administrator can change your own account.
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <ItemActionButton
            icon={Pencil}
            label="Change Role"
            item={` of ${who}`}
            onClick={onEditRole}
          />
          {disabled ? (
            <ItemActionButton
              icon={CheckCircle2}
              label="Enable"
              item={` ${who}`}
              disabled={busy}
              onClick={() => post({ intent: "enable", id: member._id })}
            />
          ) : (
            <>
              <ItemActionButton
                icon={Ban}
                label="Disable"
                item={` ${who}`}
                disabled={busy}
                onClick={() => setDisabling(true)}
              />
              <ConfirmDialog
                open={disabling}
                title={`Disable ${who}?`}
                message="They are signed out at once and cannot sign in until an administrator enables the account again. Nothing they wrote is lost."
                confirmLabel="Disable account"
                onCancel={() => setDisabling(false)}
                onConfirm={() => {
                  setDisabling(false);
                  post({ intent: "disable", id: member._id });
                }}
              />
            </>
          )}
          <ConfirmButton
            disabled={busy}
            title={`Remove ${who}?`}
            message="The account is deleted for good and they can no longer sign in. What they wrote stays on the website. To stop them signing in for a while, disable the account instead."
            confirmLabel="Remove account"
            onConfirm={() => post({ intent: "remove", id: member._id })}
          >
            Remove<span className="sr-only"> {who}</span>
          </ConfirmButton>
        </div>
      )}
    </li>
  );
}
