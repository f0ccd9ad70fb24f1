import { Clock, Mail, MapPin, Phone, Reply } from "lucide-react";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { EditorWithPreview, typedTexts } from "../../components/admin/EditorForm.tsx";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { MinorEditField } from "../../components/admin/MinorEditField.tsx";
import { TranslationsLine } from "../../components/admin/translations/TranslationBadges.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { requiredAs, TextArea, TextField } from "../../components/fields.tsx";
import {
  ANSWER_DAYS_MOST,
  answerTime,
  workingHoursLines,
} from "../../domain/contact-info.model.ts";
import { type ContactInfo, ContactInfoInputSchema } from "../../domain/contact-info.schema.ts";
import { getContactInfo, updateContactInfo } from "../../domain/contact-info.server.ts";
import { contentHistory } from "../../domain/page-content.server.ts";
import type { LanguageState } from "../../domain/translations.model.ts";
import { itemTranslationStates } from "../../domain/translations.server.ts";
import { adminLoader, type MemberCall } from "../../http/admin-routes.server.ts";
import { saveOrRestore } from "../../http/revisioned-editor.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/content.contact";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Contact Info" };

const FAILED = "Failed to update contact information.";

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => {
  const [contact, history, translations] = await Promise.all([
    getContactInfo(app.db),
    contentHistory(app.db, "contact"),
    itemTranslationStates(app.db, "page", "contact"),
  ]);
  return { contact, history, translations };
});

export async function action(args: Route.ActionArgs) {
  return saveOrRestore(args, {
    failed: FAILED,
    update: updateContactInfo,
    saved: "Contact information updated successfully!",
  });
}

type ContactValues = Record<
  | "address"
  | "city"
  | "country"
  | "phones"
  | "email"
  | "whatsapp"
  | "workingHours"
  | "answerDays"
  | "mapUrl"
  | "description",
  string
>;

/** The promise as the pages will make it, while the number typed is one they accept. */
function answerPromise(typed: string): string {
  const days = Number(typed);
  return Number.isInteger(days) && days >= 1 && days <= ANSWER_DAYS_MOST
    ? `We answer every message within ${answerTime(days)}.`
    : "";
}

/** The contact details as the footer and the contact page will show them. */
function ContactPreview({ values }: { values: ContactValues }) {
  const phones = values.phones
    .split(",")
    .map((phone) => phone.trim())
    .filter(Boolean);
  const rows = [
    {
      label: "Address",
      Icon: MapPin,
      text: [values.address, values.city, values.country].filter(Boolean).join(", "),
    },
    { label: "Phone", Icon: Phone, text: phones.join(" · ") },
    { label: "Email", Icon: Mail, text: values.email },
    { label: "Hours", Icon: Clock, text: workingHoursLines(values.workingHours).join("\n") },
    { label: "Answer time", Icon: Reply, text: answerPromise(values.answerDays) },
  ];
  return (
    <div className="on-dark space-y-3 rounded-xl bg-slate-900 p-5 text-sm text-slate-200">
      {rows.map(({ label, Icon, text }) => (
        <p key={label} className="flex gap-2">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="sr-only">{label}:</span>
          <span className="whitespace-pre-line break-words">{text}</span>
        </p>
      ))}
      {values.description ? (
        <p className="border-t border-slate-700 pt-3">{values.description}</p>
      ) : null}
    </div>
  );
}

/** The saved details as the form's fields hold them: the phone numbers on one line. */
function savedValuesOf(contact: ContactInfo): ContactValues {
  return {
    address: contact.address,
    city: contact.city,
    country: contact.country,
    phones: contact.phones.join(", "),
    email: contact.email,
    whatsapp: contact.whatsapp,
    workingHours: contact.workingHours,
    answerDays: String(contact.answerDays),
    mapUrl: contact.mapUrl,
    description: contact.description,
  };
}

function ContactEditor({
  contact,
  translations,
  result,
}: {
  contact: ContactInfo;
  translations: LanguageState[];
  result: FormFailure | undefined;
}) {
  const saved = savedValuesOf(contact);
  const form = useSchemaForm({
    result,
    schema: ContactInfoInputSchema,
    defaultValue: saved,
    invalidMessage: FAILED,
  });
  const { fields } = form;

  return (
    <EditorWithPreview
      title="Edit the contact information"
      description="Shown in the header, the footer, the home page and the contact page."
      form={form}
      version={contact.version}
      preview={<ContactPreview values={typedTexts(form.values, saved)} />}
    >
      <TranslationsLine kind="page" itemId="contact" states={translations} />
      <TextField label="Address" field={fields.address} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="City" field={fields.city} />
        <TextField label="Country" field={fields.country} />
      </div>
      <TextField label="Phone" field={fields.phones} hint="Separate several numbers with commas." />
      <TextField label="Email" type="email" field={fields.email} />
      <TextField
        label="WhatsApp number"
        type="tel"
        hint="With the country code, like +231 770 123 456. Leave empty to hide the WhatsApp buttons."
        field={fields.whatsapp}
      />
      <TextArea
        label="Business hours"
        field={fields.workingHours}
        rows={3}
        hint="One line for each group of days, like Mon-Fri 8 AM-5 PM. Shown on the home page, the contact page and in the footer."
      />
      <TextField
        label="Answer time in working days"
        type="number"
        inputMode="numeric"
        min={1}
        max={ANSWER_DAYS_MOST}
        step={1}
        className="max-w-xs"
        field={fields.answerDays}
        hint="The contact details, the quote forms and the confirmation e-mails promise an answer within this many working days."
      />
      <TextField
        label="Map URL"
        type="url"
        field={requiredAs(fields.mapUrl, false)}
        hint="Optional: a link to the office on a map, starting with https://."
      />
      <TextArea label="Additional info" rows={3} field={fields.description} />
      <MinorEditField field={fields.minor} />
    </EditorWithPreview>
  );
}

export { AdminPageError as ErrorBoundary };

export default function ContactInfoPage({ loaderData, actionData }: Route.ComponentProps) {
  const { contact, history, translations } = loaderData;
  return (
    <div className="space-y-8">
      <ContactEditor
        key={contact.version}
        contact={contact}
        translations={translations}
        result={actionData}
      />
      <HistoryPanel history={history} what="The contact information" />
    </div>
  );
}
