import { href } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { ItemHistoryPage } from "../../components/admin/HistoryPanel.tsx";
import { getServiceById, serviceHistory } from "../../domain/services.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { restoreIntent } from "../../http/revisions.server.ts";
import type { Route } from "./+types/services.$serviceId.history";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Service History" };

const SERVICES = { to: href("/admin/services"), label: "Back to Services List" };

export const loader = adminLoader(async ({ app, params }: MemberCall<Route.LoaderArgs>) => {
  const service = await getServiceById(app.db, params.serviceId);
  const history = await serviceHistory(app.db, service);
  return { title: service.title, history };
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, { restore: restoreIntent });
}

export function ErrorBoundary() {
  return <AdminPageError back={SERVICES} />;
}

export default function ServiceHistory({ loaderData }: Route.ComponentProps) {
  return (
    <ItemHistoryPage
      name={loaderData.title}
      back={SERVICES}
      history={loaderData.history}
      what="The service"
    />
  );
}
