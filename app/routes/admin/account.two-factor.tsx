import { Copy, Download, KeyRound, ShieldCheck, ShieldOff, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { TextField } from "../../components/fields.tsx";
import { SITE_NAME } from "../../content/site.ts";
import { ValidationError } from "../../domain/errors.ts";
import { getSecuritySettings } from "../../domain/security-settings.server.ts";
import { RECOVERY_CODE_COUNT } from "../../domain/two-factor.schema.ts";
import {
  cancelEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  getEnrolment,
  getTwoFactorStatus,
  renewRecoveryCodes,
  startEnrolment,
} from "../../domain/two-factor.server.ts";
import { type AdminCall, adminLoader } from "../../http/admin-routes.server.ts";
import { adminUser, twoFactorKey } from "../../http/auth.server.ts";
import { appServices, requestInfo } from "../../http/context.server.ts";
import { formFailure } from "../../http/failures.server.ts";
import { redirectWithFlash } from "../../http/flash.server.ts";
import { loginLimitMessage, takeAttempt } from "../../http/rate-limit.server.ts";
import { formatDate } from "../../lib/dates.ts";
import { type FormFailure, formDataToObject } from "../../lib/forms.ts";
import type { Route } from "./+types/account.two-factor";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Two-factor sign-in" };

/** So few recovery codes left that the screen suggests making new ones. */
const FEW_CODES_LEFT = 3;

export const loader = adminLoader(async ({ app, user }: AdminCall<Route.LoaderArgs>) => {
  const key = twoFactorKey(app);
  const [status, settings] = await Promise.all([
    getTwoFactorStatus(app.db, user._id),
    getSecuritySettings(app.db),
  ]);
  const enrolment = status.enrolling && key ? await getEnrolment(app.db, key, user) : null;
  return {
    username: user.username,
    status,
    required: settings.requireTwoFactor,
    keyConfigured: key !== null,
    enrolment: enrolment && {
      secret: enrolment.secret,
      uri: enrolment.uri,
      // An image the page carries itself: no request, no script, nothing from elsewhere.
      qrCode: `data:image/svg+xml;base64,${Buffer.from(enrolment.qrCodeSvg).toString("base64")}`,
      // Drawn at a whole number of pixels a module, near 200 px, so every module is as wide.
      qrCodeSize: enrolment.qrCodeModules * Math.max(3, Math.round(200 / enrolment.qrCodeModules)),
    },
  };
});

/** What a form of this screen does, and what it says when it fails for a reason nobody foresaw. */
const INTENTS = {
  start: "Two-factor sign-in could not be set up.",
  cancel: "The set-up could not be cancelled.",
  confirm: "Two-factor sign-in was not turned on.",
  renew: "No new recovery codes were made.",
  disable: "Two-factor sign-in was not turned off.",
} as const;
type Intent = keyof typeof INTENTS;

/** The recovery codes, answered to this one request only: never stored where they could be read. */
type CodesShown = { ok: true; recoveryCodes: string[]; renewed: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const user = adminUser(context);
  const app = appServices(context);
  const key = twoFactorKey(app);
  let intent: Intent = "start";
  try {
    const input = formDataToObject(await request.formData());
    const name = String(input.intent ?? "");
    if (!Object.hasOwn(INTENTS, name)) throw new ValidationError("This action is not known here.");
    intent = name as Intent;
    const here = href("/admin/account/two-factor");
    switch (intent) {
      case "start":
        await startEnrolment(app.db, key, user._id);
        return redirectWithFlash(app.env, here, {
          tone: "success",
          message: "Scan the QR code with your app, then enter the code it shows.",
        });
      case "cancel":
        await cancelEnrolment(app.db, user._id);
        return redirectWithFlash(app.env, here, {
          tone: "success",
          message: "The set-up was cancelled. Two-factor sign-in stays off.",
        });
      case "confirm":
        return data<CodesShown>({
          ok: true,
          recoveryCodes: await confirmEnrolment(app.db, key, user, input),
          renewed: false,
        });
      case "renew":
        // The password is asked again: guesses count against the sign-in limit.
        await takeAttempt(app.limits.login, requestInfo(context).clientIp, loginLimitMessage);
        return data<CodesShown>({
          ok: true,
          recoveryCodes: await renewRecoveryCodes(app.db, user, input),
          renewed: true,
        });
      case "disable":
        await takeAttempt(app.limits.login, requestInfo(context).clientIp, loginLimitMessage);
        await disableTwoFactor(app.db, user, input);
        return redirectWithFlash(app.env, here, {
          tone: "success",
          message: "Two-factor sign-in is off. Your password alone signs you in now.",
        });
    }
  } catch (error) {
    return formFailure(error, context, INTENTS[intent], { intent });
  }
}

type Failure = FormFailure & { intent: Intent };

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A refusal, announced; the field it is about points to it (aria-describedby). */
function Alert({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
    >
      {children}
    </p>
  );
}

function Warning({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}

/** The failure of this form's intent, if the last answer was one. */
function failureOf(result: unknown, intent: Intent): Failure | null {
  const failure = result as Failure | undefined;
  return failure && failure.ok === false && failure.intent === intent ? failure : null;
}

function RecoveryCodes({ codes, renewed }: { codes: string[]; renewed: boolean }) {
  const [copied, setCopied] = useState(false);
  const text = `${SITE_NAME}: recovery codes for two-factor sign-in\nEach code signs in once.\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  return (
    <div className="max-w-3xl">
      <Section id="codes-title" title="Save your recovery codes">
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm font-semibold text-green-900"
        >
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
          {renewed
            ? "New recovery codes are ready; the earlier ones no longer work."
            : "Two-factor sign-in is on."}
        </p>
        <p className="text-sm text-slate-700">
          If you lose your phone, each of these codes signs you in once instead of the app's code.
          Keep them somewhere safe, such as a password manager or a printed page.{" "}
          <strong>They are shown only now.</strong>
        </p>
        <ol
          aria-label="Recovery codes"
          className="grid grid-cols-1 gap-2 rounded-md bg-slate-100 p-4 font-mono text-base text-slate-900 min-[400px]:grid-cols-2"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="recovery-codes.txt"
            className={buttonClass("secondary")}
          >
            <Download aria-hidden="true" className="size-4" />
            Download as text
          </a>
          <button type="button" onClick={copy} className={buttonClass("secondary")}>
            <Copy aria-hidden="true" className="size-4" />
            {copied ? "Copied" : "Copy all"}
          </button>
          <Link to={href("/admin/dashboard")} className={buttonClass()}>
            I have saved them
          </Link>
        </div>
      </Section>
    </div>
  );
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { username, status, required, keyConfigured, enrolment } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const shown = actionData?.ok ? actionData : null;

  if (shown) return <RecoveryCodes codes={shown.recoveryCodes} renewed={shown.renewed} />;

  const unavailable = (
    <Warning>
      <p className="font-semibold">Two-factor sign-in cannot be set up on this server yet.</p>
      <p>
        Whoever runs the server must set <code>TOTP_ENCRYPTION_KEY</code> first (the README says
        how).
      </p>
    </Warning>
  );

  return (
    <div className="max-w-3xl space-y-6">
      {required && !status.enabledAt ? (
        <Warning>
          <p className="font-semibold">
            An administrator requires two-factor sign-in for everyone.
          </p>
          <p>Set it up here to go on using the content manager.</p>
        </Warning>
      ) : null}

      {status.enabledAt ? (
        <>
          <Section id="status-title" title="Two-factor sign-in is on">
            <p className="flex items-start gap-2 text-sm text-slate-700">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
              <span>
                Since {formatDate(status.enabledAt)}, signing in as <strong>{username}</strong> asks
                for a code from your authenticator app after the password.{" "}
                {status.recoveryCodesLeft} of {RECOVERY_CODE_COUNT} recovery codes are left.
              </span>
            </p>
            {status.recoveryCodesLeft <= FEW_CODES_LEFT ? (
              <Warning>
                <p>Few recovery codes are left: make new ones below and keep them safe.</p>
              </Warning>
            ) : null}
          </Section>
          <PasswordForm
            intent="renew"
            title="New recovery codes"
            explanation="Makes ten new codes and shows them once; the codes you have now stop working."
            button="Make new recovery codes"
            busy={busy}
            failure={failureOf(actionData, "renew")}
          />
          {required ? (
            <Section id="disable-title" title="Turn off two-factor sign-in">
              <p className="text-sm text-slate-700">
                An administrator requires two-factor sign-in for everyone, so it stays on.
              </p>
            </Section>
          ) : (
            <PasswordForm
              intent="disable"
              title="Turn off two-factor sign-in"
              explanation="Your password alone will sign you in again. The app's entry and your recovery codes stop working."
              button="Turn off two-factor sign-in"
              destructive
              busy={busy}
              failure={failureOf(actionData, "disable")}
            />
          )}
        </>
      ) : status.enrolling ? (
        keyConfigured && enrolment ? (
          <Enrolment enrolment={enrolment} busy={busy} failure={failureOf(actionData, "confirm")} />
        ) : (
          <Section id="enrol-title" title="Set up two-factor sign-in">
            {unavailable}
            <CancelForm busy={busy} />
          </Section>
        )
      ) : (
        <Section id="intro-title" title="Protect your account with a second step">
          <p className="text-sm text-slate-700">
            Two-factor sign-in asks for a 6-digit code from an app on your phone after your
            password, so a stolen or guessed password alone cannot open the content manager. Any
            authenticator app works: Google Authenticator, Microsoft Authenticator, 1Password, Authy
            and others.
          </p>
          {keyConfigured ? null : unavailable}
          {failureOf(actionData, "start") ? (
            <Alert>{failureOf(actionData, "start")?.message}</Alert>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <button type="submit" disabled={busy || !keyConfigured} className={buttonClass()}>
              <KeyRound aria-hidden="true" className="size-4" />
              Set up two-factor sign-in
            </button>
          </Form>
        </Section>
      )}
    </div>
  );
}

function CancelForm({ busy }: { busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="cancel" />
      <button type="submit" disabled={busy} className={buttonClass("secondary")}>
        Cancel the set-up
      </button>
    </Form>
  );
}

function Enrolment({
  enrolment,
  busy,
  failure,
}: {
  enrolment: { secret: string; uri: string; qrCode: string; qrCodeSize: number };
  busy: boolean;
  failure: Failure | null;
}) {
  const errorId = useId();
  return (
    <Section id="enrol-title" title="Set up two-factor sign-in">
      <ol className="space-y-6">
        <li className="space-y-3">
          <h3 className="font-semibold text-slate-900">
            1. Scan this QR code with your authenticator app
          </h3>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <img
              src={enrolment.qrCode}
              alt="QR code for this site's two-factor sign-in"
              width={enrolment.qrCodeSize}
              height={enrolment.qrCodeSize}
              className="shrink-0 rounded-md border border-slate-300 bg-white"
            />
            <div className="space-y-2 text-sm text-slate-700">
              <p>
                In the app, choose to add an account, then scan the code. It appears as{" "}
                <strong>{SITE_NAME}</strong>.
              </p>
              <p>
                Setting up on the phone you are reading this on?{" "}
                <a href={enrolment.uri} className="font-medium text-primary-700 underline">
                  Open it in your authenticator app
                </a>
                .
              </p>
              <p>Cannot scan it? Choose to enter a setup key, and type this key (time-based):</p>
              <p className="rounded-md bg-slate-100 px-3 py-2 font-mono text-base break-words text-slate-900">
                {enrolment.secret}
              </p>
            </div>
          </div>
        </li>
        <li className="space-y-3">
          <h3 className="font-semibold text-slate-900">2. Enter the code the app now shows</h3>
          {failure ? <Alert id={errorId}>{failure.message}</Alert> : null}
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="confirm" />
            <TextField
              label="6-digit code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={12}
              className="max-w-48 [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest"
              aria-invalid={failure ? true : undefined}
              aria-describedby={failure ? errorId : undefined}
            />
            <button type="submit" disabled={busy} className={buttonClass()}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              Turn on two-factor sign-in
            </button>
          </Form>
        </li>
      </ol>
      <div className="border-t border-slate-200 pt-4">
        <CancelForm busy={busy} />
      </div>
    </Section>
  );
}

function PasswordForm({
  intent,
  title,
  explanation,
  button,
  destructive = false,
  busy,
  failure,
}: {
  intent: "renew" | "disable";
  title: string;
  explanation: string;
  button: string;
  destructive?: boolean;
  busy: boolean;
  failure: Failure | null;
}) {
  const Icon = destructive ? ShieldOff : KeyRound;
  const errorId = useId();
  return (
    <Section id={`${intent}-title`} title={title}>
      <p className="text-sm text-slate-700">{explanation}</p>
      {failure ? <Alert id={errorId}>{failure.message}</Alert> : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value={intent} />
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="max-w-sm"
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? errorId : undefined}
        />
        <button
          type="submit"
          disabled={busy}
          className={buttonClass(destructive ? "destructive" : "secondary")}
        >
          <Icon aria-hidden="true" className="size-4" />
          {button}
        </button>
      </Form>
    </Section>
  );
}
