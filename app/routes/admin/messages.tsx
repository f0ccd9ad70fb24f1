import { href } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { DeleteQuestion } from "../../components/admin/inbox/DeleteQuestion.tsx";
import { filterParams, InboxFilters } from "../../components/admin/inbox/InboxFilters.tsx";
import { InboxList } from "../../components/admin/inbox/InboxList.tsx";
import { InboxResults } from "../../components/admin/inbox/InboxResults.tsx";
import { ListPager, listHref } from "../../components/admin/ListFilters.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { inboxItemOf } from "../../domain/inquiries.model.ts";
import { listInquiries } from "../../domain/inquiry-inbox.server.ts";
import { listStaff } from "../../domain/users.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { inboxIntents } from "../../http/inbox-actions.server.ts";
import type { Route } from "./+types/messages";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Inquiries" };

export const loader = adminLoader(
  async ({ app, url }: MemberCall<Route.LoaderArgs>) => {
    const [inbox, staff] = await Promise.all([
      listInquiries(app.db, Object.fromEntries(url.searchParams)),
      listStaff(app.db),
    ]);
    return {
      ...inbox,
      items: inbox.items.map(inboxItemOf),
      now: new Date().toISOString(),
      staff,
      mailConfigured: app.mailConfigured,
    };
  },
  { failed: "Failed to load messages" },
);

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(
    args,
    inboxIntents({
      idOf: (input) => String(input.id),
      afterDelete: `${args.url.pathname}${args.url.search}`,
    }),
  );
}

export { AdminPageError as ErrorBoundary };

/** What an empty list says: nothing held as spam, nothing matching, or nothing at all. */
function emptyListText(filter: string, filters: URLSearchParams): string {
  if (filter === "spam" && filters.size === 1) return "No messages are held as spam.";
  if (filters.size > 0) return "Nothing matches this search. Try fewer words or other filters.";
  return "No messages here.";
}

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, query, items, total, page, pages, staff, mailConfigured, now } = loaderData;
  // Actions live here, not in the items: marked read or deleted, a message may leave the
  // filtered list before its outcome is shown.
  const { busy, post } = useAdminFetcher<typeof action>();
  const filters = filterParams(filter, query);
  const listed = listHref(href("/admin/messages"), filters, { page: page > 1 ? String(page) : "" });
  // An inquiry's own screen keeps the list's search, filters and page, for Previous and Next.
  const view = new URLSearchParams(filters);
  if (page > 1) view.set("page", String(page));
  const detailHref = (id: string, reply = false) =>
    listHref(href("/admin/messages/:id", { id }), view, {}) +
    (reply ? `${view.size > 0 ? "&" : "?"}reply#reply` : "");

  return (
    <div className="space-y-3 sm:space-y-4">
      <InboxFilters filter={filter} query={query} staff={staff} />
      {actionData && "confirmDelete" in actionData ? (
        <DeleteQuestion question={actionData.confirmDelete} back={listed} />
      ) : null}
      <InboxResults total={total} filters={filters} />
      {items.length > 0 ? (
        <InboxList
          items={items}
          staff={staff}
          now={now}
          detailHref={detailHref}
          busy={busy}
          post={post}
        />
      ) : (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          {emptyListText(filter, filters)}
        </p>
      )}
      <ListPager
        page={page}
        pages={pages}
        hrefFor={(target) => listHref(href("/admin/messages"), filters, { page: String(target) })}
      />
      {mailConfigured ? null : (
        <p role="note" className="text-sm text-amber-950">
          E-mail is not set up: nobody is told of new messages, and replies are saved here unsent.
        </p>
      )}
    </div>
  );
}
