import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { EditorForm } from "../../components/admin/EditorForm.tsx";
import { MinorEditField } from "../../components/admin/MinorEditField.tsx";
import { Panel } from "../../components/admin/Panel.tsx";
import { TranslationsLine } from "../../components/admin/translations/TranslationBadges.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { SelectField, TextArea, TextField } from "../../components/fields.tsx";
import { OTHER_TREATMENT, QUOTE_LINES } from "../../domain/inquiries.model.ts";
import {
  type InquirySettings,
  InquirySettingsInputSchema,
  TIME_ZONES,
} from "../../domain/inquiry-settings.schema.ts";
import { getInquirySettings, updateInquirySettings } from "../../domain/inquiry-settings.server.ts";
import type { LanguageState } from "../../domain/translations.model.ts";
import { itemTranslationStates } from "../../domain/translations.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/inquiry-settings";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Inquiry Settings" };

const FAILED = "The inquiry settings were not saved.";

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => {
  const [settings, translations] = await Promise.all([
    getInquirySettings(app.db),
    itemTranslationStates(app.db, "page", "treatments"),
  ]);
  // The server's list of zones, so the page the browser hydrates draws the same options.
  return { settings, translations, timeZones: TIME_ZONES };
});

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
  translations,
  timeZones,
  result,
}: {
  settings: InquirySettings;
  translations: LanguageState[];
  timeZones: readonly string[];
  result: FormFailure | undefined;
}) {
  const form = useSchemaForm({
    result,
    schema: InquirySettingsInputSchema,
    defaultValue: {
      notify: settings.notify,
      treatments: settings.treatments.join("\n"),
      retentionMonths: String(settings.retentionMonths),
      timeZone: settings.timeZone,
    },
    invalidMessage: FAILED,
  });
  const { notify, treatments, retentionMonths, timeZone, minor } = form.fields;
  const notifyFields = notify.getFieldset();
  return (
    // Room below Save on phones, where a toast would otherwise cover it.
    <div className="max-w-3xl pb-28 md:pb-0">
      <EditorForm form={form} version={settings.version} className="space-y-8">
        <Panel
          title="Who is told of new quote requests"
          description="Each business line's requests are e-mailed to its own address. Contact messages always go to the notification address."
        >
          <div className="space-y-5">
            {QUOTE_LINES.map((line) => (
              <TextField
                key={line.value}
                label={`${line.label} requests`}
                field={notifyFields[line.value]}
                type="email"
                autoComplete="off"
                hint="Leave empty to use the notification address."
              />
            ))}
          </div>
        </Panel>
        <Panel title="Health tourism form">
          <TextArea
            label="Treatments and specialties"
            field={treatments}
            rows={10}
            hint={`One per line, as patients choose from them. "${OTHER_TREATMENT}" is always offered after them.`}
          />
          <div className="mt-5 space-y-4">
            <TranslationsLine kind="page" itemId="treatments" states={translations} />
            <MinorEditField field={minor} />
          </div>
        </Panel>
        <Panel title="Keeping medical reports">
          <TextField
            label="Delete attachments of closed inquiries after (months)"
            field={retentionMonths}
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            step={1}
            hint="Closed means Won, Lost or Spam. The inquiry itself is kept; only its files are deleted, and each deletion is logged."
            className="max-w-xs"
          />
        </Panel>
        <Panel title="Exports">
          <SelectField
            label="Time zone"
            field={timeZone}
            markOptional={false}
            hint="The CSV and Excel exports of the inbox give their times in this zone."
            className="max-w-sm"
          >
            {timeZones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </SelectField>
        </Panel>
      </EditorForm>
    </div>
  );
}

export { AdminPageError as ErrorBoundary };

export default function InquirySettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, translations, timeZones } = loaderData;
  return (
    <SettingsEditor
      key={settings.version}
      settings={settings}
      translations={translations}
      timeZones={timeZones}
      result={actionData}
    />
  );
}
