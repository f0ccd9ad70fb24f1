import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { Link, useSubmit } from "react-router";
import { inputClass } from "../fields.tsx";
import { buttonClass } from "./buttons.tsx";

// The pieces of a list screen filtered by its address (the inbox, the audit log): a GET form
// that works without JavaScript, and pages of results with Previous and Next.

/** `path` with the list's current filters, some of them changed (empty ones dropped). */
export function listHref(
  path: string,
  query: URLSearchParams,
  changes: Record<string, string>,
): string {
  const next = new URLSearchParams(query);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  const search = next.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Submits a filter form as a GET, keeping only the filters in use in the address (a form
 * without JavaScript sends them all, which reads the same). `isDefault` names other values
 * that mean no filter.
 */
export function useFilterSubmit(isDefault: (name: string, value: string) => boolean = () => false) {
  const submit = useSubmit();
  return (form: HTMLFormElement) => {
    const fields = new FormData(form);
    for (const [name, value] of [...fields]) {
      if (value === "" || (typeof value === "string" && isDefault(name, value))) {
        fields.delete(name);
      }
    }
    submit(fields, { method: "get" });
  };
}

export function FilterSelect({
  label,
  name,
  value,
  options,
  className,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** Its place in the form's grid. */
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={`${inputClass} mt-1`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Previous and Next around "Page 2 of 5", shown only when there is more than one page. */
export function ListPager({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={buttonClass("secondary")}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-800">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={buttonClass("secondary")}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
