import { api, memberEndpoint, ok } from "../../http/api.server.ts";

const answer = api("/api/auth/me", {
  GET: memberEndpoint(({ user }) => ok({ user })),
});

export const loader = answer;
export const action = answer;
