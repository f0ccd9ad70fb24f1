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
  /** False where the form says otherwise which fields may stay empty (rows of a list). */
  markOptional?: boolean;
  className?: string;
}

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
  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
          {required || markOptional === false ? null : (
            <span className="font-normal text-slate-600"> (optional)</span>
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

/**
 * What every field wires the same way: the frame's props, the control's own (its id, name,
 * required, validity and description) and the rest, spread last on the control so a caller's
 * props win, as on a plain element.
 */
function useField<Rest extends object>({
  label,
  name,
  errors,
  hint,
  required,
  markOptional,
  className,
  ...rest
}: FieldProps & Rest) {
  const id = `${useId()}-${name}`;
  const error = errors?.[name]?.[0];
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return {
    frame: { id, label, hint, error, required, markOptional, className },
    control: {
      id,
      name,
      required,
      "aria-invalid": Boolean(error),
      "aria-describedby": describedBy || undefined,
      className: inputClass,
    },
    rest,
  };
}

export function TextField(
  props: FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "className">,
) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} {...rest} />
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
  const { frame, control, rest } = useField(props);
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
      <textarea {...control} {...rest} />
    </FieldFrame>
  );
}

export function SelectField({
  children,
  ...props
}: FieldProps & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "className">) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} {...rest}>
        {children}
      </select>
    </FieldFrame>
  );
}
