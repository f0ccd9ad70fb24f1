import { api, ok, staffEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/auth.me";

const handle = api<Route.LoaderArgs>({
  GET: staffEndpoint("any", ({ user }) => ok({ user })),
});

export const loader = handle;
export const action = handle;
