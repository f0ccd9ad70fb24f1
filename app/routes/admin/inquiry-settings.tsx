import { Form } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { SaveResetButtons } from "../../components/admin/buttons.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { TextArea, TextField } from "../../components/fields.tsx";
import { OTHER_TREATMENT, QUOTE_LINES } from "../../domain/inquiries.model.ts";
import {
  type InquirySettings,
  InquirySettingsInputSchema,
} from "../../domain/inquiry-settings.schema.ts";
import { getInquirySettings, updateInquirySettings } from "../../domain/inquiry-settings.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/inquiry-settings";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Inquiry Settings" };

const FAILED = "The inquiry settings were not saved.";

export const loader = adminLoader(async ({ app }: AdminCall<Route.LoaderArgs>) => ({
  settings: await getInquirySettings(app.db),
}));

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    save: {
      failed: FAILED,
      run: async ({ app, user, input }) => {
        await updateInquirySettings(app.db, input, user);
        return "Inquiry settings saved.";
      },
    },
  });
}

function SettingsEditor({
  settings,
  result,
}: {
  settings: InquirySettings;
  result: FormFailure | undefined;
}) {
  const form = useAdminForm({ result, schema: InquirySettingsInputSchema, invalidMessage: FAILED });
  return (
    // Room below Save on phones, where a toast would otherwise cover it.
    <div className="max-w-3xl pb-28 md:pb-0">
      {form.conflictAlert}
      <Form {...form.formProps} className="space-y-8">
        <SaveFields intent="save" version={settings.version} />
        <section
          aria-labelledby="notify-title"
          className="space-y-5 rounded-xl bg-white p-6 shadow-sm"
        >
          <div>
            <h2 id="notify-title" className="text-lg font-semibold text-slate-900">
              Who is told of new quote requests
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Each business line's requests are e-mailed to its own address. Contact messages always
              go to the notification address.
            </p>
          </div>
          {QUOTE_LINES.map((line) => (
            <TextField
              key={line.value}
              label={`${line.label} requests`}
              name={`notify.${line.value}`}
              type="email"
              autoComplete="off"
              hint="Leave empty to use the notification address."
              defaultValue={settings.notify[line.value]}
              errors={form.errors}
            />
          ))}
        </section>
        <section
          aria-labelledby="treatments-title"
          className="space-y-5 rounded-xl bg-white p-6 shadow-sm"
        >
          <h2 id="treatments-title" className="text-lg font-semibold text-slate-900">
            Health tourism form
          </h2>
          <TextArea
            label="Treatments and specialties"
            name="treatments"
            required
            rows={10}
            hint={`One per line, as patients choose from them. "${OTHER_TREATMENT}" is always offered after them.`}
            defaultValue={settings.treatments.join("\n")}
            errors={form.errors}
          />
        </section>
        <section
          aria-labelledby="retention-title"
          className="space-y-5 rounded-xl bg-white p-6 shadow-sm"
        >
          <h2 id="retention-title" className="text-lg font-semibold text-slate-900">
            Keeping medical reports
          </h2>
          <TextField
            label="Delete attachments of closed inquiries after (months)"
            name="retentionMonths"
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            step={1}
            required
            hint="Closed means Won, Lost or Spam. The inquiry itself is kept; only its files are deleted, and each deletion is logged."
            defaultValue={settings.retentionMonths}
            errors={form.errors}
            className="max-w-xs"
          />
        </section>
        <SaveResetButtons saving={form.saving} dirty={form.dirty} />
      </Form>
      {form.unsavedDialog}
    </div>
  );
}

export { AdminPageError as ErrorBoundary };

export default function InquirySettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  return <SettingsEditor key={settings.version} settings={settings} result={actionData} />;
}
