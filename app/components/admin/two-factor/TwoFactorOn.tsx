import { ShieldCheck } from "lucide-react";
import { RECOVERY_CODE_COUNT } from "../../../domain/two-factor.schema.ts";
import { formatDate } from "../../../lib/dates.ts";
import type { FormFailure } from "../../../lib/forms.ts";
import { Panel } from "../Panel.tsx";
import { Warning } from "./Notices.tsx";
import { PasswordForm } from "./PasswordForm.tsx";

/** So few recovery codes left that the screen suggests making new ones. */
const FEW_CODES_LEFT = 3;

/**
 * Two-factor sign-in is on: since when and how many recovery codes are left, new codes, and
 * turning it off unless an administrator requires it.
 */
export function TwoFactorOn({
  username,
  enabledAt,
  recoveryCodesLeft,
  required,
  busy,
  renewFailure,
  disableFailure,
}: {
  username: string;
  enabledAt: string;
  recoveryCodesLeft: number;
  required: boolean;
  busy: boolean;
  renewFailure: FormFailure | undefined;
  disableFailure: FormFailure | undefined;
}) {
  return (
    <>
      <Panel className="space-y-4" title="Two-factor sign-in is on">
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
          <span>
            Since {formatDate(enabledAt)}, signing in as <strong>{username}</strong> asks for a code
            from your authenticator app after the password. {recoveryCodesLeft} of{" "}
            {RECOVERY_CODE_COUNT} recovery codes are left.
          </span>
        </p>
        {recoveryCodesLeft <= FEW_CODES_LEFT ? (
          <Warning>
            <p>Few recovery codes are left: make new ones below and keep them safe.</p>
          </Warning>
        ) : null}
      </Panel>
      <PasswordForm
        intent="renew"
        title="New recovery codes"
        explanation="Makes ten new codes and shows them once; the codes you have now stop working."
        button="Make new recovery codes"
        busy={busy}
        failure={renewFailure}
      />
      {required ? (
        <Panel className="space-y-4" title="Turn off two-factor sign-in">
          <p className="text-sm text-slate-700">
            An administrator requires two-factor sign-in for everyone, so it stays on.
          </p>
        </Panel>
      ) : (
        <PasswordForm
          intent="disable"
          title="Turn off two-factor sign-in"
          explanation="Your password alone will sign you in again. The app's entry and your recovery codes stop working."
          button="Turn off two-factor sign-in"
          destructive
          busy={busy}
          failure={disableFailure}
        />
      )}
    </>
  );
}
