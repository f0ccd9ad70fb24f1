import { KeyRound } from "lucide-react";
import { Form, href, redirect } from "react-router";
import { SubmitButton } from "../../components/admin/buttons.tsx";
import { NewPasswordFields } from "../../components/admin/NewPasswordFields.tsx";
import { LinkNotWorking, Notice, SignInCard } from "../../components/admin/SignInCard.tsx";
import { useSignInForm } from "../../components/admin/useSignInForm.tsx";
import { SITE_NAME } from "../../content/site.ts";
import { openPasswordReset, resetPassword } from "../../domain/password-resets.server.ts";
import { hasTwoFactor } from "../../domain/two-factor.server.ts";
import {
  PASSWORD_RESET_INVALID,
  PASSWORD_SET_FLAG,
  ResetPasswordSchema,
} from "../../domain/users.schema.ts";
import { handleSignInAction, MAIN_FORM } from "../../http/admin-routes.server.ts";
import { enterContentManager, openLink } from "../../http/auth.server.ts";
import { withActionHeaders } from "../../http/failures.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import type { Route } from "./+types/reset-password.$token";

/** The token signs its holder in: it is kept out of the request log. */
export const handle: RouteHandle = { secretParams: ["token"] };

// The page a forgotten password's link opens: a new password typed twice; then every session
// of the account has ended and this browser is signed in afresh, unless the account asks for a
// second factor: then its owner signs in on the login page with the new password and the code
// (decisions 051 and 052).

export async function loader({ params, context }: Route.LoaderArgs) {
  return { account: await openLink(context, (db) => openPasswordReset(db, params.token)) };
}

export async function action(args: Route.ActionArgs) {
  return handleSignInAction(args, {
    [MAIN_FORM]: {
      failed: "Your password was not set.",
      run: async ({ app, request, clientIp, readInput }) => {
        const user = await resetPassword(app.db, args.params.token, await readInput());
        // A password alone does not sign in an account that asks for a second factor: its
        // owner signs in with the new password and their code.
        if (await hasTwoFactor(app.db, user._id)) {
          return redirect(`${href("/admin/login")}?${PASSWORD_SET_FLAG}`);
        }
        return enterContentManager(
          app,
          request,
          user,
          clientIp,
          "Your new password is set. You are signed in; every other sign-in has ended.",
        );
      },
    },
  });
}

export const headers = withActionHeaders;

export function meta() {
  return [
    { title: `Choose a New Password | ${SITE_NAME}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData;
  const form = useSignInForm({ schema: ResetPasswordSchema, result: failure });
  return (
    <SignInCard title="Choose a new password">
      <p className="mt-4 text-slate-700">
        For the account <strong className="break-all">{loaderData.account.username}</strong>.
        Setting it signs the account out on every other device.
      </p>
      {failure ? <Notice ok={false}>{failure.message}</Notice> : null}
      <Form {...form.formProps} className="mt-6 space-y-5">
        {/* Lets a password manager save the new password under the right account. */}
        <input
          type="hidden"
          name="username"
          autoComplete="username"
          value={loaderData.account.username}
        />
        <NewPasswordFields replacing fields={form.fields} />
        <SubmitButton
          icon={KeyRound}
          busy={form.saving}
          busyLabel="Setting the password..."
          className="w-full py-3"
        >
          Set New Password
        </SubmitButton>
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
