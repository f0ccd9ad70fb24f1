import type { z } from "zod";
import type { REPORTS_FIELD } from "../../../domain/inquiries.model.ts";
import type {
  healthQuoteSchema,
  LogisticsQuoteSchema,
  MaterialsQuoteSchema,
} from "../../../domain/inquiries.schema.ts";
import { useWords } from "../../../i18n/useWords.ts";
import { type FormField, TextField } from "../../fields.tsx";
import type { PublicForm } from "../usePublicForm.ts";

// What the three quote forms share: their binding, a checkbox field, a titled group of fields,
// the phone number, the contact details and the address of the privacy notice.

/**
 * The fields of the three quote forms as the page holds them: text by the names of their
 * schemas' fields and the medical reports, and the product rows.
 */
export type QuoteFields = Record<
  | keyof z.input<ReturnType<typeof healthQuoteSchema>>
  | keyof z.input<typeof LogisticsQuoteSchema>
  | Exclude<keyof z.input<typeof MaterialsQuoteSchema>, "items">
  | typeof REPORTS_FIELD,
  string
> & { items: { product: string; quantity: string; unit: string }[] };

export type QuoteForm = PublicForm<QuoteFields>;

export const PRIVACY_PATH = "/privacy";

/** A checkbox with its label, hint and error, bound to its field as the other fields are. */
export function Checkbox({
  field,
  "data-messages": messages,
  label,
  hint,
}: {
  field: FormField;
  "data-messages": string;
  label: React.ReactNode;
  hint?: string;
}) {
  const { id, name, required, defaultChecked } = field;
  const error = field.errors?.[0];
  const describedBy = [hint ? `${id}-hint` : "", error ? field.errorId : ""]
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
          defaultChecked={defaultChecked}
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
        <p id={`${id}-hint`} className="mt-1 ms-8 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p
        id={field.errorId}
        hidden={!error}
        className="mt-1 ms-8 text-sm font-medium text-error-700"
      >
        {error}
      </p>
    </div>
  );
}

/**
 * A titled part of a form, two fields a row on a wide screen. A `step` is one page of a form
 * the enhancement shows in steps (app/enhance/form-steps.ts): its title is a heading the focus
 * moves to when the step opens.
 */
export function Group({
  legend,
  step = false,
  children,
}: {
  legend: string;
  step?: boolean;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      data-step={step ? "" : undefined}
      className="grid gap-5 border-t border-slate-200 pt-6 sm:grid-cols-2"
    >
      <legend className="float-left mb-1 w-full text-lg font-semibold text-slate-900 sm:col-span-2">
        {step ? (
          <h2 tabIndex={-1} data-step-title className="scroll-mt-28 focus:outline-none">
            {legend}
          </h2>
        ) : (
          legend
        )}
      </legend>
      {children}
    </fieldset>
  );
}

/** A phone number, which the office calls back on: with its country code. */
export function PhoneField({
  form: { fields, typed },
  hint,
}: {
  form: QuoteForm;
  /** Said under the field; the country code's example when not given. */
  hint?: string;
}) {
  const { quoteFields: q } = useWords();
  return (
    <TextField
      label={q.phone}
      type="tel"
      autoComplete="tel"
      hint={hint ?? q.phoneHint}
      markOptional={false}
      {...typed(fields.phone)}
    />
  );
}

/** Who is asking and how to reach them (the health form asks about the patient instead). */
export function ContactDetailsGroup({ form }: { form: QuoteForm }) {
  const { fields, typed } = form;
  const { quoteFields: q } = useWords();
  return (
    <Group legend={q.contactDetails}>
      <TextField label={q.yourName} autoComplete="name" {...typed(fields.name)} />
      <TextField label={q.company} autoComplete="organization" {...typed(fields.company)} />
      <TextField label={q.email} type="email" autoComplete="email" {...typed(fields.email)} />
      <PhoneField form={form} />
    </Group>
  );
}
