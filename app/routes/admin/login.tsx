import { LogIn } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import { buttonClass, TextField } from "../../components/admin/fields.tsx";
import { SITE_NAME } from "../../content/site.ts";
import {
  DomainError,
  type FieldErrors,
  RateLimitedError,
  ValidationError,
} from "../../domain/errors.ts";
import { LOGIN_FAILED, LOGIN_SUCCEEDED, signIn } from "../../http/auth.server.ts";
import { appServices, requestInfo } from "../../http/context.server.ts";
import type { Route } from "./+types/login";

/** The spec's pause between "Login successful!" and the dashboard. */
const REDIRECT_DELAY_MS = 1000;

type LoginResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: FieldErrors; username: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const input = {
    username: String(form.get("username") ?? ""),
    password: String(form.get("password") ?? ""),
  };
  try {
    const { setCookie } = await signIn(
      appServices(context),
      request,
      requestInfo(context).clientIp,
      input,
    );
    return data<LoginResult>(
      { ok: true, message: LOGIN_SUCCEEDED },
      { headers: { "Set-Cookie": setCookie } },
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const fieldErrors = error instanceof ValidationError ? error.fieldErrors : {};
    return data<LoginResult>(
      { ok: false, message: error.message || LOGIN_FAILED, fieldErrors, username: input.username },
      error instanceof RateLimitedError
        ? { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } }
        : { status: error instanceof ValidationError ? 400 : 401 },
    );
  }
}

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
    const timer = setTimeout(() => navigate("/admin/dashboard"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-900 to-primary-700 px-4 py-12">
      {/* Without JavaScript, the browser itself moves on to the dashboard after the pause. */}
      {result?.ok ? <meta httpEquiv="refresh" content="1;url=/admin/dashboard" /> : null}
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
        <p className="mt-6 text-center">
          <Link to="/" className="text-sm font-medium text-primary-700 hover:underline">
            ← Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
