import { Ban, CheckCircle2, Mail, Pencil, RotateCw, UserPlus } from "lucide-react";
import { useId, useState } from "react";
import { Form } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { ConfirmButton } from "../../components/admin/ConfirmButton.tsx";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog.tsx";
import { Modal } from "../../components/admin/Modal.tsx";
import { NewPasswordFields } from "../../components/admin/NewPasswordFields.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { useDialogParams } from "../../components/admin/useDialogParams.ts";
import { TextField } from "../../components/fields.tsx";
import type { FieldErrors } from "../../domain/errors.ts";
import { listInvitations, withdrawInvitation } from "../../domain/invitations.server.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from "../../domain/roles.model.ts";
import {
  type Invitation,
  InvitationInputSchema,
  NewUserInputSchema,
  type StaffMember,
  UserChangeSchema,
} from "../../domain/users.schema.ts";
import { changeUser, createUser, listUsers, removeUser } from "../../domain/users.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import { formatDate } from "../../lib/dates.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { sendInvitation, sendInvitationAgain } from "../../mail/invitations.server.ts";
import type { Route } from "./+types/users";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Staff" };

export const loader = adminLoader(async ({ app, user }: AdminCall<Route.LoaderArgs>) => {
  const [users, invitations] = await Promise.all([listUsers(app.db), listInvitations(app.db)]);
  return { users, invitations, me: user._id, mailConfigured: app.mailConfigured };
});

/** "Amara Kollie (amara)", or the username alone. */
function whoIs(person: { name: string; username: string }): string {
  return person.name ? `${person.name} (${person.username})` : person.username;
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    invite: {
      failed: "The invitation was not sent.",
      run: async ({ app, user, input }) => {
        const { message, tone } = await sendInvitation(app, user, input);
        return { message, tone };
      },
    },
    create: {
      failed: "Failed to create the user.",
      run: async ({ app, user, input }) => {
        const created = await createUser(app.db, input, user);
        return `The account ${created.username} is ready. Give them their password in person or by phone.`;
      },
    },
    role: {
      failed: "The role was not changed.",
      run: async ({ app, user, input }) => {
        const changed = await changeUser(app.db, user, String(input.id), { role: input.role });
        return `${whoIs(changed)} is now ${changed.role === "admin" ? "an administrator" : "an editor"}.`;
      },
    },
    disable: {
      failed: "The account was not disabled.",
      run: async ({ app, user, input }) => {
        const changed = await changeUser(app.db, user, String(input.id), { status: "disabled" });
        return `${whoIs(changed)} is disabled and signed out everywhere.`;
      },
    },
    enable: {
      failed: "The account was not enabled.",
      run: async ({ app, user, input }) => {
        const changed = await changeUser(app.db, user, String(input.id), { status: "active" });
        return `${whoIs(changed)} can sign in again.`;
      },
    },
    remove: {
      failed: "The account was not removed.",
      run: async ({ app, user, input }) => {
        const removed = await removeUser(app.db, user, String(input.id));
        return `The account of ${whoIs(removed)} is removed.`;
      },
    },
    resend: {
      failed: "The invitation was not sent again.",
      run: async ({ app, input }) => {
        const { message, tone } = await sendInvitationAgain(app, String(input.id));
        return { message, tone };
      },
    },
    withdraw: {
      failed: "The invitation was not withdrawn.",
      run: async ({ app, input }) => {
        const withdrawn = await withdrawInvitation(app.db, String(input.id));
        return `The invitation to ${withdrawn.email} is withdrawn; its link no longer works.`;
      },
    },
  });
}

export { AdminPageError as ErrorBoundary };

