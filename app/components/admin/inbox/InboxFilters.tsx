import { Search } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { INQUIRY_LINES, LEAD_STATUSES } from "../../../domain/inquiries.model.ts";
import type { InquiryQuery } from "../../../domain/inquiries.schema.ts";
import type { MessageFilter } from "../../../domain/messages.schema.ts";
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

/** The search and filters in use, as the address writes them (the page aside). */
export function filterParams(filter: MessageFilter, query: InquiryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("status", filter);
  if (query.q) params.set("q", query.q);
  if (query.line) params.set("line", query.line);
  if (query.lead) params.set("lead", query.lead);
  if (query.assignee) params.set("assignee", query.assignee);
  return params;
}

/** The inbox's search box and filters: status, business line, lead status and assignee. */
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
  return (
    <search className="block rounded-xl bg-white p-4 shadow-sm">
      {/* A choice in a list applies at once; the search text with its button or Enter. */}
      <Form
        method="get"
        className="space-y-3"
        onChange={(event) => {
          if (event.target instanceof HTMLSelectElement) submitFilters(event.currentTarget);
        }}
        onSubmit={(event) => {
          event.preventDefault();
          submitFilters(event.currentTarget);
        }}
      >
        <div>
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Search
          </label>
          <div className="mt-1 flex gap-2">
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
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <FilterSelect label="Show" name="status" value={filter} options={FILTERS} />
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
        </div>
      </Form>
    </search>
  );
}
