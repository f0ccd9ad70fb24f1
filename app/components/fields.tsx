import { useId } from "react";
import type { FieldErrors } from "../domain/errors.ts";

// The form fields of the whole site, public forms and content manager alike: a label (with
// "(optional)" when the field may be left empty), the control, a hint and the field's error,
// wired together with ids as screen readers expect.

export const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-error-600";

interface FieldProps {
  label: string;
  /** The control's name, which is also the key of its errors (the schema's path). */
  name: string;
  errors?: FieldErrors | undefined;
  hint?: string;
  required?: boolean;
  className?: string;
}

function useFieldIds(name: string, errors: FieldProps["errors"], hint: string | undefined) {
  const id = `${useId()}-${name}`;
  const error = errors?.[name]?.[0];
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return { id, error, describedBy: describedBy || undefined };
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  className,
  extra,
  children,
}: {
  id: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  required: boolean | undefined;
  className: string | undefined;
  extra?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
          {required ? null : <span className="font-normal text-slate-600"> (optional)</span>}
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

export function TextField({
  label,
  name,
  errors,
  hint,
  required,
  className,
  ...input
}: FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "className">) {
  const { id, error, describedBy } = useFieldIds(name, errors, hint);
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <input
        id={id}
        name={name}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextArea({
  label,
  name,
  errors,
  hint,
  required,
  className,
  counter,
  ...textarea
}: FieldProps & { counter?: { length: number; max: number } } & Omit<
    React.TextareaHTMLAttributes<HTMLTextAreaElement>,
    "name" | "className"
  >) {
  const { id, error, describedBy } = useFieldIds(name, errors, hint);
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
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
      <textarea
        id={id}
        name={name}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        className={inputClass}
        {...textarea}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  name,
  errors,
  hint,
  required,
  className,
  children,
  ...select
}: FieldProps & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "className">) {
  const { id, error, describedBy } = useFieldIds(name, errors, hint);
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <select
        id={id}
        name={name}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        className={inputClass}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
