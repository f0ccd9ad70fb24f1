import { NotFoundError } from "../../domain/errors.ts";
import { contentHistory } from "../../domain/page-content.server.ts";
import { isRevisedPage } from "../../domain/revisions.server.ts";
import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/revisions.$type.$id";

// The kept versions of the hero, about page or contact information (decision 053).
const handle = api<Route.LoaderArgs>({
  GET: staffEndpoint("content", async ({ app, params }) => {
    if (params.type !== "content" || !isRevisedPage(params.id)) {
      throw new NotFoundError("This item keeps no history.");
    }
    const { current, versions } = await contentHistory(app.db, params.id);
    return ok({ current, versions });
  }),
});

export const loader = handle;
export const action = handle;
