import { KeyRound, LogIn } from "lucide-react";
import { useEffect, useId } from "react";
import { Form, href, Link, redirect, useNavigate, useNavigation } from "react-router";
import { SubmitButton } from "../../components/admin/buttons.tsx";
import { Notice, SignInCard } from "../../components/admin/SignInCard.tsx";
import { CodeField } from "../../components/admin/two-factor/CodeField.tsx";
import { useSignInForm } from "../../components/admin/useSignInForm.tsx";
import { TextField } from "../../components/fields.tsx";
import { SITE_NAME } from "../../content/site.ts";
import { CODE_NEEDED, SecondFactorInputSchema } from "../../domain/two-factor.schema.ts";
import { LoginInputSchema, PASSWORD_SET_FLAG, USERNAME_MAX } from "../../domain/users.schema.ts";
import { handleSignInAction, MAIN_FORM, ShownOnce } from "../../http/admin-routes.server.ts";
import {
  cancelPendingSignIn,
  cookieHeaders,
  finishSignIn,
  hasPendingSignIn,
  LOGIN_FAILED,
  LOGIN_SUCCEEDED,
  signIn,
} from "../../http/auth.server.ts";
import { type AppServices, appServices } from "../../http/context.server.ts";
import { withActionHeaders } from "../../http/failures.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/login";

/** The spec's pause between "Login successful!" and the dashboard. */
const REDIRECT_DELAY_MS = 1000;

/** Which step the page asks for: the password, or the two-factor code after it. */
type Step = "password" | "code";
/** The code step's two fields: the app's code, or (folded away) a recovery code. */
type CodeKind = "app" | "recovery";

type LoginSuccess = { ok: true; message: string; next: string };
/** A refused sign-in, as the page reads it. */
type LoginFailure = FormFailure & LoginRetry;

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
  const step = await stepNow(request, appServices(context));
  const arrived = new URL(request.url).searchParams.has(PASSWORD_SET_FLAG);
  return { step, notice: arrived ? PASSWORD_SET_NOTICE : null };
}

// Which form was sent is in the address, not the body: the sign-in limit is checked before a
// body is read (signIn and finishSignIn read it after), so a flood is refused unread.
const CODE_ACTION = `${href("/admin/login")}?intent=code`;
const CANCEL_ACTION = `${href("/admin/login")}?intent=cancel`;

/** A sign-in that ended (expired, or too many wrong codes) starts again at the password. */
async function stepNow(request: Request, app: AppServices): Promise<Step> {
  return (await hasPendingSignIn(request, app)) ? "code" : "password";
}

export async function action(args: Route.ActionArgs) {
  return handleSignInAction<LoginSuccess, LoginRetry>(args, {
    [MAIN_FORM]: {
      failed: LOGIN_FAILED,
      run: async ({ app, request, clientIp, readInput }) => {
        const outcome = await signIn(app, request, clientIp, readInput);
        // The password was right and a code is needed: the page, loaded again, asks for it.
        if (!outcome.done) {
          return redirect(href("/admin/login"), { headers: cookieHeaders(outcome.setCookies) });
        }
        return new ShownOnce(
          { ok: true, message: LOGIN_SUCCEEDED, next: href("/admin/dashboard") },
          { headers: cookieHeaders(outcome.setCookies) },
        );
      },
      // Shown again in the form after a failure, unless it is longer than the field takes (or
      // the form was refused unread).
      retry: ({ input }) => {
        const typed = String(input?.username ?? "");
        return { username: typed.length <= USERNAME_MAX ? typed : "", step: "password" };
      },
    },
    code: {
      failed: LOGIN_FAILED,
      run: async ({ app, request, clientIp, readInput }) => {
        const { secondFactor, setCookies } = await finishSignIn(
          app,
          request,
          clientIp,
          async () => {
            const { code } = await readInput();
            return { code };
          },
        );
        // After a recovery code, the screen that tells how many are left and makes new ones.
        const next =
          secondFactor.method === "recovery"
            ? href("/admin/account/two-factor")
            : href("/admin/dashboard");
        return new ShownOnce(
          { ok: true, message: LOGIN_SUCCEEDED, next },
          { headers: cookieHeaders(setCookies) },
        );
      },
      retry: async ({ app, request, input }) => ({
        username: "",
        step: await stepNow(request, app),
        kind: input?.kind === "recovery" ? "recovery" : "app",
      }),
    },
    cancel: {
      failed: LOGIN_FAILED,
      run: async ({ app, request }) =>
        redirect(href("/admin/login"), {
          headers: { "Set-Cookie": await cancelPendingSignIn(app, request) },
        }),
    },
  });
}

