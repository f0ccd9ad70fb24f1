import { listInquiries } from "../../domain/inquiries.server.ts";
import { adminEndpoint, api, ok } from "../../http/api.server.ts";
import type { Route } from "./+types/inquiries";

const handle = api<Route.ActionArgs>({
  GET: adminEndpoint(async ({ app, request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const { items, total, page, pages, pageSize } = await listInquiries(app.db, query);
    return ok({ items, total, page, pages, pageSize });
  }),
});

export const loader = handle;
export const action = handle;
