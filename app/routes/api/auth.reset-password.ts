import { resetPassword } from "../../domain/password-resets.server.ts";
import { api, ok, publicEndpoint } from "../../http/api.server.ts";

/** The API sets the password and signs nobody in: the client signs in with it after. */
const answer = api("/api/auth/reset-password", {
  POST: publicEndpoint(async ({ app, json }) => {
    const input = await json();
    const token = input && typeof input === "object" && "token" in input ? String(input.token) : "";
    await resetPassword(app.db, token, input);
    return ok({ message: "Your new password is set. Sign in with it." });
  }),
});

export const loader = answer;
export const action = answer;
