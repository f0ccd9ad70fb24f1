import { getContactInfo, updateContactInfo } from "../../domain/contact-info.server.ts";
import { api, memberEndpoint, ok, publicEndpoint } from "../../http/api.server.ts";

const answer = api("/api/contact-info", {
  GET: publicEndpoint(async ({ app }) => ok({ contactInfo: await getContactInfo(app.db) })),
  PUT: memberEndpoint(async ({ app, json, user }) => {
    const contactInfo = await updateContactInfo(app.db, await json(), user);
    return ok({ contactInfo, message: "Contact information updated successfully!" });
  }),
});

export const loader = answer;
export const action = answer;
