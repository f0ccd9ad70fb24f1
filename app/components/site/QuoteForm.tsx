import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import type { FieldErrors } from "../../domain/errors.ts";
import {
  ATTACHMENT_LIMITS,
  CONTACT_CHANNELS,
  COUNTRY_SIDES,
  INCOTERMS,
  LANGUAGES,
  MATERIAL_ROWS,
  MATERIAL_ROWS_MAX,
  MATERIAL_UNITS,
  OTHER_TREATMENT,
  type QuoteLine,
  REPORTS_FIELD,
  SHIPPING_MODES,
} from "../../domain/inquiries.model.ts";
import { SUBMISSION_ID_FIELD } from "../../domain/messages.model.ts";
import type { QuoteFormFailure } from "../../http/quote-form.server.ts";
import type { FormConstraints } from "../../lib/form-constraints.ts";
import { SelectField, TextArea, TextField } from "../fields.tsx";
import { SendButton } from "./SendButton.tsx";
import { SpamGuards } from "./SpamGuards.tsx";

// The three quote forms. They work as plain POSTs (multipart, for the health form's files);
// every field's limits come from the schema the action parses with (form-constraints.ts), as
// HTML attributes the browser enforces and, for the enhancement script (app/enhance/
// quote-form.ts), as the schema's own message for each way a field can fail.

const FORM_ANCHOR = "quote-form";
const PRIVACY_PATH = "/privacy";
const MEGABYTES = ATTACHMENT_LIMITS.bytesPerFile / (1024 * 1024);

/** Props every field of a form gets from its name: limits, messages, what was typed, errors. */
type FieldFor = (
  name: string,
  shape?: string,
) => {
  name: string;
  errors: FieldErrors | undefined;
  defaultValue: string;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number | "any";
  pattern?: string;
  "data-messages": string;
};

function typedValue(values: Record<string, unknown> | undefined, name: string): unknown {
  let value: unknown = values;
  for (const key of name.split(".")) {
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : "";
  }
  return value;
}

function fieldsFrom(constraints: FormConstraints, failed: QuoteFormFailure | undefined): FieldFor {
  return (name, shape = name) => {
    const { messages, type: _type, ...limits } = constraints[shape] ?? { messages: {} };
    const typed = typedValue(failed?.values, name);
    return {
      name,
      errors: failed?.fieldErrors,
      defaultValue: typeof typed === "string" ? typed : "",
      ...limits,
      "data-messages": JSON.stringify(messages),
    };
  };
}

