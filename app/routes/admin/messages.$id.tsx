import { ArrowLeft, ChevronLeft, ChevronRight } from "lucide-react";
import { href, Link, useNavigate } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { DeleteQuestion } from "../../components/admin/inbox/DeleteQuestion.tsx";
import { MailNotSetUp } from "../../components/admin/inbox/MailNotSetUp.tsx";
import { MessageCard } from "../../components/admin/inbox/MessageCard.tsx";
import { getInquiryInView } from "../../domain/inquiry-inbox.server.ts";
import { replyKitOf } from "../../domain/reply-kit.server.ts";
import { listStaff } from "../../domain/users.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { inboxIntents } from "../../http/inbox-actions.server.ts";
import type { Route } from "./+types/messages.$id";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Inquiry" };

/** The parameter that opens the reply box, so Reply works without JavaScript too. */
const REPLY = "reply";

/** The list's search and filters, which the detail keeps for Previous, Next and the way back. */
function viewOf(url: URL): URLSearchParams {
  const view = new URLSearchParams(url.searchParams);
  view.delete(REPLY);
  return view;
}

function withView(path: string, view: URLSearchParams | string): string {
  const search = view.toString();
  return search ? `${path}?${search}` : path;
}

export const loader = adminLoader(
  async ({ app, user, url, params }: MemberCall<Route.LoaderArgs>) => {
    const view = viewOf(url);
    const [found, staff, replyKit] = await Promise.all([
      getInquiryInView(app.db, params.id, Object.fromEntries(view)),
      listStaff(app.db),
      replyKitOf(app.db, user),
    ]);
    return {
      ...found,
      view: view.toString(),
      replying: url.searchParams.has(REPLY),
      replyKit,
      staff,
      mailConfigured: app.mailConfigured,
    };
  },
  { failed: "Failed to load messages" },
);

export async function action(args: Route.ActionArgs) {
  const intents = inboxIntents({
    idOf: () => args.params.id,
    afterDelete: withView(href("/admin/messages"), viewOf(args.url)),
  });
  // The reply box posts only its text (it names no intent): so it does without JavaScript.
  return handleAdminAction(args, { ...intents, "": intents.reply });
}

export function ErrorBoundary() {
  return <AdminPageError back={{ to: href("/admin/messages"), label: "Back to the inbox" }} />;
}

export default function InquiryScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry, previous, next, view, mailConfigured } = loaderData;
  const navigate = useNavigate();
  const here = href("/admin/messages/:id", { id: inquiry._id });
  const at = (id: string) => withView(href("/admin/messages/:id", { id }), view);
  const replyView = new URLSearchParams(view);
  replyView.set(REPLY, "");

  return (
    <div className="space-y-4">
      <nav aria-label="Inquiries" className="flex flex-wrap items-center justify-between gap-2">
        <Link to={withView(href("/admin/messages"), view)} className={buttonClass("secondary")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the list
        </Link>
        <span className="flex gap-2">
          <NeighbourLink to={previous ? at(previous) : null} rel="prev">
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </NeighbourLink>
          <NeighbourLink to={next ? at(next) : null} rel="next">
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </NeighbourLink>
        </span>
      </nav>
      {actionData && "confirmDelete" in actionData ? (
        <DeleteQuestion question={actionData.confirmDelete} back={at(inquiry._id)} />
      ) : null}
      {mailConfigured ? null : <MailNotSetUp />}
      <MessageCard
        key={inquiry._id}
        {...loaderData}
        replyHref={`${here}?${replyView}#reply`}
        onCancelReply={() => navigate(at(inquiry._id), { replace: true, preventScrollReset: true })}
      />
    </div>
  );
}

/** Previous or Next in the list, or the same words greyed where the list ends. */
function NeighbourLink({
  to,
  rel,
  children,
}: {
  to: string | null;
  rel: "prev" | "next";
  children: React.ReactNode;
}) {
  if (!to) {
    return (
      <span aria-disabled="true" className={`${buttonClass("secondary")} opacity-50`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className={buttonClass("secondary")}>
      {children}
    </Link>
  );
}
