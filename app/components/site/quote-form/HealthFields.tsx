import { COUNTRIES } from "../../../domain/countries.ts";
import {
  ATTACHMENT_LIMITS,
  CONTACT_CHANNELS,
  LANGUAGES,
  OTHER_TREATMENT,
  REPORTS_FIELD,
} from "../../../domain/inquiries.model.ts";
import { SelectField, TextArea, TextField } from "../../fields.tsx";
import { Checkbox, Group, PhoneField, PRIVACY_PATH, type QuoteForm } from "./shared-fields.tsx";

const MEGABYTES = ATTACHMENT_LIMITS.bytesPerFile / (1024 * 1024);

/** What a fresh health form starts with: most patients are in Liberia and use WhatsApp. */
export const HEALTH_FORM_START = { country: COUNTRIES[0] ?? "", phoneWhatsapp: "on" };

/** The medical reports, checked for number and size by the enhancement before they are sent. */
function ReportsField({ form }: { form: QuoteForm }) {
  return (
    <TextField
      field={form.fields[REPORTS_FIELD]}
      label="Medical reports"
      type="file"
      multiple
      accept={ATTACHMENT_LIMITS.accept}
      className="sm:col-span-2"
      hint={`PDF, JPEG or PNG; up to ${ATTACHMENT_LIMITS.files} files of ${MEGABYTES} MB each. If you have none at hand, you can send them later.`}
      data-max-files={ATTACHMENT_LIMITS.files}
      data-max-bytes={ATTACHMENT_LIMITS.bytesPerFile}
      data-messages={JSON.stringify({
        tooMany: `Attach at most ${ATTACHMENT_LIMITS.files} files.`,
        tooBig: `Each file can be at most ${MEGABYTES} MB.`,
      })}
    />
  );
}

/** The consent to process health data the form needs, and the optional one to news. */
function HealthConsents({ form: { fields, choice } }: { form: QuoteForm }) {
  return (
    <Group legend="Consent" step>
      <Checkbox
        {...choice(fields.consentHealthData)}
        label={
          <>
            I agree that the medical details in this form may be processed to assess the case, as
            described in the{" "}
            <a href={PRIVACY_PATH} className="font-semibold text-primary-700 underline">
              privacy notice
            </a>
            .
          </>
        }
      />
      <Checkbox
        {...choice(fields.consentNews)}
        label="Send me news and offers by message (optional; you can stop them at any time)."
      />
    </Group>
  );
}

/** Who the patient is and how to reach them: a phone number or an e-mail address will do. */
function PatientGroup({ form }: { form: QuoteForm }) {
  const { fields, typed, choice } = form;
  return (
    <Group legend="The patient" step>
      <TextField label="Patient's full name" autoComplete="name" {...typed(fields.name)} />
      <TextField label="Age" type="number" inputMode="numeric" {...typed(fields.age)} />
      <SelectField label="Country" autoComplete="country-name" {...choice(fields.country)}>
        {COUNTRIES.map((country) => (
          <option key={country}>{country}</option>
        ))}
      </SelectField>
      <TextField label="City" autoComplete="address-level2" {...typed(fields.city)} />
      <PhoneField
        form={form}
        hint="With the country code, like +231 77 000 0000. A phone number or an e-mail address is enough."
      />
      <Checkbox {...choice(fields.phoneWhatsapp)} label="This number is on WhatsApp" />
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="email"
        markOptional={false}
        hint="Only if you have one: we then e-mail you a confirmation."
        {...typed(fields.email)}
      />
      <SelectField label="How should we contact you?" {...choice(fields.contactChannel)}>
        <option value="">Any way</option>
        {CONTACT_CHANNELS.map((channel) => (
          <option key={channel.value} value={channel.value}>
            {channel.label}
          </option>
        ))}
      </SelectField>
    </Group>
  );
}

/** What treatment is wanted, and when and how the patient would travel. */
function TreatmentGroup({ form, treatments }: { form: QuoteForm; treatments: readonly string[] }) {
  const { fields, typed, choice } = form;
  return (
    <Group legend="Treatment" step>
      <SelectField label="Treatment or specialty" {...choice(fields.treatment)}>
        <option value="">Choose a treatment</option>
        {[...treatments, OTHER_TREATMENT].map((treatment) => (
          <option key={treatment} value={treatment}>
            {treatment}
          </option>
        ))}
      </SelectField>
      {/* Shown once "Other" is chosen; a browser without :has() shows it always, with its hint. */}
      <TextField
        label="If other, which treatment"
        hint={`Only if you chose "${OTHER_TREATMENT}".`}
        className="[fieldset:not(:has(option[value=Other]:checked))_&]:hidden"
        {...typed(fields.treatmentOther)}
      />
      <TextArea
        label="Short description of the condition"
        rows={5}
        className="sm:col-span-2"
        hint="What the doctors have found so far, and what you hope the treatment will do."
        {...typed(fields.condition)}
      />
      <TextField
        label="Preferred month of travel"
        type="month"
        hint="Like 2027-03."
        {...typed(fields.travelMonth)}
      />
      <SelectField label="Preferred language" {...choice(fields.language)}>
        <option value="">Choose a language</option>
        {LANGUAGES.map((language) => (
          <option key={language}>{language}</option>
        ))}
      </SelectField>
      <Checkbox {...choice(fields.companion)} label="The patient will travel with a companion" />
    </Group>
  );
}

/**
 * The health tourism form in four steps: the patient, the treatment, the reports, consent. The
 * page holds them all, one after the other; the enhancement shows one at a time.
 */
export function HealthFields({
  form,
  treatments,
}: {
  form: QuoteForm;
  treatments: readonly string[];
}) {
  return (
    <>
      <PatientGroup form={form} />
      <TreatmentGroup form={form} treatments={treatments} />
      <Group legend="Reports" step>
        <ReportsField form={form} />
      </Group>
      <HealthConsents form={form} />
    </>
  );
}
