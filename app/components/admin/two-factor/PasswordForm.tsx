import { KeyRound, ShieldOff } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { PasswordCheckSchema } from "../../../domain/two-factor.schema.ts";
import type { FormFailure } from "../../../lib/forms.ts";
import { TextField } from "../../fields.tsx";
import { SubmitButton } from "../buttons.tsx";
import { Panel } from "../Panel.tsx";
import { SaveFields } from "../SaveFields.tsx";
import { useSignInForm } from "../useSignInForm.tsx";
import { Alert, pointingToRefusal } from "./Notices.tsx";

/** A change that asks for the password again: new recovery codes, or turning it off. */
export function PasswordForm({
  intent,
  title,
  explanation,
  button,
  destructive = false,
  busy,
  failure,
}: {
  intent: "renew" | "disable";
  title: string;
  explanation: string;
  button: string;
  destructive?: boolean;
  busy: boolean;
  failure: FormFailure | undefined;
}) {
  const errorId = useId();
  const form = useSignInForm({ schema: PasswordCheckSchema, result: failure });
  return (
    <Panel className="space-y-4" title={title}>
      <p className="text-sm text-slate-700">{explanation}</p>
      {failure ? <Alert id={errorId}>{failure.message}</Alert> : null}
      <Form {...form.formProps} className="space-y-4">
        <SaveFields intent={intent} />
        <TextField
          label="Your password"
          field={form.fields.password}
          type="password"
          autoComplete="current-password"
          className="max-w-sm"
          {...pointingToRefusal(failure ? errorId : undefined)}
        />
        <SubmitButton
          icon={destructive ? ShieldOff : KeyRound}
          busy={busy}
          tone={destructive ? "destructive" : "secondary"}
        >
          {button}
        </SubmitButton>
      </Form>
    </Panel>
  );
}
