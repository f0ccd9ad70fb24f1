import { filesNotKeptNotice } from "../../domain/inquiries.model.ts";
import { getInquiry } from "../../domain/inquiry-inbox.server.ts";
import { updateInquiry } from "../../domain/inquiry-updates.server.ts";
import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/inquiries/:id", {
  GET: memberEndpoint(async ({ app, params }) =>
    ok({ inquiry: await getInquiry(app.db, params.id) }),
  ),
  PATCH: memberEndpoint(async ({ app, params, json, user }) => {
    const inquiry = await updateInquiry(app.db, params.id, await json(), user);
    // Taken out of Spam, say plainly that the files it came with were not kept.
    const filesNotKept = filesNotKeptNotice(inquiry.attachments);
    return ok({
      inquiry,
      message: filesNotKept ? `Inquiry updated. ${filesNotKept}` : "Inquiry updated",
    });
  }),
});

export const loader = answer;
export const action = answer;