/** The two roles as choices, each saying what it may do. */
function RoleField({ selected, errors }: { selected: Role; errors: FieldErrors | undefined }) {
  const errorId = useId();
  const error = errors?.role?.[0];
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">Role</legend>
      {ROLES.map((choice) => (
        <label
          key={choice}
          className="flex items-start gap-3 rounded-md border border-slate-300 p-3 text-sm has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50"
        >
          <input
            type="radio"
            name="role"
            value={choice}
            defaultChecked={selected === choice}
            className="mt-0.5 size-4 shrink-0"
          />
          <span>
            <span className="block font-semibold text-slate-900">{ROLE_LABELS[choice]}</span>
            <span className="block text-slate-700">{ROLE_DESCRIPTIONS[choice]}</span>
          </span>
        </label>
      ))}
      <p id={errorId} hidden={!error} className="text-sm font-medium text-error-700">
        {error}
      </p>
    </fieldset>
  );
}

/** With mail: an invitation, and the person chooses their own username and password. */
function InviteForm({ result }: { result: FormFailure | undefined }) {
  const form = useAdminForm({
    result,
    schema: InvitationInputSchema,
    invalidMessage: "The invitation was not sent.",
  });
  return (
    <Form {...form.formProps} className="space-y-5">
      <SaveFields intent="invite" />
      <p className="text-sm text-slate-700">
        They get an e-mail with a link to choose their own username and password. The link works
        once, for 48 hours.
      </p>
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="off"
        required
        errors={form.errors}
      />
      <TextField label="Name" name="name" autoComplete="off" errors={form.errors} />
      <RoleField selected="editor" errors={form.errors} />
      <div className="flex justify-end">
        <button type="submit" disabled={form.saving} className={buttonClass()}>
          <Mail aria-hidden="true" className="size-4" />
          {form.saving ? "Sending..." : "Send Invitation"}
        </button>
      </div>
      {form.unsavedDialog}
    </Form>
  );
}

/** Without mail: the administrator chooses the password and hands it over themselves. */
function CreateForm({ result }: { result: FormFailure | undefined }) {
  const form = useAdminForm({
    result,
    schema: NewUserInputSchema,
    invalidMessage: "Failed to create the user.",
  });
  return (
    <Form {...form.formProps} className="space-y-5">
      <SaveFields intent="create" />
      <p className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
        This website cannot send e-mail yet, so it cannot send an invitation. Choose a password for
        them here and give it to them yourself, in person or by phone.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Username"
          name="username"
          autoComplete="off"
          required
          hint="Letters, digits, dots, dashes or underscores."
          errors={form.errors}
        />
        <TextField label="Name" name="name" autoComplete="off" errors={form.errors} />
      </div>
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="off"
        errors={form.errors}
      />
      <RoleField selected="editor" errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields errors={form.errors} />
      </div>
      <div className="flex justify-end">
        <button type="submit" disabled={form.saving} className={buttonClass()}>
          <UserPlus aria-hidden="true" className="size-4" />
          {form.saving ? "Adding..." : "Add Staff Member"}
        </button>
      </div>
      {form.unsavedDialog}
    </Form>
  );
}

function RoleForm({ member, result }: { member: StaffMember; result: FormFailure | undefined }) {
  const form = useAdminForm({
    result,
    schema: UserChangeSchema,
    invalidMessage: "The role was not changed.",
  });
  return (
    <Form {...form.formProps} className="space-y-5">
      <SaveFields intent="role" id={member._id} />
      <RoleField selected={member.role} errors={form.errors} />
      <div className="flex justify-end">
        <button type="submit" disabled={form.saving} className={buttonClass()}>
          {form.saving ? "Saving..." : "Save Role"}
        </button>
      </div>
      {form.unsavedDialog}
    </Form>
  );
}

