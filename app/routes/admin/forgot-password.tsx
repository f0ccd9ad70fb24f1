import { Mail } from "lucide-react";
import { Form, href, Link, useNavigation } from "react-router";
import { SubmitButton } from "../../components/admin/buttons.tsx";
import { Notice, SignInCard } from "../../components/admin/SignInCard.tsx";
import { useSignInForm } from "../../components/admin/useSignInForm.tsx";
import { TextField } from "../../components/fields.tsx";
import { SITE_NAME } from "../../content/site.ts";
import { ForgotPasswordSchema } from "../../domain/users.schema.ts";
import { handleSignInAction, MAIN_FORM, ShownOnce } from "../../http/admin-routes.server.ts";
import { withActionHeaders } from "../../http/failures.server.ts";
import { askForPasswordReset } from "../../http/password-reset.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/forgot-password";

// Asks for a link to set a new password: a plain form that works without JavaScript, and the
// same answer whether or not an account has the address (decision 052).

export async function action(args: Route.ActionArgs) {
  return handleSignInAction(args, {
    [MAIN_FORM]: {
      failed: "No link was sent.",
      run: async ({ app, clientIp, readInput }) => {
        const message = await askForPasswordReset(app, clientIp, await readInput());
        return new ShownOnce({ ok: true as const, message });
      },
      retry: ({ input }) => ({ email: String(input?.email ?? "") }),
    },
  });
}

export const headers = withActionHeaders;

export function meta() {
  return [{ title: `Forgot Your Password | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

function AddressForm({
  failure,
  sending,
}: {
  failure: (FormFailure & { email: string }) | undefined;
  sending: boolean;
}) {
  const form = useSignInForm({
    schema: ForgotPasswordSchema,
    defaultValue: { email: failure?.email ?? "" },
    result: failure,
  });
  return (
    <Form {...form.formProps} className="mt-6 space-y-5">
      <TextField
        label="E-mail address"
        field={form.fields.email}
        type="email"
        autoComplete="email"
      />
      <SubmitButton icon={Mail} busy={sending} busyLabel="Sending..." className="w-full py-3">
        E-mail Me a Link
      </SubmitButton>
    </Form>
  );
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const result = actionData;
  return (
    <SignInCard title="Forgot your password?">
      {result?.ok ? (
        <Notice ok>{result.message}</Notice>
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            Enter the e-mail address of your account. We will e-mail you a link to choose a new
            password.
          </p>
          {result ? <Notice ok={false}>{result.message}</Notice> : null}
          <AddressForm failure={result ?? undefined} sending={sending} />
        </>
      )}
      <p className="mt-6 text-center">
        <Link
          to={href("/admin/login")}
          className="text-sm font-medium text-primary-700 hover:underline"
        >
          ← Back to sign-in
        </Link>
      </p>
    </SignInCard>
  );
}
