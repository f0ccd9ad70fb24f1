import { Download } from "lucide-react";
import { href, Link } from "react-router";
import { EXCEL_EXPORT_MOST } from "../../../domain/inbox-pages.model.ts";
import { buttonClass } from "../buttons.tsx";
import { useMayUse } from "../useMayUse.ts";

/**
 * How many inquiries the search and filters find, a way back to all of them, and the exports of
 * what they find for whoever may take personal data away.
 */
export function InboxResults({ total, filters }: { total: number; filters: URLSearchParams }) {
  const mayUse = useMayUse();
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="text-slate-800" aria-live="polite">
        <span className="font-semibold">{total}</span> {total === 1 ? "inquiry" : "inquiries"}
        {filters.size > 0 ? (
          <>
            {" "}
            ·{" "}
            <Link to={href("/admin/messages")} className="text-primary-700 underline">
              Clear<span className="sr-only sm:not-sr-only"> the search and filters</span>
            </Link>
          </>
        ) : null}
      </p>
      {mayUse("personal-data") ? <InboxExports total={total} filters={filters} /> : null}
    </div>
  );
}

function InboxExports({ total, filters }: { total: number; filters: URLSearchParams }) {
  return (
    <div className="flex shrink-0 gap-2">
      {total > EXCEL_EXPORT_MOST ? (
        <p className="max-w-xs text-sm text-slate-700">
          {`An Excel file holds at most ${EXCEL_EXPORT_MOST.toLocaleString("en")} inquiries: narrow them to export Excel, or export CSV.`}
        </p>
      ) : (
        <ExportLink to={`${href("/admin/messages/export.xlsx")}?${filters}`} format="Excel" />
      )}
      <ExportLink to={`${href("/admin/messages/export.csv")}?${filters}`} format="CSV" />
    </div>
  );
}

/** "Export Excel" or "Export CSV"; a phone has room only for the format's name. */
function ExportLink({ to, format }: { to: string; format: string }) {
  return (
    <a href={to} download className={`${buttonClass("secondary")} px-2.5 py-1.5 sm:px-4 sm:py-2`}>
      <Download aria-hidden="true" className="size-4" />
      <span>
        <span className="sr-only sm:not-sr-only">Export </span>
        {format}
      </span>
    </a>
  );
}
