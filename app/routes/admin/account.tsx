import { KeyRound, LogOut, Monitor, Save } from "lucide-react";
import { Fragment } from "react";
import { Form } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { SubmitButton } from "../../components/admin/buttons.tsx";
import { NewPasswordFields } from "../../components/admin/NewPasswordFields.tsx";
import { Panel } from "../../components/admin/Panel.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { requiredAs, TextArea, TextField } from "../../components/fields.tsx";
import { changeOwnDetails, endOtherSessions, getOwnAccount } from "../../domain/account.server.ts";
import { defaultSignature } from "../../domain/replies.model.ts";
import { listSessionsOf } from "../../domain/sessions.server.ts";
import {
  AccountDetailsSchema,
  type OwnAccount,
  PasswordChangeSchema,
  SIGNATURE_MAX,
  SIGNATURE_MAX_LINES,
  SignatureSchema,
} from "../../domain/users.schema.ts";
import {
  changePasswordFrom,
  countPasswordTry,
  currentSession,
  endedMessage,
  PASSWORD_CHANGED,
} from "../../http/account.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { appServices, requestInfo } from "../../http/context.server.ts";
import { formatDate } from "../../lib/dates.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/account";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "My Account" };

const DETAILS_FAILED = "Your details were not saved.";
const PASSWORD_FAILED = "Your password was not changed.";
const SIGNATURE_FAILED = "Your signature was not saved.";

export const loader = adminLoader(async ({ app, user, request }: MemberCall<Route.LoaderArgs>) => ({
  account: await getOwnAccount(app.db, user._id),
  sessions: await listSessionsOf(app.db, user._id, currentSession(app, request)),
}));

export async function action(args: Route.ActionArgs) {
  const app = appServices(args.context);
  const clientIp = requestInfo(args.context).clientIp;
  return handleAdminAction(args, {
    details: {
      failed: DETAILS_FAILED,
      run: async ({ user, input }) => {
        if (input.currentPassword) await countPasswordTry(app, clientIp);
        await changeOwnDetails(app.db, user, input);
        return "Your details are saved.";
      },
    },
    signature: {
      failed: SIGNATURE_FAILED,
      run: async ({ user, input }) => {
        await changeOwnDetails(app.db, user, { signature: input.signature });
        return "Your signature is saved.";
      },
    },
    password: {
      failed: PASSWORD_FAILED,
      run: async ({ user, input }) => {
        await changePasswordFrom(app, args.request, { user, clientIp, input });
        return PASSWORD_CHANGED;
      },
    },
    "end-others": {
      failed: "The other sessions were not ended.",
      run: async ({ user }) =>
        endedMessage(await endOtherSessions(app.db, user, currentSession(app, args.request))),
    },
  });
}

export { AdminPageError as ErrorBoundary };

type Failure = (FormFailure & { intent?: string }) | undefined;

/** The action's failure, if it was this form's. */
function failureOf(result: Failure, intent: string): FormFailure | undefined {
  return result?.intent === intent ? result : undefined;
}

/**
 * One of the page's cards: its heading, what it is for, and its form, posted under `intent` and
 * ended by its button.
 */
function AccountPanel({
  intent,
  form,
  title,
  description,
  submit,
  children,
}: {
  intent: string;
  form: Pick<ReturnType<typeof useSchemaForm>, "formProps" | "saving" | "unsavedDialog">;
  title: string;
  description: React.ReactNode;
  submit: { icon: typeof Save; label: string; busyLabel: string };
  children: React.ReactNode;
}) {
  return (
    <Panel title={title} description={description}>
      <Form {...form.formProps} className="space-y-5">
        <SaveFields intent={intent} />
        {children}
        <SubmitButton icon={submit.icon} busy={form.saving} busyLabel={submit.busyLabel}>
          {submit.label}
        </SubmitButton>
      </Form>
      {form.unsavedDialog}
    </Panel>
  );
}

/** What each of the account's forms is given: the account, and the failure if it was its own. */
interface AccountFormProps {
  account: OwnAccount;
  result: FormFailure | undefined;
}

