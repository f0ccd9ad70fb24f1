import { ListFilter } from "lucide-react";
import { useId } from "react";
import { Form, href, Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import {
  FilterSelect,
  ListPager,
  listHref,
  useFilterSubmit,
} from "../../components/admin/ListFilters.tsx";
import { inputClass } from "../../components/fields.tsx";
import { AUDIT_KINDS, type AuditEntry } from "../../domain/audit.model.ts";
import { listAuditLog, listAuditPeople } from "../../domain/audit.server.ts";
import { adminLoader, type MemberCall } from "../../http/admin-routes.server.ts";
import { formatDateToTheSecond } from "../../lib/dates.ts";
import type { Route } from "./+types/audit";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Audit Log" };

// Read only: the route has no action, and nothing in the site changes an entry (decision 049).
export const loader = adminLoader(
  async ({ app, url }: MemberCall<Route.LoaderArgs>) => {
    const [log, people] = await Promise.all([
      listAuditLog(app.db, Object.fromEntries(url.searchParams)),
      listAuditPeople(app.db),
    ]);
    return { ...log, people };
  },
  { failed: "The audit log could not be loaded." },
);

export { AdminPageError as ErrorBoundary };

const AUDIT = href("/admin/audit");

function DateField({ label, name, value }: { label: string; name: string; value: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        className={`${inputClass} mt-1`}
      />
    </div>
  );
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateToTheSecond(at)}</time>;
}

/** From 1024 px: one row per entry. */
function EntriesTable({ entries }: { entries: AuditEntry[] }) {
  const cell = "px-4 py-3 align-top";
  return (
    <div className="hidden overflow-hidden rounded-xl bg-white shadow-sm lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Audit log entries, newest first</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={`${cell} w-52 font-semibold`}>
              When
            </th>
            <th scope="col" className={`${cell} w-40 font-semibold`}>
              Who
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              What
            </th>
            <th scope="col" className={`${cell} w-36 font-semibold`}>
              Address
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-900">
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td className={`${cell} whitespace-nowrap text-slate-700`}>
                <When at={entry.at} />
              </td>
              <td className={`${cell} font-medium wrap-anywhere`}>{entry.actor.username}</td>
              <td className={`${cell} wrap-anywhere`}>{entry.summary}</td>
              <td className={`${cell} wrap-anywhere text-slate-700`}>
                {entry.address ?? (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="sr-only">none</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below 1024 px: a card per entry, what happened first. */
function EntryCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul className="space-y-3 lg:hidden">
      {entries.map((entry) => (
        <li key={entry._id} className="rounded-xl bg-white p-4 shadow-sm">
          <p className="font-medium text-slate-900 wrap-anywhere">{entry.summary}</p>
          <p className="mt-1 text-sm text-slate-700 wrap-anywhere">
            <span className="font-semibold">{entry.actor.username}</span> · <When at={entry.at} />
            {entry.address ? ` · from ${entry.address}` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { query, items, total, page, pages, people } = loaderData;
  const submitFilters = useFilterSubmit();
  const current = new URLSearchParams();
  for (const name of ["person", "kind", "from", "to"] as const) {
    const value = query[name];
    if (value) current.set(name, value);
  }
  const filtered = current.size > 0;

  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">
        Who signed in and what they changed in the content manager, newest first. Entries are kept
        for two years and cannot be changed or deleted.
      </p>
      <search className="block rounded-xl bg-white p-4 shadow-sm">
        {/* A choice in a list applies at once; the dates with the button or Enter. */}
        <Form
          method="get"
          className="flex flex-wrap items-end gap-3"
          onChange={(event) => {
            if (event.target instanceof HTMLSelectElement) submitFilters(event.currentTarget);
          }}
          onSubmit={(event) => {
            event.preventDefault();
            submitFilters(event.currentTarget);
          }}
        >
          <div className="grid flex-1 grid-cols-2 gap-3 lg:grid-cols-4">
            {/* Full width on a phone: the kinds' names are too long for half of it. */}
            <FilterSelect
              className="col-span-2 sm:col-span-1"
              label="Person"
              name="person"
              value={query.person ?? ""}
              options={[
                { value: "", label: "Everyone" },
                ...people.map((person) => ({ value: person._id, label: person.username })),
              ]}
            />
            <FilterSelect
              className="col-span-2 sm:col-span-1"
              label="Kind"
              name="kind"
              value={query.kind ?? ""}
              options={[{ value: "", label: "Everything" }, ...AUDIT_KINDS]}
            />
            <DateField label="From" name="from" value={query.from ?? ""} />
            <DateField label="To" name="to" value={query.to ?? ""} />
          </div>
          <button type="submit" className={`${buttonClass()} w-full sm:w-auto`}>
            <ListFilter aria-hidden="true" className="size-4" />
            Show
          </button>
        </Form>
      </search>
      <p className="text-slate-800" aria-live="polite">
        <span className="font-semibold">{total}</span> {total === 1 ? "entry" : "entries"}
        {filtered ? (
          <>
            {" "}
            ·{" "}
            <Link to={AUDIT} className="text-primary-700 underline">
              Clear the filters
            </Link>
          </>
        ) : null}
      </p>
      {items.length > 0 ? (
        <>
          <EntriesTable entries={items} />
          <EntryCards entries={items} />
        </>
      ) : (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          {filtered
            ? "Nothing recorded matches these filters. Try another person, kind or dates."
            : "Nothing has been recorded yet. Sign-ins and every change made in the content manager will be listed here."}
        </p>
      )}
      <ListPager
        page={page}
        pages={pages}
        hrefFor={(target) => listHref(AUDIT, current, { page: String(target) })}
      />
    </div>
  );
}
