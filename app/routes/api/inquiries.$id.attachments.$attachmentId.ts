import { readAttachment } from "../../domain/inquiries.server.ts";
import { api, staffEndpoint } from "../../http/api.server.ts";
import { attachmentResponse } from "../../http/attachments.server.ts";
import type { Route } from "./+types/inquiries.$id.attachments.$attachmentId";

const handle = api<Route.ActionArgs>({
  GET: staffEndpoint("inquiries", async ({ app, params }) =>
    attachmentResponse(await readAttachment(app.db, params.id, params.attachmentId)),
  ),
});

export const loader = handle;
export const action = handle;
