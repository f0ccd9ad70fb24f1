import { getInquiry, updateInquiry } from "../../domain/inquiries.server.ts";
import { adminEndpoint, api, ok } from "../../http/api.server.ts";
import type { Route } from "./+types/inquiries.$id";

const handle = api<Route.ActionArgs>({
  GET: adminEndpoint(async ({ app, params }) =>
    ok({ inquiry: await getInquiry(app.db, params.id) }),
  ),
  PATCH: adminEndpoint(async ({ app, params, json, user }) => {
    const inquiry = await updateInquiry(app.db, params.id, await json(), user);
    return ok({ inquiry, message: "Inquiry updated" });
  }),
});

export const loader = handle;
export const action = handle;
