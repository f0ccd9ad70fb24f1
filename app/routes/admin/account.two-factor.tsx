import { useNavigation } from "react-router";
import { Warning } from "../../components/admin/two-factor/Notices.tsx";
import { RecoveryCodes } from "../../components/admin/two-factor/RecoveryCodes.tsx";
import {
  Enrolment,
  EnrolmentWithoutKey,
  StartSetUp,
} from "../../components/admin/two-factor/SetUp.tsx";
import { TwoFactorOn } from "../../components/admin/two-factor/TwoFactorOn.tsx";
import { renewRecoveryCodes } from "../../domain/recovery-codes.server.ts";
import { getSecuritySettings } from "../../domain/security-settings.server.ts";
import { getTwoFactorStatus } from "../../domain/two-factor.server.ts";
import {
  cancelEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  getEnrolment,
  startEnrolment,
} from "../../domain/two-factor-enrolment.server.ts";
import {
  adminLoader,
  handleAdminAction,
  type MemberCall,
  ShownOnce,
} from "../../http/admin-routes.server.ts";
import { twoFactorKey } from "../../http/auth.server.ts";
import { loginLimitMessage, takeAttempt } from "../../http/rate-limit.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/account.two-factor";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Two-factor sign-in" };

export const loader = adminLoader(async ({ app, user }: MemberCall<Route.LoaderArgs>) => {
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

/** The recovery codes, answered to this one request only: never stored where they could be read. */
type CodesShown = { ok: true; recoveryCodes: string[]; renewed: boolean };

export async function action(args: Route.ActionArgs) {
  return handleAdminAction<CodesShown>(args, {
    start: {
      failed: "Two-factor sign-in could not be set up.",
      run: async ({ app, user }) => {
        await startEnrolment(app.db, twoFactorKey(app), user._id);
        return "Scan the QR code with your app, then enter the code it shows.";
      },
    },
    cancel: {
      failed: "The set-up could not be cancelled.",
      run: async ({ app, user }) => {
        await cancelEnrolment(app.db, user._id);
        return "The set-up was cancelled. Two-factor sign-in stays off.";
      },
    },
    confirm: {
      failed: "Two-factor sign-in was not turned on.",
      run: async ({ app, user, input }) => {
        const recoveryCodes = await confirmEnrolment(app.db, twoFactorKey(app), user, input);
        return new ShownOnce({ ok: true, recoveryCodes, renewed: false });
      },
    },
    renew: {
      failed: "No new recovery codes were made.",
      run: async ({ app, user, input, clientIp }) => {
        // The password is asked again: guesses count against the sign-in limit.
        await takeAttempt(app.limits.login, clientIp, loginLimitMessage);
        const recoveryCodes = await renewRecoveryCodes(app.db, user, input);
        return new ShownOnce({ ok: true, recoveryCodes, renewed: true });
      },
    },
    disable: {
      failed: "Two-factor sign-in was not turned off.",
      run: async ({ app, user, input, clientIp }) => {
        await takeAttempt(app.limits.login, clientIp, loginLimitMessage);
        await disableTwoFactor(app.db, user, input);
        return "Two-factor sign-in is off. Your password alone signs you in now.";
      },
    },
  });
}

/** The forms of this screen, each named by its `intent`. */
type Intent = "start" | "confirm" | "renew" | "disable";

type Failure = FormFailure & { intent: string };

/** The failure of this form's intent, if the last answer was one. */
function failureOf(result: unknown, intent: Intent): Failure | undefined {
  const failure = result as Failure | undefined;
  return failure && failure.ok === false && failure.intent === intent ? failure : undefined;
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { username, status, required, keyConfigured, enrolment } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const shown = actionData?.ok ? actionData : null;

  if (shown) return <RecoveryCodes codes={shown.recoveryCodes} renewed={shown.renewed} />;

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
        <TwoFactorOn
          username={username}
          enabledAt={status.enabledAt}
          recoveryCodesLeft={status.recoveryCodesLeft}
          required={required}
          busy={busy}
          renewFailure={failureOf(actionData, "renew")}
          disableFailure={failureOf(actionData, "disable")}
        />
      ) : status.enrolling ? (
        keyConfigured && enrolment ? (
          <Enrolment enrolment={enrolment} busy={busy} failure={failureOf(actionData, "confirm")} />
        ) : (
          <EnrolmentWithoutKey busy={busy} />
        )
      ) : (
        <StartSetUp
          keyConfigured={keyConfigured}
          busy={busy}
          failure={failureOf(actionData, "start")}
        />
      )}
    </div>
  );
}
