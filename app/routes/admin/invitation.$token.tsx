import { UserPlus } from "lucide-react";
import { Form } from "react-router";
import { SubmitButton } from "../../components/admin/buttons.tsx";
import { NewPasswordFields } from "../../components/admin/NewPasswordFields.tsx";
import { LinkNotWorking, Notice, SignInCard } from "../../components/admin/SignInCard.tsx";
import { useSignInForm } from "../../components/admin/useSignInForm.tsx";
import { TextField } from "../../components/fields.tsx";
import { SITE_NAME } from "../../content/site.ts";
import { acceptInvitation, openInvitation } from "../../domain/invitations.server.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../domain/roles.model.ts";
import { AcceptInvitationSchema, INVITATION_INVALID } from "../../domain/users.schema.ts";
import { handleSignInAction, MAIN_FORM } from "../../http/admin-routes.server.ts";
import { enterContentManager, openLink } from "../../http/auth.server.ts";
import { withActionHeaders } from "../../http/failures.server.ts";
import { formatDate } from "../../lib/dates.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import type { Route } from "./+types/invitation.$token";

/** The token signs its holder in: it is kept out of the request log. */
export const handle: RouteHandle = { secretParams: ["token"] };

// The page an invitation's link opens: outside the content manager's frame (nobody is signed
// in yet), a plain form that works without JavaScript, like the login page.

export async function loader({ params, context }: Route.LoaderArgs) {
  return { invitation: await openLink(context, (db) => openInvitation(db, params.token)) };
}

export async function action(args: Route.ActionArgs) {
  return handleSignInAction(args, {
    [MAIN_FORM]: {
      failed: "Your account was not made.",
      run: async ({ app, request, clientIp, readInput }) => {
        const user = await acceptInvitation(app.db, args.params.token, await readInput());
        return enterContentManager(
          app,
          request,
          user,
          clientIp,
          `Welcome, ${user.username}! Your account is ready and you are signed in.`,
        );
      },
      retry: ({ input }) => ({
        username: String(input?.username ?? ""),
        name: String(input?.name ?? ""),
      }),
    },
  });
}

export const headers = withActionHeaders;

export function meta() {
  return [{ title: `Make Your Account | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation } = loaderData;
  const failure = actionData;
  const form = useSignInForm({
    schema: AcceptInvitationSchema,
    defaultValue: {
      username: failure?.username ?? "",
      name: failure ? failure.name : invitation.name,
    },
    result: failure,
  });
  const { fields } = form;
  return (
    <SignInCard title="Make your account">
      <p className="mt-4 text-slate-700">
        {invitation.invitedBy ?? "An administrator"} invited you to the website's content manager as{" "}
        <strong>an {ROLE_LABELS[invitation.role].toLowerCase()}</strong>. Choose how you will sign
        in.
      </p>
      <dl className="mt-4 space-y-1 rounded-md bg-slate-50 p-3 text-sm">
        <div>
          <dt className="inline font-semibold text-slate-900">Your e-mail address: </dt>
          <dd className="inline break-all text-slate-700">{invitation.email}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">
            {ROLE_LABELS[invitation.role]}s may use:{" "}
          </dt>
          <dd className="inline text-slate-700">{ROLE_DESCRIPTIONS[invitation.role]}</dd>
        </div>
        {invitation.expiresAt ? (
          <div>
            <dt className="inline font-semibold text-slate-900">This link works until: </dt>
            <dd className="inline text-slate-700">{formatDate(invitation.expiresAt)}</dd>
          </div>
        ) : null}
      </dl>
      {failure ? <Notice ok={false}>{failure.message}</Notice> : null}
      <Form {...form.formProps} className="mt-6 space-y-5">
        <TextField
          label="Username"
          field={fields.username}
          autoComplete="username"
          hint="You sign in with it, or with your e-mail address. Letters, digits, dots, dashes or underscores."
        />
        <TextField label="Your name" field={fields.name} autoComplete="name" />
        <NewPasswordFields fields={fields} />
        <SubmitButton
          icon={UserPlus}
          busy={form.saving}
          busyLabel="Making your account..."
          className="w-full py-3"
        >
          Make My Account
        </SubmitButton>
      </Form>
    </SignInCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LinkNotWorking error={error} fallback={INVITATION_INVALID} />;
}
