import { resetPassword } from "../../domain/password-resets.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";
import type { Route } from "./+types/auth.reset-password";

/** The API sets the password and signs nobody in: the client signs in with it after. */
const handle = api<Route.ActionArgs>({
  POST: publicEndpoint(async ({ app, json }) => {
    const input = await json();
    const token = input && typeof input === "object" && "token" in input ? String(input.token) : "";
    await resetPassword(app.db, token, input);
    return ok({ message: "Your new password is set. Sign in with it." });
  }),
});

export const loader = handle;
export const action = handle;
