import { issueFormProof } from "../../domain/form-proof.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/contact.form-proof";

// A fresh proof for a contact form being filled in (the page's own may be a cached one).
const handle = api<Route.LoaderArgs>({
  GET: publicEndpoint(async ({ app }) => ok({ formProof: await issueFormProof(app.db) })),
});

export const loader = handle;
export const action = handle;
