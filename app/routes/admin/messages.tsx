import { href } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { filterParams, InboxFilters } from "../../components/admin/inbox/InboxFilters.tsx";
import { InboxResults } from "../../components/admin/inbox/InboxResults.tsx";
import { MessageCard } from "../../components/admin/inbox/MessageCard.tsx";
import { ListPager, listHref } from "../../components/admin/ListFilters.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { LEAD_STATUSES } from "../../domain/inquiries.model.ts";
import { listInquiries } from "../../domain/inquiry-inbox.server.ts";
import { restoreInquiryFromSpam, updateInquiry } from "../../domain/inquiry-updates.server.ts";
import { deleteMessage, markMessageRead } from "../../domain/messages.server.ts";
import { listStaff } from "../../domain/users.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { sendReply } from "../../mail/replies.server.ts";
import type { Route } from "./+types/messages";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Inquiries" };

export const loader = adminLoader(
  async ({ app, url }: MemberCall<Route.LoaderArgs>) => {
    const [inbox, staff] = await Promise.all([
      listInquiries(app.db, Object.fromEntries(url.searchParams)),
      listStaff(app.db),
    ]);
    return { ...inbox, staff, mailConfigured: app.mailConfigured };
  },
  { failed: "Failed to load messages" },
);

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    lead: {
      failed: "The inquiry was not updated.",
      run: async ({ app, input, user }) => {
        const { leadStatus, assignee } = await updateInquiry(
          app.db,
          String(input.id),
          { status: input.status, assigneeId: input.assigneeId },
          user,
        );
        const label = LEAD_STATUSES.find((status) => status.value === leadStatus)?.label;
        return `Saved: ${label}, ${assignee ? `assigned to ${assignee.username}` : "not assigned"}.`;
      },
    },
    note: {
      failed: "The note was not added.",
      run: async ({ app, input, user }) => {
        await updateInquiry(app.db, String(input.id), { note: input.note }, user);
        return "Note added.";
      },
    },
    read: {
      failed: "Failed to mark message as read",
      run: async ({ app, input, user }) => {
        await markMessageRead(app.db, String(input.id), user);
        return "Message marked as read";
      },
    },
    reply: {
      failed: "Failed to send reply.",
      run: async ({ app, input, user }) => {
        const { message, tone } = await sendReply(app, String(input.id), input, user);
        return { message, tone };
      },
    },
    restore: {
      failed: "Failed to move the message to the inbox.",
      run: async ({ app, input, user }) => {
        const { filesNotKept } = await restoreInquiryFromSpam(app.db, String(input.id), user);
        const back = "The message is back in the inbox.";
        return filesNotKept ? { tone: "warning", message: `${back} ${filesNotKept}` } : back;
      },
    },
    delete: {
      failed: "Failed to delete message",
      run: async ({ app, input, user }) => {
        await deleteMessage(app.db, String(input.id), user);
        return "Message deleted successfully";
      },
    },
  });
}

export { AdminPageError as ErrorBoundary };

/** What an empty list says: nothing held as spam, nothing matching, or nothing at all. */
function emptyListText(filter: string, filters: URLSearchParams): string {
  if (filter === "spam" && filters.size === 1) return "No messages are held as spam.";
  if (filters.size > 0) return "Nothing matches this search. Try fewer words or other filters.";
  return "No messages here.";
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { filter, query, items, total, page, pages, staff, mailConfigured } = loaderData;
  // Actions live here, not in the cards: marked read, replied to or deleted, a message may leave
  // the filtered list before its outcome is shown.
  const { fetcher, busy, post } = useAdminFetcher<typeof action>();
  const filters = filterParams(filter, query);

  return (
    <div className="space-y-6">
      {!mailConfigured ? (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          This website cannot send e-mail yet, so nobody is e-mailed about new messages and your
          replies are saved here without being sent. Nothing is lost. Ask whoever runs the website
          to set up e-mail sending.
        </p>
      ) : null}
      <InboxFilters filter={filter} query={query} staff={staff} />
      <InboxResults total={total} filters={filters} />
      {items.length > 0 ? (
        <ul className="space-y-4">
          {items.map((message) => (
            <li key={message._id}>
              <MessageCard
                message={message}
                staff={staff}
                mailConfigured={mailConfigured}
                busy={busy}
                pendingIntent={
                  fetcher.formData?.get("id") === message._id
                    ? String(fetcher.formData.get("intent"))
                    : undefined
                }
                onAction={(fields) => post({ id: message._id, ...fields })}
                onForm={post}
              />
            </li>
          ))}
        </ul>
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
    </div>
  );
}
