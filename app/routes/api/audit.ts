import { listAuditLog } from "../../domain/audit.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

// Read only, like the screen: no method changes an entry (decision 049).
const answer = api("/api/audit", {
  GET: memberEndpoint(async ({ app, request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const { items, total, page, pages, pageSize } = await listAuditLog(app.db, query);
    return ok({ items, total, page, pages, pageSize });
  }),
});

export const loader = answer;
export const action = answer;
