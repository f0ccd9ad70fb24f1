import { Mail } from "lucide-react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { SignInCard } from "../../components/admin/SignInCard.tsx";
import { TextField } from "../../components/fields.tsx";
import { SITE_NAME } from "../../content/site.ts";
import { appServices, requestInfo } from "../../http/context.server.ts";
import { formFailure, withActionHeaders } from "../../http/failures.server.ts";
import { askForPasswordReset } from "../../http/password-reset.server.ts";
import { formDataToObject } from "../../lib/forms.ts";
import type { Route } from "./+types/forgot-password";

// Asks for a link to set a new password: a plain form that works without JavaScript, and the
// same answer whether or not an account has the address (decision 052).

export async function action({ request, context }: Route.ActionArgs) {
  let email = "";
  try {
    const input = formDataToObject(await request.formData());
    email = String(input.email ?? "");
    const message = await askForPasswordReset(
      appServices(context),
      requestInfo(context).clientIp,
      input,
    );
    return data({ ok: true as const, message });
  } catch (error) {
    return formFailure(error, context, "No link was sent.", { email });
  }
}

export const headers = withActionHeaders;

export function meta() {
  return [{ title: `Forgot Your Password | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const result = actionData;
  return (
    <SignInCard>
      <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">Forgot your password?</h1>
      {result?.ok ? (
        <p
          role="status"
          className="mt-6 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900"
        >
          {result.message}
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            Enter the e-mail address of your account. We will e-mail you a link to choose a new
            password.
          </p>
          {result ? (
            <p
              role="alert"
              className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
            >
              {result.message}
            </p>
          ) : null}
          <Form method="post" className="mt-6 space-y-5">
            <TextField
              label="E-mail address"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={result?.email ?? ""}
              errors={result?.fieldErrors}
            />
            <button type="submit" disabled={sending} className={`${buttonClass()} w-full py-3`}>
              <Mail aria-hidden="true" className="size-4" />
              {sending ? "Sending..." : "E-mail Me a Link"}
            </button>
          </Form>
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
