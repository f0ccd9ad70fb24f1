import { getContactInfo, updateContactInfo } from "../../domain/contact-info.server.ts";
import { api, ok, publicEndpoint, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/contact-info";

const handle = api<Route.ActionArgs>({
  GET: publicEndpoint(async ({ app }) => ok({ contactInfo: await getContactInfo(app.db) })),
  PUT: staffEndpoint("content", async ({ app, json, user }) => {
    const contactInfo = await updateContactInfo(app.db, await json(), user);
    return ok({ contactInfo, message: "Contact information updated successfully!" });
  }),
});

export const loader = handle;
export const action = handle;
