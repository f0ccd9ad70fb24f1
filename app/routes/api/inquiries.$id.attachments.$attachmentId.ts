import { readAttachment } from "../../domain/inquiry-attachments.server.ts";
import { api, memberEndpoint } from "../../http/api.server.ts";
import { attachmentResponse } from "../../http/attachments.server.ts";

const answer = api("/api/inquiries/:id/attachments/:attachmentId", {
  GET: memberEndpoint(async ({ app, params }) =>
    attachmentResponse(await readAttachment(app.db, params.id, params.attachmentId)),
  ),
});

export const loader = answer;
export const action = answer;
