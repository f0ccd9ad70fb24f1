import type { FormField } from "../fields.tsx";

/**
 * The English editor's "minor edit" box, bound to its schema's `minor` (decision 074): ticked,
 * the save leaves the item's translations up to date instead of outdated. Unticked again after
 * each save, as the editor starts afresh.
 */
export function MinorEditField({ field }: { field: FormField }) {
  return (
    <div className="flex items-start gap-2">
      <input
        key={field.key}
        type="checkbox"
        id={field.id}
        name={field.name}
        value="on"
        defaultChecked={field.initialValue === "on"}
        aria-describedby={`${field.id}-hint`}
        className="mt-0.5 size-4 shrink-0"
      />
      <div>
        <label htmlFor={field.id} className="text-sm font-medium text-slate-800">
          Minor edit (spelling, punctuation): translations stay up to date
        </label>
        <p id={`${field.id}-hint`} className="text-sm text-slate-600">
          Leave it unticked when the meaning changes: the translations are then marked outdated.
        </p>
      </div>
    </div>
  );
}
