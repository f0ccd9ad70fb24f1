import { KeyRound } from "lucide-react";
import { Form, href, redirect, useNavigation } from "react-router";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { NewPasswordFields } from "../../components/admin/NewPasswordFields.tsx";
import { LinkNotWorking, SignInCard } from "../../components/admin/SignInCard.tsx";
import { SITE_NAME } from "../../content/site.ts";
import { openPasswordReset, resetPassword } from "../../domain/password-resets.server.ts";
import { hasTwoFactor } from "../../domain/two-factor.server.ts";
import { PASSWORD_RESET_INVALID, PASSWORD_SET_FLAG } from "../../domain/users.schema.ts";
import { enterContentManager } from "../../http/auth.server.ts";
import { appServices, requestInfo } from "../../http/context.server.ts";
import { formFailure, pageFailure, withActionHeaders } from "../../http/failures.server.ts";
import { formDataToObject } from "../../lib/forms.ts";
import type { Route } from "./+types/reset-password.$token";

// The page a forgotten password's link opens: a new password typed twice; then every session
// of the account has ended and this browser is signed in afresh, unless the account asks for a
// second factor: then its owner signs in on the login page with the new password and the code
// (decisions 051 and 052).

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { account: await openPasswordReset(appServices(context).db, params.token) };
  } catch (error) {
    pageFailure(error, context);
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = appServices(context);
  try {
    const user = await resetPassword(
      app.db,
      params.token,
      formDataToObject(await request.formData()),
    );
    // A password alone does not sign in an account that asks for a second factor: its owner
    // signs in with the new password and their code.
    if (await hasTwoFactor(app.db, user._id)) {
      return redirect(`${href("/admin/login")}?${PASSWORD_SET_FLAG}`);
    }
    return await enterContentManager(
      app,
      request,
      user,
      requestInfo(context).clientIp,
      "Your new password is set. You are signed in; every other sign-in has ended.",
    );
  } catch (error) {
    return formFailure(error, context, "Your password was not set.");
  }
}

export const headers = withActionHeaders;

export function meta() {
  return [
    { title: `Choose a New Password | ${SITE_NAME}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const failure = actionData;
  return (
    <SignInCard>
      <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">Choose a new password</h1>
      <p className="mt-4 text-slate-700">
        For the account <strong className="break-all">{loaderData.account.username}</strong>.
        Setting it signs the account out on every other device.
      </p>
      {failure ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
        >
          {failure.message}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-5">
        {/* Lets a password manager save the new password under the right account. */}
        <input
          type="hidden"
          name="username"
          autoComplete="username"
          value={loaderData.account.username}
        />
        <NewPasswordFields replacing errors={failure?.fieldErrors} />
        <button type="submit" disabled={saving} className={`${buttonClass()} w-full py-3`}>
          <KeyRound aria-hidden="true" className="size-4" />
          {saving ? "Setting the password..." : "Set New Password"}
        </button>
      </Form>
    </SignInCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkNotWorking
      error={error}
      fallback={PASSWORD_RESET_INVALID}
      otherLink={{ to: href("/admin/forgot-password"), text: "Ask for a new link" }}
    />
  );
}
