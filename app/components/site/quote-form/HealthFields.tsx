import { countriesIn, FIRST_COUNTRY, OTHER_COUNTRY } from "../../../domain/countries.ts";
import {
  ATTACHMENT_LIMITS,
  CONTACT_CHANNELS,
  LANGUAGES,
  OTHER_TREATMENT,
  REPORTS_FIELD,
} from "../../../domain/inquiries.model.ts";
import type { TreatmentChoice } from "../../../domain/translations.model.ts";
import { fill } from "../../../i18n/fill.ts";
import { SOURCE_LANGUAGE } from "../../../i18n/languages.ts";
import { useLanguage, usePathIn, useWords } from "../../../i18n/useWords.ts";
import { SelectField, TextArea, TextField } from "../../fields.tsx";
import { Checkbox, Group, PhoneField, PRIVACY_PATH, type QuoteForm } from "./shared-fields.tsx";

const MEGABYTES = ATTACHMENT_LIMITS.bytesPerFile / (1024 * 1024);

/** What a fresh health form starts with: most patients are in Liberia and use WhatsApp. */
export const HEALTH_FORM_START = { country: FIRST_COUNTRY, phoneWhatsapp: "on" };

/** The medical reports, checked for number and size by the enhancement before they are sent. */
function ReportsField({ form }: { form: QuoteForm }) {
  const { quoteFields: q } = useWords();
  const limits = { files: ATTACHMENT_LIMITS.files, megabytes: MEGABYTES };
  return (
    <TextField
      field={form.fields[REPORTS_FIELD]}
      label={q.medicalReports}
      type="file"
      multiple
      accept={ATTACHMENT_LIMITS.accept}
      className="sm:col-span-2"
      hint={fill(q.reportsHint, limits)}
      data-max-files={ATTACHMENT_LIMITS.files}
      data-max-bytes={ATTACHMENT_LIMITS.bytesPerFile}
      data-messages={JSON.stringify({
        tooMany: fill(q.tooManyFiles, limits),
        tooBig: fill(q.fileTooBig, limits),
      })}
    />
  );
}

/** The consent to process health data the form needs, and the optional one to news. */
function HealthConsents({ form: { fields, choice } }: { form: QuoteForm }) {
  const pathIn = usePathIn();
  const { quoteFields: q } = useWords();
  const [consentStart, consentEnd] = q.consentHealth.split("{privacy}");
  return (
    <Group legend={q.consent} step>
      <Checkbox
        {...choice(fields.consentHealthData)}
        label={
          <>
            {consentStart}
            <a href={pathIn(PRIVACY_PATH)} className="font-semibold text-primary-700 underline">
              {q.consentPrivacy}
            </a>
            {consentEnd}
          </>
        }
      />
      <Checkbox {...choice(fields.consentNews)} label={q.consentNews} />
    </Group>
  );
}

/** Who the patient is and how to reach them: a phone number or an e-mail address will do. */
function PatientGroup({ form }: { form: QuoteForm }) {
  const { fields, typed, choice } = form;
  const { quoteFields: q } = useWords();
  const language = useLanguage();
  return (
    <Group legend={q.patient} step>
      <TextField label={q.patientName} autoComplete="name" {...typed(fields.name)} />
      <TextField label={q.age} type="number" inputMode="numeric" {...typed(fields.age)} />
      <SelectField label={q.country} autoComplete="country-name" {...choice(fields.country)}>
        {countriesIn(language).map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
        <option value={OTHER_COUNTRY}>{q.otherCountry}</option>
      </SelectField>
      <TextField label={q.city} autoComplete="address-level2" {...typed(fields.city)} />
      <PhoneField form={form} hint={q.patientPhoneHint} />
      <Checkbox {...choice(fields.phoneWhatsapp)} label={q.onWhatsapp} />
      <TextField
        label={q.email}
        type="email"
        autoComplete="email"
        markOptional={false}
        hint={q.patientEmailHint}
        {...typed(fields.email)}
      />
      <SelectField label={q.contactChannel} {...choice(fields.contactChannel)}>
        <option value="">{q.anyWay}</option>
        {CONTACT_CHANNELS.map((channel) => (
          <option key={channel.value} value={channel.value}>
            {q.channels[channel.value]}
          </option>
        ))}
      </SelectField>
    </Group>
  );
}

/** What treatment is wanted, and when and how the patient would travel. */
function TreatmentGroup({
  form,
  treatments,
}: {
  form: QuoteForm;
  treatments: readonly TreatmentChoice[];
}) {
  const { fields, typed, choice } = form;
  const { quoteFields: q } = useWords();
  return (
    <Group legend={q.treatment} step>
      <SelectField label={q.treatmentChoice} {...choice(fields.treatment)}>
        <option value="">{q.chooseTreatment}</option>
        {/* Each sends its English value, which the inbox files (decision 074). */}
        {treatments.map(({ value, label, inEnglish }) => (
          <option key={value} value={value} lang={inEnglish ? SOURCE_LANGUAGE : undefined}>
            {label}
          </option>
        ))}
        <option value={OTHER_TREATMENT}>{q.otherTreatment}</option>
      </SelectField>
      {/* Shown once "Other" is chosen; a browser without :has() shows it always, with its hint. */}
      <TextField
        label={q.treatmentOther}
        hint={fill(q.treatmentOtherHint, { other: q.otherTreatment })}
        className="[fieldset:not(:has(option[value=Other]:checked))_&]:hidden"
        {...typed(fields.treatmentOther)}
      />
      <TextArea
        label={q.condition}
        rows={5}
        className="sm:col-span-2"
        hint={q.conditionHint}
        {...typed(fields.condition)}
      />
      <TextField
        label={q.travelMonth}
        type="month"
        hint={q.travelMonthHint}
        {...typed(fields.travelMonth)}
      />
      <SelectField label={q.language} {...choice(fields.language)}>
        <option value="">{q.chooseLanguage}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {q.languages[language]}
          </option>
        ))}
      </SelectField>
      <Checkbox {...choice(fields.companion)} label={q.companion} />
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
  treatments: readonly TreatmentChoice[];
}) {
  const { quoteFields: q } = useWords();
  return (
    <>
      <PatientGroup form={form} />
      <TreatmentGroup form={form} treatments={treatments} />
      <Group legend={q.reports} step>
        <ReportsField form={form} />
      </Group>
      <HealthConsents form={form} />
    </>
  );
}
