import { KeyRound, LogIn } from "lucide-react";
import { useEffect, useId } from "react";
import { data, Form, href, Link, redirect, useNavigate, useNavigation } from "react-router";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { TextField } from "../../components/fields.tsx";
import { SITE_NAME } from "../../content/site.ts";
import type { FieldErrors } from "../../domain/errors.ts";
import { CODE_NEEDED } from "../../domain/two-factor.schema.ts";
import { PASSWORD_SET_FLAG, USERNAME_MAX } from "../../domain/users.schema.ts";
import {
  cancelPendingSignIn,
  cookieHeaders,
  finishSignIn,
  hasPendingSignIn,
  LOGIN_FAILED,
  LOGIN_SUCCEEDED,
  signIn,
} from "../../http/auth.server.ts";
import { appServices, requestInfo } from "../../http/context.server.ts";
import { formFailure, withActionHeaders } from "../../http/failures.server.ts";
import type { Route } from "./+types/login";

/** The spec's pause between "Login successful!" and the dashboard. */
const REDIRECT_DELAY_MS = 1000;

/** Which step the page asks for: the password, or the two-factor code after it. */
type Step = "password" | "code";
/** The code step's two fields: the app's code, or (folded away) a recovery code. */
type CodeKind = "app" | "recovery";

type LoginSuccess = { ok: true; message: string; next: string };
/** What a refused step shows again: the name typed, the step, the code field that was used. */
interface LoginRetry {
  username: string;
  step: Step;
  kind?: CodeKind;
}

// A browser with a sign-in waiting for its code (reloaded, or back from the app) is asked
// for the code again rather than the password.
const PASSWORD_SET_NOTICE =
  "Your new password is set and every sign-in has ended. Sign in with it and your code.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const step: Step = (await hasPendingSignIn(request, appServices(context))) ? "code" : "password";
  const arrived = new URL(request.url).searchParams.has(PASSWORD_SET_FLAG);
  return { step, notice: arrived ? PASSWORD_SET_NOTICE : null };
}

// Which form was sent is in the address, not the body: the sign-in limit is checked before a
// body is read (signIn and finishSignIn read it after), so a flood is refused unread.
const CODE_ACTION = `${href("/admin/login")}?intent=code`;
const CANCEL_ACTION = `${href("/admin/login")}?intent=cancel`;

export async function action({ request, context }: Route.ActionArgs) {
  const app = appServices(context);
  const { clientIp } = requestInfo(context);
  const intent = new URL(request.url).searchParams.get("intent") ?? "password";
  let form: FormData | undefined;
  const readForm = async () => {
    form ??= await request.formData();
    return form;
  };

  if (intent === "cancel") {
    throw redirect(href("/admin/login"), {
      headers: { "Set-Cookie": await cancelPendingSignIn(app, request) },
    });
  }

  if (intent === "code") {
    let kind: CodeKind = "app";
    try {
      const { secondFactor, setCookies } = await finishSignIn(app, request, clientIp, async () => {
        const sent = await readForm();
        kind = sent.get("kind") === "recovery" ? "recovery" : "app";
        return { code: sent.get("code") };
      });
      // After a recovery code, the screen that tells how many are left and makes new ones.
      const next =
        secondFactor.method === "recovery"
          ? href("/admin/account/two-factor")
          : href("/admin/dashboard");
      return data<LoginSuccess>(
        { ok: true, message: LOGIN_SUCCEEDED, next },
        { headers: cookieHeaders(setCookies) },
      );
    } catch (error) {
      // A sign-in that ended (expired, or too many wrong codes) starts again at the password.
      const step: Step = (await hasPendingSignIn(request, app)) ? "code" : "password";
      return formFailure<LoginRetry>(error, context, LOGIN_FAILED, { username: "", step, kind });
    }
  }

  try {
    const outcome = await signIn(app, request, clientIp, async () => {
      const sent = await readForm();
      return { username: sent.get("username"), password: sent.get("password") };
    });
    // The password was right and a code is needed: the page, loaded again, asks for it.
    if (!outcome.done) {
      throw redirect(href("/admin/login"), { headers: cookieHeaders(outcome.setCookies) });
    }
    return data<LoginSuccess>(
      { ok: true, message: LOGIN_SUCCEEDED, next: href("/admin/dashboard") },
      { headers: cookieHeaders(outcome.setCookies) },
    );
  } catch (error) {
    // Shown again in the form after a failure, unless it is longer than the field takes (or
    // the form was refused unread).
    const typed = String(form?.get("username") ?? "");
    const username = typed.length <= USERNAME_MAX ? typed : "";
    return formFailure<LoginRetry>(error, context, LOGIN_FAILED, { username, step: "password" });
  }
}

export const headers = withActionHeaders;

