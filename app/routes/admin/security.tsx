import { href, Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { EditorForm } from "../../components/admin/EditorForm.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import {
  getSecuritySettings,
  updateSecuritySettings,
} from "../../domain/security-settings.server.ts";
import {
  type SecuritySettings,
  SecuritySettingsInputSchema,
} from "../../domain/two-factor.schema.ts";
import { hasTwoFactor, listTwoFactorUse } from "../../domain/two-factor.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { twoFactorKey } from "../../http/auth.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/security";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Sign-in Security" };

const FAILED = "The sign-in settings were not saved.";

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => {
  const [settings, people] = await Promise.all([
    getSecuritySettings(app.db),
    listTwoFactorUse(app.db),
  ]);
  return { settings, people, keyConfigured: twoFactorKey(app) !== null };
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    save: {
      failed: FAILED,
      run: async ({ app, user, input }) => {
        const saved = await updateSecuritySettings(app.db, input, user, {
          hasTwoFactor: await hasTwoFactor(app.db, user._id),
          keyConfigured: twoFactorKey(app) !== null,
        });
        return saved.requireTwoFactor
          ? "Two-factor sign-in is now required for everyone."
          : "Two-factor sign-in is now optional: each person decides.";
      },
    },
  });
}

// A refusal (an editor, decision 050) or a failure is drawn inside the content manager.
export { AdminPageError as ErrorBoundary };

const CHOICES = [
  {
    value: "false",
    label: "Optional",
    detail: "each person decides whether to use it on their own account.",
  },
  {
    value: "true",
    label: "Required for everyone",
    detail:
      "whoever has not set it up is sent to do so right after signing in, and can use nothing else until they have.",
  },
];

function SettingsEditor({
  settings,
  people,
  keyConfigured,
  result,
}: {
  settings: SecuritySettings;
  people: { username: string; enabled: boolean }[];
  keyConfigured: boolean;
  result: FormFailure | undefined;
}) {
  const form = useSchemaForm({
    result,
    schema: SecuritySettingsInputSchema,
    defaultValue: { requireTwoFactor: String(settings.requireTwoFactor) },
    invalidMessage: FAILED,
  });
  const { requireTwoFactor } = form.fields;
  const using = people.filter((person) => person.enabled).length;
  return (
    <div className="max-w-3xl space-y-6 pb-28 md:pb-0">
      <EditorForm form={form} version={settings.version} className="space-y-6">
        <section
          aria-labelledby="require-title"
          className="rounded-xl bg-white p-5 shadow-sm sm:p-6"
        >
          <fieldset aria-describedby="require-hint" className="space-y-4">
            <legend id="require-title" className="text-lg font-semibold text-slate-900">
              Two-factor sign-in
            </legend>
            <p id="require-hint" className="text-sm text-slate-700">
              After the password, a 6-digit code from an app on the person's phone. Turn it on for
              your own account first, under{" "}
              <Link
                to={href("/admin/account/two-factor")}
                className="font-medium text-primary-700 underline"
              >
                Two-factor sign-in
              </Link>
              .
            </p>
            {keyConfigured ? null : (
              <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
                It cannot be required yet: whoever runs the server must set{" "}
                <code>TOTP_ENCRYPTION_KEY</code> first (the README says how).
              </p>
            )}
            {CHOICES.map((choice) => (
              <label key={choice.value} className="flex items-start gap-3 text-sm text-slate-800">
                <input
                  key={requireTwoFactor.key}
                  type="radio"
                  name={requireTwoFactor.name}
                  value={choice.value}
                  defaultChecked={requireTwoFactor.initialValue === choice.value}
                  className="mt-0.5 size-4 shrink-0"
                />
                <span>
                  <span className="font-semibold">{choice.label}</span>: {choice.detail}
                </span>
              </label>
            ))}
          </fieldset>
        </section>
      </EditorForm>
      <section aria-labelledby="people-title" className="rounded-xl bg-white p-5 shadow-sm sm:p-6">
        <h2 id="people-title" className="text-lg font-semibold text-slate-900">
          Who uses it
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {using} of {people.length} {people.length === 1 ? "person" : "people"} sign in with
          two-factor.
        </p>
        <ul className="mt-4 divide-y divide-slate-200">
          {people.map((person) => (
            <li key={person.username} className="flex items-center justify-between gap-4 py-2">
              <span className="font-medium text-slate-900">{person.username}</span>
              <span
                className={`rounded-full px-3 py-1 text-xs font-bold ${
                  person.enabled ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"
                }`}
              >
                {person.enabled ? "On" : "Not set up"}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default function SecurityPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsEditor key={loaderData.settings.version} {...loaderData} result={actionData} />;
}
