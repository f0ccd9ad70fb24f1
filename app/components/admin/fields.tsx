import { RotateCcw, Save } from "lucide-react";
import { useId } from "react";

export const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600";

interface FieldProps {
  label: string;
  /** The input's name, which is also the key of its errors. */
  name: string;
  errors?: Record<string, string[]> | undefined;
  hint?: string;
  required?: boolean;
  className?: string;
}

/** Label, hint and error text wired to the control with ids, as screen readers expect. */
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
          {required ? (
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          ) : null}
        </label>
        {extra}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
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
            className={`text-sm ${counter.length > counter.max ? "font-semibold text-red-700" : "text-slate-600"}`}
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

const BUTTON_TONES = {
  primary: "bg-primary-700 text-white hover:bg-primary-800",
  secondary: "border border-slate-400 bg-white text-slate-800 hover:bg-slate-100",
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

export function buttonClass(tone: keyof typeof BUTTON_TONES = "primary"): string {
  return `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${BUTTON_TONES[tone]}`;
}

/** An editor's Save and Reset: Reset is offered once something was changed. */
export function SaveResetButtons({ saving, dirty }: { saving: boolean; dirty: boolean }) {
  return (
    <div className="flex flex-wrap gap-3 pt-2">
      <button type="submit" disabled={saving} className={buttonClass()}>
        <Save aria-hidden="true" className="size-4" />
        {saving ? "Saving..." : "Save"}
      </button>
      <button type="reset" disabled={!dirty || saving} className={buttonClass("secondary")}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Reset
      </button>
    </div>
  );
}
