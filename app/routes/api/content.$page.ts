import { getContentPage } from "../../domain/page-content.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/content.$page";

const handle = api<Route.LoaderArgs>({
  GET: publicEndpoint(async ({ app, params }) =>
    ok({ content: await getContentPage(app.db, params.page) }),
  ),
});

export const loader = handle;
export const action = handle;
