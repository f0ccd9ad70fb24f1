import { listInquiries } from "../../domain/inquiries.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/inquiries";

const handle = api<Route.ActionArgs>({
  GET: staffEndpoint("inquiries", async ({ app, request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const { items, total, page, pages, pageSize } = await listInquiries(app.db, query);
    return ok({ items, total, page, pages, pageSize });
  }),
});

export const loader = handle;
export const action = handle;
