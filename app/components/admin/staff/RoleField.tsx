import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from "../../../domain/roles.model.ts";
import type { FormField } from "../../fields.tsx";

/** The two roles as choices, each saying what it may do; the form's saved role is chosen. */
export function RoleField({ field }: { field: FormField }) {
  const errorId = field.errorId;
  const error = field.errors?.[0];
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">Role</legend>
      {ROLES.map((choice) => (
        <label
          key={choice}
          className="flex items-start gap-3 rounded-md border border-slate-300 p-3 text-sm has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50"
        >
          <input
            key={field.key}
            type="radio"
            name={field.name}
            value={choice}
            defaultChecked={field.initialValue === choice}
            className="mt-0.5 size-4 shrink-0"
          />
          <span>
            <span className="block font-semibold text-slate-900">{ROLE_LABELS[choice]}</span>
            <span className="block text-slate-700">{ROLE_DESCRIPTIONS[choice]}</span>
          </span>
        </label>
      ))}
      <p id={errorId} hidden={!error} className="text-sm font-medium text-error-700">
        {error}
      </p>
    </fieldset>
  );
}