export function meta() {
  return [{ title: `Sign In | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

function Notice({ id, ok, children }: { id?: string; ok: boolean; children: React.ReactNode }) {
  return (
    <p
      id={id}
      role={ok ? "status" : "alert"}
      className={`mt-6 rounded-md border px-4 py-3 text-sm font-medium ${
        ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"
      }`}
    >
      {children}
    </p>
  );
}

function PasswordStep({
  username,
  errors,
  busy,
  done,
}: {
  username: string;
  errors: FieldErrors | undefined;
  busy: boolean;
  done: boolean;
}) {
  return (
    <Form method="post" className="mt-6 space-y-5">
      <TextField
        label="Username or Email"
        name="username"
        autoComplete="username"
        required
        defaultValue={username}
        errors={errors}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        errors={errors}
      />
      <button type="submit" disabled={busy || done} className={`${buttonClass()} w-full py-3`}>
        <LogIn aria-hidden="true" className="size-4" />
        {busy ? "Signing in..." : "Sign In"}
      </button>
    </Form>
  );
}

/**
 * The second step: the app's code first; a recovery code behind a disclosure that needs no
 * JavaScript, with a field of its own (letters, not the phone's number pad).
 */
function CodeStep({
  failedKind,
  alertId,
  busy,
}: {
  failedKind: CodeKind | undefined;
  /** The refusal's message, which the field that was used points to. */
  alertId: string;
  busy: boolean;
}) {
  const refused = (kind: CodeKind) =>
    failedKind === kind ? { "aria-invalid": true, "aria-describedby": alertId } : {};
  return (
    <div className="mt-6 space-y-6">
      <Form method="post" action={CODE_ACTION} className="space-y-5">
        <input type="hidden" name="kind" value="app" />
        <TextField
          label="6-digit code from your app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          autoFocus
          maxLength={12}
          className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest"
          {...refused("app")}
        />
        <button type="submit" disabled={busy} className={`${buttonClass()} w-full py-3`}>
          <KeyRound aria-hidden="true" className="size-4" />
          {busy ? "Checking..." : "Verify and sign in"}
        </button>
      </Form>
      <details open={failedKind === "recovery"} className="rounded-md border border-slate-300 p-4">
        <summary className="cursor-pointer text-sm font-semibold text-primary-800">
          Lost your phone? Use a recovery code
        </summary>
        <Form method="post" action={CODE_ACTION} className="mt-4 space-y-4">
          <input type="hidden" name="kind" value="recovery" />
          <TextField
            label="Recovery code"
            name="code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            hint="One of the ten codes you saved when you set up two-factor sign-in, like abcd-efgh-jkmn-pqrs. Each works once."
            maxLength={40}
            className="[&_input]:font-mono"
            {...refused("recovery")}
          />
          <button type="submit" disabled={busy} className={`${buttonClass("secondary")} w-full`}>
            Sign in with the recovery code
          </button>
        </Form>
      </details>
      <Form method="post" action={CANCEL_ACTION} className="text-center">
        <button
          type="submit"
          className="text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
        >
          Start again with another account
        </button>
      </Form>
    </div>
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state === "submitting";
  const result = actionData;
  const done = result?.ok === true;
  const failure = result && !result.ok ? result : null;
  const step: Step = failure ? failure.step : loaderData.step;
  const next = result?.ok ? result.next : null;
  const alertId = useId();

  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => navigate(next), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [next, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-900 to-primary-700 px-4 py-12">
      {/* Without JavaScript, the browser itself moves on after the pause. */}
      {next ? <meta httpEquiv="refresh" content={`1;url=${next}`} /> : null}
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <p className="text-center text-lg font-bold text-primary-800">{SITE_NAME}</p>
        <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">
          {step === "code" && !done ? "Two-factor sign-in" : "Sign in to manage the website"}
        </h1>
        {step === "code" && !done ? (
          <p className="mt-3 text-center text-sm text-slate-700">{CODE_NEEDED}</p>
        ) : null}
        {result?.ok ? <Notice ok>{result.message}</Notice> : null}
        {!result && loaderData.notice ? <Notice ok>{loaderData.notice}</Notice> : null}
        {failure ? (
          <Notice id={alertId} ok={false}>
            {failure.message}
          </Notice>
        ) : null}
        {step === "code" && !done ? (
          <CodeStep failedKind={failure?.kind} alertId={alertId} busy={busy} />
        ) : (
          <PasswordStep
            username={failure?.username ?? ""}
            errors={failure?.fieldErrors}
            busy={busy}
            done={done}
          />
        )}
        {step === "code" && !done ? null : (
          <p className="mt-4 text-center">
            <Link
              to={href("/admin/forgot-password")}
              className="text-sm font-medium text-primary-700 hover:underline"
            >
              Forgot your password?
            </Link>
          </p>
        )}
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
