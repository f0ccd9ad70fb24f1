import { listAuditLog } from "../../domain/audit.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/audit";

// Read only, like the screen: no method changes an entry (decision 049).
const handle = api<Route.LoaderArgs>({
  GET: staffEndpoint("staff", async ({ app, request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const { items, total, page, pages, pageSize } = await listAuditLog(app.db, query);
    return ok({ items, total, page, pages, pageSize });
  }),
});

export const loader = handle;
export const action = handle;
