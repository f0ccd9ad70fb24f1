import { adminEndpoint, api, ok } from "../../http/api.server.ts";
import type { Route } from "./+types/auth.me";

const handle = api<Route.LoaderArgs>({
  GET: adminEndpoint(({ user }) => ok({ user })),
});

export const loader = handle;
export const action = handle;
