import { issueFormProof } from "../../domain/form-proof.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";

// A fresh proof for a contact form being filled in (the page's own may be a cached one).
const answer = api("/api/contact/form-proof", {
  GET: publicEndpoint(async ({ app }) => ok({ formProof: await issueFormProof(app.db) })),
});

export const loader = answer;
export const action = answer;
