import { listInquiries } from "../../domain/inquiry-inbox.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/inquiries", {
  GET: memberEndpoint(async ({ app, request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const { items, total, page, pages, pageSize } = await listInquiries(app.db, query);
    return ok({ items, total, page, pages, pageSize });
  }),
});

export const loader = answer;
export const action = answer;
