import { Search } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { INQUIRY_LINES, LEAD_STATUSES } from "../../../domain/inquiries.model.ts";
import type { InquiryQuery } from "../../../domain/inquiries.schema.ts";
import type { MessageFilter } from "../../../domain/messages.schema.ts";
import { languageName } from "../../../domain/translations.model.ts";
import { LANGUAGE_CODES } from "../../../i18n/languages.ts";
import { inputClass } from "../../fields.tsx";
import { buttonClass } from "../buttons.tsx";
import { FilterSelect, useFilterSubmit } from "../ListFilters.tsx";

const FILTERS = [
  { value: "all", label: "All messages" },
  { value: "unread", label: "Unread" },
  { value: "read", label: "Read" },
  { value: "replied", label: "Replied" },
  { value: "spam", label: "Spam" },
] as const;

/** The languages a message may have come in, named as the content manager names them. */
const LANGUAGE_FILTERS = [
  { value: "", label: "All languages" },
  ...LANGUAGE_CODES.map((code) => ({ value: code, label: languageName(code) })),
];

/** The search and filters in use, as the address writes them (the page aside). */
export function filterParams(filter: MessageFilter, query: InquiryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("status", filter);
  if (query.q) params.set("q", query.q);
  if (query.line) params.set("line", query.line);
  if (query.lead) params.set("lead", query.lead);
  if (query.assignee) params.set("assignee", query.assignee);
  if (query.language) params.set("language", query.language);
  return params;
}

/**
 * The inbox's search box and filters: status, business line, lead status, assignee and the
 * language it was written in.
 */
export function InboxFilters({
  filter,
  query,
  staff,
}: {
  filter: MessageFilter;
  query: InquiryQuery;
  staff: { _id: string; username: string }[];
}) {
  const submitFilters = useFilterSubmit((name, value) => name === "status" && value === "all");
  const searchId = useId();
  const inUse = [query.line, query.lead, query.assignee, query.language].filter(Boolean).length;
  return (
    <search className="block rounded-xl bg-white p-3 shadow-sm sm:p-4">
      {/* A choice in a list applies at once; the search text with its button or Enter. */}
      <Form
        method="get"
        className="grid grid-cols-2 items-end gap-x-3 gap-y-2 lg:grid-cols-[minmax(0,2fr)_minmax(10rem,1fr)_minmax(0,3fr)]"
        onChange={(event) => {
          if (event.target instanceof HTMLSelectElement) submitFilters(event.currentTarget);
        }}
        onSubmit={(event) => {
          event.preventDefault();
          submitFilters(event.currentTarget);
        }}
      >
        <div className="col-span-2 lg:col-span-1">
          <label
            htmlFor={searchId}
            className="sr-only block text-sm font-medium text-slate-800 sm:not-sr-only"
          >
            Search
          </label>
          <div className="flex gap-2 sm:mt-1">
            <input
              id={searchId}
              type="search"
              name="q"
              defaultValue={query.q}
              placeholder="Name, e-mail, phone, reference or words"
              className={inputClass}
            />
            <button type="submit" className={`${buttonClass()} shrink-0`}>
              <Search aria-hidden="true" className="size-4" />
              Search
            </button>
          </div>
        </div>
        <FilterSelect label="Show" name="status" value={filter} options={FILTERS} />
        {/* On a phone the other four lists fold away, so the list starts on the first screen;
            they stay open while one is in use, and are always open on a wide screen. */}
        <details
          open={inUse > 0}
          className="open:col-span-2 lg:open:col-span-1 lg:[&::details-content]:[content-visibility:visible]"
        >
          <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-medium text-primary-700 underline lg:hidden">
            More filters{inUse > 0 ? ` (${inUse} in use)` : ""}
          </summary>
          <div className="mt-1 grid grid-cols-2 gap-3 lg:mt-0 lg:grid-cols-4">
            <FilterSelect
              label="Business line"
              name="line"
              value={query.line ?? ""}
              options={[{ value: "", label: "All lines" }, ...INQUIRY_LINES]}
            />
            <FilterSelect
              label="Lead status"
              name="lead"
              value={query.lead ?? ""}
              options={[{ value: "", label: "Any status" }, ...LEAD_STATUSES]}
            />
            <FilterSelect
              label="Looked after by"
              name="assignee"
              value={query.assignee ?? ""}
              options={[
                { value: "", label: "Anyone" },
                { value: "none", label: "Nobody yet" },
                ...staff.map((user) => ({ value: user._id, label: user.username })),
              ]}
            />
            <FilterSelect
              label="Language"
              name="language"
              value={query.language ?? ""}
              options={LANGUAGE_FILTERS}
            />
          </div>
        </details>
      </Form>
    </search>
  );
}