export const headers = withActionHeaders;

export function meta() {
  return [{ title: `Sign In | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

function PasswordStep({
  failure,
  busy,
  done,
}: {
  failure: LoginFailure | undefined;
  busy: boolean;
  done: boolean;
}) {
  const form = useSignInForm({
    schema: LoginInputSchema,
    defaultValue: { username: failure?.username ?? "" },
    result: failure,
  });
  const { username, password } = form.fields;
  return (
    <Form {...form.formProps} className="mt-6 space-y-5">
      <TextField label="Username or Email" field={username} autoComplete="username" />
      <TextField
        label="Password"
        field={password}
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton
        icon={LogIn}
        busy={busy}
        busyLabel="Signing in..."
        disabled={done}
        className="w-full py-3"
      >
        Sign In
      </SubmitButton>
    </Form>
  );
}

/** One of the code step's forms: the code of its kind, and its button (`children`). */
function CodeForm({
  kind,
  failure,
  alertId,
  className,
  children,
  ...field
}: {
  kind: CodeKind;
  failure: LoginFailure | undefined;
  alertId: string;
  className: string;
  children: React.ReactNode;
  label: string;
  hint?: string;
  autoFocus?: boolean;
}) {
  const refused = failure?.kind === kind ? failure : undefined;
  const form = useSignInForm({ schema: SecondFactorInputSchema, result: refused });
  return (
    <Form {...form.formProps} action={CODE_ACTION} className={className}>
      <input type="hidden" name="kind" value={kind} />
      <CodeField
        kind={kind}
        field={form.fields.code}
        refusalId={refused ? alertId : undefined}
        {...field}
      />
      {children}
    </Form>
  );
}

/**
 * The second step: the app's code first; a recovery code behind a disclosure that needs no
 * JavaScript, with a field of its own (letters, not the phone's number pad).
 */
function CodeStep({
  failure,
  alertId,
  busy,
}: {
  failure: LoginFailure | undefined;
  /** The refusal's message, which the field that was used points to. */
  alertId: string;
  busy: boolean;
}) {
  const refusal = { failure, alertId };
  return (
    <div className="mt-6 space-y-6">
      <CodeForm
        kind="app"
        label="6-digit code from your app"
        autoFocus
        className="space-y-5"
        {...refusal}
      >
        <SubmitButton icon={KeyRound} busy={busy} busyLabel="Checking..." className="w-full py-3">
          Verify and sign in
        </SubmitButton>
      </CodeForm>
      <details
        open={failure?.kind === "recovery"}
        className="rounded-md border border-slate-300 p-4"
      >
        <summary className="cursor-pointer text-sm font-semibold text-primary-800">
          Lost your phone? Use a recovery code
        </summary>
        <CodeForm
          kind="recovery"
          label="Recovery code"
          hint="One of the ten codes you saved when you set up two-factor sign-in, like abcd-efgh-jkmn-pqrs. Each works once."
          className="mt-4 space-y-4"
          {...refusal}
        >
          <SubmitButton busy={busy} tone="secondary" className="w-full">
            Sign in with the recovery code
          </SubmitButton>
        </CodeForm>
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
  const failure = result && !result.ok ? result : undefined;
  const codeStep = (failure ? failure.step : loaderData.step) === "code" && !done;
  const next = result?.ok ? result.next : null;
  const alertId = useId();

  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => navigate(next), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [next, navigate]);

  return (
    <SignInCard title={codeStep ? "Two-factor sign-in" : "Sign in to manage the website"}>
      {/* Without JavaScript, the browser itself moves on after the pause. */}
      {next ? <meta httpEquiv="refresh" content={`1;url=${next}`} /> : null}
      {codeStep ? <p className="mt-3 text-center text-sm text-slate-700">{CODE_NEEDED}</p> : null}
      {result?.ok ? <Notice ok>{result.message}</Notice> : null}
      {!result && loaderData.notice ? <Notice ok>{loaderData.notice}</Notice> : null}
      {failure ? (
        <Notice id={alertId} ok={false}>
          {failure.message}
        </Notice>
      ) : null}
      {codeStep ? (
        <CodeStep failure={failure} alertId={alertId} busy={busy} />
      ) : (
        <PasswordStep failure={failure} busy={busy} done={done} />
      )}
      {codeStep ? null : (
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
    </SignInCard>
  );
}
