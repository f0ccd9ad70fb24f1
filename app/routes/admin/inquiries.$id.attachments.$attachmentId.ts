import { readAttachment } from "../../domain/inquiry-attachments.server.ts";
import { adminLoader, type MemberCall } from "../../http/admin-routes.server.ts";
import { attachmentResponse } from "../../http/attachments.server.ts";
import type { Route } from "./+types/inquiries.$id.attachments.$attachmentId";

// Inside the admin layout: its middleware sends anyone not signed in to the login page.
export const loader = adminLoader(async ({ app, params }: MemberCall<Route.LoaderArgs>) =>
  attachmentResponse(await readAttachment(app.db, params.id, params.attachmentId)),
);
