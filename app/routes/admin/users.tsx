import { UserPlus } from "lucide-react";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { InvitationRow } from "../../components/admin/staff/InvitationRow.tsx";
import { MemberRow } from "../../components/admin/staff/MemberRow.tsx";
import { StaffDialog } from "../../components/admin/staff/StaffDialog.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { useDialogParams } from "../../components/admin/useDialogParams.ts";
import { listInvitations, withdrawInvitation } from "../../domain/invitations.server.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from "../../domain/roles.model.ts";
import { changeUser, createUser, listUsers, removeUser } from "../../domain/users.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { sendInvitation, sendInvitationAgain } from "../../mail/invitations.server.ts";
import type { Route } from "./+types/users";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Staff" };

export const loader = adminLoader(async ({ app, user }: MemberCall<Route.LoaderArgs>) => {
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
      run: async ({ app, user, input }) => {
        const { message, tone } = await sendInvitationAgain(app, user, String(input.id));
        return { message, tone };
      },
    },
    withdraw: {
      failed: "The invitation was not withdrawn.",
      run: async ({ app, user, input }) => {
        const withdrawn = await withdrawInvitation(app.db, user, String(input.id));
        return `The invitation to ${withdrawn.email} is withdrawn; its link no longer works.`;
      },
    },
  });
}

export { AdminPageError as ErrorBoundary };

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

      <StaffDialog
        open={dialog.open}
        editing={editing}
        formKey={dialog.formKey}
        mailConfigured={mailConfigured}
        result={actionData}
        onClose={dialog.close}
      />
    </div>
  );
}
