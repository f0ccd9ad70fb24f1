import { LogIn } from "lucide-react";
import { useEffect } from "react";
import { data, Form, href, Link, useNavigate, useNavigation } from "react-router";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { TextField } from "../../components/fields.tsx";
import { SITE_NAME } from "../../content/site.ts";
import { USERNAME_MAX } from "../../domain/users.schema.ts";
import { cookieHeaders, LOGIN_FAILED, LOGIN_SUCCEEDED, signIn } from "../../http/auth.server.ts";
import { appServices, requestInfo } from "../../http/context.server.ts";
import { formFailure, withActionHeaders } from "../../http/failures.server.ts";
import type { Route } from "./+types/login";

/** The spec's pause between "Login successful!" and the dashboard. */
const REDIRECT_DELAY_MS = 1000;

type LoginSuccess = { ok: true; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  let username = "";
  const readCredentials = async () => {
    const form = await request.formData();
    // Shown again in the form after a failure, unless it is longer than the field takes.
    const typed = String(form.get("username") ?? "");
    username = typed.length <= USERNAME_MAX ? typed : "";
    return { username: form.get("username"), password: form.get("password") };
  };
  try {
    const { setCookies } = await signIn(
      appServices(context),
      request,
      requestInfo(context).clientIp,
      readCredentials,
    );
    return data<LoginSuccess>(
      { ok: true, message: LOGIN_SUCCEEDED },
      { headers: cookieHeaders(setCookies) },
    );
  } catch (error) {
    return formFailure(error, context, LOGIN_FAILED, { username });
  }
}

export const headers = withActionHeaders;

export function meta() {
  return [{ title: `Sign In | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const signingIn = navigation.state === "submitting";
  const result = actionData;

  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => navigate(href("/admin/dashboard")), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-900 to-primary-700 px-4 py-12">
      {/* Without JavaScript, the browser itself moves on to the dashboard after the pause. */}
      {result?.ok ? (
        <meta httpEquiv="refresh" content={`1;url=${href("/admin/dashboard")}`} />
      ) : null}
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl">
        <p className="text-center text-lg font-bold text-primary-800">{SITE_NAME}</p>
        <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">
          Sign in to manage the website
        </h1>
        {result ? (
          <p
            role={result.ok ? "status" : "alert"}
            className={`mt-6 rounded-md border px-4 py-3 text-sm font-medium ${
              result.ok
                ? "border-green-300 bg-green-50 text-green-900"
                : "border-red-300 bg-red-50 text-red-900"
            }`}
          >
            {result.message}
          </p>
        ) : null}
        <Form method="post" className="mt-6 space-y-5">
          <TextField
            label="Username or Email"
            name="username"
            autoComplete="username"
            required
            defaultValue={result && !result.ok ? result.username : ""}
            errors={result && !result.ok ? result.fieldErrors : undefined}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            errors={result && !result.ok ? result.fieldErrors : undefined}
          />
          <button
            type="submit"
            disabled={signingIn || result?.ok}
            className={`${buttonClass()} w-full py-3`}
          >
            <LogIn aria-hidden="true" className="size-4" />
            {signingIn ? "Signing in..." : "Sign In"}
          </button>
        </Form>
        <p className="mt-4 text-center">
          <Link
            to={href("/admin/forgot-password")}
            className="text-sm font-medium text-primary-700 hover:underline"
          >
            Forgot your password?
          </Link>
        </p>
        <p className="mt-4 text-center">
          <Link
            to="/"
            reloadDocument
            className="text-sm font-medium text-primary-700 hover:underline"
          >
            ← Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