function Checkbox({
  field,
  label,
  hint,
}: {
  field: ReturnType<FieldFor>;
  label: React.ReactNode;
  hint?: string;
}) {
  const { name, errors, defaultValue, required, "data-messages": messages } = field;
  const id = `${useId()}-${name}`;
  const error = errors?.[name]?.[0];
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          required={required}
          defaultChecked={defaultValue === "on"}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
          data-messages={messages}
          className="mt-0.5 size-5 shrink-0 accent-primary-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 ml-8 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p
        id={`${id}-error`}
        hidden={!error}
        className="mt-1 ml-8 text-sm font-medium text-error-700"
      >
        {error}
      </p>
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-slate-200 pt-6 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full text-lg font-semibold text-slate-900 sm:col-span-2">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

function CountrySelect({ label, field }: { label: string; field: ReturnType<FieldFor> }) {
  return (
    <SelectField label={label} {...field}>
      <option value="">Choose a country</option>
      {COUNTRY_SIDES.map((country) => (
        <option key={country}>{country}</option>
      ))}
    </SelectField>
  );
}

function ContactDetailsGroup({ field }: { field: FieldFor }) {
  return (
    <Group legend="Your contact details">
      <TextField label="Your name" autoComplete="name" {...field("name")} />
      <TextField label="Company" autoComplete="organization" {...field("company")} />
      <TextField label="E-mail address" type="email" autoComplete="email" {...field("email")} />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        hint="With the country code, like +231 77 000 0000."
        {...field("phone")}
      />
    </Group>
  );
}

function HealthFields({ field, treatments }: { field: FieldFor; treatments: readonly string[] }) {
  return (
    <>
      <Group legend="The patient">
        <TextField label="Patient's full name" autoComplete="name" {...field("name")} />
        <TextField label="Age" type="number" inputMode="numeric" {...field("age")} />
        <TextField label="City" autoComplete="address-level2" {...field("city")} />
        <TextField label="Country" autoComplete="country-name" {...field("country")} />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          hint="With the country code, like +231 77 000 0000."
          {...field("phone")}
        />
        <TextField label="E-mail address" type="email" autoComplete="email" {...field("email")} />
        <Checkbox field={field("phoneWhatsapp")} label="This number is on WhatsApp" />
      </Group>
      <Group legend="Treatment">
        <SelectField label="Treatment or specialty" {...field("treatment")}>
          <option value="">Choose a treatment</option>
          {[...treatments, OTHER_TREATMENT].map((treatment) => (
            <option key={treatment}>{treatment}</option>
          ))}
        </SelectField>
        <TextField
          label="If other, which treatment"
          hint={`Only if you chose "${OTHER_TREATMENT}".`}
          {...field("treatmentOther")}
        />
        <TextArea
          label="Short description of the condition"
          rows={5}
          className="sm:col-span-2"
          hint="What the doctors have found so far, and what you hope the treatment will do."
          {...field("condition")}
        />
        <TextField
          label="Medical reports"
          type="file"
          multiple
          accept={ATTACHMENT_LIMITS.accept}
          className="sm:col-span-2"
          hint={`PDF, JPEG or PNG; up to ${ATTACHMENT_LIMITS.files} files of ${MEGABYTES} MB each.`}
          data-max-files={ATTACHMENT_LIMITS.files}
          data-max-bytes={ATTACHMENT_LIMITS.bytesPerFile}
          data-messages={JSON.stringify({
            tooMany: `Attach at most ${ATTACHMENT_LIMITS.files} files.`,
            tooBig: `Each file can be at most ${MEGABYTES} MB.`,
          })}
          name={REPORTS_FIELD}
          errors={field(REPORTS_FIELD).errors}
        />
      </Group>
      <Group legend="Travel and contact">
        <TextField
          label="Preferred month of travel"
          type="month"
          hint="Like 2027-03."
          {...field("travelMonth")}
        />
        <SelectField label="Preferred language" {...field("language")}>
          <option value="">Choose a language</option>
          {LANGUAGES.map((language) => (
            <option key={language}>{language}</option>
          ))}
        </SelectField>
        <SelectField label="How should we contact you?" {...field("contactChannel")}>
          <option value="">Choose one</option>
          {CONTACT_CHANNELS.map((channel) => (
            <option key={channel.value} value={channel.value}>
              {channel.label}
            </option>
          ))}
        </SelectField>
        <Checkbox field={field("companion")} label="The patient will travel with a companion" />
      </Group>
      <Group legend="Consent">
        <Checkbox
          field={field("consentHealthData")}
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
          field={field("consentNews")}
          label="Send me news and offers by message (optional; you can stop them at any time)."
        />
      </Group>
    </>
  );
}

function LogisticsFields({ field }: { field: FieldFor }) {
  return (
    <>
      <Group legend="The route">
        <TextField label="From: city or port" {...field("originPlace")} />
        <CountrySelect label="From: country" field={field("originCountry")} />
        <TextField label="To: city or port" {...field("destinationPlace")} />
        <CountrySelect label="To: country" field={field("destinationCountry")} />
      </Group>
      <Group legend="The cargo">
        <SelectField label="How should it travel?" className="sm:col-span-2" {...field("mode")}>
          <option value="">Choose a mode</option>
          {SHIPPING_MODES.map((mode) => (
            <option key={mode.value} value={mode.value}>
              {mode.label}
            </option>
          ))}
        </SelectField>
        <TextArea
          label="Cargo description"
          rows={4}
          className="sm:col-span-2"
          hint="What it is, how it is packed, and anything special (fragile, hazardous, refrigerated)."
          {...field("cargo")}
        />
        <TextField label="Weight (kg)" type="number" inputMode="decimal" {...field("weightKg")} />
        <TextField label="Volume (m³)" type="number" inputMode="decimal" {...field("volumeM3")} />
        <TextField label="Ready for collection on" type="date" {...field("readyDate")} />
        <SelectField label="Incoterm" {...field("incoterm")}>
          <option value="">Not sure</option>
          {INCOTERMS.map((incoterm) => (
            <option key={incoterm}>{incoterm}</option>
          ))}
        </SelectField>
        <Checkbox
          field={field("ctnHelp")}
          label="I would like help with Liberia's Cargo Tracking Note (CTN) and pre-shipment inspection"
        />
      </Group>
      <ContactDetailsGroup field={field} />
    </>
  );
}

function ProductRow({ field, index }: { field: FieldFor; index: number }) {
  // The first row is required, so a browser without JavaScript asks for one product.
  const name = (cell: string) => ({
    ...field(`items.${index}.${cell}`, `items.#.${cell}`),
    required: index === 0,
    markOptional: false,
  });
  return (
    <fieldset
      data-row
      className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[3fr_1fr_1fr_auto] sm:items-start"
    >
      <legend className="sr-only">
        Product <span data-row-number>{index + 1}</span>
      </legend>
      <TextField label="Product" {...name("product")} />
      <TextField label="Quantity" type="number" inputMode="decimal" {...name("quantity")} />
      <SelectField label="Unit" {...name("unit")}>
        <option value="">Unit</option>
        {MATERIAL_UNITS.map((unit) => (
          <option key={unit}>{unit}</option>
        ))}
      </SelectField>
      <button
        type="button"
        data-remove-row
        hidden
        className="inline-flex items-center justify-center gap-2 self-end rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Remove
        <span className="sr-only">
          {" "}
          product <span data-row-number>{index + 1}</span>
        </span>
      </button>
    </fieldset>
  );
}

function MaterialsFields({
  field,
  failed,
}: {
  field: FieldFor;
  failed: QuoteFormFailure | undefined;
}) {
  const itemsError = failed?.fieldErrors.items?.[0];
  const errorId = `${useId()}-items-error`;
  const rowsSent = Object.keys((failed?.values.items as object | undefined) ?? {}).length;
  const rows = Math.min(Math.max(MATERIAL_ROWS, rowsSent), MATERIAL_ROWS_MAX);
  return (
    <>
      <fieldset
        data-rows
        data-max-rows={MATERIAL_ROWS_MAX}
        data-messages={field("items")["data-messages"]}
        aria-describedby={errorId}
        className="grid gap-4 border-t border-slate-200 pt-6"
      >
        <legend className="float-left mb-1 w-full text-lg font-semibold text-slate-900">
          Products
        </legend>
        <p className="text-sm text-slate-600">
          One product per row, with its quantity and unit. Leave rows you do not need empty.
        </p>
        <p
          id={errorId}
          data-error-for="items"
          hidden={!itemsError}
          className="text-sm font-medium text-error-700"
        >
          {itemsError}
        </p>
        {Array.from({ length: rows }, (_, index) => (
          // The rows are fixed in number without JavaScript; their index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <ProductRow key={index} field={field} index={index} />
        ))}
        <div>
          <button
            type="button"
            data-add-row
            hidden
            className="inline-flex items-center gap-2 rounded-md border border-primary-700 px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50"
          >
            <Plus aria-hidden="true" className="size-4" />
            Add another product
          </button>
        </div>
      </fieldset>
      <Group legend="Delivery">
        <TextField label="Delivery town" autoComplete="address-level2" {...field("deliveryTown")} />
        <TextField label="Needed by" type="date" {...field("neededBy")} />
        <TextArea
          label="Notes"
          rows={3}
          className="sm:col-span-2"
          hint="Brands, sizes, colours, or anything else we should know."
          {...field("notes")}
        />
      </Group>
      <ContactDetailsGroup field={field} />
    </>
  );
}

interface QuoteFormProps {
  line: QuoteLine;
  lineLabel: string;
  constraints: FormConstraints;
  treatments: readonly string[];
  /** The server's proof that this form came from the site, issued when the page was made. */
  formProof: string;
  /** The refusal of what was sent, shown with the form. */
  failed: QuoteFormFailure | undefined;
}

/**
 * A line's quote form. After a refusal it shows each field's error beside it and keeps what was
 * typed; a stored request is answered on a page of its own (quote.$line.sent.tsx).
 */
export function QuoteForm({
  line,
  lineLabel,
  constraints,
  treatments,
  formProof,
  failed,
}: QuoteFormProps) {
  const field = fieldsFrom(constraints, failed);
  return (
    <section id={FORM_ANCHOR} aria-label={`${lineLabel} quote request`} className="scroll-mt-28">
      {failed ? (
        <p
          role="alert"
          className="mb-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
        >
          {failed.message}
        </p>
      ) : null}
      <form
        data-quote-form
        method="post"
        encType="multipart/form-data"
        action={`/quote/${line}#${FORM_ANCHOR}`}
        className="grid gap-8"
      >
        <SpamGuards formProof={formProof} />
        <input type="hidden" name={SUBMISSION_ID_FIELD} defaultValue="" />
        <p className="text-sm text-slate-600">
          All fields are required unless marked (optional). How we use what you send is explained in
          our{" "}
          <a href={PRIVACY_PATH} className="font-semibold text-primary-700 underline">
            privacy notice
          </a>
          .
        </p>
        {line === "health-tourism" ? (
          <HealthFields field={field} treatments={treatments} />
        ) : line === "logistics" ? (
          <LogisticsFields field={field} />
        ) : (
          <MaterialsFields field={field} failed={failed} />
        )}
        <div className="border-t border-slate-200 pt-6">
          <SendButton label="Send request" className="w-full justify-center sm:w-auto" />
          <p className="mt-3 text-sm text-slate-600">
            You will get a reference number at once, and a confirmation by e-mail.
          </p>
        </div>
      </form>
    </section>
  );
}
