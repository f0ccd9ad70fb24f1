import { useId } from "react";

/**
 * Published or draft, as two choices that always send a value: a draft stays in the content
 * manager and is left out of every public page until it is published.
 */
export function VisibilityField({ published, what }: { published: boolean; what: string }) {
  const hintId = useId();
  const choices = [
    { value: "true", label: "Published", detail: "shown on the website" },
    { value: "false", label: "Draft", detail: "hidden from the website until published" },
  ];
  return (
    <fieldset aria-describedby={hintId} className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">Visibility</legend>
      <p id={hintId} className="text-sm text-slate-600">
        Keep {what} as a draft while you prepare it; publish it when it is ready.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="published"
              value={choice.value}
              defaultChecked={published === (choice.value === "true")}
              className="size-4"
            />
            <span>
              <span className="font-semibold">{choice.label}</span>: {choice.detail}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The mark a draft carries in the content manager's lists. */
export function DraftBadge() {
  return (
    <span className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900">
      Draft: not on the website
    </span>
  );
}
