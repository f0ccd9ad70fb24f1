import { KeyRound, LogOut, Monitor, Save } from "lucide-react";
import { Form } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { NewPasswordFields } from "../../components/admin/NewPasswordFields.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { TextField } from "../../components/fields.tsx";
import { changeOwnDetails, endOtherSessions, getOwnAccount } from "../../domain/account.server.ts";
import { listSessionsOf } from "../../domain/sessions.server.ts";
import {
  AccountDetailsSchema,
  type OwnAccount,
  PasswordChangeSchema,
} from "../../domain/users.schema.ts";
import {
  changePasswordFrom,
  countPasswordTry,
  currentSession,
  endedMessage,
  PASSWORD_CHANGED,
} from "../../http/account.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import { appServices, requestInfo } from "../../http/context.server.ts";
import { formatDate } from "../../lib/dates.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/account";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "My Account" };

const DETAILS_FAILED = "Your details were not saved.";
const PASSWORD_FAILED = "Your password was not changed.";

export const loader = adminLoader(async ({ app, user, request }: AdminCall<Route.LoaderArgs>) => ({
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

type Failure = (FormFailure & { intent?: string }) | undefined;

/** The action's failure, if it was this form's. */
function failureOf(result: Failure, intent: string): FormFailure | undefined {
  return result?.intent === intent ? result : undefined;
}

function DetailsForm({ account, result }: { account: OwnAccount; result: Failure }) {
  const form = useAdminForm<{ email: string }>({
    result: failureOf(result, "details"),
    schema: AccountDetailsSchema,
    invalidMessage: DETAILS_FAILED,
  });
  const email = form.values?.email ?? account.email ?? "";
  const emailChanged = email.trim().toLowerCase() !== (account.email ?? "");
  return (
    <section aria-labelledby="details-title" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="details-title" className="text-lg font-semibold text-slate-900">
        Your name and e-mail
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        You sign in as <strong>{account.username}</strong>. A forgotten password's link goes to your
        e-mail address.
      </p>
      <Form {...form.formProps} className="mt-5 space-y-5">
        <SaveFields intent="details" />
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          maxLength={100}
          defaultValue={account.name}
          errors={form.errors}
        />
        <TextField
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={account.email ?? ""}
          errors={form.errors}
        />
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required={emailChanged}
          hint="Needed only to change your e-mail address."
          errors={form.errors}
        />
        <button type="submit" disabled={form.saving} className={buttonClass()}>
          <Save aria-hidden="true" className="size-4" />
          {form.saving ? "Saving..." : "Save"}
        </button>
      </Form>
      {form.unsavedDialog}
    </section>
  );
}

function PasswordForm({ account, result }: { account: OwnAccount; result: Failure }) {
  const form = useAdminForm({
    result: failureOf(result, "password"),
    schema: PasswordChangeSchema,
    invalidMessage: PASSWORD_FAILED,
  });
  return (
    <section aria-labelledby="password-title" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="password-title" className="text-lg font-semibold text-slate-900">
        Password
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A new password signs your account out everywhere else; this browser stays signed in.
      </p>
      <Form {...form.formProps} className="mt-5 space-y-5">
        <SaveFields intent="password" />
        {/* Lets a password manager save the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={account.username} />
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          errors={form.errors}
        />
        <NewPasswordFields replacing errors={form.errors} />
        <button type="submit" disabled={form.saving} className={buttonClass()}>
          <KeyRound aria-hidden="true" className="size-4" />
          {form.saving ? "Changing..." : "Change Password"}
        </button>
      </Form>
      {form.unsavedDialog}
    </section>
  );
}

function Sessions({ sessions }: { sessions: Route.ComponentProps["loaderData"]["sessions"] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions-title" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
        Where you are signed in
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each sign-in lasts a week. If you see one you do not know, change your password.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
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
        <input type="hidden" name="intent" value="end-others" />
        <button type="submit" disabled={others === 0} className={buttonClass("secondary")}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out Everywhere Else
        </button>
        {others === 0 ? (
          <p className="mt-2 text-sm text-slate-600">You are signed in nowhere else.</p>
        ) : null}
      </Form>
    </section>
  );
}

export { AdminPageError as ErrorBoundary };

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { account, sessions } = loaderData;
  return (
    <div className="grid max-w-5xl gap-6 pb-28 md:pb-0 lg:grid-cols-2">
      <DetailsForm key={`details-${account.updatedAt}`} account={account} result={actionData} />
      <PasswordForm key={`password-${account.updatedAt}`} account={account} result={actionData} />
      <div className="lg:col-span-2">
        <Sessions sessions={sessions} />
      </div>
    </div>
  );
}
