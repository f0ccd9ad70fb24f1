import type { FieldMetadata } from "@conform-to/react";
import { useId } from "react";
import type { FieldErrors } from "../domain/errors.ts";
import { useWords } from "../i18n/useWords.ts";

// The form fields of the whole site, public forms and content manager alike: a label (with
// "(optional)" when the field may be left empty), the control, a hint and the field's error,
// wired together with ids as screen readers expect. A field of a form bound to its schema
// through Conform takes the form's field (`field={fields.title}`), which gives its name, id,
// saved value, whether it is required and its errors; the others still take them one by one
// until every form is bound (decision 062).

export const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-error-600";

/** A field as Conform's `useForm` gives it, whatever the type of its value. */
// biome-ignore lint/suspicious/noExplicitAny: a field of any form and any value type.
export type FormField = FieldMetadata<any, any, string[]>;

/** The field's own data: from the form's field, or given one by one. */
type FieldSource =
  | { field: FormField; name?: never; errors?: never; required?: never; defaultValue?: never }
  | {
      field?: never;
      /** The control's name, which is also the key of its errors (the schema's path). */
      name: string;
      errors?: FieldErrors | undefined;
      required?: boolean;
    };

type FieldProps = FieldSource & {
  label: string;
  hint?: string;
  /** False where the form says otherwise which fields may stay empty (rows of a list). */
  markOptional?: boolean;
  className?: string;
  /** What else describes the control (a refusal's message above the form): after its own. */
  "aria-describedby"?: string | undefined;
};

function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  markOptional,
  className,
  extra,
  children,
}: {
  id: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  required: boolean | undefined;
  markOptional: boolean | undefined;
  className: string | undefined;
  extra?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { fields } = useWords();
  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
          {required || markOptional === false ? null : (
            <span className="font-normal text-slate-600">{fields.optional}</span>
          )}
        </label>
        {extra}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {/* Always there, so the public pages' script can show an error the server sent it. */}
      <p id={`${id}-error`} hidden={!error} className="mt-1 text-sm font-medium text-error-700">
        {error}
      </p>
    </div>
  );
}

/** The control's name, id, required, saved value (a bound field's) and first error. */
function useFieldData(source: FieldSource) {
  const generatedId = useId();
  const { field } = source;
  if (field) {
    return {
      id: field.id,
      name: field.name,
      required: field.required,
      error: field.errors?.[0],
      bound: { key: field.key, defaultValue: field.defaultValue },
    };
  }
  const { name, errors, required } = source;
  return { id: `${generatedId}-${name}`, name, required, error: errors?.[name]?.[0], bound: {} };
}

/**
 * What every field wires the same way: the frame's props, the control's own (its id, name,
 * required, validity and description, to which a caller's is added; a bound field's key and
 * saved value) and the rest, spread last on the control so a caller's props win, as on a
 * plain element.
 */
function useField<Rest extends object>(props: FieldProps & Rest) {
  const {
    label,
    field,
    name,
    errors,
    required,
    hint,
    markOptional,
    className,
    "aria-describedby": describedAlsoBy,
    ...rest
  } = props;
  const data = useFieldData(props);
  const { id, error } = data;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : "", describedAlsoBy]
    .filter(Boolean)
    .join(" ");
  const { key, ...bound } = data.bound;
  return {
    frame: { id, label, hint, error, required: data.required, markOptional, className },
    key,
    control: {
      id,
      name: data.name,
      required: data.required,
      "aria-invalid": Boolean(error),
      "aria-describedby": describedBy || undefined,
      className: inputClass,
      ...bound,
    },
    rest,
  };
}

export function TextField(
  props: FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "className">,
) {
  const { frame, key, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input key={key} {...control} {...rest} />
    </FieldFrame>
  );
}

export function TextArea({
  counter,
  ...props
}: FieldProps & { counter?: { length: number; max: number } } & Omit<
    React.TextareaHTMLAttributes<HTMLTextAreaElement>,
    "name" | "className"
  >) {
  const { frame, key, control, rest } = useField(props);
  return (
    <FieldFrame
      {...frame}
      extra={
        counter ? (
          <span
            className={`text-sm ${counter.length > counter.max ? "font-semibold text-error-700" : "text-slate-600"}`}
          >
            {counter.length}/{counter.max}
          </span>
        ) : null
      }
    >
      <textarea key={key} {...control} {...rest} />
    </FieldFrame>
  );
}

export function SelectField({
  children,
  ...props
}: FieldProps & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "className">) {
  const { frame, key, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <select key={key} {...control} {...rest}>
        {children}
      </select>
    </FieldFrame>
  );
}

/**
 * A bound field whose "required" the screen decides, not the schema: a password typed again
 * (the API may leave the repetition out), a current password asked only when the e-mail
 * address changes, a map link the schema accepts empty.
 */
export function requiredAs(field: FormField, required: boolean): FormField {
  return new Proxy(field, {
    get: (target, key) => (key === "required" ? required : Reflect.get(target, key)),
  });
}
