import { KeyRound, ShieldCheck } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { SITE_NAME } from "../../../content/site.ts";
import { EnrolmentCodeSchema } from "../../../domain/two-factor.schema.ts";
import type { FormFailure } from "../../../lib/forms.ts";
import { SubmitButton } from "../buttons.tsx";
import { Panel } from "../Panel.tsx";
import { SaveFields } from "../SaveFields.tsx";
import { useSignInForm } from "../useSignInForm.tsx";
import { CodeField } from "./CodeField.tsx";
import { Alert, KeyMissingWarning } from "./Notices.tsx";

/** Two-factor sign-in is off: what it is, and the button that starts setting it up. */
export function StartSetUp({
  keyConfigured,
  busy,
  failure,
}: {
  keyConfigured: boolean;
  busy: boolean;
  failure: FormFailure | undefined;
}) {
  return (
    <Panel className="space-y-4" title="Protect your account with a second step">
      <p className="text-sm text-slate-700">
        Two-factor sign-in asks for a 6-digit code from an app on your phone after your password, so
        a stolen or guessed password alone cannot open the content manager. Any authenticator app
        works: Google Authenticator, Microsoft Authenticator, 1Password, Authy and others.
      </p>
      {keyConfigured ? null : <KeyMissingWarning />}
      {failure ? <Alert>{failure.message}</Alert> : null}
      <Form method="post">
        <SaveFields intent="start" />
        <SubmitButton icon={KeyRound} busy={busy} disabled={!keyConfigured}>
          Set up two-factor sign-in
        </SubmitButton>
      </Form>
    </Panel>
  );
}

/** A set-up started, but the server's key has gone since: it can only be cancelled. */
export function EnrolmentWithoutKey({ busy }: { busy: boolean }) {
  return (
    <Panel className="space-y-4" title="Set up two-factor sign-in">
      <KeyMissingWarning />
      <CancelForm busy={busy} />
    </Panel>
  );
}

function CancelForm({ busy }: { busy: boolean }) {
  return (
    <Form method="post">
      <SaveFields intent="cancel" />
      <SubmitButton busy={busy} tone="secondary">
        Cancel the set-up
      </SubmitButton>
    </Form>
  );
}

/** The set-up under way: the QR code (or its key) to add to the app, then its first code. */
export function Enrolment({
  enrolment,
  busy,
  failure,
}: {
  enrolment: { secret: string; uri: string; qrCode: string; qrCodeSize: number };
  busy: boolean;
  failure: FormFailure | undefined;
}) {
  const errorId = useId();
  const form = useSignInForm({ schema: EnrolmentCodeSchema, result: failure });
  return (
    <Panel className="space-y-4" title="Set up two-factor sign-in">
      <ol className="space-y-6">
        <li className="space-y-3">
          <h3 className="font-semibold text-slate-900">
            1. Scan this QR code with your authenticator app
          </h3>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <img
              src={enrolment.qrCode}
              alt="QR code for this site's two-factor sign-in"
              width={enrolment.qrCodeSize}
              height={enrolment.qrCodeSize}
              className="shrink-0 rounded-md border border-slate-300 bg-white"
            />
            <div className="space-y-2 text-sm text-slate-700">
              <p>
                In the app, choose to add an account, then scan the code. It appears as{" "}
                <strong>{SITE_NAME}</strong>.
              </p>
              <p>
                Setting up on the phone you are reading this on?{" "}
                <a href={enrolment.uri} className="font-medium text-primary-700 underline">
                  Open it in your authenticator app
                </a>
                .
              </p>
              <p>Cannot scan it? Choose to enter a setup key, and type this key (time-based):</p>
              <p className="rounded-md bg-slate-100 px-3 py-2 font-mono text-base break-words text-slate-900">
                {enrolment.secret}
              </p>
            </div>
          </div>
        </li>
        <li className="space-y-3">
          <h3 className="font-semibold text-slate-900">2. Enter the code the app now shows</h3>
          {failure ? <Alert id={errorId}>{failure.message}</Alert> : null}
          <Form {...form.formProps} className="space-y-4">
            <SaveFields intent="confirm" />
            <CodeField
              kind="app"
              label="6-digit code"
              field={form.fields.code}
              width="max-w-48"
              refusalId={failure ? errorId : undefined}
            />
            <SubmitButton icon={ShieldCheck} busy={busy}>
              Turn on two-factor sign-in
            </SubmitButton>
          </Form>
        </li>
      </ol>
      <div className="border-t border-slate-200 pt-4">
        <CancelForm busy={busy} />
      </div>
    </Panel>
  );
}
