import { href } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { ItemHistoryPage } from "../../components/admin/HistoryPanel.tsx";
import { getTeamMember, teamMemberHistory } from "../../domain/team.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { restoreIntent } from "../../http/revisions.server.ts";
import type { Route } from "./+types/team.$memberId.history";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Team Member History" };

const TEAM = { to: href("/admin/team"), label: "Back to Team Members" };

export const loader = adminLoader(async ({ app, params }: MemberCall<Route.LoaderArgs>) => {
  const member = await getTeamMember(app.db, params.memberId);
  const history = await teamMemberHistory(app.db, member);
  return { name: member.name, history };
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, { restore: restoreIntent });
}

export function ErrorBoundary() {
  return <AdminPageError back={TEAM} />;
}

export default function TeamMemberHistory({ loaderData }: Route.ComponentProps) {
  return (
    <ItemHistoryPage
      name={loaderData.name}
      back={TEAM}
      history={loaderData.history}
      what="The team member"
    />
  );
}