function DetailsForm({ account, result }: AccountFormProps) {
  const form = useSchemaForm({
    result,
    schema: AccountDetailsSchema,
    defaultValue: { name: account.name, email: account.email ?? "" },
    invalidMessage: DETAILS_FAILED,
  });
  const { fields } = form;
  const email = form.values?.email ?? "";
  const emailChanged = email.trim().toLowerCase() !== (account.email ?? "");
  return (
    <AccountPanel
      intent="details"
      form={form}
      title="Your name and e-mail"
      description={
        <>
          You sign in as <strong>{account.username}</strong>. A forgotten password's link goes to
          your e-mail address.
        </>
      }
      submit={{ icon: Save, label: "Save", busyLabel: "Saving..." }}
    >
      <TextField label="Your name" field={fields.name} autoComplete="name" maxLength={100} />
      <TextField label="E-mail address" field={fields.email} type="email" autoComplete="email" />
      <TextField
        label="Current password"
        field={requiredAs(fields.currentPassword, emailChanged)}
        type="password"
        autoComplete="current-password"
        hint="Needed only to change your e-mail address."
      />
    </AccountPanel>
  );
}

/** The lines under one's replies; left empty, the ones made from one's name (shown). */
function SignatureForm({ account, result }: AccountFormProps) {
  const form = useSchemaForm({
    result,
    schema: SignatureSchema,
    defaultValue: { signature: account.signature },
    invalidMessage: SIGNATURE_FAILED,
  });
  return (
    <AccountPanel
      intent="signature"
      form={form}
      title="Your reply signature"
      description="The lines under every reply you send from the inbox, as the reply box shows them."
      submit={{ icon: Save, label: "Save Signature", busyLabel: "Saving..." }}
    >
      <TextArea
        label="Signature"
        field={form.fields.signature}
        rows={4}
        maxLength={SIGNATURE_MAX}
        hint={`Up to ${SIGNATURE_MAX_LINES} lines. Left empty, your replies are signed with your name and the company's:`}
      />
      {account.signature ? null : (
        <p className="-mt-4 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          {defaultSignature(account.name)}
        </p>
      )}
    </AccountPanel>
  );
}

function PasswordForm({ account, result }: AccountFormProps) {
  const form = useSchemaForm({
    result,
    schema: PasswordChangeSchema,
    defaultValue: {},
    invalidMessage: PASSWORD_FAILED,
  });
  const { fields } = form;
  return (
    <AccountPanel
      intent="password"
      form={form}
      title="Password"
      description="A new password signs your account out everywhere else; this browser stays signed in."
      submit={{ icon: KeyRound, label: "Change Password", busyLabel: "Changing..." }}
    >
      {/* Lets a password manager save the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={account.username} />
      <TextField
        label="Current password"
        field={fields.currentPassword}
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields replacing fields={fields} />
    </AccountPanel>
  );
}

function Sessions({ sessions }: { sessions: Route.ComponentProps["loaderData"]["sessions"] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Panel
      title="Where you are signed in"
      description="Each sign-in lasts a week. If you see one you do not know, change your password."
    >
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {sessions.map((session) => (
          <li key={session.createdAt + (session.address ?? "")} className="flex gap-3 p-3">
            <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">
                {session.browser ?? "An unknown browser"}
                {session.current ? (
                  <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                    This browser
                  </span>
                ) : null}
              </p>
              <p className="text-slate-600">
                Signed in {formatDate(session.createdAt)}
                {session.address ? ` from ${session.address}` : ""}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4">
        <SaveFields intent="end-others" />
        <SubmitButton icon={LogOut} disabled={others === 0} tone="secondary">
          Sign Out Everywhere Else
        </SubmitButton>
        {others === 0 ? (
          <p className="mt-2 text-sm text-slate-600">You are signed in nowhere else.</p>
        ) : null}
      </Form>
    </Panel>
  );
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { account, sessions } = loaderData;
  return (
    <div className="grid max-w-5xl gap-6 pb-28 md:pb-0 lg:grid-cols-2">
      {/* A save starts every form afresh from the account. */}
      <Fragment key={account.updatedAt}>
        <DetailsForm account={account} result={failureOf(actionData, "details")} />
        <PasswordForm account={account} result={failureOf(actionData, "password")} />
        <div className="lg:col-span-2">
          <SignatureForm account={account} result={failureOf(actionData, "signature")} />
        </div>
      </Fragment>
      <div className="lg:col-span-2">
        <Sessions sessions={sessions} />
      </div>
    </div>
  );
}
