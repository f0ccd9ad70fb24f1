import { ChevronDown } from "lucide-react";
import { useEffect, useState } from "react";

/** From this width the preview has room beside (or below) the fields, and starts open. */
const OPEN_FROM = "(min-width: 1024px)";

/**
 * A dialog's form with a `beside` preview: from 1024 px the fields, and beside them the
 * preview, kept in view while the dialog scrolls; on a phone the fields, the preview, then the
 * buttons.
 */
export const FORM_WITH_PREVIEW = "grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start";

interface PreviewProps {
  /** Where the site shows it: "as on /team". */
  where: string;
  /** Nothing to draw: the site hides the section while its list is empty. */
  empty?: boolean;
  /** In a `FORM_WITH_PREVIEW` form: the column beside the fields. */
  beside?: boolean;
  className?: string;
  children: React.ReactNode;
}

/**
 * What visitors will see, drawn by the public site's own components from what is typed so far
 * (decision 048), so one look lives in one place. A disclosure, open on a wide screen and
 * closed on a phone, where it would push the form's buttons a screen further down. The drawing
 * is inert: its links would leave the form, so they go nowhere and take no focus, and screen
 * readers pass over it (the form says the same words).
 */
export function Preview({
  where,
  empty = false,
  beside = false,
  className = "",
  children,
}: PreviewProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (window.matchMedia(OPEN_FROM).matches) setOpen(true);
  }, []);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={`group/preview ${beside ? "lg:sticky lg:top-0 lg:row-span-2" : ""} ${className}`}
    >
      <summary className="flex cursor-pointer list-none items-start gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <ChevronDown
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 transition-transform group-open/preview:rotate-180"
        />
        <span>
          <span className="font-semibold text-slate-900">Preview</span> · {where}
        </span>
      </summary>
      {empty ? (
        <p className="mt-2 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          Hidden on the site while the list is empty.
        </p>
      ) : (
        <div
          inert
          className="mt-2 rounded-lg border border-dashed border-slate-300 bg-white p-3 sm:p-4"
        >
          {children}
        </div>
      )}
    </details>
  );
}