function Badge({ tone, children }: { tone: "blue" | "slate" | "red" | "amber"; children: string }) {
  const tones = {
    blue: "bg-primary-50 text-primary-900",
    slate: "bg-slate-100 text-slate-800",
    red: "bg-red-50 text-red-900",
    amber: "bg-amber-100 text-amber-950",
  };
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${tones[tone]}`}>
      {children}
    </span>
  );
}

function MemberRow({
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
          <Badge tone={member.role === "admin" ? "blue" : "slate"}>
            {ROLE_LABELS[member.role]}
          </Badge>
          {disabled ? <Badge tone="red">Disabled</Badge> : null}
          {isMe ? <Badge tone="amber">You</Badge> : null}
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
          <button type="button" onClick={onEditRole} className={buttonClass("secondary")}>
            <Pencil aria-hidden="true" className="size-4" />
            Change Role<span className="sr-only"> of {who}</span>
          </button>
          {disabled ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => post({ intent: "enable", id: member._id })}
              className={buttonClass("secondary")}
            >
              <CheckCircle2 aria-hidden="true" className="size-4" />
              Enable<span className="sr-only"> {who}</span>
            </button>
          ) : (
            <>
              <button
                type="button"
                disabled={busy}
                onClick={() => setDisabling(true)}
                className={buttonClass("secondary")}
              >
                <Ban aria-hidden="true" className="size-4" />
                Disable<span className="sr-only"> {who}</span>
              </button>
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

function InvitationRow({
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
          <Badge tone={invitation.role === "admin" ? "blue" : "slate"}>
            {ROLE_LABELS[invitation.role]}
          </Badge>
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
          <button
            type="button"
            disabled={busy}
            onClick={() => post({ intent: "resend", id: invitation._id })}
            className={buttonClass("secondary")}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Send Again<span className="sr-only"> to {invitation.email}</span>
          </button>
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

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { users, invitations, me, mailConfigured } = loaderData;
  const dialog = useDialogParams(users);
  // Every change posts from here: a row may change or go before the answer comes.
  const change = useAdminFetcher<typeof action>();
  const post = (fields: Record<string, string>) => change.post(fields);
  const editing = dialog.editing;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-2xl text-slate-700">
          Everyone who can sign in to the content manager, and what each may do.
        </p>
        <button type="button" onClick={dialog.openNew} className={buttonClass()}>
          <UserPlus aria-hidden="true" className="size-4" />
          {mailConfigured ? "Invite Staff Member" : "Add Staff Member"}
        </button>
      </div>

      <section aria-labelledby="accounts-title" className="rounded-xl bg-white shadow-sm">
        <h2
          id="accounts-title"
          className="border-b border-slate-200 px-4 py-3 text-lg font-semibold sm:px-5"
        >
          Accounts
        </h2>
        <ul className="divide-y divide-slate-200">
          {users.map((member) => (
            <MemberRow
              key={member._id}
              member={member}
              isMe={member._id === me}
              busy={change.busy}
              onEditRole={() => dialog.openEdit(member._id)}
              post={post}
            />
          ))}
        </ul>
      </section>

      {invitations.length > 0 ? (
        <section aria-labelledby="invitations-title" className="rounded-xl bg-white shadow-sm">
          <h2
            id="invitations-title"
            className="border-b border-slate-200 px-4 py-3 text-lg font-semibold sm:px-5"
          >
            Invitations not yet accepted
          </h2>
          <ul className="divide-y divide-slate-200">
            {invitations.map((invitation) => (
              <InvitationRow
                key={invitation._id}
                invitation={invitation}
                mailConfigured={mailConfigured}
                busy={change.busy}
                post={post}
              />
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="roles-title" className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
        <h2 id="roles-title" className="mb-2 text-lg font-semibold">
          What each role may do
        </h2>
        <dl className="space-y-2 text-sm">
          {ROLES.map((role) => (
            <div key={role}>
              <dt className="font-semibold text-slate-900">{ROLE_LABELS[role]}</dt>
              <dd className="text-slate-700">{ROLE_DESCRIPTIONS[role]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Modal
        open={dialog.open}
        title={
          editing
            ? `Change the Role of ${editing.name || editing.username}`
            : mailConfigured
              ? "Invite Staff Member"
              : "Add Staff Member"
        }
        onClose={dialog.close}
      >
        {editing ? (
          <RoleForm key={dialog.formKey} member={editing} result={actionData} />
        ) : mailConfigured ? (
          <InviteForm key={dialog.formKey} result={actionData} />
        ) : (
          <CreateForm key={dialog.formKey} result={actionData} />
        )}
      </Modal>
    </div>
  );
}
