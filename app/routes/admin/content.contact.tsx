import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Form } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { SaveResetButtons } from "../../components/admin/buttons.tsx";
import { HistoryPanel } from "../../components/admin/HistoryPanel.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { TextArea, TextField } from "../../components/fields.tsx";
import { workingHoursLines } from "../../domain/contact-info.model.ts";
import { type ContactInfo, ContactInfoInputSchema } from "../../domain/contact-info.schema.ts";
import { getContactInfo, updateContactInfo } from "../../domain/contact-info.server.ts";
import { contentHistory } from "../../domain/page-content.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import { restoreIntent } from "../../http/revisions.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/content.contact";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Contact Info" };

const FAILED = "Failed to update contact information.";

export const loader = adminLoader(async ({ app }: AdminCall<Route.LoaderArgs>) => {
  const [contact, history] = await Promise.all([
    getContactInfo(app.db),
    contentHistory(app.db, "contact"),
  ]);
  return { contact, history };
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    restore: restoreIntent,
    save: {
      failed: FAILED,
      run: async ({ app, user, input }) => {
        await updateContactInfo(app.db, input, user);
        return "Contact information updated successfully!";
      },
    },
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
  | "mapUrl"
  | "description",
  string
>;

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

function ContactEditor({
  contact,
  result,
}: {
  contact: ContactInfo;
  result: FormFailure | undefined;
}) {
  const form = useAdminForm<ContactValues>({
    result,
    schema: ContactInfoInputSchema,
    invalidMessage: FAILED,
  });
  const saved: ContactValues = {
    address: contact.address,
    city: contact.city,
    country: contact.country,
    phones: contact.phones.join(", "),
    email: contact.email,
    whatsapp: contact.whatsapp,
    workingHours: contact.workingHours,
    mapUrl: contact.mapUrl,
    description: contact.description,
  };
  const values = form.values ?? saved;

  return (
    <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
      <section aria-labelledby="contact-form-title" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="contact-form-title" className="mb-1 text-lg font-semibold text-slate-900">
          Edit the contact information
        </h2>
        <p className="mb-6 text-sm text-slate-600">
          Shown in the header, the footer, the home page and the contact page.
        </p>
        {form.conflictAlert}
        <Form {...form.formProps} className="space-y-5">
          <SaveFields intent="save" version={contact.version} />
          <TextField
            label="Address"
            name="address"
            required
            defaultValue={saved.address}
            errors={form.errors}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="City"
              name="city"
              required
              defaultValue={saved.city}
              errors={form.errors}
            />
            <TextField
              label="Country"
              name="country"
              required
              defaultValue={saved.country}
              errors={form.errors}
            />
          </div>
          <TextField
            label="Phone"
            name="phones"
            required
            hint="Separate several numbers with commas."
            defaultValue={saved.phones}
            errors={form.errors}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            required
            defaultValue={saved.email}
            errors={form.errors}
          />
          <TextField
            label="WhatsApp number"
            name="whatsapp"
            type="tel"
            hint="With the country code, like +231 770 123 456. Leave empty to hide the WhatsApp buttons."
            defaultValue={saved.whatsapp}
            errors={form.errors}
          />
          <TextArea
            label="Business hours"
            name="workingHours"
            required
            rows={3}
            hint="One line for each group of days, like Mon-Fri 8 AM-5 PM. Shown on the home page, the contact page and in the footer."
            defaultValue={saved.workingHours}
            errors={form.errors}
          />
          <TextField
            label="Map URL"
            name="mapUrl"
            type="url"
            hint="Optional: a link to the office on a map, starting with https://."
            defaultValue={saved.mapUrl}
            errors={form.errors}
          />
          <TextArea
            label="Additional info"
            name="description"
            rows={3}
            defaultValue={saved.description}
            errors={form.errors}
          />
          <SaveResetButtons saving={form.saving} dirty={form.dirty} />
        </Form>
      </section>
      <section
        aria-labelledby="contact-preview-title"
        className="rounded-xl bg-white p-6 shadow-sm"
      >
        <h2 id="contact-preview-title" className="mb-4 text-lg font-semibold text-slate-900">
          Preview
        </h2>
        <ContactPreview values={values} />
      </section>
      {form.unsavedDialog}
    </div>
  );
}

export { AdminPageError as ErrorBoundary };

export default function ContactInfoPage({ loaderData, actionData }: Route.ComponentProps) {
  const { contact, history } = loaderData;
  return (
    <div className="space-y-8">
      <ContactEditor key={contact.version} contact={contact} result={actionData} />
      <HistoryPanel history={history} what="The contact information" />
    </div>
  );
}
