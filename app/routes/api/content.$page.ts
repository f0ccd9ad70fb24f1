import { getContentPage } from "../../domain/page-content.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";

const answer = api("/api/content/:page", {
  GET: publicEndpoint(async ({ app, params }) =>
    ok({ content: await getContentPage(app.db, params.page) }),
  ),
});

export const loader = answer;
export const action = answer;
