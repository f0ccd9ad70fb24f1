import { UserPlus } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { NewPasswordFields } from "../../components/admin/NewPasswordFields.tsx";
import { LinkNotWorking, SignInCard } from "../../components/admin/SignInCard.tsx";
import { TextField } from "../../components/fields.tsx";
import { SITE_NAME } from "../../content/site.ts";
import { acceptInvitation, openInvitation } from "../../domain/invitations.server.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../domain/roles.model.ts";
import { INVITATION_INVALID } from "../../domain/users.schema.ts";
import { enterContentManager } from "../../http/auth.server.ts";
import { appServices, requestInfo } from "../../http/context.server.ts";
import { formFailure, pageFailure, withActionHeaders } from "../../http/failures.server.ts";
import { formatDate } from "../../lib/dates.ts";
import { formDataToObject } from "../../lib/forms.ts";
import type { Route } from "./+types/invitation.$token";

// The page an invitation's link opens: outside the content manager's frame (nobody is signed
// in yet), a plain form that works without JavaScript, like the login page.

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { invitation: await openInvitation(appServices(context).db, params.token) };
  } catch (error) {
    pageFailure(error, context);
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = appServices(context);
  let typed = { username: "", name: "" };
  try {
    const input = formDataToObject(await request.formData());
    typed = { username: String(input.username ?? ""), name: String(input.name ?? "") };
    const user = await acceptInvitation(app.db, params.token, input);
    return await enterContentManager(
      app,
      request,
      user,
      requestInfo(context).clientIp,
      `Welcome, ${user.username}! Your account is ready and you are signed in.`,
    );
  } catch (error) {
    return formFailure(error, context, "Your account was not made.", typed);
  }
}

export const headers = withActionHeaders;

export function meta() {
  return [{ title: `Make Your Account | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const failure = actionData;
  return (
    <SignInCard>
      <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">Make your account</h1>
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
      {failure ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
        >
          {failure.message}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-5">
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          hint="You sign in with it, or with your e-mail address. Letters, digits, dots, dashes or underscores."
          defaultValue={failure?.username ?? ""}
          errors={failure?.fieldErrors}
        />
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          defaultValue={failure ? failure.name : invitation.name}
          errors={failure?.fieldErrors}
        />
        <NewPasswordFields errors={failure?.fieldErrors} />
        <button type="submit" disabled={saving} className={`${buttonClass()} w-full py-3`}>
          <UserPlus aria-hidden="true" className="size-4" />
          {saving ? "Making your account..." : "Make My Account"}
        </button>
      </Form>
    </SignInCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LinkNotWorking error={error} fallback={INVITATION_INVALID} />;
}
